// The access log at the default level (LOG_LEVEL=info): one line a request, written when it is
// answered, holding what an incident is read with and no secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_READ } from '../../src/http/rate-limits';
import { createTestApp, engine, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An app with the production logger at `level`, each line parsed into `lines`. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const { buildApp, loggerOptions } = await import('../../src/app');
  const app = await buildApp(t.ctx, {
    serveWeb: false,
    logger: loggerOptions(level, { write: (line: string) => void lines.push(JSON.parse(line)) }),
  });
  return { app, lines };
}

const SECRET_HEADERS = {
  cookie: 'dfw_access=cookie-value-123',
  authorization: 'Bearer authorization-value-456',
  [INTERNAL_READ.header]: INTERNAL_READ.token,
};

describe(`access log (${engine()})`, () => {
  // Catches: Fastify's two lines a request coming back at info, an access line without the
  // request (method, URL, allow-listed headers) or the status, and an access line that copies
  // every header, cookie and internal-read token included.
  it('writes one line a request with method, URL, status, time and allow-listed headers only', async () => {
    const { app, lines } = await appLoggingAt('info');
    const read = () =>
      app.inject({
        method: 'GET',
        url: '/api/v1/weapons',
        headers: { ...SECRET_HEADERS, 'user-agent': 'ua-test', referer: 'https://example.org/' },
      });
    // The first read computes the answer, the second takes the kept one (the fast path).
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    const missing = await app.inject({ method: 'GET', url: '/api/v1/no-such-read?x=dfw_access=in-the-url' });
    expect(missing.statusCode).toBe(404);
    await app.close();

    const access = lines.filter((l) => l.msg === 'request completed');
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    expect(access).toHaveLength(3);
    for (const line of access.slice(0, 2)) {
      expect(line).toMatchObject({
        level: 30,
        reqId: expect.any(String),
        req: {
          method: 'GET',
          url: '/api/v1/weapons',
          headers: { 'user-agent': 'ua-test', referer: 'https://example.org/' },
        },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
      expect(Object.keys((line.req as { headers: object }).headers).sort()).toEqual([
        'host',
        'referer',
        'user-agent',
      ]);
    }
    // A URL is scrubbed like any message: a session cookie pasted into it is blanked.
    expect(access[2]).toMatchObject({
      req: { url: '/api/v1/no-such-read?x=dfw_access=[redacted]' },
      res: { statusCode: 404 },
    });
    const text = JSON.stringify(lines);
    for (const secret of [
      'cookie-value-123',
      'authorization-value-456',
      INTERNAL_READ.header,
      INTERNAL_READ.token,
    ])
      expect(text).not.toContain(secret);
  });

  // Catches: the request's start dropped at every level, not only at info.
  it('still writes the incoming line at debug level', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject({ method: 'GET', url: '/api/v1/maps', headers: SECRET_HEADERS });
    await app.close();
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(JSON.stringify(lines)).not.toContain('cookie-value-123');
  });
});
