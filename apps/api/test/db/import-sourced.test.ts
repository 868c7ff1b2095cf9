// `npm run db:import -- --sourced`: adds the sourced rotation versions a database lacks, never twice,
// and moves the current flag to the newest sourced version only when the current one is older; adds
// the sourced keycards a database lacks; writes the sourced weapon base stats unless an editor
// changed them; replaces the instant-sell prices older releases seeded (hxj, 2026-08-03) by the
// market price of the market item each thing is, unless an editor or a newer import priced it since.
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { importSourcedData } from '../../src/ops/import-sourced';
import { itemPrices, keycards, priceHistory, rotationVersions, rounds } from '../../src/db/schema';
import { weaponModels, weapons } from '../../src/db/schema';
import { gear } from '../../src/ops/seed/load-gear';
import { SOURCED_ROTATION } from '../../src/ops/seed/rotation';
import { callApi, createTestApp, engine, type TestApp } from '../harness';

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
      expect(report.instantSellReplaced).toEqual({ keycards: [], items: [], gear: [] });
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

// What releases before the market items wrote (git show bfd6d62:apps/api/src/db/seed/data/...).
const HXJ = 'github.com/hxj-2888/delta-force-price-query @ 055d9b3 : data/metadata.json';
const HXJ_SNAPSHOT = `${HXJ} (ShopSellType[2], 2026-08-03)`;
const OLD_DAY = '2026-08-03';
const OLD = {
  keycard: { id: 'zd-cement-plant-office', nameCn: '水泥厂办公室', price: 435072 },
  editedKeycard: { id: 'zd-substation-dormitory', price: 361004 },
  storage: { key: 'gir-field-chest-rig', nameCn: 'GIR野战胸挂', price: 103537 },
  weapon: { key: 'm4a1', nameCn: 'M4A1突击步枪', price: 95910 },
  importedWeapon: { key: 'akm', price: 99144 },
  round: { id: '357-magnum-hp', price: 156 },
};

