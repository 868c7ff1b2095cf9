// What a price import writes to, found by name or object id, and the writes themselves: keycards,
// weapons and storage items by name; rounds and armour pieces by the market item they are; market
// item states with their dated price points. Each write keeps a newer stored price (import-prices.ts
// says the rules).
import { STORAGE_ITEMS } from '@dfwiki/shared';
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { armorPieces, itemPricePoints, items, itemVariants, keycards } from '../db/schema';
import { rounds, weapons } from '../db/schema';
import { localDay } from './seed/load-items';

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

export const norm = (s: string) => s.trim().toLocaleLowerCase();

export type Target =
  { kind: 'keycard'; id: string; label: string } | { kind: 'weapon' | 'storage'; key: string; label: string };

/** Keycards, weapons and storage items by Chinese client name, and (`english`) by English name. */
export async function targets(tx: Tx, { english }: { english: boolean }): Promise<Map<string, Target>> {
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
export interface GearTarget {
  table: typeof rounds | typeof armorPieces;
  id: string;
  label: string;
}

/**
 * The rounds and armour pieces a snapshot entry is: by its object id (of an item with wear states
 * only the new state, `-1`), and a round without an object id by its Chinese name.
 */
export async function gearTargets(tx: Tx) {
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
export async function writeGearPrice(
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
export interface VariantTarget {
  itemId: number;
  wear: string;
  listingId: string;
  label: string;
}

/** Every item state by listing id, and by Chinese listing name or (its state without wear) English name. */
export async function variantTargets(tx: Tx) {
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

export const FIGURES = [
  'yesterday_avg',
  'yesterday_low',
  'yesterday_high',
  'seven_day_low',
  'seven_day_high',
] as const;
export type Figures = Record<(typeof FIGURES)[number], number | null>;

/**
 * Keeps one market price of a state as a dated point (day: the date part of `asOf` as written),
 * and moves the state's figures to it unless the stored ones are newer. Idempotent.
 */
export async function writeMarketPrice(
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
