import { describe, expect, it } from 'vitest';
import { engine, sessionApp } from '../../harness';

const { call, get } = sessionApp('editor');

/** A new weapon with two builds, read back in full. */
async function weaponWithBuilds(name: string) {
  const { categories } = await get('/weapon-categories');
  const created = await call('POST', '/weapons', { name, category_id: categories[0].id });
  const id = created.json().data.weapon.id as number;
  for (const build of [{ name: 'Close', rating: 4.5 }, { name: 'Far' }])
    expect((await call('POST', `/weapons/${id}/builds`, build)).statusCode).toBe(201);
  return (await get(`/weapons/${id}`)).weapon;
}

const names = (builds: { name: string }[]) => builds.map((b) => b.name);
const withoutTime = ({ updated_at: _, ...rest }: { updated_at: string }) => rest;

describe(`builds are deleted only by their own route (${engine()})`, () => {
  it('keeps every build when a weapon PUT leaves them out', async () => {
    const weapon = await weaponWithBuilds('Keeper A');
    const { builds: _, ...body } = weapon;
    const put = await call('PUT', `/weapons/${weapon.id}`, { ...body, name: 'Keeper A2' });
    expect(put.statusCode).toBe(200);
    expect(names(put.json().data.weapon.builds)).toEqual(['Close', 'Far']);
    expect((await call('PUT', `/weapons/${weapon.id}`, { ...body, builds: [] })).statusCode).toBe(200);
    expect(names((await get(`/weapons/${weapon.id}`)).weapon.builds)).toEqual(['Close', 'Far']);
  });

  it('takes a weapon back as GET answered it: 200 and the same data', async () => {
    const weapon = await weaponWithBuilds('Round Trip B');
    const put = await call('PUT', `/weapons/${weapon.id}`, weapon);
    expect(put.statusCode).toBe(200);
    expect(withoutTime(put.json().data.weapon)).toEqual(withoutTime(weapon));
    expect(withoutTime((await get(`/weapons/${weapon.id}`)).weapon)).toEqual(withoutTime(weapon));
  });

  it('removes a build with its own DELETE', async () => {
    const weapon = await weaponWithBuilds('Deleter C');
    const del = await call('DELETE', `/weapons/${weapon.id}/builds/${weapon.builds[0].id}`);
    expect(del.statusCode).toBe(200);
    expect(names((await get(`/weapons/${weapon.id}`)).weapon.builds)).toEqual(['Far']);
  });
});
