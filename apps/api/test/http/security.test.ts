// The hostile-input and header promises of the API (issue 3 items 9 and 12).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/features/auth/passwords';
import { INTERNAL_READ } from '../../src/http/rate-limits';
import { callApi, createTestApp, engine, type Headers, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
});
afterAll(() => t.close());

/** An editor's POST /build-tags with these extra headers (the payload may be raw text). */
const postTag = (payload: unknown, headers: Headers) =>
  callApi(t, 'POST', '/build-tags', payload, { ...t.as.editor, ...headers });

describe(`security (${engine()})`, () => {
  it('sends the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/maps' });
    const csp = String(res.headers['content-security-policy']);
    for (const d of ["default-src 'self'", "base-uri 'none'", "object-src 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(d);
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.clarity\.ms/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // plain http
    const https = await t.app.inject({
      method: 'GET',
      url: '/api/v1/maps',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBeUndefined(); // proxy headers ignored unless TRUST_PROXY
  });

  it('refuses a mutating request from another site (403) and text/plain bodies (415)', async () => {
    const foreign = await postTag({ name: 'x' }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('CSRF_REJECTED');
    const crossSite = await postTag({ name: 'x' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const same = await postTag(
      { name: 'Same Origin Tag' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
    );
    expect(same.statusCode).toBe(201);
    const plain = await postTag('{"name":"x"}', { 'content-type': 'text/plain' });
    expect(plain.statusCode).toBe(415);
    expect(plain.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers JSON bodies over 1 MiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it.each([
    '{"__proto__":{"polluted":true},"name":"x"}',
    '{"constructor":{"prototype":{"polluted":true}},"name":"x"}',
    '{"name":"x","nested":{"__proto__":{"polluted":true}}}',
  ])('rejects prototype pollution %s with 400 and leaves Object.prototype alone', async (body) => {
    const res = await postTag(body, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers invalid JSON with 400 INVALID_JSON', async () => {
    const res = await postTag('{"name":', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_JSON');
  });

  it('documents every API route in OpenAPI, with the roles of guarded ones', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = new Set<string>();
    for (const [p, ops] of Object.entries(spec.paths as Record<string, Record<string, unknown>>))
      for (const m of Object.keys(ops)) documented.add(`${m.toUpperCase()} ${p}`);
    const toOpenApi = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
    for (const r of t.ctx.routeTable ?? []) {
      if (!r.url.startsWith('/api/v1')) continue;
      expect(documented, `${r.method} ${r.url}`).toContain(`${r.method} ${toOpenApi(r.url)}`);
    }
    expect(spec.paths['/api/v1/weapons'].post.description).toContain('editor');
    expect(spec.paths['/api/v1/users'].get.description).toContain('admin');
  });

  /** An app with the production logger at its most talkative, writing into `lines`. */
  async function appLoggingTo() {
    const lines: string[] = [];
    const { buildApp, loggerOptions } = await import('../../src/app');
    const app = await buildApp(t.ctx, {
      serveWeb: false,
      logger: loggerOptions('trace', { write: (line: string) => void lines.push(line) }),
    });
    return { app, lines };
  }

  // Catches: a logger without redaction. The production logger writes request headers and, at
  // debug level, the body of a rejected request, so without `redactPaths` both the cookie and
  // the password below would be written.
  it('never logs passwords or cookies', async () => {
    const { app, lines } = await appLoggingTo();
    const rejected = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@b.co', password: 'Secret-Password-99!', extra: 'field' },
      headers: t.as.editor,
    });
    expect(rejected.statusCode).toBe(400);
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@b.co', password: 'Secret-Password-99!' },
      headers: t.as.editor,
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('request rejected by validation'); // the body was logged…
    expect(log).toContain('"user-agent"'); // …and so were the headers
    expect(log).not.toContain('Secret-Password-99!');
    expect(log).not.toContain('dfw_access=');
  });

  // Catches: a request serializer that logs every header (the page renderer's internal read
  // token, cookies), and an error logged whole: a failed query's error carries its parameters in
  // its message and fields, and PostgreSQL's detail quotes the failing row, password hash and all.
  it("never logs the internal read header or a failed query's parameters", async () => {
    const { app, lines } = await appLoggingTo();
    const hash = await hashPassword('Another-Secret-77!');
    app.get('/api/v1/test-failing-query', async (req) => {
      // A NOT NULL violation: the driver's error holds the parameters, its detail the whole row.
      const failed = await t.db
        .execute(
          sql`insert into users (nickname, email, password_hash, role_id) values ('x', 'x@example.org', ${hash}, null)`,
        )
        .catch((err: unknown) => err as Error);
      req.log.warn(failed); // an error passed alone: pino would take its raw message
      throw failed;
    });
    const read = await app.inject({
      method: 'GET',
      url: '/api/v1/maps',
      headers: { [INTERNAL_READ.header]: INTERNAL_READ.token, cookie: 'dfw_access=abc', 'user-agent': 'ua' },
    });
    expect(read.statusCode).toBe(200);
    const failing = await app.inject({ method: 'GET', url: '/api/v1/test-failing-query' });
    expect(failing.statusCode).toBe(500);
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"user-agent":"ua"'); // the allow-listed headers are still logged…
    expect(log).toContain('unhandled error'); // …and so is the failure, with its code
    expect(log).toContain('"code":"23502"');
    for (const secret of [INTERNAL_READ.header, INTERNAL_READ.token, 'dfw_access=', hash, '$argon2'])
      expect(log).not.toContain(secret);
  });
});
