/* eslint-disable @typescript-eslint/no-explicit-any -- the tests send and read JSON generically */
// Rounds and armour in the history, beyond what every entity does (history/entity-cases.ts): the
// sample import is each one's first revision, reads carry the version an editor sends back, a save
// that changes nothing is no revision, and a restore puts the model figures' date back with them.
import { describe, expect, it } from 'vitest';
import { engine, sessionApp } from '../../harness';

const { app, call, get } = sessionApp('editor');
const revisions = async (entity: string, id: string) =>
  (await call('GET', `/revisions?entity=${entity}&id=${id}`)).json().data.revisions as any[];

const kinds = [
  { entity: 'ammo', list: 'rounds', item: 'round', change: { penetration_level: 6 } },
  { entity: 'armor', list: 'armor', item: 'piece', change: { durability: 99 } },
] as const;

describe.each(kinds)(`history of $entity (${engine()})`, ({ entity, list, item, change }) => {
  const read = async (id: string) => (await get(`/${entity}/${id}`))[item];

  it('starts with one create revision by the sample import, which reads show as the version', async () => {
    const first = (await get(`/${entity}`))[list][0];
    const [create, ...more] = await revisions(entity, first.id);
    expect(more).toEqual([]);
    expect(create).toMatchObject({
      action: 'create',
      by: null,
      source: expect.stringMatching(/sample data/),
    });
    expect(create.changes.map((c: any) => c.field)).toContain('sources');
    expect(first).toMatchObject({ version: create.id, last_edited_at: create.at });
    expect(await read(first.id)).toMatchObject({ version: create.id, last_edited_at: create.at });
  });

  it('a GET answer sent back unchanged saves no revision and keeps the version', async () => {
    const piece = (await get(`/${entity}`))[list][1];
    const headers = { ...app().as.editor, 'if-match': `"${piece.version}"` };
    const res = await call('PUT', `/${entity}/${piece.id}`, piece, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[item].version).toBe(piece.version);
    expect(await revisions(entity, piece.id)).toHaveLength(1);
  });

  it('a restore puts a model figure back with the day it was stated for', async () => {
    const piece = (await get(`/${entity}`))[list][2];
    expect((await call('PUT', `/${entity}/${piece.id}`, { ...piece, ...change })).statusCode).toBe(200);
    const edited = await read(piece.id);
    expect(edited.model_as_of).toBe(new Date().toISOString().slice(0, 10));
    const [update, create] = await revisions(entity, piece.id);
    expect(update.changes.map((c: any) => c.field).sort()).toEqual(
      [...Object.keys(change), 'model_as_of'].sort(),
    );
    expect(edited).toMatchObject({ version: update.id, last_edited_at: update.at });

    const restore = await call('POST', `/revisions/${create.id}/restore`);
    expect(restore.statusCode).toBe(200);
    expect(restore.json().data).toMatchObject({ entity, entityId: piece.id, item: { id: piece.id } });
    const restored = await read(piece.id);
    for (const field of [...Object.keys(change), 'model_as_of'])
      expect(restored[field]).toEqual(piece[field]);
  });
});
