// How the server sends server-rendered pages, with a stand-in for the web's server build (the real
// one is exercised by e2e/tests/server-rendering.spec.ts): the rendered markup and its state in the
// shell, one render per address (language and page) until a write (also one made through another process),
// a failed render falling back to the shell without being kept, the page's data served from the
// same render, and the renderer's in-process API reads never counted against the anonymous read limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache } from '../../src/page-host/page-renderer';
import { RenderBudget } from '../../src/page-host/render-budget';
import {
  anotherProcess,
  callApi,
  createTestApp,
  engine,
  notificationsDelivered,
  type TestApp,
} from '../harness';
import { standInWeb } from './stand-in-web';

// The stand-in renderer: lists the build tags it read through the API, counts its renders, and
// fails or answers 404 when the URL asks it to.
const { dist, remove } = standInWeb(
  `export function createRenderer({ fetchApi }) {
    let renders = 0;
    return {
      async render(url, lang) {
        if (url.includes('explode')) throw new Error('render failed');
        const res = await fetchApi('/api/v1/build-tags');
        if (!res.ok) throw new Error('read failed: ' + res.status);
        const tags = (await res.json()).data.tags.map((t) => t.name);
        renders += 1;
        return {
          status: url.includes('no-such-weapon') ? 404 : 200,
          html: '<main data-render="' + renders + '" lang="' + lang + '">' + tags.join(', ') + '</main>',
          state: { lang, tags },
          data: { render: renders, lang, tags },
        };
      },
    };
  }`,
);

