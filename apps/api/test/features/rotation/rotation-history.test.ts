/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read JSON generically */
// The map rotation in the history, beyond what every entity does (history/entity-cases.ts): a
// replacement is an update of `rotation:current` linked to a rotation.replace audit entry, a
// restore stores the old schedule as a new current version, and the very first rotation stored is
// the rotation's creation.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rotationVersions } from '../../../src/db/schema';
import { engine, sessionApp } from '../../harness';

const { app, call, get } = sessionApp('editor');
const current = async () => (await get('/rotation')).rotation;
const revisions = async () =>
  (await call('GET', '/revisions?entity=rotation&id=current')).json().data.revisions as any[];
const audit = async (action: string) =>
  (await call('GET', `/audit?action=${action}`, undefined, app().as.admin)).json().data.entries as any[];
const versions = async () => (await get('/rotation/versions')).versions as any[];

/** The current schedule with one hour changed, under a new label. */
const replacement = (rotation: any, label: string, hour = 5) => ({
  ...rotation,
  label,
  schedule: {
    ...rotation.schedule,
    hours: rotation.schedule.hours.map((h: unknown, i: number) =>
      i === hour ? [{ map: `History Map ${hour}`, difficulty: 'Hard', tags: [] }] : h,
    ),
  },
});

describe(`rotation history (${engine()})`, () => {
  it('a replacement is one update revision, linked to a rotation.replace audit entry by the editor', async () => {
    const before = await current();
    const res = await call('PUT', '/rotation', replacement(before, 'History one'));
    expect(res.statusCode).toBe(200);

    const [update] = await revisions();
    expect(update).toMatchObject({ action: 'update', entityId: 'current', by: { id: expect.any(Number) } });
    expect(update.changes.map((c: any) => c.field)).toEqual(['label', 'schedule']);
    expect(res.json().data.rotation).toMatchObject({ version: update.id, last_edited_at: update.at });
    expect(await current()).toMatchObject({ version: update.id, label: 'History one' });

    const [entry] = await audit('rotation.replace');
    expect(entry).toMatchObject({
      action: 'rotation.replace',
      target: 'rotation:current',
      by: update.by,
      details: { label: 'History one' },
    });
  });

  it('a refused replacement leaves no audit entry and no revision', async () => {
    const [entriesBefore, revisionsBefore] = [await audit('rotation.replace'), await revisions()];
    const res = await call('PUT', '/rotation', { ...(await current()), label: '' });
    expect(res.statusCode).toBe(400);
    const stale = await call('PUT', '/rotation', await current(), { ...app().as.editor, 'if-match': '"1"' });
    expect(stale.json().error.code).toBe('EDIT_CONFLICT');
    expect(await audit('rotation.replace')).toHaveLength(entriesBefore.length);
    expect(await revisions()).toHaveLength(revisionsBefore.length);
  });

  it('a restore stores the old schedule as a new current version; the stored versions stay', async () => {
    const original = await current();
    const listed = (await versions()).length;
    await call('PUT', '/rotation', replacement(original, 'History two', 7));
    const [, previous] = await revisions();
    expect((await call('POST', `/revisions/${previous.id}/restore`)).statusCode).toBe(200);

    const restored = await current();
    expect(restored.id).not.toBe(original.id);
    expect(restored).toMatchObject({ label: original.label, schedule: original.schedule });
    expect(await versions()).toHaveLength(listed + 2);
    const [restore, update] = await revisions();
    expect(restore).toMatchObject({ action: 'restore', by: update.by });
    expect(restore.changes.map((c: any) => c.field)).toEqual(['label', 'schedule']);
    // The new version is the restorer's.
    const [row] = await app().db.select().from(rotationVersions).where(eq(rotationVersions.id, restored.id));
    expect(row!.createdBy).toBe(update.by.id);
  });

  it('restoring the schedule in force stores no new version and records no revision', async () => {
    const [listed, [newest]] = [(await versions()).length, await revisions()];
    expect((await call('POST', `/revisions/${newest.id}/restore`)).statusCode).toBe(200);
    expect(await versions()).toHaveLength(listed);
    expect((await revisions())[0].id).toBe(newest.id);
  });

  it('the first rotation ever stored is a create revision', async () => {
    const body = replacement(await current(), 'History first', 9);
    await app().db.delete(rotationVersions);
    expect((await call('PUT', '/rotation', body)).statusCode).toBe(200);
    const [created] = await revisions();
    expect(created).toMatchObject({ action: 'create', by: { id: expect.any(Number) } });
    expect(created.changes.find((c: any) => c.field === 'label')).toEqual({
      field: 'label',
      from: null,
      to: 'History first',
    });
  });
});
