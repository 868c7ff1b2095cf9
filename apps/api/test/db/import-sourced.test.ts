// `npm run db:import -- --sourced`: adds the sourced rotation versions a database lacks, never twice,
// and moves the current flag to the newest sourced version only when the current one is older.
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { importSourcedData } from '../../src/db/import-sourced';
import { rotationVersions } from '../../src/db/schema';
import { SOURCED_ROTATION } from '../../src/db/seed/rotation';
import { createTestApp, engine, type TestApp } from '../harness';

let t: TestApp;
beforeEach(async () => {
  await t?.close();
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = () => t.db.select().from(rotationVersions).orderBy(rotationVersions.id);
const currentLabel = async () => (await rows()).filter((r) => r.isCurrent).map((r) => r.label);
const newest = SOURCED_ROTATION.at(-1)!;

describe(`importSourcedData (${engine()})`, () => {
  it('changes nothing on a seeded database, however often it runs', async () => {
    const before = await rows();
    for (let i = 0; i < 2; i++) {
      const report = await importSourcedData(t.db);
      expect(report.rotation).toMatchObject({ added: [], madeCurrent: null });
    }
    expect(await rows()).toEqual(before);
  });

  it('adds the missing versions and makes the newest current when the current one is older', async () => {
    // A database from before: only the oldest sourced version, current.
    await t.db.delete(rotationVersions);
    await t.db.insert(rotationVersions).values({
      label: SOURCED_ROTATION[0]!.label,
      source: SOURCED_ROTATION[0]!.source,
      sourceDate: SOURCED_ROTATION[0]!.source_date,
      schedule: SOURCED_ROTATION[0]!.schedule,
      isCurrent: true,
    });
    const report = await importSourcedData(t.db);
    expect(report.rotation.added).toEqual(SOURCED_ROTATION.slice(1).map((v) => v.label));
    expect(report.rotation.madeCurrent).toBe(newest.label);
    expect(await rows()).toHaveLength(SOURCED_ROTATION.length);
    expect(await currentLabel()).toEqual([newest.label]);
  });

  it("keeps an editor's newer version current", async () => {
    await t.db.update(rotationVersions).set({ isCurrent: false });
    await t.db.insert(rotationVersions).values({
      label: 'Editor fix',
      sourceDate: '2099-01-01',
      schedule: newest.schedule,
      isCurrent: true,
    });
    // The newest sourced version goes missing, so the import has something to add.
    await t.db.delete(rotationVersions).where(eq(rotationVersions.label, newest.label));
    const report = await importSourcedData(t.db);
    expect(report.rotation.added).toEqual([newest.label]);
    expect(report.rotation.madeCurrent).toBeNull();
    expect(report.rotation.kept).toContain('Editor fix');
    expect(await currentLabel()).toEqual(['Editor fix']);
  });

  it('writes nothing when a part fails (one transaction)', async () => {
    await t.db.delete(rotationVersions).where(eq(rotationVersions.label, newest.label));
    const before = await rows();
    // A label that breaks the table's check makes the insert of the newest version fail.
    const original = newest.label;
    newest.label = ' ';
    await expect(importSourcedData(t.db)).rejects.toThrow();
    newest.label = original;
    expect(await rows()).toEqual(before);
  });
});
