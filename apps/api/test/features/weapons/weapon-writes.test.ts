import { describe, expect, it } from 'vitest';
import { ttkTier } from '@dfwiki/shared';
import { BUILD_CODES_IMPORTED_AT } from '../../../src/ops/seed/builds';
import { engine, sessionApp } from '../../harness';

const { app, call, get } = sessionApp('editor');

async function categoryId(name = 'Assault Rifle') {
  const { categories } = await get('/weapon-categories');
  return categories.find((c: { name: string }) => c.name === name).id as number;
}

describe(`weapons and builds (${engine()})`, () => {
  it('creates a weapon with children, gives it a slug, and the public list shows it', async () => {
    const { tags } = await get('/build-tags');
    const res = await call('POST', '/weapons', {
      name: 'Test Rifle X',
      category_id: await categoryId(),
      tier: 'A',
      damage: 33,
      fire_rate: 750,
      pros: ['Fast'],
      cons: ['Loud'],
      tag_ids: [tags[0].id],
    });
    expect(res.statusCode).toBe(201);
    const weapon = res.json().data.weapon;
    // The tier sent is ignored: the rating is the TTK tier, and a weapon without a model has none.
    expect(weapon).toMatchObject({
      slug: 'test-rifle-x',
      tier: null,
      views: 0,
      pros: [{ attribute_text: 'Fast', is_pro: true }],
    });
    const { weapons } = await get('/weapons');
    expect(weapons.map((w: { name: string }) => w.name)).toContain('Test Rifle X');
  });

  it('rates a weapon by its gold chest TTK, and the rating follows an edit of its figures', async () => {
    const m4 = (await get('/weapons/m4a1')).weapon;
    const gold = (w: { ttk_values: { ammo_type: string; target_area: string; ttk_value: number }[] }) =>
      w.ttk_values.find((v) => v.ammo_type === 'yellow' && v.target_area === 'chest')!.ttk_value;
    expect(m4.tier).toBe(ttkTier(gold(m4), 'yellow', 'chest'));
    // The tier a body sends is ignored: the rating follows the figures.
    for (const [fire_rate, tier] of [
      [2000, 'S'],
      [300, 'D'],
    ] as const) {
      const res = await call('PATCH', `/weapons/${m4.id}`, { fire_rate, tier: 'B' });
      expect(res.statusCode).toBe(200);
      const after = res.json().data.weapon;
      expect(after.tier, `fire rate ${fire_rate}: ${gold(after)} s`).toBe(tier);
    }
    await call('PATCH', `/weapons/${m4.id}`, { fire_rate: m4.fire_rate });
  });

  it('rejects bad weapon input with 400 and writes nothing', async () => {
    const before = (await get('/weapons')).weapons.length;
    for (const body of [
      {},
      { name: '', category_id: 1 },
      { name: 'X', category_id: 1, tier: 'Z' },
      { name: 'X', category_id: 1, damage: -1 },
      { name: 'X', category_id: 1, unknown_field: 1 },
      { name: 'X', category_id: 999999 },
      { name: 'X', category_id: 1, tag_ids: [999999] },
    ]) {
      const res = await call('POST', '/weapons', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await get('/weapons')).weapons.length).toBe(before);
  });

  it('adds, edits and deletes builds; a weapon PUT listing one build keeps both', async () => {
    const cat = await categoryId('SMG');
    const weapon = (await call('POST', '/weapons', { name: 'Build Host', category_id: cat })).json().data
      .weapon;
    const b1 = await call('POST', `/weapons/${weapon.id}/builds`, {
      name: 'Close',
      attachments: [{ name: 'Suppressor', type: 'muzzle' }],
    });
    const b2 = await call('POST', `/weapons/${weapon.id}/builds`, { name: 'Long', rating: 4.6 });
    expect(b1.statusCode).toBe(201);
    expect(b1.json().data.build).toMatchObject({
      name: 'Close',
      rating: 4,
      control: 50,
      attachments: [{ name: 'Suppressor', type: 'muzzle' }],
    });
    const edit = await call('PATCH', `/weapons/${weapon.id}/builds/${b2.json().data.build.id}`, {
      name: 'Long v2',
      rating: 3.3,
      range: 90,
    });
    expect(edit.json().data.build).toMatchObject({ name: 'Long v2', rating: 3.3, range: 90, control: 50 });
    expect(
      (await call('POST', `/weapons/${weapon.id}/builds`, { name: 'Bad', rating: 5.5 })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/weapons/${weapon.id}/builds`, { name: 'Bad', rating: 4.35 })).statusCode,
    ).toBe(400);

    const current = (await get(`/weapons/${weapon.id}`)).weapon;
    const put = await call('PUT', `/weapons/${weapon.id}`, {
      ...current,
      builds: [{ id: b1.json().data.build.id }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.weapon.builds.map((b: { name: string }) => b.name)).toEqual(['Close', 'Long v2']);

    const del = await call('DELETE', `/weapons/${weapon.id}/builds/${b1.json().data.build.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toEqual({ deleted: b1.json().data.build.id });
    const left = (await get(`/weapons/${weapon.id}`)).weapon.builds;
    expect(left.map((b: { name: string }) => b.name)).toEqual(['Long v2']);
    const gone = await call('DELETE', `/weapons/${weapon.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toEqual({ deleted: weapon.id });
    expect((await call('GET', `/weapons/${weapon.id}`, undefined, {})).statusCode).toBe(404);
  });

  it('dates an imported build by its import; an edit moves updated_at only', async () => {
    const weapon = (await get('/weapons/m4a1')).weapon;
    const imported = weapon.builds.filter((b: { source: string | null }) => b.source);
    expect(imported.length).toBeGreaterThan(0);
    for (const b of imported)
      expect([b.created_at, b.updated_at]).toEqual([BUILD_CODES_IMPORTED_AT, BUILD_CODES_IMPORTED_AT]);
    const edit = await call('PATCH', `/weapons/${weapon.id}/builds/${imported[0].id}`, { rating: 3.1 });
    const after = edit.json().data.build;
    expect(after.created_at).toBe(BUILD_CODES_IMPORTED_AT);
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(BUILD_CODES_IMPORTED_AT));
    expect(after.source).toBe(imported[0].source);
  });

  it('counts 100 concurrent views from 100 addresses exactly', async () => {
    const { weapons } = await get('/weapons');
    const w = weapons[0];
    const view = (i: number) =>
      app().app.inject({
        method: 'POST',
        url: `/api/v1/weapons/${w.id}/weaponView`,
        remoteAddress: `10.9.0.${i}`,
      });
    await Promise.all(Array.from({ length: 100 }, (_, i) => view(i)));
    await app().ctx.views!.flush();
    expect((await view(100)).json().data.views).toBe(w.views + 101);
  });
});

describe(`build tags (${engine()})`, () => {
  it('trims names, refuses case-insensitive duplicates with 409 TAG_EXISTS, and detaches on delete', async () => {
    const created = await call('POST', '/build-tags', { name: '  Night Ops  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.tag.name).toBe('Night Ops');
    const dup = await call('POST', '/build-tags', { name: 'night ops' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('TAG_EXISTS');
    expect((await call('POST', '/build-tags', { name: '   ' })).statusCode).toBe(400);
    const id = created.json().data.tag.id;
    expect((await call('PUT', `/build-tags/${id}`, { name: 'Night Raid' })).json().data.tag.name).toBe(
      'Night Raid',
    );

    const { weapons } = await get('/weapons');
    const host = weapons.find((w: { builds: unknown[] }) => w.builds.length);
    const build = (await call('POST', `/weapons/${host.id}/builds`, { name: 'Tagged', tag_ids: [id] })).json()
      .data.build;
    expect(build.tags).toEqual([{ id, name: 'Night Raid' }]);
    const del = await call('DELETE', `/build-tags/${id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toEqual({ deleted: id });
    const again = (await get(`/weapons/${host.id}`)).weapon.builds.find(
      (b: { id: number }) => b.id === build.id,
    );
    expect(again.tags).toEqual([]);
  });
});
