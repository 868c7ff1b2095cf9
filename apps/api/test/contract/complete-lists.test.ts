/* eslint-disable @typescript-eslint/no-explicit-any -- these tests walk JSON answers generically */
// Lists past one page: with 450+ keycards and 250+ weapons, a client that follows
// `page.next_offset` gets every row exactly once, and the sitemap names every weapon.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleContent } from '../../src/ops/scale';
import { createTestApp, engine, type TestApp } from '../harness';

let t: TestApp;
const count = async (table: string) =>
  Number(
    (
      (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp({ serveWeb: true });
  await scaleContent(t.db, 8);
  t.ctx.cache.clearLocal();
}, 120_000);
afterAll(() => t.close());

async function readAll(path: string, key: string) {
  const rows: { id: string | number }[] = [];
  let offset: number | null = 0;
  let pages = 0;
  while (offset !== null) {
    const res: { statusCode: number; json: () => any } = await t.app.inject({
      method: 'GET',
      url: `/api/v1${path}?limit=200&offset=${offset}`,
    });
    expect(res.statusCode).toBe(200);
    const { data }: { data: any } = res.json();
    rows.push(...data[key]);
    offset = data.page.next_offset;
    pages++;
  }
  return { rows, pages };
}

describe(`complete lists (${engine()})`, () => {
  it.each([
    ['/keycards', 'keycards', 'keycards', 450],
    ['/weapons', 'weapons', 'weapons', 250],
  ])('%s: every row once, over several pages', async (path, key, table, atLeast) => {
    const total = await count(table);
    expect(total).toBeGreaterThanOrEqual(atLeast);
    const { rows, pages } = await readAll(path, key);
    expect(pages).toBeGreaterThan(1);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
  });

  it('the sitemap names every weapon page, in each language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    const english = res.body.match(/<loc>[^<]*?(?<!\/ro)\/wiki\/weapons\/[a-z0-9-]+</g) ?? [];
    const romanian = res.body.match(/<loc>[^<]*?\/ro\/wiki\/weapons\/[a-z0-9-]+</g) ?? [];
    expect(english).toHaveLength(await count('weapons'));
    expect(romanian).toHaveLength(await count('weapons'));
  });
});
