// `npm run db:import -- prices.json --date YYYY-MM-DD`: loads one market snapshot in the shape of
// the daily source feed (`[{ name, price, … }]`, extra fields ignored) in one transaction.
// Names match keycards, weapons and storage items by their Chinese client name or English name.
// Keycards get a change entry only when the price differs (and their price date moves to `date`);
// weapons and storage items get one row per item and day. Running it twice for a date changes nothing.
// Through importPriceFile (the CLI), names also match market items (a state's Chinese listing name,
// or an item's English name for its state without wear), and a file may instead be a market
// snapshot in the shape of seed/data/sources/items.json (`{ as_of, items: [{ object_id, name_cn,
// market }] }`), each entry dated by its own market.as_of. An item state's market figures move only
// forward in time; every matched price is also kept as a dated point (one per state, kind and day).
// One price per thing: a snapshot's market price also goes, for the same day (market.as_of's date),
// to the keycard, weapon or storage item of that Chinese name (the list's rules above) and to the
// round or armour piece that market item is (by object id; a round without one by Chinese name; of
// an item with wear states only the new one, `-1`), unless a newer price is stored there.
import { STORAGE_ITEMS } from '@dfwiki/shared';
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/database';
import { armorPieces, itemPricePoints, itemPrices, items, itemVariants, keycards } from '../db/schema';
import { rounds, weapons } from '../db/schema';
import { changePrice, setPriceLabel } from '../features/keycards';
import { localDay } from './seed/load-items';

export const SnapshotSchema = z.array(
  z.looseObject({ name: z.string().trim().min(1), price: z.number().int().min(0).max(1_000_000_000) }),
);
export const ImportDateSchema = z.iso.date();

const count = z.number().int().min(0).max(1_000_000_000);
/** A time as a snapshot writes it, with its offset: its first 10 characters are the source's own day. */
const SnapshotTimeSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
    'expected a time with its offset, such as 2026-08-02T11:24+08:00',
  )
  .refine((s) => ImportDateSchema.safeParse(s.slice(0, 10)).success && !Number.isNaN(Date.parse(s)), {
    message: 'not a real date and time',
  });
const figure = count.nullable().default(null);
const MarketSchema = z
  .looseObject({
    price: count.nullable(),
    as_of: SnapshotTimeSchema.nullable(),
    yesterday_avg: figure,
    yesterday_low: figure,
    yesterday_high: figure,
    seven_day_low: figure,
    seven_day_high: figure,
  })
  .refine((m) => m.price === null || m.as_of !== null, {
    message: 'a market price needs the time it was read (as_of)',
    path: ['as_of'],
  });
/** A market snapshot (seed/data/sources/items.json): extra fields ignored; `market` null or without a price: none. */
export const MarketSnapshotSchema = z.looseObject({
  as_of: z.string().optional(),
  items: z.array(
    z.looseObject({
      object_id: z.string().regex(/^\d+(-\d)?$/, 'expected a listing id such as 11050006002-1'),
      name_cn: z.string().trim().min(1),
      market: MarketSchema.nullable(),
    }),
  ),
});
export type MarketSnapshot = z.output<typeof MarketSnapshotSchema>;

/** The two shapes db:import reads. */
export type PriceFile =
  | { shape: 'list'; entries: z.output<typeof SnapshotSchema> }
  | { shape: 'snapshot'; snapshot: MarketSnapshot };

/** A file db:import refuses; the message names the first bad field. Nothing is written. */
export class PriceFileError extends Error {}

/** `items[3] (11050006002-1).market.price: …`: where the first problem is, and what it is. */
function firstProblem(json: unknown, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  let where = '';
  let at: unknown = json;
  for (const key of issue.path) {
    where += typeof key === 'number' ? `[${key}]` : `${where ? '.' : ''}${String(key)}`;
    at = at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
    // An entry of a snapshot is named by its listing id as well as its position.
    const id = at && typeof at === 'object' ? (at as { object_id?: unknown }).object_id : undefined;
    if (typeof key === 'number' && typeof id === 'string') where += ` (${id})`;
  }
  return `${where || 'the file'}: ${issue.message}`;
}

