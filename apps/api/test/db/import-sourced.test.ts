// `npm run db:import -- --sourced`: adds the sourced rotation versions a database lacks, never twice,
// and moves the current flag to the newest sourced version only when the current one is older; adds
// the sourced keycards a database lacks; writes the sourced weapon base stats unless an editor
// changed them.
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { importSourcedData } from '../../src/db/import-sourced';
import { keycards, priceHistory, rotationVersions, weaponModels, weapons } from '../../src/db/schema';
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
const SEED_KEYCARD_KEPT = 'zd-ticket-office';

describe(`importSourcedData (${engine()})`, () => {
  it('changes nothing on a seeded database, however often it runs', async () => {
    const before = await rows();
    for (let i = 0; i < 2; i++) {
      const report = await importSourcedData(t.db);
      expect(report.rotation).toMatchObject({ added: [], madeCurrent: null });
      expect(report.keycardsAdded).toEqual([]);
      expect(report.weapons.kept).toEqual([]);
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

  it('adds the keycards of a map the database lacks, with their price history, and keeps the others', async () => {
    // A database seeded before a map's keys shipped: three keys are not there.
    const missing = (await t.db.select({ id: keycards.id }).from(keycards).orderBy(keycards.id))
      .slice(0, 3)
      .map((k) => k.id);
    const historyBefore = await t.db
      .select()
      .from(priceHistory)
      .where(inArray(priceHistory.keycardId, missing));
    await t.db.delete(keycards).where(inArray(keycards.id, missing));
    const [kept] = await t.db
      .update(keycards)
      .set({ location: 'Edited by an editor' })
      .where(eq(keycards.id, SEED_KEYCARD_KEPT))
      .returning();

    const report = await importSourcedData(t.db);
    expect(report.keycardsAdded.sort()).toEqual([...missing].sort());
    const historyAfter = await t.db
      .select()
      .from(priceHistory)
      .where(inArray(priceHistory.keycardId, missing));
    expect(historyAfter).toHaveLength(historyBefore.length);
    const [again] = await t.db.select().from(keycards).where(eq(keycards.id, kept!.id));
    expect(again!.location).toBe('Edited by an editor');
  });

  it("writes the sourced weapon base stats back, but not over an editor's figures", async () => {
    const bySlug = async (slug: string) =>
      (await t.db.select().from(weapons).where(eq(weapons.slug, slug)))[0]!;
    const [sourced, edited] = [await bySlug('m4a1'), await bySlug('akm')];
    // A stale copy of the sourced figures, and an editor's change (which clears the source).
    await t.db
      .update(weapons)
      .set({ range: sourced.range + 1 })
      .where(eq(weapons.id, sourced.id));
    await t.db
      .update(weapons)
      .set({ range: edited.range + 1, baseStatsSource: null, baseStatsAsOf: null })
      .where(eq(weapons.id, edited.id));

    const report = await importSourcedData(t.db);
    expect(report.weapons.updated).toContain(sourced.name);
    expect(report.weapons.kept).toEqual([edited.name]);
    const byId = async (id: number) => (await t.db.select().from(weapons).where(eq(weapons.id, id)))[0]!;
    expect((await byId(sourced.id)).range).toBe(sourced.range);
    expect((await byId(edited.id)).range).toBe(edited.range + 1);
  });

  it("fills in the game's object id of models stored before weapons had it, and keeps a stored one", async () => {
    const [first, second] = await t.db
      .select()
      .from(weaponModels)
      .where(isNotNull(weaponModels.objectId))
      .orderBy(weaponModels.weaponId)
      .limit(2);
    await t.db.update(weaponModels).set({ objectId: null }).where(eq(weaponModels.weaponId, first!.weaponId));
    await t.db.update(weaponModels).set({ objectId: 1 }).where(eq(weaponModels.weaponId, second!.weaponId));

    const report = await importSourcedData(t.db);
    expect(report.gear.weaponObjectIdsFilled).toBe(1);
    const byId = async (id: number) =>
      (await t.db.select().from(weaponModels).where(eq(weaponModels.weaponId, id)))[0]!;
    expect((await byId(first!.weaponId)).objectId).toBe(first!.objectId);
    expect((await byId(second!.weaponId)).objectId).toBe(1);
  });
});
