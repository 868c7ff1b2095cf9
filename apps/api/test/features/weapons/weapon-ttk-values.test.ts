// A weapon's ttk_values are the engine's preset figures, worked out on read: a write cannot set them.
import {
  presetTtkValues,
  type ArmorPiece,
  type Round,
  type Weapon,
  type WeaponModelRead,
} from '@dfwiki/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, engine, type TestApp } from '../../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
});
afterAll(() => t.close());

const editor = apiCaller(() => t, 'editor');
const get = async (url: string) => (await editor('GET', url, undefined, {})).json().data;

/** The engine's figures for a weapon, from the public gear reads. */
async function engineValues(slug: string) {
  const { weapons } = (await get('/weapon-models')) as { weapons: WeaponModelRead[] };
  const { rounds } = (await get('/ammo')) as { rounds: Round[] };
  const { armor } = (await get('/armor')) as { armor: ArmorPiece[] };
  return presetTtkValues(weapons.find((w) => w.slug === slug) ?? null, { rounds, armor });
}

describe(`weapon TTK values (${engine()})`, () => {
  it('serves the four preset figures of the engine for every weapon, the list and the page alike', async () => {
    const { weapons } = (await get('/weapons?limit=200')) as { weapons: Weapon[] };
    const m4 = weapons.find((w) => w.name === 'M4A1 Assault Rifle')!;
    const expected = await engineValues(m4.slug);
    expect(expected.every((v) => v.ttk_value !== null && v.ttk_value > 0)).toBe(true);
    expect(m4.ttk_values).toEqual(expected);
    expect((await get(`/weapons/${m4.slug}`)).weapon.ttk_values).toEqual(expected);
    for (const w of weapons) expect(w.ttk_values, w.name).toHaveLength(4);
  });

  it('gives a shotgun no figure anywhere (not modelled): null, never a 0 that reads as one shot', async () => {
    const { weapon } = await get('/weapons/m870');
    expect(weapon.category.name).toBe('Shotgun');
    expect(weapon.ttk_values.map((v: { ttk_value: number | null }) => v.ttk_value)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(weapon.tier).toBeNull();
  });

  it('gives a kill in one shot 0 s and the best rating, not N/A', async () => {
    const { weapon } = await get('/weapons/marlin');
    const gold = weapon.ttk_values.find(
      (v: { ammo_type: string; target_area: string }) =>
        v.ammo_type === 'yellow' && v.target_area === 'chest',
    );
    expect(gold.ttk_value).toBe(0);
    expect(weapon.tier).toBe('S');
  });

  it('ignores ttk_values in a PUT: a GET body with other figures goes back unchanged', async () => {
    const { weapon } = await get('/weapons/akm');
    const changed = weapon.ttk_values.map((v: { ttk_value: number }) => ({ ...v, ttk_value: 9.99 }));
    const put = await editor('PUT', `/weapons/${weapon.id}`, { ...weapon, ttk_values: changed });
    expect(put.statusCode).toBe(200);
    expect((await get('/weapons/akm')).weapon.ttk_values).toEqual(weapon.ttk_values);
  });
});