describe(`importSourcedData: the instant-sell prices of older releases (${engine()})`, () => {
  const history = async (id: string) =>
    (
      await t.db
        .select()
        .from(priceHistory)
        .where(eq(priceHistory.keycardId, id))
        .orderBy(asc(priceHistory.changedAt), asc(priceHistory.id))
    ).map((h) => ({ oldValue: h.oldValue, newValue: h.newValue, at: new Date(h.changedAt).toISOString() }));
  const card = async (id: string) => {
    const [k] = await t.db.select().from(keycards).where(eq(keycards.id, id));
    return { value: k!.cardValue, source: k!.priceSource, asOf: k!.priceAsOf };
  };
  const pricesOf = (kind: string, key: string) =>
    t.db
      .select({ price: itemPrices.price, asOf: itemPrices.asOf, source: itemPrices.source })
      .from(itemPrices)
      .where(and(eq(itemPrices.kind, kind), eq(itemPrices.itemKey, key)))
      .orderBy(asc(itemPrices.asOf));
  const round = async (id: string) =>
    (
      await t.db
        .select({ price: rounds.price, asOf: rounds.price_as_of, sources: rounds.sources })
        .from(rounds)
        .where(eq(rounds.id, id))
    )[0]!;
  /** The market item of that Chinese name: its price and the day of it. */
  const marketItem = async (nameCn: string) => {
    const res = await callApi(t, 'GET', `/items?q=${encodeURIComponent(nameCn)}`);
    const item = res.json().data.items.find((i: { name_cn: string }) => i.name_cn === nameCn);
    return { price: item.price as number, day: (item.price_as_of as string).slice(0, 10) };
  };

  /** A keycard as an older seed left it: the hxj figure as the newest change entry and price. */
  async function oldKeycard(id: string, price: number) {
    const [newest] = await t.db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.keycardId, id))
      .orderBy(desc(priceHistory.changedAt))
      .limit(1);
    expect(new Date(newest!.changedAt).toISOString()).toBe('2026-08-02T12:00:00.000Z');
    await t.db.delete(priceHistory).where(eq(priceHistory.id, newest!.id));
    await t.db.insert(priceHistory).values({
      keycardId: id,
      oldValue: newest!.oldValue,
      newValue: price,
      changedAt: `${OLD_DAY}T12:00:00.000Z`,
    });
    await t.db
      .update(keycards)
      .set({ cardValue: price, priceSource: HXJ_SNAPSHOT, priceAsOf: OLD_DAY })
      .where(eq(keycards.id, id));
  }
  /** A weapon's or storage item's prices as an older seed left them: the hxj row in place of the market one. */
  async function oldItemPrice(kind: 'weapon' | 'storage', key: string, price: number) {
    await t.db.delete(itemPrices).where(and(eq(itemPrices.kind, kind), eq(itemPrices.itemKey, key)));
    await t.db.insert(itemPrices).values({ kind, itemKey: key, price, asOf: OLD_DAY, source: HXJ_SNAPSHOT });
  }

  it('gives each thing the market price and day of its market item, once', async () => {
    const fresh = {
      history: await history(OLD.keycard.id),
      card: await card(OLD.keycard.id),
      storage: await pricesOf('storage', OLD.storage.key),
      weapon: await pricesOf('weapon', OLD.weapon.key),
      round: await round(OLD.round.id),
    };
    await oldKeycard(OLD.keycard.id, OLD.keycard.price);
    await oldItemPrice('storage', OLD.storage.key, OLD.storage.price);
    await oldItemPrice('weapon', OLD.weapon.key, OLD.weapon.price);
    const marketSource = gear.rounds.find((r) => r.id === OLD.round.id)!.sources.at(-1)!;
    await t.db
      .update(rounds)
      .set({
        price: OLD.round.price,
        price_as_of: OLD_DAY,
        sources: fresh.round.sources.filter((s) => s !== marketSource),
      })
      .where(eq(rounds.id, OLD.round.id));

    const report = await importSourcedData(t.db);
    expect(report.instantSellReplaced).toEqual({
      keycards: ['Cement Plant Office'],
      items: ['GIR Field Chest Rig', 'M4A1 Assault Rifle'],
      gear: ['.357 Magnum HP'],
    });

    // The keycard: its market item's price and day, and a history that ends with it (as seeded fresh).
    const key = await marketItem(OLD.keycard.nameCn);
    expect(await card(OLD.keycard.id)).toEqual(fresh.card);
    expect(fresh.card).toMatchObject({ value: key.price, asOf: key.day });
    const keyHistory = await history(OLD.keycard.id);
    expect(keyHistory).toEqual(fresh.history);
    expect(keyHistory.at(-1)).toEqual({
      oldValue: keyHistory.at(-2)!.newValue,
      newValue: key.price,
      at: `${key.day}T12:00:00.000Z`,
    });
    expect(keyHistory.some((h) => h.newValue === OLD.keycard.price)).toBe(false);

    // The storage item and the weapon: the market price is their newest (and only seeded) price.
    const rig = await marketItem(OLD.storage.nameCn);
    expect(await pricesOf('storage', OLD.storage.key)).toEqual(fresh.storage);
    expect(fresh.storage).toMatchObject([{ price: rig.price, asOf: rig.day }]);
    const m4 = await marketItem(OLD.weapon.nameCn);
    expect(await pricesOf('weapon', OLD.weapon.key)).toEqual(fresh.weapon);
    const weapon = (await callApi(t, 'GET', `/weapons/${OLD.weapon.key}`)).json().data.weapon;
    expect(weapon).toMatchObject({ market_price: m4.price, market_price_as_of: m4.day });

    // The round: the market price and day, and the market snapshot cited beside its other sources.
    const magnum = gear.rounds.find((r) => r.id === OLD.round.id)!;
    const ammo = await marketItem(magnum.name_cn!);
    expect(await round(OLD.round.id)).toEqual(fresh.round);
    expect(fresh.round).toMatchObject({ price: ammo.price, asOf: ammo.day });

    // Running again changes nothing.
    const after = {
      history: await history(OLD.keycard.id),
      card: await card(OLD.keycard.id),
      storage: await pricesOf('storage', OLD.storage.key),
      weapon: await pricesOf('weapon', OLD.weapon.key),
      round: await round(OLD.round.id),
    };
    const again = await importSourcedData(t.db);
    expect(again.instantSellReplaced).toEqual({ keycards: [], items: [], gear: [] });
    expect({
      history: await history(OLD.keycard.id),
      card: await card(OLD.keycard.id),
      storage: await pricesOf('storage', OLD.storage.key),
      weapon: await pricesOf('weapon', OLD.weapon.key),
      round: await round(OLD.round.id),
    }).toEqual(after);
  });

  it("keeps a price an editor entered later, a newer import's and an editor's round price", async () => {
    // A keycard from an older release that an editor priced since (no source, dated today).
    const { id } = OLD.editedKeycard;
    await oldKeycard(id, OLD.editedKeycard.price);
    const today = new Date().toISOString();
    await t.db
      .update(keycards)
      .set({ cardValue: 350000, priceSource: null, priceAsOf: today.slice(0, 10) })
      .where(eq(keycards.id, id));
    await t.db
      .insert(priceHistory)
      .values({ keycardId: id, oldValue: OLD.editedKeycard.price, newValue: 350000, changedAt: today });
    // A weapon with the hxj row of an older release and a newer imported price.
    await oldItemPrice('weapon', OLD.importedWeapon.key, OLD.importedWeapon.price);
    await t.db.insert(itemPrices).values({
      kind: 'weapon',
      itemKey: OLD.importedWeapon.key,
      price: 99000,
      asOf: '2026-09-01',
      source: 'Test feed',
    });
    // A round an editor priced (their save dates it today; the hxj citation stays).
    await t.db
      .update(rounds)
      .set({ price: 200, price_as_of: today.slice(0, 10), sources: [HXJ] })
      .where(eq(rounds.id, OLD.round.id));
    const before = {
      card: await card(id),
      history: await history(id),
      weapon: await pricesOf('weapon', OLD.importedWeapon.key),
      round: await round(OLD.round.id),
    };

    const report = await importSourcedData(t.db);
    expect(report.instantSellReplaced).toEqual({ keycards: [], items: [], gear: [] });
    expect({
      card: await card(id),
      history: await history(id),
      weapon: await pricesOf('weapon', OLD.importedWeapon.key),
      round: await round(OLD.round.id),
    }).toEqual(before);
    expect(before.card).toMatchObject({ value: 350000, source: null });
    expect(before.weapon.map((p) => p.asOf)).toEqual([OLD_DAY, '2026-09-01']);
  });
});
