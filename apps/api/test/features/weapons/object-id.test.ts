// Weapons carry the game's object id from the source file: in the damage models, the list and one
// weapon; null where the source has none. A write may send it back and it stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, engine, type TestApp } from '../../harness';
import { readSourceCopy } from '../../source-copies';

const sourceIds = new Map(
  readSourceCopy<{ name: string; object_id?: number | null }[]>('weapons.json').map((w) => [
    w.name,
    w.object_id ?? null,
  ]),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
});
afterAll(() => t.close());

type Named = { name: string; slug: string; object_id: number | null };

describe(`weapon object ids (${engine()})`, () => {
  const anonymous = apiCaller(() => t, 'anonymous');

  it("serves each modelled weapon with the source's object id", async () => {
    const { weapons } = (await anonymous('GET', '/weapon-models')).json().data as { weapons: Named[] };
    expect(weapons.filter((w) => w.object_id !== null).length).toBeGreaterThan(20);
    for (const w of weapons) expect(w.object_id, w.name).toBe(sourceIds.get(w.name) ?? null);
  });

  it('shows it in the weapon list and on one weapon', async () => {
    const { weapons } = (await anonymous('GET', '/weapons?limit=200')).json().data as { weapons: Named[] };
    for (const w of weapons) expect(w.object_id, w.name).toBe(sourceIds.get(w.name) ?? null);
    const sourced = weapons.find((w) => w.object_id !== null)!;
    const one = (await anonymous('GET', `/weapons/${sourced.slug}`)).json().data.weapon;
    expect(one.object_id).toBe(sourced.object_id);
  });

  it('is null for a weapon no source knows', async () => {
    const editor = apiCaller(() => t, 'editor');
    const { categories } = (await anonymous('GET', '/weapon-categories')).json().data;
    const res = await editor('POST', '/weapons', { name: 'Unsourced Rifle', category_id: categories[0].id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.weapon.object_id).toBeNull();
  });

  it('accepts it in a write body and ignores it', async () => {
    const editor = apiCaller(() => t, 'editor');
    const { weapons } = (await anonymous('GET', '/weapons?limit=200')).json().data as { weapons: Named[] };
    const target = weapons.find((w) => w.object_id !== null)!;
    const weapon = (await editor('GET', `/weapons/${target.slug}`)).json().data.weapon;
    const put = await editor('PUT', `/weapons/${weapon.id}`, { ...weapon, object_id: 1 });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.weapon.object_id).toBe(target.object_id);
  });
});