/** Tells the two shapes apart and checks the file; throws PriceFileError naming the bad field. */
export function parsePriceFile(json: unknown): PriceFile {
  if (Array.isArray(json)) {
    const list = SnapshotSchema.safeParse(json);
    if (!list.success)
      throw new PriceFileError(`not a list of {name, price} entries: ${firstProblem(json, list.error)}`);
    return { shape: 'list', entries: list.data };
  }
  if (json && typeof json === 'object' && 'items' in json) {
    const snapshot = MarketSnapshotSchema.safeParse(json);
    if (!snapshot.success)
      throw new PriceFileError(
        `not a market snapshot {items: [{object_id, name_cn, market}]}: ${firstProblem(json, snapshot.error)}`,
      );
    return { shape: 'snapshot', snapshot: snapshot.data };
  }
  throw new PriceFileError(
    'expected a list of {name, price} entries or a market snapshot {as_of, items: [{object_id, name_cn, market}]}',
  );
}

export interface ImportReport {
  keycards: { changed: string[]; confirmed: string[]; skipped: string[] };
  items: { added: string[]; present: string[] };
  unmatched: string[];
}

/** The market items part: states whose figures moved, were already these, or are newer than the file. */
export interface MarketItemsReport {
  updated: string[];
  present: string[];
  /** A newer price is stored; the file's dated point is still kept. */
  skipped: string[];
  /** Snapshot entries without a market price: nothing is written for them. */
  noMarketPrice: string[];
}

export interface MarketImportReport extends ImportReport {
  marketItems: MarketItemsReport;
  /** Rounds and armour pieces whose price or price date a snapshot moved. */
  gear: { updated: string[] };
}

const norm = (s: string) => s.trim().toLocaleLowerCase();

type Target =
  { kind: 'keycard'; id: string; label: string } | { kind: 'weapon' | 'storage'; key: string; label: string };

/** Keycards, weapons and storage items by Chinese client name, and (`english`) by English name. */
async function targets(tx: Tx, { english }: { english: boolean }): Promise<Map<string, Target>> {
  const byName = new Map<string, Target>();
  const add = (en: string, cn: string | null, t: Target) => {
    for (const n of english ? [en, cn] : [cn]) if (n) byName.set(norm(n), t);
  };
  for (const k of await tx
    .select({ id: keycards.id, name: keycards.name, cn: keycards.nameOriginal })
    .from(keycards))
    add(k.name, k.cn, { kind: 'keycard', id: k.id, label: k.name });
  for (const w of await tx
    .select({ slug: weapons.slug, name: weapons.name, cn: weapons.nameOriginal })
    .from(weapons))
    add(w.name, w.cn, { kind: 'weapon', key: w.slug, label: w.name });
  for (const s of STORAGE_ITEMS) add(s.name, s.name_cn, { kind: 'storage', key: s.id, label: s.name });
  return byName;
}

/** A round or armour piece, and how the report names it. */
interface GearTarget {
  table: typeof rounds | typeof armorPieces;
  id: string;
  label: string;
}

/**
 * The rounds and armour pieces a snapshot entry is: by its object id (of an item with wear states
 * only the new state, `-1`), and a round without an object id by its Chinese name.
 */
async function gearTargets(tx: Tx) {
  const byObjectId = new Map<string, GearTarget[]>();
  const byName = new Map<string, GearTarget[]>();
  const add = (map: Map<string, GearTarget[]>, key: string, t: GearTarget) =>
    map.set(key, [...(map.get(key) ?? []), t]);
  const cols = (t: typeof rounds | typeof armorPieces) => ({
    id: t.id,
    name: t.name,
    cn: t.name_cn,
    objectId: t.object_id,
  });
  for (const table of [rounds, armorPieces])
    for (const r of await tx.select(cols(table)).from(table)) {
      const t = { table, id: r.id, label: r.name ?? r.cn ?? r.id };
      if (r.objectId !== null) add(byObjectId, String(r.objectId), t);
      else if (table === rounds && r.cn) add(byName, norm(r.cn), t);
    }
  return (objectId: string, nameCn: string): GearTarget[] => {
    const [base = objectId, wear] = objectId.split('-');
    if (wear !== undefined && wear !== '1') return []; // a worn state's price is not the item's
    return [...(byObjectId.get(base) ?? []), ...(byName.get(norm(nameCn)) ?? [])];
  };
}

/**
 * Gives a round or armour piece the price of `day` unless a newer one is stored (a sourced price,
 * not an editor's write: no revision). As keycards: `updated_at` moves only when the price changes.
 */
