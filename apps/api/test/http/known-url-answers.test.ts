// A GET whose URL the public cache answered before is answered again from the last onRequest hook,
// before validation and the handler (decision 022). What must not change: the security headers,
// gzip, the 304, a fresh ETag after a write, the read limit, and no shortcut for refused URLs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../src/http/security-headers';
import { callApi, createTestApp, engine, type TestApp } from '../harness';

let t: TestApp;
const shortcuts: boolean[] = [];
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
  const answer = t.ctx.cache.answerKnownUrl.bind(t.ctx.cache);
  t.ctx.cache.answerKnownUrl = (request, reply) => {
    const answered = answer(request, reply);
    shortcuts.push(answered);
    return answered;
  };
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-encoding': 'gzip', ...headers } });
const lastShortcut = () => shortcuts.at(-1);

describe(`answers of known URLs (${engine()})`, () => {
  it('answers a known URL with the same bytes and every header of the first answer', async () => {
    const first = await get('/weapons?limit=50');
    expect(lastShortcut()).toBe(false);
    const again = await get('/weapons?limit=50');
    expect(lastShortcut()).toBe(true);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const name of ['etag', 'content-type', 'content-encoding', 'vary', 'cache-control'])
      expect(again.headers[name], name).toBe(first.headers[name]);
    expect(again.headers['content-encoding']).toBe('gzip');
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(again.headers[name], name).toBe(value);
    const plain = await get('/weapons?limit=50', { 'accept-encoding': 'identity' });
    expect(lastShortcut()).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.weapons).toHaveLength(50);
  });

  it('answers 304 to the held version, and a new ETag and body after a write', async () => {
    const before = await get('/build-tags');
    const etag = String(before.headers.etag);
    const notModified = await get('/build-tags', { 'if-none-match': etag });
    expect(lastShortcut()).toBe(true);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.etag).toBe(etag);

    const added = await callApi(t, 'POST', '/build-tags', { name: 'Fresh After Write' }, t.as.editor);
    expect(added.statusCode).toBe(201);
    const after = await get('/build-tags', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data.tags.map((x: { name: string }) => x.name)).toContain('Fresh After Write');
    // On PostgreSQL the write's own NOTIFY may arrive after that read and clear the entry once more.
    await expect
      .poll(async () => {
        const again = await get('/build-tags', { 'if-none-match': String(after.headers.etag) });
        return `${again.statusCode} ${lastShortcut()}`;
      })
      .toBe('304 true');
  });

  it('never takes the shortcut for a refused URL: 400 and 404 stay what they were', async () => {
    for (const url of ['/weapons?limit=0', '/weapons/no-such-weapon', '/weapons?limit=5&x=1']) {
      const first = (await get(url)).statusCode;
      const second = await get(url);
      expect(lastShortcut(), url).toBe(false);
      expect(second.statusCode, url).toBe(first);
      expect(second.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });
});

describe(`known URLs and the read limit (${engine()})`, () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { READ_LIMIT_PER_MINUTE: 3 } });
  });
  afterAll(() => limited.close());

  it('counts answers of known URLs against the read limit', async () => {
    const read = () => limited.app.inject({ method: 'GET', url: '/api/v1/keycards' });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await read()).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
