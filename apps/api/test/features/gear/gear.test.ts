import { presetFight, TTK_PRESETS, type ArmorPiece, type Round, type WeaponModelRead } from '@dfwiki/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, engine, type TestApp } from '../../harness';
import { readSourceCopy } from '../../source-copies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
});
afterAll(() => t.close());

type SourceRound = {
  name: string | null;
  name_cn: string;
  caliber: string | null;
  penetration_level: number | null;
  flesh_damage_factor: number | null;
  price: number | null;
};
type SourceArmour = { name_cn: string; type: string; protection_level: number; durability: number };
const sourceRounds = readSourceCopy<SourceRound[]>('ammo.json');
const sourceArmour = readSourceCopy<SourceArmour[]>('armor.json');
const sourceWeapons = readSourceCopy<{ name: string; caliber: string | null }[]>('weapons.json');

describe(`rounds and armour (${engine()})`, () => {
  const anonymous = apiCaller(() => t, 'anonymous');

  /** GETs a list and checks it holds every item of the source, found by Chinese name, with its `figures`. */
  async function expectSourceListed<S extends { name_cn: string }>(
    url: string,
    field: string,
    source: S[],
    figures: (keyof S)[],
  ) {
    const res = await anonymous('GET', url);
    expect(res.statusCode).toBe(200);
    const items = res.json().data[field];
    expect(items).toHaveLength(source.length);
    const stored = new Map(items.map((i: S) => [i.name_cn, i]));
    for (const s of source)
      expect(stored.get(s.name_cn), s.name_cn).toMatchObject(
        Object.fromEntries(figures.map((f) => [f, s[f]])),
      );
    return items;
  }

  it('lists every round of the source with its model figures', async () => {
    await expectSourceListed('/ammo', 'rounds', sourceRounds, [
      'name',
      'caliber',
      'penetration_level',
      'flesh_damage_factor',
    ]);
  });

  it("prices a round and an armour piece at their market item's price, with its day", async () => {
    // One price per thing (docs/items.md): the market snapshot's, never the instant-sell figure.
    const market = readSourceCopy<{
      items: { object_id: string; market: { price: number | null; as_of: string | null } }[];
    }>('items.json').items;
    const byId = new Map(market.filter((i) => i.market.price !== null).map((i) => [i.object_id, i.market]));
    const { rounds } = (await anonymous('GET', '/ammo')).json().data;
    const { armor } = (await anonymous('GET', '/armor')).json().data;
    let checked = 0;
    for (const r of [...rounds, ...armor] as {
      object_id: number | null;
      price: number | null;
      price_as_of: string | null;
    }[]) {
      const m =
        r.object_id === null ? undefined : (byId.get(String(r.object_id)) ?? byId.get(`${r.object_id}-1`));
      if (!m) continue;
      checked++;
      expect([r.price, r.price_as_of]).toEqual([m.price, m.as_of!.slice(0, 10)]);
    }
    expect(checked).toBeGreaterThanOrEqual(120);
  });

  it('names the stored weapons that fire a round: those of its calibre', async () => {
    const { rounds } = (await anonymous('GET', '/ammo')).json().data;
    const m855 = rounds.find((r: { name: string }) => r.name === '5.56x45mm M855A1');
    const { weapons } = (await anonymous('GET', '/weapons?limit=200')).json().data;
    const storedNames = new Set(weapons.map((w: { name: string }) => w.name));
    const expected = sourceWeapons
      .filter((w) => w.caliber === m855.caliber && storedNames.has(w.name))
      .map((w) => w.name)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(m855.weapons.map((w: { name: string }) => w.name)).toEqual(expected);
    const one = await anonymous('GET', `/ammo/${m855.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.round).toEqual(m855);
  });

  it('lists every body armour and helmet of the source', async () => {
    const armor = await expectSourceListed('/armor', 'armor', sourceArmour, [
      'type',
      'protection_level',
      'durability',
    ]);
    const piece = await anonymous('GET', `/armor/${armor[0].id}`);
    expect(piece.json().data.piece).toEqual(armor[0]);
  });

  it.each(['/ammo/no-such-round', '/armor/no-such-piece'])('answers 404 for %s', async (url) => {
    const res = await anonymous('GET', url);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it.each(['/ammo/Not_A_Slug', '/armor/%20', `/ammo/${'a'.repeat(101)}`])(
    'answers 400 for %s',
    async (url) => {
      const res = await anonymous('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    },
  );

  it.each(['anonymous', 'user', 'editor', 'admin'] as const)(
    'is public: %s reads both lists',
    async (role) => {
      const call = apiCaller(() => t, role);
      expect((await call('GET', '/ammo')).statusCode).toBe(200);
      expect((await call('GET', '/armor')).statusCode).toBe(200);
    },
  );
});

describe(`weapon damage models and TTK presets (${engine()})`, () => {
  const anonymous = apiCaller(() => t, 'anonymous');

  it("serves each modelled weapon's figures from the source, beside its stored damage and fire rate", async () => {
    const res = await anonymous('GET', '/weapon-models');
    expect(res.statusCode).toBe(200);
    const { weapons } = res.json().data;
    expect(weapons.length).toBeGreaterThan(20);
    const full =
      readSourceCopy<
        { name: string; caliber: string | null; armor_damage: number | null; zone_multipliers: unknown }[]
      >('weapons.json');
    for (const w of weapons) {
      const source = full.find((s) => s.name === w.name)!;
      expect(w, w.name).toMatchObject({
        caliber: source.caliber ?? null,
        armor_damage: source.armor_damage ?? null,
        zone_multipliers: source.zone_multipliers ?? null,
      });
    }
  });

  it('gives a weapon without a sourced damage or fire rate null, never a 0 that reads as a figure', async () => {
    const { weapons } = (await anonymous('GET', '/weapon-models')).json().data as {
      weapons: WeaponModelRead[];
    };
    const bow = weapons.find((w) => w.slug === 'compound-bow')!;
    expect(bow).toMatchObject({ damage: null, fire_rate: null });
  });

  it('runs every modelled weapon through both presets without a guess: a result or a reason', async () => {
    const { weapons } = (await anonymous('GET', '/weapon-models')).json().data as {
      weapons: WeaponModelRead[];
    };
    const { rounds } = (await anonymous('GET', '/ammo')).json().data as { rounds: Round[] };
    const { armor } = (await anonymous('GET', '/armor')).json().data as { armor: ArmorPiece[] };
    const piece = (id: string) => armor.find((a) => a.id === id)!;
    const reasons = new Set<string>();
    let modelled = 0;
    for (const preset of TTK_PRESETS) {
      expect(piece(preset.bodyArmorId)).toMatchObject({ type: 'body' });
      expect(piece(preset.helmetId)).toMatchObject({ type: 'helmet' });
      for (const w of weapons)
        for (const zone of ['chest', 'head'] as const) {
          const fight = presetFight(w, preset, zone, { rounds, armor });
          if (!fight.modelled) {
            reasons.add(fight.reason);
            continue;
          }
          modelled++;
          expect(fight.result.shots, w.name).toBeGreaterThan(0);
          expect(fight.result.ttkSeconds, w.name).toBeGreaterThanOrEqual(0);
        }
    }
    expect(modelled).toBeGreaterThan(40);
    // Shotguns are not modelled, and a few calibres have no round of a preset's colour.
    expect([...reasons].sort()).toEqual(expect.arrayContaining(['shotgun']));
    expect([...reasons].every((r) => ['shotgun', 'no-round', 'no-model'].includes(r))).toBe(true);
  });
});