async function writeGearPrice(
  tx: Tx,
  t: GearTarget,
  price: number,
  day: string,
  report: MarketImportReport['gear'],
) {
  const { table } = t;
  const differs = sql`${table.price} is distinct from ${price}`;
  const updated = await tx
    .update(table)
    .set({
      price,
      price_as_of: day,
      updated_at: sql`case when ${differs} then now() else ${table.updated_at} end`,
    })
    .where(
      and(
        eq(table.id, t.id),
        or(isNull(table.price_as_of), lt(table.price_as_of, day), and(eq(table.price_as_of, day), differs)),
      ),
    )
    .returning({ id: table.id });
  if (updated.length) report.updated.push(t.label);
}

/** One wear state of a market item, and how the report names it. */
interface VariantTarget {
  itemId: number;
  wear: string;
  listingId: string;
  label: string;
}

/** Every item state by listing id, and by Chinese listing name or (its state without wear) English name. */
async function variantTargets(tx: Tx) {
  const rows = await tx
    .select({
      itemId: itemVariants.item_id,
      wear: itemVariants.wear,
      listingId: itemVariants.listing_id,
      cn: itemVariants.name_cn,
      name: items.name,
    })
    .from(itemVariants)
    .innerJoin(items, eq(items.id, itemVariants.item_id));
  const byId = new Map<string, VariantTarget>();
  const byName = new Map<string, VariantTarget>();
  for (const r of rows) {
    const target = { ...r, label: r.wear ? `${r.name} (${r.wear})` : r.name };
    byId.set(r.listingId, target);
    byName.set(norm(r.cn), target);
  }
  // English names come second: a Chinese listing name of the same spelling wins.
  for (const r of rows)
    if (!r.wear && !byName.has(norm(r.name))) byName.set(norm(r.name), byId.get(r.listingId)!);
  return { byId, byName };
}

const FIGURES = [
  'yesterday_avg',
  'yesterday_low',
  'yesterday_high',
  'seven_day_low',
  'seven_day_high',
] as const;
type Figures = Record<(typeof FIGURES)[number], number | null>;

/**
 * Keeps one market price of a state as a dated point (day: the date part of `asOf` as written),
 * and moves the state's figures to it unless the stored ones are newer. Idempotent.
 */
async function writeMarketPrice(
  tx: Tx,
  v: VariantTarget,
  m: { price: number; asOf: string; figures?: Figures },
  source: string,
  report: MarketItemsReport,
) {
  await tx
    .insert(itemPricePoints)
    .values({
      item_id: v.itemId,
      wear: v.wear,
      day: localDay(m.asOf),
      price: m.price,
      kind: 'market',
      source,
    })
    .onConflictDoNothing();
  const set = { price: m.price, price_source: source, ...m.figures };
  const differs = (Object.keys(set) as (keyof typeof set)[]).map(
    (k): SQL => sql`${itemVariants[k]} is distinct from ${set[k]}`,
  );
  const asOf = sql`${m.asOf}::timestamptz`;
  const updated = await tx
    .update(itemVariants)
    .set({ ...set, price_as_of: m.asOf })
    .where(
      and(
        eq(itemVariants.listing_id, v.listingId),
        or(
          isNull(itemVariants.price_as_of),
          sql`${itemVariants.price_as_of} < ${asOf}`,
          and(sql`${itemVariants.price_as_of} = ${asOf}`, or(...differs)),
        ),
      ),
    )
    .returning({ id: itemVariants.item_id });
  if (updated.length) {
    report.updated.push(v.label);
    return;
  }
  const [stored] = await tx
    .select({ newer: sql<boolean>`${itemVariants.price_as_of} > ${asOf}` })
    .from(itemVariants)
    .where(eq(itemVariants.listing_id, v.listingId));
  (stored?.newer ? report.skipped : report.present).push(v.label);
}

const emptyReport = (): MarketImportReport => ({
  keycards: { changed: [], confirmed: [], skipped: [] },
  items: { added: [], present: [] },
  unmatched: [],
  marketItems: { updated: [], present: [], skipped: [], noMarketPrice: [] },
  gear: { updated: [] },
});

/** Appends one day's prices; nothing is written when anything fails. */
export async function importPrices(
  db: Db,
  entries: z.infer<typeof SnapshotSchema>,
  date: string,
  source: string,
): Promise<ImportReport> {
  const { marketItems: _, gear: __, ...report } = emptyReport();
  await db.transaction((tx) => applyPriceList(tx, entries, date, source, report));
  return report;
}

