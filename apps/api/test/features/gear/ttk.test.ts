// GET /ttk against the worked examples of the source copies (their items named by the game's object
// ids, their figures read from the file), the three ways to name an item, and every refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, engine, ROLES, type TestApp } from '../../harness';
import { readSourceCopy } from '../../source-copies';

interface Example {
  id: string;
  zone: string;
  distance_m: number;
  weapon_object_id: number;
  ammo_object_id: number;
  body_armor_object_id: number;
  helmet_object_id: number;
  steps: { shot: number; damage: number; hp_left: number; armor_durability_left: number | null }[];
  shots_to_kill: number;
  body_armor_durability_left: number;
  helmet_durability_left: number;
  ttk_s: number;
}
const { examples } = readSourceCopy<{ examples: Example[] }>('ttk-reference.json');
const [first] = examples as [Example];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
});
afterAll(() => t.close());

const anonymous = apiCaller(() => t, 'anonymous');
const ttk = (query: Record<string, string | number>) =>
  anonymous(
    'GET',
    `/ttk?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])))}`,
  );
const exampleQuery = (e: Example) => ({
  weapon: e.weapon_object_id,
  ammo: e.ammo_object_id,
  armor: e.body_armor_object_id,
  helmet: e.helmet_object_id,
  zone: e.zone,
  distance: e.distance_m,
});

type Item = { id: string; object_id: number | null; type?: string; caliber?: string | null };
let weapons: { id: number; slug: string; object_id: number | null; category: { name: string } }[];
let rounds: Item[];
let armor: Item[];
beforeAll(async () => {
  weapons = (await anonymous('GET', '/weapons?limit=200')).json().data.weapons;
  rounds = (await anonymous('GET', '/ammo')).json().data.rounds;
  armor = (await anonymous('GET', '/armor')).json().data.armor;
});
const byObjectId = <T extends { object_id: number | null }>(list: T[], id: number) =>
  list.find((x) => x.object_id === id)!;