const renderCount = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    serveWeb: true,
    webDistFolder: dist,
    config: { READ_LIMIT_PER_MINUTE: 3 },
    sessions: true,
  });
});
afterAll(async () => {
  await t?.close();
  remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe(`server-rendered pages (${engine()})`, () => {
  it('puts the rendered page and its state in the shell, without the "needs JavaScript" note', async () => {
    const res = await get('/wiki/cards');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<div id="root"><main data-render="\d+" lang="en">[^<]*<\/main><\/div>/);
    expect(res.body).toContain('<script type="application/json" id="ssr-state">{"lang":"en"');
    expect(res.body).not.toContain('needs JavaScript');
    const scripts = /script-src[^;]*/.exec(String(res.headers['content-security-policy']))?.[0];
    expect(scripts).toBeDefined();
    expect(scripts).not.toContain('unsafe-inline');
    // The admin area stays client-rendered.
    const admin = await get('/admin/dashboard');
    expect(admin.body).toContain('<div id="root"></div>');
    expect(admin.body).toContain('needs JavaScript');
  });

  it('renders a page once per address, its language included (parameter order aside), until a write', async () => {
    const first = renderCount((await get('/wiki/weapons?sort=name&q=ak')).body);
    expect(renderCount((await get('/wiki/weapons?q=ak&sort=name')).body)).toBe(first);
    const ro = await get('/ro/wiki/weapons?q=ak&sort=name');
    expect(ro.body).toMatch(/<main data-render="\d+" lang="ro">/);
    expect(renderCount(ro.body)).toBeGreaterThan(first);

    const created = await callApi(t, 'POST', '/build-tags', { name: 'Fresh Tag' }, t.as.editor);
    expect(created.statusCode).toBe(201);
    const after = await get('/wiki/weapons?q=ak&sort=name');
    expect(after.body).toContain('Fresh Tag');
    expect(renderCount(after.body)).toBeGreaterThan(renderCount(ro.body));
  });

  it('sends compressed copies made once per page', async () => {
    const br = await get('/wiki/start', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const gzip = await get('/wiki/start', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('passes on the page status, and shares one not-found page for unknown paths', async () => {
    expect((await get('/wiki/weapons/no-such-weapon')).statusCode).toBe(404);
    const a = await get('/no/such/page');
    const b = await get('/another/unknown/path');
    expect(a.statusCode).toBe(404);
    expect(b.statusCode).toBe(404);
    expect(renderCount(b.body)).toBe(renderCount(a.body));
  });

  it('sends the plain shell when rendering fails, and tries again next time', async () => {
    const res = await get('/wiki/cards?q=explode');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('id="ssr-state"');
    expect(res.body).toContain('needs JavaScript');
  });

  it("does not count the renderer's own API reads against the anonymous read limit", async () => {
    // Many distinct pages (each a fresh render and API read) from one reader…
    for (let i = 0; i < 8; i++) {
      const res = await get(`/wiki/cards?q=${i}`);
      expect(res.body, `render ${i}`).toContain('id="ssr-state"');
    }
    // …while that reader's own API reads are limited as before (3 a minute in this test).
    const reads = [];
    for (let i = 0; i < 5; i++) reads.push((await get('/api/v1/build-tags')).statusCode);
    expect(reads).toContain(429);
  });

  it('keeps rendered pages under a byte cap', async () => {
    const cache = new PageCache(t.ctx, new RenderBudget(), { maxBytes: 200_000 });
    for (let i = 0; i < 50; i++)
      await cache.get(`en /p/${i}`, '127.0.0.1', async () => ({ status: 200, body: 'x'.repeat(20_000) }));
    expect(cache.bytes).toBeGreaterThan(0);
    expect(cache.bytes).toBeLessThanOrEqual(200_000);
  });
});

describe(`a rendered page's data (${engine()})`, () => {
  const dataOf = (res: { body: string }) =>
    JSON.parse(res.body) as { render: number; lang: string; tags: string[] };

  it('is the data of the same kept render as the page, in its language, public and never indexed', async () => {
    const page = await get('/ro/wiki/weapons?q=data&sort=name');
    const res = await get('/page-data/ro/wiki/weapons?sort=name&q=data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(dataOf(res)).toMatchObject({ render: renderCount(page.body), lang: 'ro' });
    expect(res.headers['cache-control']).toMatch(/^public\b/);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['set-cookie']).toBeUndefined();
    const again = await get('/page-data/ro/wiki/weapons?sort=name&q=data', {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('is the same for every reader, signed in or not', async () => {
    const anonymous = await get('/page-data/wiki/cards?q=readers');
    for (const role of ['user', 'editor', 'admin'] as const) {
      const res = await get('/page-data/wiki/cards?q=readers', t.as[role]);
      expect(res.statusCode, role).toBe(200);
      expect(res.body, role).toBe(anonymous.body);
    }
  });

  it('follows a write, as the page does', async () => {
    const before = dataOf(await get('/page-data/wiki/cards?q=write'));
    const created = await callApi(t, 'POST', '/build-tags', { name: 'Data Tag' }, t.as.editor);
    expect(created.statusCode).toBe(201);
    const after = dataOf(await get('/page-data/wiki/cards?q=write'));
    expect(after.tags).toContain('Data Tag');
    expect(after.render).toBeGreaterThan(before.render);
    // The write's own echo clears the pages again when it arrives; the next test counts renders.
    await notificationsDelivered(t);
  });

  it('is the not-found render for an unknown address, and none for the signed-in app or a failed render', async () => {
    const unknown = await get('/page-data/no/such/page');
    expect(unknown.statusCode).toBe(200);
    expect(dataOf(unknown).render).toBe(renderCount((await get('/yet/another/unknown')).body));
    for (const url of [
      '/page-data/admin/dashboard',
      '/page-data/my/builds',
      '/page-data/wiki/cards?q=explode',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(JSON.parse(res.body).error.code, url).toBe('NOT_FOUND');
    }
  });
});

describe.runIf(engine() === 'postgres')('server-rendered pages across processes (postgres)', () => {
  it('a write through one process re-renders the pages of another', async () => {
    const other = await anotherProcess(t, { serveWeb: true, webDistFolder: dist });
    try {
      const page = async () => (await other.app.inject({ method: 'GET', url: '/wiki/terms' })).body;
      expect(await page()).not.toContain('Other Process Tag');
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/build-tags',
        payload: { name: 'Other Process Tag' },
        headers: t.as.editor,
      });
      await expect.poll(page, { timeout: 3000, interval: 50 }).toContain('Other Process Tag');
    } finally {
      await other.close();
    }
  });
});
