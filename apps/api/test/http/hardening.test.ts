// Issue 13's hardening promises, each with what it catches (docs/security.md lists them all):
// bounded memory under hostile reads, the anonymous read limit, CSRF, the Host header, proxies
// and the secrets checked at start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { PUBLIC_CACHE_MAX_BYTES } from '../../src/http/public-cache';
import { READ_LIMIT } from '../../src/http/rate-limits';
import { resolveCookieSecret, StartupError, writeNewSecret } from '../../src/ops/startup';
import { createTestApp, createUser, engine, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
});
afterAll(() => t.close());

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapBytes = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.external; // external includes the array buffers (and PGlite's memory)
};
const MB = 1024 * 1024;
/** Many clients: each request from its own address, as a botnet would send them. */
const addr = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

describe(`bounded memory under hostile reads (${engine()})`, () => {
  // Catches: an unbounded public cache (one near-full body per limit/offset pair, kept until the
  // same key is read again), id spellings (01, 001…) each getting their own entry, and unknown
  // query parameters creating keys. Without the byte cap the kept bytes pass the cap below.
  it('6,000 distinct hostile URLs grow the memory by at most 64 MB and the cache stays under its cap', async () => {
    const urls: string[] = [];
    // 300 big pages: every limit/offset pair is a different near-full answer (~50–120 kB each).
    for (let i = 0; i < 150; i++) urls.push(`/api/v1/weapons?limit=${51 + i}&offset=${i % 20}`);
    for (let i = 0; i < 150; i++) urls.push(`/api/v1/keycards?limit=${51 + i}&offset=${i % 20}`);
    // 2,700 spellings of the same weapon id: one resource, one key.
    for (let i = 0; i < 2700; i++)
      urls.push(`/api/v1/weapons/${'0'.repeat(1 + (i % 150))}${1 + (Math.floor(i / 150) % 18)}`);
    // 3,000 unknown query parameters: ignored by routes without a query (one key), refused with
    // 400 by paged lists (no key).
    for (let i = 0; i < 1500; i++) urls.push(`/api/v1/maps?cachebust=${i}`);
    for (let i = 0; i < 1500; i++) urls.push(`/api/v1/weapons?limit=5&x${i}=1`);
    expect(new Set(urls).size).toBe(6000);

    // Over real HTTP (the in-process inject harness itself keeps ~10 kB per request), through
    // a trusted proxy so that every request comes from another client address.
    const m = await createTestApp({ config: { TRUST_PROXY: 'true' } });
    await m.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = m.app.server.address() as { port: number };
    const get = (url: string, i: number) =>
      fetch(`http://127.0.0.1:${port}${url}`, {
        headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': addr(i) },
      }).then(async (r) => (await r.arrayBuffer(), r.status));
    for (let i = 0; i < 50; i++) await get('/api/v1/maps', i); // warm code paths and sockets
    const before = heapBytes();
    const rssBefore = process.memoryUsage().rss;
    const started = Date.now();
    let fiveHundreds = 0;
    for (let i = 0; i < urls.length; i++) if ((await get(urls[i]!, i)) >= 500) fiveHundreds++;
    const growth = heapBytes() - before;
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    console.log(
      `[figures] 6000 hostile URLs in ${Date.now() - started} ms: heap+external growth ${(growth / MB).toFixed(1)} MB, ` +
        `RSS growth ${(rssGrowth / MB).toFixed(1)} MB, cache ${m.ctx.cache.answers.size} entries / ` +
        `${(m.ctx.cache.answers.bytes / MB).toFixed(1)} MB (cap ${PUBLIC_CACHE_MAX_BYTES / MB} MB), 5xx: ${fiveHundreds}`,
    );
    expect(fiveHundreds).toBe(0);
    expect(m.ctx.cache.answers.bytes).toBeLessThanOrEqual(PUBLIC_CACHE_MAX_BYTES);
    // 300 list pages + 18 weapons (+ a few) at most: no key per spelling or per unknown parameter.
    expect(m.ctx.cache.answers.size).toBeLessThanOrEqual(330);
    expect(growth).toBeLessThanOrEqual(64 * MB);
    await m.close();
  }, 300_000); // ~22 s alone; several times that while other test files share the two cores

  // Catches: the same resource spelled 1, 01 and 001 being three cache entries, and an id past
  // the database integer range reaching the database (it answered 500).
  it('maps id spellings to one key and answers out-of-range ids with 404', async () => {
    t.ctx.cache.clearLocal();
    for (const id of ['1', '01', '001', '0000000001'])
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/weapons/${id}` })).statusCode).toBe(200);
    expect(t.ctx.cache.answers.size).toBe(1);
    for (const id of ['99999999999', '2147483648', '9'.repeat(80)])
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/weapons/${id}` })).statusCode).toBe(404);
  });
});

