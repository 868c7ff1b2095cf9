// db:import of a market snapshot (the shape of seed/data/sources/items.json) and of a {name, price}
// list into market items: matching by listing id, then Chinese listing name; figures that only move
// forward in time; dated points kept; no market price, nothing written; a bad file, nothing written.
// One price per thing: a snapshot's market price also moves the keycard, weapon, storage item, round
// or armour piece that market item is, to the same price and day, never back to an older one.
import fs from 'node:fs';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPriceFile } from '../../src/ops/import-prices';
import { parsePriceFile, PriceFileError } from '../../src/ops/price-file';
import { armorPieces, itemPricePoints, itemPrices, items, itemVariants } from '../../src/db/schema';
import { keycards, priceHistory, rounds, weapons } from '../../src/db/schema';
import { createTestApp, engine, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Market {
  price: number | null;
  as_of: string | null;
  [figure: string]: unknown;
}
interface Entry {
  object_id: string;
  name_cn: string;
  market: Market | null;
  [field: string]: unknown;
}
const source: { as_of: string; items: Entry[] } = JSON.parse(
  fs.readFileSync(new URL('../../src/db/seed/data/sources/items.json', import.meta.url), 'utf8'),
);
const entry = (id: string) => source.items.find((e) => e.object_id === id)!;
// Two states of one armour piece (wear suffixes), an item without wear, and one without a market price.
const priced = source.items.filter((e) => e.market?.price != null);
const armour = priced.find((e) => e.object_id.endsWith('-1'))!;
const armourWorn = entry(`${armour.object_id.slice(0, -2)}-3`);
const plain = priced.find((e) => !e.object_id.includes('-'))!;
const unpriced = source.items.find((e) => e.market?.price == null)!;

const SOURCE = 'Test snapshot';
const snapshot = (entries: Entry[]) => parsePriceFile({ as_of: source.as_of, items: entries });
const importSnapshot = (entries: Entry[], src = SOURCE) =>
  importPriceFile(t.db, snapshot(entries), { source: src });

/** `2026-08-02T11:24+08:00` moved by whole days, offset and time as written. */
const shift = (asOf: string, days: number) =>
  new Date(Date.parse(`${asOf.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10) +
  asOf.slice(10);
const withMarket = (e: Entry, market: Partial<Market>): Entry => ({
  ...e,
  market: { ...e.market!, ...market },
});

const variant = async (listingId: string) =>
  (await t.db.select().from(itemVariants).where(eq(itemVariants.listing_id, listingId)))[0]!;
const points = async (listingId: string) => {
  const v = await variant(listingId);
  return t.db
    .select({ day: itemPricePoints.day, price: itemPricePoints.price, source: itemPricePoints.source })
    .from(itemPricePoints)
    .where(and(eq(itemPricePoints.item_id, v.item_id), eq(itemPricePoints.wear, v.wear)));
};
const totalPoints = async () => (await t.db.select({ n: count() }).from(itemPricePoints))[0]!.n;
/** How the report names a state: the item's English name, with its wear. */
const label = async (listingId: string) => {
  const v = await variant(listingId);
  const [item] = await t.db.select({ name: items.name }).from(items).where(eq(items.id, v.item_id));
  return v.wear ? `${item!.name} (${v.wear})` : item!.name;
};
const noItems = { updated: [], present: [], skipped: [], noMarketPrice: [] };

describe(`db:import of a market snapshot (${engine()})`, () => {
  it('moves a state to a newer price, keeps the old points and adds the new one', async () => {
    const before = await variant(armour.object_id);
    const oldPoints = await points(armour.object_id);
    expect(before.price).toBe(armour.market!.price); // the seed's figures come from the same snapshot
    expect(oldPoints.length).toBeGreaterThan(0);
    const asOf = shift(armour.market!.as_of!, 1);
    const newer = withMarket(armour, {
      price: before.price! + 1234,
      as_of: asOf,
      yesterday_avg: before.price,
    });

    const r = await importSnapshot([newer]);
    expect(r.marketItems).toEqual({ ...noItems, updated: [await label(armour.object_id)] });
    expect(r.unmatched).toEqual([]);
    const after = await variant(armour.object_id);
    expect(after).toMatchObject({
      price: before.price! + 1234,
      price_source: SOURCE,
      yesterday_avg: before.price,
      seven_day_low: armour.market!.seven_day_low,
    });
    expect(Date.parse(after.price_as_of!)).toBe(Date.parse(asOf));
    const newPoint = { day: asOf.slice(0, 10), price: before.price! + 1234, source: SOURCE };
    expect(await points(armour.object_id)).toEqual(expect.arrayContaining([...oldPoints, newPoint]));
    expect(await points(armour.object_id)).toHaveLength(oldPoints.length + 1);

    const res = await t.app.inject({ method: 'GET', url: `/api/v1/items/${armour.object_id}/prices` });
    expect(res.statusCode).toBe(200);
    const shown = (
      res.json().data.series as { wear: string; kind: string; source: string; points: [string, number][] }[]
    )
      .filter((s) => s.wear === before.wear && s.kind === 'market')
      .flatMap((s) => s.points.map(([day, price]) => ({ day, price, source: s.source })));
    expect(shown).toEqual(expect.arrayContaining([...oldPoints, newPoint]));
  });

  it('changes nothing when the same file is imported again', async () => {
    const newer = withMarket(armour, {
      price: (await variant(armour.object_id)).price,
      as_of: shift(armour.market!.as_of!, 1),
      yesterday_avg: armour.market!.price,
    });
    const row = await variant(armour.object_id);
    const total = await totalPoints();
    const r = await importSnapshot([newer]);
    expect(r.marketItems).toEqual({ ...noItems, present: [await label(armour.object_id)] });
    expect(await variant(armour.object_id)).toEqual(row);
    expect(await totalPoints()).toBe(total);
  });

  it('imports the whole source snapshot, and a second run changes nothing', async () => {
    const file = parsePriceFile(source);
    const first = await importPriceFile(t.db, file, { source: SOURCE });
    expect(first.unmatched).toEqual([]);
    expect(first.marketItems.noMarketPrice).toHaveLength(source.items.length - priced.length);
    // The armour piece was moved past this snapshot above; every other state takes it.
    expect(first.marketItems.skipped).toEqual([await label(armour.object_id)]);
    expect(first.marketItems.updated.length + first.marketItems.present.length).toBe(priced.length - 1);
    // The seed already shows these prices wherever else each thing is shown (one price per thing).
    expect(first.keycards).toEqual({ changed: [], confirmed: [], skipped: [] });
    expect(first.items.added).toEqual([]);
    expect(first.items.present.length).toBeGreaterThan(0);
    expect(first.gear.updated).toEqual([]);
    const rows = await t.db.select().from(itemVariants);
    const total = await totalPoints();

    const again = await importPriceFile(t.db, file, { source: SOURCE });
    expect(again.marketItems.updated).toEqual([]);
    expect([...again.marketItems.present].sort()).toEqual(
      [...first.marketItems.updated, ...first.marketItems.present].sort(),
    );
    expect(again.marketItems.skipped).toEqual(first.marketItems.skipped);
    expect(again.marketItems.noMarketPrice).toEqual(first.marketItems.noMarketPrice);
    expect(again.keycards).toEqual(first.keycards);
    expect(again.items).toEqual(first.items);
    expect(again.gear).toEqual(first.gear);
    expect(await t.db.select().from(itemVariants)).toEqual(rows);
    expect(await totalPoints()).toBe(total);
  });

  it('never moves a state back to an older price (the older day is still kept as a point)', async () => {
    const row = await variant(armour.object_id);
    const asOf = shift(armour.market!.as_of!, -30);
    const older = withMarket(armour, { price: row.price! + 1, as_of: asOf });
    const r = await importSnapshot([older], 'Old snapshot');
    expect(r.marketItems).toEqual({ ...noItems, skipped: [await label(armour.object_id)] });
    expect(await variant(armour.object_id)).toEqual(row);
    expect(await points(armour.object_id)).toContainEqual({
      day: asOf.slice(0, 10),
      price: row.price! + 1,
      source: 'Old snapshot',
    });
  });

  it('writes nothing for an entry without a market price (never the base price)', async () => {
    const unpricedRow = await variant(unpriced.object_id);
    const plainRow = await variant(plain.object_id);
    const total = await totalPoints();
    const r = await importSnapshot([
      withMarket(unpriced, { as_of: shift(source.as_of, 2) }), // price null
      { ...plain, market: null },
    ]);
    expect(r.marketItems).toEqual({
      ...noItems,
      noMarketPrice: [await label(unpriced.object_id), await label(plain.object_id)],
    });
    expect(await variant(unpriced.object_id)).toEqual(unpricedRow);
    expect(await variant(plain.object_id)).toEqual(plainRow);
    expect(await totalPoints()).toBe(total);
  });

  it('refuses a bad file naming the field, and writes nothing', async () => {
    const rows = await t.db.select().from(itemVariants);
    const total = await totalPoints();
    const bad = { as_of: source.as_of, items: [armourWorn, withMarket(armour, { price: 'abc' as never })] };
    expect(() => parsePriceFile(bad)).toThrow(PriceFileError);
    expect(() => parsePriceFile(bad)).toThrow(`items[1] (${armour.object_id}).market.price`);
    expect(() =>
      parsePriceFile({ items: [withMarket(armour, { as_of: '2026-02-30T11:24+08:00' })] }),
    ).toThrow('market.as_of');
    expect(() => parsePriceFile({ items: [{ ...armour, market: undefined }] })).toThrow('market');
    expect(() => parsePriceFile({ prices: [] })).toThrow(PriceFileError);
    // A list needs its day; nothing is written without one.
    await expect(
      importPriceFile(t.db, parsePriceFile([{ name: armour.name_cn, price: 5 }]), { source: SOURCE }),
    ).rejects.toThrow('--date');
    expect(await t.db.select().from(itemVariants)).toEqual(rows);
    expect(await totalPoints()).toBe(total);
  });

  it('matches by the Chinese listing name when the listing id is unknown', async () => {
    const row = await variant(armourWorn.object_id);
    const asOf = shift(source.as_of, 3);
    const renamed: Entry = {
      ...withMarket(armourWorn, { price: row.price! + 7, as_of: asOf }),
      object_id: '99999999999-3',
      name_cn: `  ${armourWorn.name_cn.toLowerCase()} `,
    };
    const r = await importSnapshot([renamed]);
    expect(r.marketItems).toEqual({ ...noItems, updated: [await label(armourWorn.object_id)] });
    expect(await variant(armourWorn.object_id)).toMatchObject({
      price: row.price! + 7,
      price_source: SOURCE,
    });
    expect(await points(armourWorn.object_id)).toContainEqual({
      day: asOf.slice(0, 10),
      price: row.price! + 7,
      source: SOURCE,
    });
    // Neither the id nor the name known: reported, nothing written.
    const total = await totalPoints();
    const unknown = await importSnapshot([{ ...renamed, name_cn: 'No such item' }]);
    expect(unknown.unmatched).toEqual(['No such item (99999999999-3)']);
    expect(await totalPoints()).toBe(total);
  });
});

describe(`db:import of a {name, price} list into market items (${engine()})`, () => {
  it('prices a state by its Chinese listing name or its item by English name, once per day', async () => {
    const [english] = await t.db
      .select({ name: items.name })
      .from(items)
      .innerJoin(itemVariants, eq(itemVariants.item_id, items.id))
      .where(eq(itemVariants.listing_id, plain.object_id));
    const date = shift(source.as_of, 40).slice(0, 10);
    const list = [
      { name: armourWorn.name_cn, price: 4321 },
      { name: english!.name.toUpperCase(), price: 1234 },
      { name: 'No Such Thing', price: 5 },
    ];
    const file = parsePriceFile(list);
    const r = await importPriceFile(t.db, file, { date, source: 'Test feed' });
    expect(r.marketItems).toEqual({
      ...noItems,
      updated: [await label(armourWorn.object_id), await label(plain.object_id)],
    });
    expect(r.unmatched).toEqual(['No Such Thing']);
    const worn = await variant(armourWorn.object_id);
    expect(worn).toMatchObject({ price: 4321, price_source: 'Test feed' });
    expect(Date.parse(worn.price_as_of!)).toBe(Date.parse(`${date}T12:00:00Z`));
    expect(await points(plain.object_id)).toContainEqual({ day: date, price: 1234, source: 'Test feed' });

    const total = await totalPoints();
    const again = await importPriceFile(t.db, file, { date, source: 'Test feed' });
    expect(again.marketItems.present).toEqual(r.marketItems.updated);
    expect(again.marketItems.updated).toEqual([]);
    expect(await totalPoints()).toBe(total);
  });
});

describe(`db:import of a market snapshot: one price per thing (${engine()})`, () => {
  const pricedBy = (id: string | number | null) => priced.find((e) => e.object_id === String(id));
  const pricedByName = (cn: string | null) => priced.find((e) => e.name_cn === cn);
  /** The entry `days` after its own as_of (the seed's day), at `price`. */
  const later = (e: Entry, days: number, price: number) =>
    withMarket(e, { price, as_of: shift(e.market!.as_of!, days) });
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };

  // A keycard, a weapon, a round by object id, a round without one (by Chinese name) and an armour
  // piece with wear states, each with its market entry in the source snapshot.
  let card: typeof keycards.$inferSelect;
  let weapon: { slug: string; name: string; cn: string | null };
  let round: typeof rounds.$inferSelect;
  let roundByName: typeof rounds.$inferSelect;
  let piece: typeof armorPieces.$inferSelect;
  const cardEntry = () => pricedByName(card.nameOriginal)!;
  const weaponEntry = () => pricedByName(weapon.cn)!;
  const roundEntry = () => pricedBy(round.object_id)!;
  const keycard = async () => (await t.db.select().from(keycards).where(eq(keycards.id, card.id)))[0]!;
  const roundRow = async (id = round.id) => (await t.db.select().from(rounds).where(eq(rounds.id, id)))[0]!;
  const pieceRow = async () =>
    (await t.db.select().from(armorPieces).where(eq(armorPieces.id, piece.id)))[0]!;
  const cardHistory = () => t.db.select().from(priceHistory).where(eq(priceHistory.keycardId, card.id));
  const weaponPrices = () =>
    t.db
      .select()
      .from(itemPrices)
      .where(and(eq(itemPrices.kind, 'weapon'), eq(itemPrices.itemKey, weapon.slug)));

  beforeAll(async () => {
    card = (await t.db.select().from(keycards)).find((k) => pricedByName(k.nameOriginal))!;
    weapon = (
      await t.db.select({ slug: weapons.slug, name: weapons.name, cn: weapons.nameOriginal }).from(weapons)
    ).find((w) => pricedByName(w.cn))!;
    round = (await t.db.select().from(rounds).where(isNotNull(rounds.object_id))).find((r) =>
      pricedBy(r.object_id),
    )!;
    roundByName = (await t.db.select().from(rounds).where(isNull(rounds.object_id))).find((r) => r.name_cn)!;
    piece = (await t.db.select().from(armorPieces)).find(
      (a) => pricedBy(`${a.object_id}-1`) && a.object_id !== Number(armour.object_id.slice(0, -2)),
    )!;
    for (const found of [card, weapon, round, roundByName, piece]) expect(found).toBeDefined();
  });

  it('moves a keycard and a weapon to a newer market price: the same price and day as the item', async () => {
    const before = await keycard();
    const history = await cardHistory();
    // The seed shows the snapshot's price on both pages.
    expect(before).toMatchObject({
      cardValue: cardEntry().market!.price,
      priceAsOf: cardEntry().market!.as_of!.slice(0, 10),
    });
    const file = [later(cardEntry(), 60, before.cardValue + 500), later(weaponEntry(), 60, 77_777)];
    const day = file[0]!.market!.as_of!.slice(0, 10);

    const r = await importSnapshot(file);
    expect(r.keycards).toEqual({ changed: [card.name], confirmed: [], skipped: [] });
    expect(r.items).toEqual({ added: [weapon.name], present: [] });
    expect(r.unmatched).toEqual([]);
    expect(await keycard()).toMatchObject({
      cardValue: before.cardValue + 500,
      priceAsOf: day,
      priceSource: SOURCE,
    });
    const added = await cardHistory();
    expect(added).toHaveLength(history.length + 1);
    expect(added.find((h) => !history.some((o) => o.id === h.id))).toMatchObject({
      oldValue: before.cardValue,
      newValue: before.cardValue + 500,
    });
    expect(await weaponPrices()).toContainEqual(
      expect.objectContaining({ price: 77_777, asOf: day, source: SOURCE }),
    );

    // What the pages show: the keycard list and the weapon give the market item's price and day.
    for (const [entry, shown] of [
      [file[0]!, (await get('/keycards')).keycards.find((k: { id: string }) => k.id === card.id)],
      [file[1]!, (await get(`/weapons/${weapon.slug}`)).weapon],
    ] as const) {
      const { item } = await get(`/items/${entry.object_id}`);
      expect(item.price).toBe(entry.market!.price);
      expect(Date.parse(item.price_as_of)).toBe(Date.parse(entry.market!.as_of!));
      const { price, as_of } =
        'card_value' in shown
          ? { price: shown.card_value, as_of: shown.price_as_of }
          : { price: shown.market_price, as_of: shown.market_price_as_of };
      expect({ price, as_of }).toEqual({ price: item.price, as_of: item.price_as_of.slice(0, 10) });
    }
  });

  it('moves a round by object id, a round without one by Chinese name, and armour by its new state only', async () => {
    // No market item of the source is such a round yet: a listing it does not know, by that name.
    const byName: Entry = { ...roundEntry(), object_id: '99999999998', name_cn: roundByName.name_cn! };
    const pieceNew = pricedBy(`${piece.object_id}-1`)!;
    const pieceWorn = pricedBy(`${piece.object_id}-3`)!;
    const pieceBefore = await pieceRow();
    const file = [
      later(roundEntry(), 60, (round.price ?? 0) + 11),
      later(byName, 60, (roundByName.price ?? 0) + 12),
      later(pieceWorn, 61, 1), // a worn state's price is not the piece's
    ];
    const day = file[0]!.market!.as_of!.slice(0, 10);
    const r = await importSnapshot(file);
    expect(r.unmatched).toEqual([]);
    expect(r.gear.updated).toEqual([round.name ?? round.name_cn, roundByName.name ?? roundByName.name_cn]);
    expect(await roundRow()).toMatchObject({ price: (round.price ?? 0) + 11, price_as_of: day });
    expect(await roundRow(roundByName.id)).toMatchObject({
      price: (roundByName.price ?? 0) + 12,
      price_as_of: day,
    });
    expect(await pieceRow()).toEqual(pieceBefore);
    const { round: shown } = await get(`/ammo/${round.id}`);
    expect(shown).toMatchObject({ price: (round.price ?? 0) + 11, price_as_of: day });

    const newer = await importSnapshot([later(pieceNew, 61, 12_345)]);
    expect(newer.gear.updated).toEqual([piece.name ?? piece.name_cn]);
    expect(await pieceRow()).toMatchObject({
      price: 12_345,
      price_as_of: shift(pieceNew.market!.as_of!, 61).slice(0, 10),
    });
  });

  it('never moves a keycard, weapon or round back to an older price', async () => {
    const cardRow = await keycard();
    const roundBefore = await roundRow();
    const weaponRows = await weaponPrices();
    const r = await importSnapshot(
      [later(cardEntry(), 30, 1), later(roundEntry(), 30, 1), later(weaponEntry(), -400, 1)],
      'Old snapshot',
    );
    expect(r.keycards).toEqual({ changed: [], confirmed: [], skipped: [card.name] });
    expect(r.gear.updated).toEqual([]);
    expect(await keycard()).toEqual(cardRow);
    expect(await roundRow()).toEqual(roundBefore);
    // A weapon keeps one row per day: the older day is kept, the newest row is still the price.
    expect(await weaponPrices()).toHaveLength(weaponRows.length + 1);
    expect((await get(`/weapons/${weapon.slug}`)).weapon.market_price).toBe(77_777);
  });

  it('changes nothing when the same newer file is imported again', async () => {
    const file = [
      later(cardEntry(), 60, (await keycard()).cardValue),
      later(weaponEntry(), 60, 77_777),
      later(roundEntry(), 60, (await roundRow()).price!),
    ];
    const rows = { card: await keycard(), round: await roundRow(), weapon: await weaponPrices() };
    const history = await cardHistory();
    const r = await importSnapshot(file);
    expect(r.keycards).toEqual({ changed: [], confirmed: [], skipped: [] });
    expect(r.items).toEqual({ added: [], present: [weapon.name] });
    expect(r.gear.updated).toEqual([]);
    expect({ card: await keycard(), round: await roundRow(), weapon: await weaponPrices() }).toEqual(rows);
    expect(await cardHistory()).toEqual(history);
  });
});
