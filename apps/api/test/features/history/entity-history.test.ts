// Every entity whose edits are kept (entity-cases.ts), through its own routes and the history's:
// one revision per change and none for a refused write, restore of an update and of a delete, the
// trash, and optimistic concurrency (a stale If-Match is a 409, parallel saves never a 5xx).
import { describe, expect, it } from 'vitest';
import { engine, sessionApp } from '../../harness';
import { ENTITY_CASES } from './entity-cases';

const { app, call, get } = sessionApp('editor');
/** The editor's session with the version they loaded. */
const ifMatch = (version: string) => ({ ...app().as.editor, 'if-match': version });

const revisions = async (entity: string, id: string) =>
  (await call('GET', `/revisions?entity=${entity}&id=${id}`)).json().data.revisions as {
    id: number;
    action: string;
    by: { nickname: string } | null;
    source: string | null;
    changes: { field: string; from: unknown; to: unknown }[];
  }[];

/** How many updates an entity has had (one entity, like the rotation, may serve several tests). */
const updates = async (entity: string, id: string) =>
  (await revisions(entity, id)).filter((r) => r.action === 'update').length;

describe.each(ENTITY_CASES)(`history of a $entity (${engine()})`, (c) => {
  it('records create and update, nothing for a refused write, and restores an update', async () => {
    const id = await c.create(call, get, 1);
    const created = await revisions(c.entity, id);
    expect(created.map((r) => r.action)).toEqual(['create']);
    if (c.imported) expect(created[0]).toMatchObject({ by: null, source: expect.stringMatching(/\S/) });
    else expect(created[0]!.by).not.toBeNull();
    const original = (await c.publicValue(call, id)).value;

    expect((await c.update(call, id, 1)).statusCode).toBe(200);
    expect((await c.invalidUpdate(call, id)).statusCode).toBe(400);
    const kept = await revisions(c.entity, id);
    expect(kept, 'the refused save records nothing').toHaveLength(2);
    const [update, create] = kept;
    expect(create!.action).toBe('create');
    expect(update!.action).toBe('update');
    const change = update!.changes.find((ch) => ch.field === c.field)!;
    expect(change.from).toEqual(original);
    const edited = (await c.publicValue(call, id)).value;
    expect(change.to).toEqual(edited);
    expect(update!.changes.every((ch) => ch.field === c.field)).toBe(true);

    const restore = await call('POST', `/revisions/${create!.id}/restore`);
    expect(restore.statusCode).toBe(200);
    expect(restore.json().data).toMatchObject({ entity: c.entity, entityId: id });
    expect((await c.publicValue(call, id)).value).toEqual(original);
    const [restored] = await revisions(c.entity, id);
    expect(restored).toMatchObject({
      action: 'restore',
      changes: [{ field: c.field, from: edited, to: original }],
    });
  });

  it('refuses a save made on a stale version with 409, and accepts the current one', async () => {
    const id = await c.create(call, get, 2);
    const [head] = await revisions(c.entity, id);
    expect((await c.update(call, id, 2, ifMatch(`"${head!.id}"`))).statusCode).toBe(200);
    const stale = await c.update(call, id, 3, ifMatch(`"${head!.id}"`));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('EDIT_CONFLICT');
    expect((await c.update(call, id, 3, ifMatch('yesterday'))).statusCode).toBe(400);
  });

  it('twenty parallel saves on one version: one saves, the others get 409, never a 5xx', async () => {
    const id = await c.create(call, get, 4);
    const [head] = await revisions(c.entity, id);
    const updatesBefore = await updates(c.entity, id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => c.update(call, id, 100 + n, ifMatch(`"${head!.id}"`))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(19);
    expect(await updates(c.entity, id)).toBe(updatesBefore + 1);
  });

  it('twenty parallel saves without a version: twenty revisions', async () => {
    const id = await c.create(call, get, 5);
    const updatesBefore = await updates(c.entity, id);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => c.update(call, id, 200 + n)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await updates(c.entity, id)).toBe(updatesBefore + 20);
  });

  it.runIf(Boolean(c.remove))(
    'a delete leaves public reads at once, sits in the trash, and restores with the same id',
    async () => {
      const id = await c.create(call, get, 6);
      const before = await c.publicValue(call, id);
      expect((await c.remove!(call, id)).statusCode).toBe(200);
      expect((await c.publicValue(call, id)).status).toBe(404);
      expect((await c.update(call, id, 6)).statusCode).toBe(404);
      expect((await c.remove!(call, id)).statusCode).toBe(404);
      const [deleted] = await revisions(c.entity, id);
      expect(deleted!.action).toBe('delete');

      const trash = (await call('GET', '/trash')).json().data.items;
      expect(trash).toContainEqual(
        expect.objectContaining({ entity: c.entity, entityId: id, revision_id: deleted!.id }),
      );

      expect((await call('POST', `/revisions/${deleted!.id}/restore`)).statusCode).toBe(200);
      expect(await c.publicValue(call, id)).toEqual(before);
      const [restored] = await revisions(c.entity, id);
      expect(restored!.action).toBe('restore');
      const after = (await call('GET', '/trash')).json().data.items;
      expect(
        after.some((t: { entityId: string; entity: string }) => t.entity === c.entity && t.entityId === id),
      ).toBe(false);
    },
  );
});
