import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleContent } from '../../src/db/scale';
import { createTestApp, engine, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`benchmark data scaling (${engine()})`, () => {
  it('makes exact copies of weapons, builds and keycards with their children', async () => {
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json().data;
    const before = { weapons: (await get('/weapons')).weapons, keycards: (await get('/keycards')).keycards };
    await scaleContent(t.db, 3);
    t.ctx.cache.clearLocal();
    const weapons = (await get('/weapons')).weapons;
    const keycards = (await get('/keycards')).keycards;
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
