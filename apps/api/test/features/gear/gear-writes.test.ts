/* eslint-disable @typescript-eslint/no-explicit-any -- the tests send and read JSON generically */
// PUT /ammo/:id and /armor/:id: editors correct a round or an armour piece. A GET answer goes back
// unchanged, a new price is dated, bad bodies are refused naming the field, and the public reads
// show the save at once (the public cache is cleared).
import { TTK_PRESETS } from '@dfwiki/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, engine, ROLES, type TestApp } from '../../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
});
afterAll(() => t.close());

const editor = apiCaller(() => t, 'editor');
const anonymous = apiCaller(() => t, 'anonymous');
const today = () => new Date().toISOString().slice(0, 10);
const withoutTime = ({ updated_at: _, ...rest }: Record<string, unknown>) => rest;

interface Kind {
  name: string;
  list: string;
  one: (id: string) => string;
  read: (id: string) => Promise<any>;
  pick: () => Promise<any>;
  change: Record<string, unknown>;
  bad: [field: string, value: unknown][];
}

const kinds: Kind[] = [
  {
    name: 'round',
    list: '/ammo',
    one: (id: string) => `/ammo/${id}`,
    read: async (id: string) => (await anonymous('GET', `/ammo/${id}`)).json().data.round,
    pick: async () => (await anonymous('GET', '/ammo')).json().data.rounds.find((r: any) => r.price !== null),
    change: { flesh_damage_factor: 1.25, penetration_level: 5 },
    bad: [
      ['penetration_level', 9],
      ['flesh_damage_factor', 'high'],
      ['through_factor_armor_same_level', 1.5],
      ['armor_damage_factor_by_level', { '1': 1 }],
      ['sources', 'one source'],
    ],
  },
  {
    name: 'armour piece',
    list: '/armor',
    one: (id: string) => `/armor/${id}`,
    read: async (id: string) => (await anonymous('GET', `/armor/${id}`)).json().data.piece,
    pick: async () => (await anonymous('GET', '/armor')).json().data.armor.find((a: any) => a.price !== null),
    change: { durability: 33.5, protection_level: 4, model_zones: ['chest', 'abdomen'] },
    bad: [
      ['protection_level', 7],
      ['durability', 0],
      ['model_zones', ['knee']],
      ['repair_loss_cn', 'very'],
      ['name_cn', ''],
    ],
  },
];

describe.each(kinds)(`PUT of a $name (${engine()})`, (kind) => {
  it('keeps the model date while no model figure changes (first: no save has touched it)', async () => {
    const before = await kind.pick();
    expect(before.model_as_of).toBe('2026-05-21');
    const res = await editor('PUT', kind.one(before.id), { ...before, price: before.price + 3 });
    expect(Object.values(res.json().data)[0]).toMatchObject({ model_as_of: '2026-05-21' });
  });

  it('takes a GET answer back unchanged and moves only updated_at', async () => {
    const before = await kind.pick();
    const res = await editor('PUT', kind.one(before.id), before);
    expect(res.statusCode, res.body).toBe(200);
    const saved = Object.values(res.json().data)[0] as any;
    expect(withoutTime(saved)).toEqual(withoutTime(before));
    expect(saved.updated_at > before.updated_at).toBe(true);
  });

  it('saves a new price dated today and new figures, and the public reads show them at once', async () => {
    const before = await kind.pick();
    await anonymous('GET', kind.list); // fills the public cache the save must clear
    const res = await editor('PUT', kind.one(before.id), {
      ...before,
      ...kind.change,
      price: before.price + 7,
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { ...kind.change, price: before.price + 7, price_as_of: today(), model_as_of: today() };
    expect(await kind.read(before.id)).toMatchObject(expected);
    const listed = Object.values((await anonymous('GET', kind.list)).json().data)[0] as any[];
    expect(listed.find((r) => r.id === before.id)).toMatchObject(expected);
  });

  it('keeps a price date the editor gives, and the stored date when the price stays', async () => {
    const before = await kind.pick();
    const dated = await editor('PUT', kind.one(before.id), {
      ...before,
      price: before.price + 1,
      price_as_of: '2026-01-02',
    });
    expect(Object.values(dated.json().data)[0]).toMatchObject({ price_as_of: '2026-01-02' });
    const kept = await editor('PUT', kind.one(before.id), {
      ...(await kind.read(before.id)),
      sources: ['Patch notes'],
    });
    expect(Object.values(kept.json().data)[0]).toMatchObject({
      price_as_of: '2026-01-02',
      sources: ['Patch notes'],
    });
  });

  it.each(ROLES)('answers the role %s as its rank allows', async (role) => {
    const before = await kind.pick();
    const res = await apiCaller(() => t, role)('PUT', kind.one(before.id), before);
    const expected = { anonymous: 401, user: 403, editor: 200, admin: 200 }[role];
    expect(res.statusCode, res.body).toBe(expected);
  });

  it.each(kind.bad)('refuses %s = %j with 400 naming the field, and writes nothing', async (field, value) => {
    const before = await kind.pick();
    const res = await editor('PUT', kind.one(before.id), { ...before, [field]: value, price: 1 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.details.map((d: any) => d.path.split('.')[0])).toContain(field);
    expect(await kind.read(before.id)).toEqual(before);
  });

  it('refuses a missing field, an unknown field and another id, each with 400', async () => {
    const before = await kind.pick();
    const { price: _, ...missing } = before;
    const answers = [
      [await editor('PUT', kind.one(before.id), missing), 'price'],
      [await editor('PUT', kind.one(before.id), { ...before, damage: 10 }), 'damage'],
    ] as const;
    for (const [res, field] of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details.map((d: any) => d.path)).toContain(field);
    }
    const other = await editor('PUT', kind.one(before.id), { ...before, id: 'another-id' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.code).toBe('ID_MISMATCH');
  });

  it('answers 404 for an unknown id', async () => {
    const before = await kind.pick();
    const res = await editor('PUT', kind.one('no-such-item'), { ...before, id: undefined });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('weapon TTK figures follow a save', () => {
  const goldChest = async () => {
    const { weapons } = (await anonymous('GET', '/weapons')).json().data;
    const m4 = weapons.find((w: any) => w.name === 'M4A1 Assault Rifle');
    return m4.ttk_values.find((v: any) => v.ammo_type === 'yellow' && v.target_area === 'chest').ttk_value;
  };

  it('a sturdier preset body armour makes the gold-preset kill slower at once', async () => {
    const before = await goldChest();
    const gold = TTK_PRESETS.find((p) => p.id === 'gold')!;
    const piece = (await anonymous('GET', `/armor/${gold.bodyArmorId}`)).json().data.piece;
    const res = await editor('PUT', `/armor/${piece.id}`, { ...piece, durability: piece.durability * 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await goldChest()).toBeGreaterThan(before);
  });
});
