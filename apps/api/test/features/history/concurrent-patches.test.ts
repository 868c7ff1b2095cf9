// PATCHes of different fields sent at the same moment: each must read the entity under its row
// lock, inside its own transaction, or it writes back a stale copy and undoes the others.
import { describe, expect, it } from 'vitest';
import { engine, sessionApp } from '../../harness';

const { call, get } = sessionApp('editor');

/** Sends every patch at once to `url` and expects each to succeed. */
async function patchAtOnce(url: string, patches: Record<string, unknown>[]) {
  const answers = await Promise.all(patches.map((body) => call('PATCH', url, body)));
  expect(answers.map((a) => a.statusCode)).toEqual(patches.map(() => 200));
}

describe(`PATCHes of different fields at once lose none (${engine()})`, () => {
  it('weapon: every field sent holds', async () => {
    const { categories } = await get('/weapon-categories');
    const created = await call('POST', '/weapons', { name: 'Race Rifle', category_id: categories[0].id });
    const id = created.json().data.weapon.id as number;
    const patches = [
      { description: 'Patched description' },
      { overview: 'Patched overview' },
      { notes: 'Patched notes' },
      { capacity: 31 },
      { reload_time: 2.7 },
      { mobility: 61 },
      { handling: 52 },
      { is_new: true },
    ];
    await patchAtOnce(`/weapons/${id}`, patches);
    const weapon = (await get(`/weapons/${id}`)).weapon;
    for (const patch of patches) expect(weapon).toMatchObject(patch);
  });

  it('build: every field sent holds', async () => {
    const { weapons } = await get('/weapons');
    const weaponId = weapons[0].id as number;
    const created = await call('POST', `/weapons/${weaponId}/builds`, { name: 'Race build' });
    const buildId = created.json().data.build.id as number;
    const patches = [
      { name: 'Race build v2' },
      { description: 'Patched at once' },
      { rating: 3.7 },
      { control: 71 },
      { range: 64 },
    ];
    await patchAtOnce(`/weapons/${weaponId}/builds/${buildId}`, patches);
    const build = (await get(`/weapons/${weaponId}`)).weapon.builds.find(
      (b: { id: number }) => b.id === buildId,
    );
    for (const patch of patches) expect(build).toMatchObject(patch);
  });

  it('keycard: every field sent holds', async () => {
    const { maps } = await get('/maps');
    const created = await call('POST', '/keycards', { id: 'race-card', name: 'Race', map_id: maps[0].id });
    expect(created.statusCode).toBe(201);
    const patches = [{ name: 'Race room' }, { room_info: 'Second floor' }, { location: 'North wing' }];
    await patchAtOnce('/keycards/race-card', patches);
    const card = (await get('/keycards')).keycards.find((c: { id: string }) => c.id === 'race-card');
    for (const patch of patches) expect(card).toMatchObject(patch);
  });
});
