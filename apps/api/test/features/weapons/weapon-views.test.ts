import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/database';
import { ViewCounter, viewerKey } from '../../../src/features/weapons/view-counter';
import { createTestApp, engine, type TestApp } from '../../harness';

let t: TestApp;
let weaponIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  const list = await t.app.inject({ method: 'GET', url: '/api/v1/weapons' });
  weaponIds = list.json().data.weapons.map((w: { id: number }) => w.id);
});
afterAll(() => t.close());

const view = (app: TestApp['app'], id: number | string, remoteAddress = '10.1.0.1') =>
  app.inject({ method: 'POST', url: `/api/v1/weapons/${id}/weaponView`, remoteAddress });

const rowsOf = <T>(r: unknown) => (r as { rows?: T[] }).rows ?? (r as T[]);
async function storedCount(db: Db, weaponId: number): Promise<number> {
  const r = await db.execute(sql`select count from weapon_views where weapon_id = ${weaponId}`);
  return rowsOf<{ count: number }>(r)[0]?.count ?? 0;
}

describe(`weapon views (${engine()})`, () => {
  it('counts one view per address and weapon in an hour; two addresses count twice', async () => {
    const id = weaponIds[0]!;
    const first = (await view(t.app, id, '10.1.1.1')).json().data.views;
    for (let i = 0; i < 5; i++) expect((await view(t.app, id, '10.1.1.1')).json().data.views).toBe(first);
    expect((await view(t.app, id, '10.1.1.2')).json().data.views).toBe(first + 1);
    // Another weapon is another count for the same address.
    const other = (await view(t.app, weaponIds[1]!, '10.1.1.1')).json().data.views;
    expect((await view(t.app, weaponIds[1]!, '10.1.1.1')).json().data.views).toBe(other);
    await t.ctx.views!.flush();
    expect((await view(t.app, id, '10.1.1.1')).json().data.views).toBe(first + 1);
  });

  it('takes one IPv6 /64 as one viewer', async () => {
    const id = weaponIds[2]!;
    const first = (await view(t.app, id, '2001:db8:1:2::1')).json().data.views;
    expect((await view(t.app, id, '2001:db8:1:2:ffff:eeee:dddd:cccc')).json().data.views).toBe(first);
    expect((await view(t.app, id, '2001:db8:1:3::1')).json().data.views).toBe(first + 1);
    expect(viewerKey('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe(viewerKey('2001:db8:1:2::9'));
    expect(viewerKey('::ffff:10.0.0.1')).not.toBe(viewerKey('::ffff:10.0.0.2'));
    expect(viewerKey('10.0.0.1')).toBe('10.0.0.1');
  });

  it('a burst of views clears no cache: the cached list keeps its ETag and body', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/weapons' });
    let clears = 0;
    t.ctx.cache.onClear(() => clears++);
    await Promise.all(
      weaponIds.slice(0, 3).flatMap((id) => [1, 2, 3].map((i) => view(t.app, id, `10.2.0.${i}`))),
    );
    await t.ctx.views!.flush();
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/weapons' });
    expect(clears).toBe(0);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.body).toBe(before.body);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/weapons',
          headers: { 'if-none-match': before.headers.etag as string },
        })
      ).statusCode,
    ).toBe(304);
  });

  it('writes views in batches: nothing before the flush, all of them after', async () => {
    const id = weaponIds[3]!;
    const stored = await storedCount(t.db, id);
    await Promise.all([1, 2, 3, 4].map((i) => view(t.app, id, `10.3.0.${i}`)));
    expect(await storedCount(t.db, id)).toBe(stored);
    expect(t.ctx.views!.unwritten(id)).toBe(4);
    await t.ctx.views!.flush();
    expect(await storedCount(t.db, id)).toBe(stored + 4);
    expect(t.ctx.views!.unwritten(id)).toBe(0);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/v1/weapons/${id}` })).json().data.weapon;
    expect(listed.views).toBe(stored + 4); // a fresh read (this weapon was not cached yet)
  });

  it('writes the views still pending when the app closes', async () => {
    const other = await createTestApp();
    const id = weaponIds[0]!;
    const stored = await storedCount(other.db, id);
    await view(other.app, id, '10.4.0.1');
    await view(other.app, id, '10.4.0.2');
    await other.app.close();
    try {
      expect(await storedCount(other.db, id)).toBe(stored + 2);
    } finally {
      await other.ctx.database.close();
    }
  });

  it('keeps the counts when a write fails, and writes them on the next try', async () => {
    let down = true;
    const flaky = {
      execute: (query: never) => (down ? Promise.reject(new Error('database down')) : t.db.execute(query)),
    } as unknown as Db;
    const errors: unknown[] = [];
    const counter = new ViewCounter(flaky, { onFlushError: (e) => errors.push(e) });
    const id = weaponIds[4]!;
    const stored = await storedCount(t.db, id);
    counter.accept('10.5.0.1', id);
    counter.accept('10.5.0.2', id);
    await counter.flush();
    expect(errors).toHaveLength(1);
    expect(counter.unwritten(id)).toBe(2);
    down = false;
    await counter.flush();
    expect(counter.unwritten(id)).toBe(0);
    expect(await storedCount(t.db, id)).toBe(stored + 2);
  });

  it('drops the views of a weapon deleted before the write, keeping the others', async () => {
    const counter = new ViewCounter(t.db);
    const id = weaponIds[5]!;
    const stored = await storedCount(t.db, id);
    counter.accept('10.6.0.1', id);
    counter.accept('10.6.0.1', 2_000_000_000);
    await counter.flush();
    expect(await storedCount(t.db, id)).toBe(stored + 1);
    expect(counter.unwritten(2_000_000_000)).toBe(0);
  });

  it('404 for an unknown weapon, 400 for a bad id, never 500; nothing counted', async () => {
    const unknown = await view(t.app, 999999);
    expect(unknown.statusCode).toBe(404);
    expect(t.ctx.views!.unwritten(999999)).toBe(0);
    for (const bad of ['abc', '0', '-1', '1.5', '2147483648', '9'.repeat(40), 'null']) {
      const res = await view(t.app, bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('keeps a per-address rate limit on the route', async () => {
    const id = weaponIds[6]!;
    const statuses: number[] = [];
    for (let i = 0; i < 301; i++) statuses.push((await view(t.app, id, '10.7.0.1')).statusCode);
    expect(statuses.slice(0, 300).every((s) => s === 200)).toBe(true);
    expect(statuses[300]).toBe(429);
    expect((await view(t.app, id, '10.7.0.2')).statusCode).toBe(200);
  });
});

describe('ViewCounter', () => {
  it('remembers a bounded number of viewers however many distinct addresses come', () => {
    const counter = new ViewCounter(t.db, { maxSeen: 3 });
    for (let i = 0; i < 1000; i++) expect(counter.accept(`10.8.${i >> 8}.${i & 255}`, 1)).toBe(true);
    expect(counter.seenCount).toBe(3);
    expect(counter.unwritten(1)).toBe(1000);
    // Past the bound the oldest are forgotten: that address may count once more.
    expect(counter.accept('10.8.0.0', 1)).toBe(true);
    expect(counter.accept('10.8.3.231', 1)).toBe(false);
  });

  it('counts the same address and weapon again once the window has passed', () => {
    let now = 1_000_000;
    const counter = new ViewCounter(t.db, { windowMs: 60 * 60 * 1000, now: () => now });
    expect(counter.accept('10.9.0.1', 1)).toBe(true);
    now += 59 * 60 * 1000;
    expect(counter.accept('10.9.0.1', 1)).toBe(false);
    now += 2 * 60 * 1000;
    expect(counter.accept('10.9.0.1', 1)).toBe(true);
    expect(counter.unwritten(1)).toBe(2);
  });
});
