import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleContent } from '../../src/ops/scale';
import { createTestApp, engine, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`benchmark data scaling (${engine()})`, () => {
  it('makes exact copies of weapons, builds and keycards with their children', async () => {
    // Every page of a list (a page holds at most 200; three times the sample data is more).
    const all = async (list: 'weapons' | 'keycards') => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers, checked field by field below
      const items: any[] = [];
      for (let offset: number | null = 0; offset !== null;) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1/${list}?limit=200&offset=${offset}` });
        const data: { page: { next_offset: number | null } } & Record<string, unknown[]> = res.json().data;
        items.push(...data[list]);
        offset = data.page.next_offset;
      }
      return items;
    };
    const before = { weapons: await all('weapons'), keycards: await all('keycards') };
    await scaleContent(t.db, 3);
    t.ctx.cache.clearLocal();
    const weapons = await all('weapons');
    const keycards = await all('keycards');
    expect(weapons).toHaveLength(before.weapons.length * 3);
    expect(keycards).toHaveLength(before.keycards.length * 3);
    const builds = (list: { builds: unknown[] }[]) => list.reduce((n, w) => n + w.builds.length, 0);
    expect(builds(weapons)).toBe(builds(before.weapons) * 3);
    const original = before.keycards[0];
    const copy = keycards.find((k: { id: string }) => k.id === `${original.id}-x3`);
    expect(copy.price_history).toHaveLength(original.price_history.length);
    expect(copy.items).toHaveLength(original.items.length);
  });
});