describe(`anonymous read limit (${engine()})`, () => {
  // Catches: anonymous reads without any per-IP limit, and a limit that also throttles editors.
  it(`allows ${READ_LIMIT.max} anonymous reads a minute per address, then 429; sessions and other addresses go on`, async () => {
    const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/v1/maps', remoteAddress, headers });
    for (let i = 0; i < READ_LIMIT.max; i++) {
      const res = await get('192.0.2.10');
      if (res.statusCode !== 200) throw new Error(`read ${i + 1} answered ${res.statusCode}`);
    }
    const limited = await get('192.0.2.10');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await get('192.0.2.11')).statusCode).toBe(200);
    expect((await get('192.0.2.10', { cookie: t.as.editor!.cookie! })).statusCode).toBe(200);
    expect((await get('192.0.2.10', { cookie: 'dfw_access=forged.value' })).statusCode).toBe(429);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: '192.0.2.10' })).statusCode,
    ).toBe(200);
  }, 60_000);
});

describe(`CSRF (${engine()})`, () => {
  const write = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/build-tags',
      payload: { name: `csrf-${Math.random()}` },
      headers: { cookie: t.as.editor!.cookie!, ...headers },
    });
  // Catches: a cookie-authenticated write passing with neither Origin nor Sec-Fetch-Site, an
  // Origin check that ignores the scheme or the port, and same-site (sibling subdomain) writes.
  it.each([
    ['no Origin and no Sec-Fetch-Site', {}],
    ['another scheme', { origin: 'https://localhost' }],
    ['another port', { origin: 'http://localhost:8080' }],
    ['another host', { origin: 'http://localhost.evil.example' }],
    ['the opaque origin', { origin: 'null' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['same Origin but a foreign Host', { origin: 'http://localhost', host: 'evil.example' }],
  ])('refuses a cookie-authenticated write with %s (403 CSRF_REJECTED)', async (_what, headers) => {
    const res = await write(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_REJECTED');
  });

  it.each([
    ['its own Origin', { origin: 'http://localhost' }],
    ['its own Origin with the default port', { origin: 'http://localhost:80' }],
    ['Sec-Fetch-Site: same-origin and no Origin', { 'sec-fetch-site': 'same-origin' }],
  ])('accepts a cookie-authenticated write with %s', async (_what, headers) => {
    expect((await write(headers)).statusCode).toBe(201);
  });

  it('lets a write without our cookies through to its own checks (a script logging in)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@example.org', password: 'Wrong-Password-9!' },
      remoteAddress: '198.51.100.77',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe(`Host header (${engine()})`, () => {
  let bare: TestApp;
  let pub: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ serveWeb: true, webDistFolder: '/nonexistent-dist' });
    pub = await createTestApp({
      serveWeb: true,
      webDistFolder: '/nonexistent-dist',
      config: { PUBLIC_URL: 'https://dfwiki.example' },
    });
  });
  afterAll(async () => {
    await bare.close();
    await pub.close();
  });
  const forged = { host: 'evil.example' };

  // Catches: answers built from a forged Host header kept by a shared cache (cache poisoning).
  it('without PUBLIC_URL, nothing built from the Host header is publicly cacheable', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await bare.app.inject({ method: 'GET', url, headers: forged });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('http://evil.example');
      expect(String(res.headers['cache-control']), url).toMatch(/private|no-store/);
      expect(String(res.headers['cache-control']), url).not.toContain('public');
    }
  });

  // Catches: a page built from the Host header, then kept in the page cache for every reader.
  it('without PUBLIC_URL, pages never carry the Host header', async () => {
    for (const url of ['/', '/wiki/weapons']) {
      const res = await bare.app.inject({ method: 'GET', url, headers: forged });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('evil.example');
    }
  });

  // Catches: sitemap, robots and meta tags built from the Host header when PUBLIC_URL is set.
  it('with PUBLIC_URL, sitemap, robots and meta tags use it whatever the Host header says', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/']) {
      const res = await pub.app.inject({ method: 'GET', url, headers: forged });
      expect(res.body, url).toContain('https://dfwiki.example');
      expect(res.body, url).not.toContain('evil.example');
    }
    const robots = await pub.app.inject({ method: 'GET', url: '/robots.txt', headers: forged });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe(`behind a reverse proxy, TRUST_PROXY=true (${engine()})`, () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp({ config: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => p.close());

  // Catches: Secure cookies and HSTS missing when the proxy terminated https.
  it('sends HSTS and Secure cookies when the original request was https', async () => {
    const { email } = await createUser(p, 'user');
    const res = await p.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'Correct-Horse-42!' },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    const cookies = [res.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/dfw_access=[^\n]*Secure/);
    expect(cookies).toMatch(/dfw_refresh=[^\n]*Secure/);
    const plain = await p.app.inject({
      method: 'GET',
      url: '/api/v1/maps',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  // Catches: per-IP limits keyed on the proxy's address (every visitor shares one count) and a
  // client choosing its own address by sending X-Forwarded-For (only the proxy's entry counts).
  it('keys per-IP limits on the client address the proxy saw, not on the proxy or on spoofed entries', async () => {
    const { email } = await createUser(p, 'user');
    const attempt = (xff: string, password = 'Wrong-Password-9!') =>
      p.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password },
        headers: { 'x-forwarded-for': xff },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(`1.1.1.${i}, 203.0.113.9`)).statusCode).toBe(401);
    // The attacker's own address is locked for this account, whatever it prepends.
    expect((await attempt('9.9.9.9, 203.0.113.9', 'Correct-Horse-42!')).statusCode).toBe(429);
    // Another client behind the same proxy is not.
    expect((await attempt('203.0.113.10', 'Correct-Horse-42!')).statusCode).toBe(200);
  });
});