/**
 * Imports a checked file (parsePriceFile) in one transaction: a list of {name, price} (needs `date`;
 * market items as well as keycards, weapons and storage) or a market snapshot (dated per entry).
 */
export async function importPriceFile(
  db: Db,
  file: PriceFile,
  options: { date?: string; source: string },
): Promise<MarketImportReport> {
  const report = emptyReport();
  const { date, source } = options;
  if (file.shape === 'list') {
    if (!date)
      throw new PriceFileError('a list of {name, price} entries needs the day of its prices (--date)');
    await db.transaction(async (tx) => {
      const variants = (await variantTargets(tx)).byName;
      await applyPriceList(tx, file.entries, date, source, report, { variants, report: report.marketItems });
    });
    return report;
  }
  await db.transaction(async (tx) => {
    const { byId, byName } = await variantTargets(tx);
    const named = await targets(tx, { english: false });
    const gear = await gearTargets(tx);
    for (const entry of file.snapshot.items) {
      const v = byId.get(entry.object_id) ?? byName.get(norm(entry.name_cn));
      const target = named.get(norm(entry.name_cn));
      const pieces = gear(entry.object_id, entry.name_cn);
      if (!v && !target && !pieces.length) {
        report.unmatched.push(`${entry.name_cn} (${entry.object_id})`);
        continue;
      }
      const market = entry.market;
      if (market?.price == null || !market.as_of) {
        // Never the base price in its place.
        report.marketItems.noMarketPrice.push(v?.label ?? entry.name_cn);
        continue;
      }
      const figures = Object.fromEntries(FIGURES.map((k) => [k, market[k]])) as Figures;
      if (v)
        await writeMarketPrice(
          tx,
          v,
          { price: market.price, asOf: market.as_of, figures },
          source,
          report.marketItems,
        );
      // The same price on the same day wherever else the thing is shown.
      const day = localDay(market.as_of);
      if (target) await applyTargetPrice(tx, target, market.price, day, source, report);
      for (const piece of pieces) await writeGearPrice(tx, piece, market.price, day, report.gear);
    }
  });
  return report;
}

async function applyPriceList(
  tx: Tx,
  entries: z.infer<typeof SnapshotSchema>,
  date: string,
  source: string,
  report: ImportReport,
  market?: { variants: Map<string, VariantTarget>; report: MarketItemsReport },
) {
  const byName = await targets(tx, { english: true });
  for (const entry of entries) {
    const target = byName.get(norm(entry.name));
    // A market item of that name gets the price too (at noon UTC of `date`, as keycards' changes).
    const variant = market?.variants.get(norm(entry.name));
    if (market && variant)
      await writeMarketPrice(
        tx,
        variant,
        { price: entry.price, asOf: `${date}T12:00:00Z` },
        source,
        market.report,
      );
    if (!target) {
      if (!variant) report.unmatched.push(entry.name);
      continue;
    }
    await applyTargetPrice(tx, target, entry.price, date, source, report);
  }
}

/**
 * The price of `date` for a keycard (a change entry only when the price differs; skipped when a
 * newer day is stored; a same price of a newer day confirms it) or a weapon or storage item (one
 * row per item and day). Idempotent.
 */
async function applyTargetPrice(
  tx: Tx,
  target: Target,
  price: number,
  date: string,
  source: string,
  report: ImportReport,
) {
  if (target.kind !== 'keycard') {
    const inserted = await tx
      .insert(itemPrices)
      .values({ kind: target.kind, itemKey: target.key, price, asOf: date, source })
      .onConflictDoNothing()
      .returning({ id: itemPrices.id });
    (inserted.length ? report.items.added : report.items.present).push(target.label);
    return;
  }
  const [card] = await tx
    .select({ value: keycards.cardValue, asOf: keycards.priceAsOf })
    .from(keycards)
    .where(eq(keycards.id, target.id))
    .for('update');
  if (!card) return;
  if (card.asOf && card.asOf > date) {
    report.keycards.skipped.push(target.label); // a newer price is already there
  } else if (card.value !== price) {
    await changePrice(tx, target.id, card.value, price, {
      source,
      asOf: date,
      changedAt: `${date}T12:00:00.000Z`,
    });
    report.keycards.changed.push(target.label);
  } else if (card.asOf !== date) {
    // Same price, newer day: the price is confirmed fresh without a change entry.
    await setPriceLabel(tx, target.id, source, date);
    report.keycards.confirmed.push(target.label);
  }
}