describe(`GET /ttk (${engine()})`, () => {
  it.each(examples.map((e) => [e.id, e] as const))('works out worked example %s hit by hit', async (_, e) => {
    const res = await ttk(exampleQuery(e));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      shots: e.shots_to_kill,
      ttk_s: e.ttk_s,
      body_armor_left: e.body_armor_durability_left,
      helmet_left: e.helmet_durability_left,
      not_modelled: null,
    });
    const piece = e.zone === 'head' ? 'helmet_left' : 'body_armor_left';
    type Hit = { shot: number; damage: number; hp_left: number } & Record<typeof piece, number>;
    expect(
      data.hits.map((h: Hit, i: number) => [
        h.shot,
        h.damage,
        h.hp_left,
        e.steps[i]!.armor_durability_left === null ? null : h[piece],
      ]),
    ).toEqual(e.steps.map((s) => [s.shot, s.damage, s.hp_left, s.armor_durability_left]));
  });

  it("finds each item by our id or slug as well as by the game's object id", async () => {
    const expected = (await ttk(exampleQuery(first))).json();
    const weapon = byObjectId(weapons, first.weapon_object_id);
    const ours = {
      ammo: byObjectId(rounds, first.ammo_object_id).id,
      armor: byObjectId(armor, first.body_armor_object_id).id,
      helmet: byObjectId(armor, first.helmet_object_id).id,
    };
    for (const ref of [weapon.id, weapon.slug])
      expect((await ttk({ ...exampleQuery(first), ...ours, weapon: ref })).json(), String(ref)).toEqual(
        expected,
      );
  });

  it('answers a target without armour with null armour figures', async () => {
    const { armor: _, helmet: __, ...bare } = exampleQuery(first);
    const data = (await ttk(bare)).json().data;
    expect(data.shots).toBeGreaterThan(0);
    expect(data).toMatchObject({ body_armor_left: null, helmet_left: null });
    expect(data.hits.every((h: { body_armor_left: null }) => h.body_armor_left === null)).toBe(true);
  });

  it('hits a mix of zones in turn, defaulting to the chest', async () => {
    const { zone: _, armor: __, helmet: ___, ...bare } = exampleQuery(first);
    const shots = async (zone?: string) => (await ttk(zone ? { ...bare, zone } : bare)).json().data.shots;
    const [chest, head, mix] = [await shots('chest'), await shots('head'), await shots('head,chest')];
    expect(await shots()).toBe(chest);
    expect(head).toBeLessThan(chest);
    expect(mix).toBeGreaterThanOrEqual(head);
    expect(mix).toBeLessThanOrEqual(chest);
  });

  it('answers a shotgun as not modelled, with no guess', async () => {
    const shotgun = weapons.find((w) => w.category.name === 'Shotgun')!;
    const models = (await anonymous('GET', '/weapon-models')).json().data.weapons;
    const caliber = models.find((m: { slug: string }) => m.slug === shotgun.slug).caliber;
    const round = rounds.find((r) => r.caliber === caliber)!;
    const res = await ttk({ weapon: shotgun.slug, ammo: round.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      shots: null,
      ttk_s: null,
      body_armor_left: null,
      helmet_left: null,
      hits: [],
      not_modelled: 'shotgun',
    });
  });

  const refused = async (query: Record<string, string | number>, code: string, field: string) => {
    const res = await ttk(query);
    expect(res.statusCode, JSON.stringify(query)).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe(code);
    // A zone list names the entry too (zone.1).
    expect(error.details[0].path).toMatch(new RegExp(`^${field}(\\.\\d+)?$`));
  };

  it.each([
    ['weapon', { weapon: 'Not A Slug' }],
    ['ammo', { ammo: '' }],
    ['zone', { zone: 'neck' }],
    ['zone', { zone: '' }],
    ['distance', { distance: -1 }],
    ['distance', { distance: 'far' }],
    ['distance', { distance: 100_000 }],
    ['colour', { colour: 'red' }],
  ])('refuses a bad %s with 400 VALIDATION_ERROR naming it', async (field, bad) => {
    await refused({ ...exampleQuery(first), ...bad }, 'VALIDATION_ERROR', field);
  });

  it.each(['weapon', 'ammo'])('refuses a missing %s', async (field) => {
    const { [field as 'weapon']: _, ...rest } = exampleQuery(first);
    await refused(rest, 'VALIDATION_ERROR', field);
  });

  it.each([
    ['weapon', 'no-such-weapon'],
    ['weapon', '2147483647'],
    ['weapon', '99999999999999999999'],
    ['ammo', 'no-such-round'],
    ['armor', '12345'],
    ['helmet', 'helmet-1'],
  ])('refuses an unknown %s (%s) with 400 UNKNOWN_REFERENCE', async (field, ref) => {
    await refused({ ...exampleQuery(first), [field]: ref }, 'UNKNOWN_REFERENCE', field);
  });

  it('refuses a helmet given as body armour, body armour as a helmet and a round of another calibre', async () => {
    const q = exampleQuery(first);
    await refused({ ...q, armor: q.helmet }, 'VALIDATION_ERROR', 'armor');
    await refused({ ...q, helmet: q.armor }, 'VALIDATION_ERROR', 'helmet');
    const weaponCaliber = rounds.find((r) => r.object_id === first.ammo_object_id)!.caliber;
    const other = rounds.find((r) => r.caliber && r.caliber !== weaponCaliber)!;
    await refused({ ...q, ammo: other.id }, 'VALIDATION_ERROR', 'ammo');
  });

  it('keys the cache by the validated parameters only: order and spelled-out defaults make no new entry', async () => {
    const { weapon, ammo } = exampleQuery(first);
    t.ctx.cache.clearLocal();
    const urls = [
      `/ttk?weapon=${weapon}&ammo=${ammo}`,
      `/ttk?ammo=${ammo}&weapon=${weapon}`,
      `/ttk?weapon=${weapon}&ammo=${ammo}&zone=chest&distance=0.0`,
    ];
    const answers = await Promise.all(urls.map((url) => anonymous('GET', url)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(t.ctx.cache.answers.size).toBe(1);
  });

  it.each(ROLES)('is public: %s gets it', async (role) => {
    const call = apiCaller(() => t, role);
    const { weapon, ammo } = exampleQuery(first);
    expect((await call('GET', `/ttk?weapon=${weapon}&ammo=${ammo}`)).statusCode).toBe(200);
  });
});
