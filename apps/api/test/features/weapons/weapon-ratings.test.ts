// Recoil and hip-fire in weapon writes, and the rule that an editor's change to a sourced stat
// makes the figure the editor's (its group's source and date are cleared; docs/game-data.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyWeaponBaseStats } from '../../../src/ops/seed/weapon-base-stats';
import { apiCaller, createTestApp, engine, ROLES, type TestApp } from '../../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
});
afterAll(() => t.close());

const call = apiCaller(() => t, 'editor');
const read = async (slug: string) =>
  (await call('GET', `/weapons/${slug}`, undefined, {})).json().data.weapon;
const categoryId = async () =>
  (await call('GET', '/weapon-categories')).json().data.categories[0].id as number;

describe(`weapon recoil, hip-fire and stat provenance (${engine()})`, () => {
  it('stores recoil and hip-fire on create, keeps them when a PUT leaves them out, clears them with null', async () => {
    const created = await call('POST', '/weapons', {
      name: 'Rating Rifle',
      category_id: await categoryId(),
      recoil: 41.5,
      hip_fire: 60,
    });
    expect(created.statusCode).toBe(201);
    const weapon = created.json().data.weapon;
    expect(weapon).toMatchObject({ recoil: 41.5, hip_fire: 60, base_stats_source: null, older_figures: [] });

    const { recoil: _r, hip_fire: _h, ...withoutRatings } = weapon;
    const put = await call('PUT', `/weapons/${weapon.id}`, { ...withoutRatings, notes: 'kept' });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.weapon).toMatchObject({ notes: 'kept', recoil: 41.5, hip_fire: 60 });

    const cleared = await call('PATCH', `/weapons/${weapon.id}`, { recoil: null });
    expect(cleared.json().data.weapon).toMatchObject({ recoil: null, hip_fire: 60 });

    const bare = await call('POST', '/weapons', { name: 'Bare Rifle', category_id: await categoryId() });
    expect(bare.json().data.weapon).toMatchObject({ recoil: null, hip_fire: null });
  });

  it('refuses ratings outside 0-100 or not numbers with 400 VALIDATION_ERROR naming the field', async () => {
    const { id } = await read('m4a1');
    for (const body of [{ recoil: 101 }, { recoil: -1 }, { hip_fire: '50' }, { hip_fire: true }]) {
      const res = await call('PATCH', `/weapons/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.details[0].path).toBe(Object.keys(body)[0]);
    }
    const post = await call('POST', '/weapons', {
      name: 'X',
      category_id: await categoryId(),
      hip_fire: 100.5,
    });
    expect(post.statusCode).toBe(400);
  });

  it('keeps the sources when no sourced stat changes', async () => {
    const before = await read('akm');
    expect(before.base_stats_source).toBeTruthy();
    const res = await call('PATCH', `/weapons/${before.id}`, { notes: 'An edited note', reload_time: 3.3 });
    expect(res.json().data.weapon).toMatchObject({
      base_stats_source: before.base_stats_source,
      base_stats_as_of: before.base_stats_as_of,
      stats_source: before.stats_source,
    });
    // A whole GET body sent back unchanged changes no figure either.
    const put = await call('PUT', `/weapons/${before.id}`, await read('akm'));
    expect(put.json().data.weapon.base_stats_source).toBe(before.base_stats_source);
  });

  it('makes a changed base stat the editor’s: its source and date are cleared, the other group’s kept', async () => {
    for (const [slug, change] of [
      ['m4a1', { recoil: 12 }],
      ['k416', { capacity: 45 }],
      ['ak-12', { hip_fire: 99 }],
      ['aug', { range: 80 }],
    ] as const) {
      const before = await read(slug);
      const res = await call('PATCH', `/weapons/${before.id}`, change);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.weapon, slug).toMatchObject({
        ...change,
        base_stats_source: null,
        base_stats_as_of: null,
        stats_source: before.stats_source,
        older_figures: before.older_figures,
      });
    }
  });

  it('makes a changed damage or fire rate the editor’s too', async () => {
    const before = await read('mp5');
    const res = await call('PATCH', `/weapons/${before.id}`, { fire_rate: before.fire_rate + 1 });
    expect(res.json().data.weapon).toMatchObject({
      stats_source: null,
      stats_as_of: null,
      base_stats_source: before.base_stats_source,
    });
  });

  it('lets only editors and admins write the ratings', async () => {
    const { id } = await read('p90');
    const expected = { anonymous: 401, user: 403, editor: 200, admin: 200 };
    for (const role of ROLES) {
      const res = await call('PATCH', `/weapons/${id}`, { recoil: 33 }, t.as[role]);
      expect(res.statusCode, role).toBe(expected[role]);
    }
  });

  it('applyWeaponBaseStats writes the source back, leaves edited weapons alone and is idempotent', async () => {
    const edited = await read('m4a1'); // changed by the editor above
    const untouched = await read('vector');
    const first = await t.db.transaction((tx) => applyWeaponBaseStats(tx));
    expect(first.kept).toContain(edited.name);
    expect(first.updated).toContain(untouched.name);
    expect(first.unmatched).toContain('Rating Rifle');
    expect(await read('m4a1')).toMatchObject({ recoil: 12, base_stats_source: null });
    expect(await read('vector')).toMatchObject({
      range: untouched.range,
      recoil: untouched.recoil,
      base_stats_source: untouched.base_stats_source,
      updated_at: untouched.updated_at,
    });
    const second = await t.db.transaction((tx) => applyWeaponBaseStats(tx));
    expect(second).toEqual(first);
  });
});
