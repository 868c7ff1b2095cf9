// The one cache-clearing mechanism: routes that change public content declare it, and a
// successful answer of such a route clears the public caches before it leaves; a refused one
// clears nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from '../harness';

let t: TestApp;
let clears = 0;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
  const invalidate = t.ctx.cache.invalidate.bind(t.ctx.cache);
  t.ctx.cache.invalidate = async () => {
    clears++;
    await invalidate();
  };
});
afterAll(() => t.close());

const write = (method: string, url: string, payload: unknown) =>
  t.app.inject({
    method: method as 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: t.as.editor,
  });

describe(`content writes clear the public caches (${engine()})`, () => {
  it('every editor write to weapons, builds, keycards and tags declares that it changes content', () => {
    const content = (t.ctx.routeTable ?? []).filter(
      (r) => r.method !== 'GET' && /^\/api\/v1\/(weapons|keycards|build-tags)/.test(r.url) && r.minRole,
    );
    expect(content.length).toBeGreaterThan(10);
    for (const r of content) expect(r.changesContent, `${r.method} ${r.url}`).toBe(true);
  });

  it('a successful write clears once, before its answer; a refused one clears nothing', async () => {
    clears = 0;
    const refused = await write('POST', '/build-tags', { name: '' });
    expect(refused.statusCode).toBe(400);
    expect(clears).toBe(0);

    const created = await write('POST', '/build-tags', { name: `Cache probe ${Date.now()}` });
    expect(created.statusCode).toBe(201);
    expect(clears).toBe(1);
    const { tags } = (await t.app.inject({ method: 'GET', url: '/api/v1/build-tags' })).json().data;
    expect(tags.map((tag: { id: number }) => tag.id)).toContain(created.json().data.tag.id);
  });
});
