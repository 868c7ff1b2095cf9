// Several instances on one PostgreSQL (docs/decisions/021-several-instances.md): two processes
// started at the same moment stay one site: one migration and seed, edits and sessions seen by
// both, and the limits that must hold across instances counted in the database.
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { from, msUntil, type Pair, startPair } from './instances';
import { REFRESH_COOKIE } from '../src/http/tokens';
import { ADMIN, loginCookie } from './server';

const READ_LIMIT = 20;
let pair: Pair | undefined;
beforeAll(async () => {
  pair = await startPair({ READ_LIMIT_PER_MINUTE: String(READ_LIMIT) });
});
afterAll(() => pair?.stop());

const journal = JSON.parse(
  fs.readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

const login = (url: string, ip: string, password: string) =>
  fetch(
    `${url}/api/v1/auth/login`,
    from(ip, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password }),
    }),
  );

describe('two instances on one PostgreSQL', () => {
  it('both start; migrations, the seed and the first admin ran exactly once', async (ctx) => {
    if (!pair) return ctx.skip();
    const { a, b, query } = pair;
    const outputs = [a.output(), b.output()];
    expect(outputs.filter((o) => o.includes('Sample data seeded.'))).toHaveLength(1);
    expect(outputs.filter((o) => o.includes(`Admin account ${ADMIN.email} created.`))).toHaveLength(1);
    const [migrations] = await query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
    expect(Number(migrations!.n)).toBe(journal.entries.length);
    const [cards] = await query<{ n: string; names: string }>(
      'select count(*) as n, count(distinct name) as names from keycards',
    );
    expect(Number(cards!.n)).toBeGreaterThan(0);
    expect(cards!.n).toBe(cards!.names); // no row seeded twice
  });

  it('an edit on one instance is on the other’s API and pages within 2 s', async (ctx) => {
    if (!pair) return ctx.skip();
    const { a, b } = pair;
    const cookie = await loginCookie(a);
    const list = async (url: string) =>
      (await (await fetch(`${url}/api/v1/keycards`, { headers: { cookie } })).json()).data.keycards as {
        id: string;
        name: string;
      }[];
    const card = (await list(b.url))[0]!; // B's caches now hold the old answer
    const page = async () => (await fetch(`${b.url}/wiki/cards`, from('198.51.100.20'))).text();
    expect(await page()).toContain(card.name); // and its page
    const name = `Relay ${Date.now()}`;
    const edit = await fetch(`${a.url}/api/v1/keycards/${card.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie, origin: a.url },
      body: JSON.stringify({ name }),
    });
    expect(edit.status).toBe(200);
    const onApi = await msUntil(async () => (await list(b.url)).some((c) => c.name === name), 2000);
    expect(onApi).toBeDefined();
    const onPage = await msUntil(async () => (await page()).includes(name), 2000);
    expect(onPage).toBeDefined();
  });

  it('a session made on one instance works on the other', async (ctx) => {
    if (!pair) return ctx.skip();
    const cookie = await loginCookie(pair.a);
    expect((await fetch(`${pair.b.url}/api/v1/users`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${pair.b.url}/api/v1/users`, from('198.51.100.21'))).status).toBe(401);
    // The refresh token, rotated on B and revoked by a logout on B, is refused on A.
    const refresh = cookie.split('; ').find((c) => c.startsWith(`${REFRESH_COOKIE}=`))!;
    const post = async (url: string, path: string, cookies: string) =>
      (
        await fetch(`${url}/api/v1/auth/${path}`, {
          method: 'POST',
          headers: { cookie: cookies, origin: url },
        })
      ).headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => c.startsWith(`${REFRESH_COOKIE}=`) && c.length > REFRESH_COOKIE.length + 1);
    const rotated = await post(pair.b.url, 'check-token', refresh);
    expect(rotated).toBeDefined();
    await post(pair.b.url, 'logout', rotated!);
    const check = await fetch(`${pair.a.url}/api/v1/auth/check-token`, {
      method: 'POST',
      headers: { cookie: rotated!, origin: pair.a.url },
    });
    expect((await check.json()).data.isValid).toBe(false);
  });

  it('login throttle: an address alternating instances gets no more tries than on one', async (ctx) => {
    if (!pair) return ctx.skip();
    const { a, b } = pair;
    const ip = '198.51.100.30';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await login(i % 2 ? b.url : a.url, ip, 'Wrong-Pass-1!')).status);
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await login(a.url, ip, 'Wrong-Pass-1!')).status).toBe(429);
    expect((await login(b.url, ip, ADMIN.password)).status).toBe(429); // even the right password
  });

  it('read limit: each instance counts its own, so an address gets at most instances × limit', async (ctx) => {
    if (!pair) return ctx.skip();
    const { a, b } = pair;
    const read = async (url: string) => (await fetch(`${url}/api/v1/keycards`, from('198.51.100.40'))).status;
    const statuses: number[] = [];
    for (let i = 0; i < 2 * READ_LIMIT + 2; i++) statuses.push(await read(i % 2 ? b.url : a.url));
    expect(statuses.filter((s) => s === 200)).toHaveLength(2 * READ_LIMIT);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('uploads: the unattached-image quota is one count over both instances', async (ctx) => {
    if (!pair) return ctx.skip();
    const { a, b } = pair;
    const cookie = await loginCookie(a);
    const upload = async (url: string, n: number) => {
      // Far-apart colours: the lossy re-encoding must not make two of them one image.
      const background = { r: (n * 53) % 256, g: (n * 97) % 256, b: (n * 151) % 256 };
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), `i${n}.png`);
      const res = await fetch(`${url}/api/v1/uploads`, {
        method: 'POST',
        headers: { cookie, origin: url },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    };
    const first = await upload(a.url, 0);
    expect(first.status).toBe(201);
    // The file is in the shared DATA_DIR, so the other instance serves it.
    expect(
      (await fetch(new URL(new URL(first.body.data.url, a.url).pathname, b.url), from('198.51.100.50')))
        .status,
    ).toBe(200);
    const urls = new Set([first.body.data.url]);
    for (let n = 1; n < 50; n++) urls.add((await upload(n % 2 ? b.url : a.url, n)).body.data.url);
    expect(urls.size).toBe(50);
    const refused = await upload(b.url, 51);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('UPLOAD_QUOTA');
  });
});