describe('secrets at start', () => {
  const base = { ADMIN_EMAIL: 'admin@example.org' };
  // Catches: a weak first-admin password accepted at start.
  it.each(['short-A1!', 'no-uppercase-here-1!', 'NoSpecialCharacters1', 'NOLOWERCASE-1234!'])(
    'refuses ADMIN_PASSWORD %s, naming the password rule',
    (password) => {
      expect(() => readConfig({ ...base, ADMIN_PASSWORD: password })).toThrow(
        /ADMIN_PASSWORD: too weak\. Password must be at least 12 characters and contain uppercase, lowercase, and special characters/,
      );
    },
  );

  it('accepts a password that meets the rule', () => {
    expect(readConfig({ ...base, ADMIN_PASSWORD: 'Admin-Password-123!' }).ADMIN_PASSWORD).toBe(
      'Admin-Password-123!',
    );
  });

  // Catches: a short cookie secret, from the environment or read back from DATA_DIR.
  it('checks the cookie secret length wherever it comes from', () => {
    expect(() => readConfig({ COOKIE_SECRET: 'x'.repeat(31) })).toThrow(/COOKIE_SECRET: must be at least 32/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfwiki-secret-'));
    try {
      const raw = readConfig({ DATA_DIR: dir });
      const generated = resolveCookieSecret(raw);
      expect(generated.length).toBeGreaterThanOrEqual(32);
      expect(resolveCookieSecret(raw)).toBe(generated); // read back, same secret
      fs.writeFileSync(path.join(dir, 'cookie-secret'), 'short-secret\n');
      expect(() => resolveCookieSecret(raw)).toThrow(StartupError);
      expect(() => resolveCookieSecret(raw)).toThrow(/at least 32/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // Catches: two instances sharing DATA_DIR, starting together, each keeping its own new secret.
  it('keeps a secret another process wrote first, and leaves no temporary file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfwiki-secret-'));
    try {
      const file = path.join(dir, 'cookie-secret');
      fs.writeFileSync(file, 'first-process-secret-'.repeat(3));
      writeNewSecret(file); // this process lost the race
      expect(fs.readFileSync(file, 'utf8')).toBe('first-process-secret-'.repeat(3));
      expect(fs.readdirSync(dir)).toEqual(['cookie-secret']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
