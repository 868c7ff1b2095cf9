// Items, their wear states and dated prices (Drizzle only).
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  MAX_DB_INT,
  parseIdOrSlug,
  STORAGE_ITEMS,
  type ItemLink,
  type ItemPriceSeries,
  type ItemWear,
} from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { latestPrices, type LatestPrice } from '../prices';
import { iso } from '../../db/reads';
import {
  armorPieces,
  itemPricePoints,
  items,
  itemVariants,
  keycards,
  maps,
  rounds,
  weapons,
} from '../../db/schema';

export type ItemRow = typeof items.$inferSelect;
export type VariantRow = typeof itemVariants.$inferSelect & {
  /** The newest market price at least 7 and at most 14 days before this state's price. */
  week_before: number | null;
};

/** A price older than this is not a "week before" figure (series keep only changes, with gaps). */
const WEEK_WINDOW_DAYS = 14;

/** Every state of the given items (all items when `ids` is left out), with its price a week before. */
export async function listVariants(db: Db, ids?: number[]): Promise<VariantRow[]> {
  if (ids && !ids.length) return [];
  const rows = await db
    .select({
      variant: itemVariants,
      // Written out in full: inside the subquery, a bare column name would be the point's own.
      week_before: sql<number | null>`(
        select p.price from item_price_points p
        where p.item_id = item_variants.item_id and p.wear = item_variants.wear and p.kind = 'market'
          and p.day <= (item_variants.price_as_of at time zone 'UTC')::date - 7
          and p.day >= (item_variants.price_as_of at time zone 'UTC')::date - ${sql.raw(String(WEEK_WINDOW_DAYS))}
        order by p.day desc limit 1)`,
    })
    .from(itemVariants)
    .where(ids ? inArray(itemVariants.item_id, ids) : undefined);
  return rows.map((r) => ({ ...r.variant, week_before: r.week_before }));
}

export const listItemRows = (db: Db): Promise<ItemRow[]> => db.select().from(items).orderBy(asc(items.name));

/** The largest object id we look up: 15 digits, well inside a safe integer. */
const OBJECT_ID_MAX = 999_999_999_999_999;

/** An item by our id, its slug, or the game's object id (a listing id's wear suffix allowed). */
export async function findItemRow(db: Db | Tx, key: string): Promise<ItemRow | null> {
  // Our ids are PostgreSQL integers; the game's object ids have 9 to 11 digits (a bigint), and a
  // listing id is one with a wear suffix (`11050006002-1`). Longer digit strings name nothing.
  const listing = /^(\d{9,15})-\d$/.exec(key);
  const named = parseIdOrSlug(listing?.[1] ?? key, { maxId: OBJECT_ID_MAX });
  const number = named && 'id' in named ? named.id : null;
  const ourId = number !== null && !listing && number <= MAX_DB_INT ? number : null;
  const objectId = number !== null && (listing || key.length >= 9) ? number : null;
  const [row] = await db
    .select()
    .from(items)
    .where(
      or(
        eq(items.slug, key),
        ourId !== null ? eq(items.id, ourId) : undefined,
        objectId !== null ? eq(items.object_id, objectId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Every dated price of one item, one series per state, kind and source, oldest point first. */
export async function findPriceSeries(db: Db, itemId: number): Promise<ItemPriceSeries[]> {
  const rows = await db
    .select({
      wear: itemPricePoints.wear,
      kind: itemPricePoints.kind,
      source: itemPricePoints.source,
      day: itemPricePoints.day,
      price: itemPricePoints.price,
    })
    .from(itemPricePoints)
    .where(eq(itemPricePoints.item_id, itemId))
    .orderBy(asc(itemPricePoints.wear), asc(itemPricePoints.kind), asc(itemPricePoints.day));
  const series = new Map<string, ItemPriceSeries>();
  for (const r of rows) {
    const key = `${r.wear}|${r.kind}|${r.source}`;
    let s = series.get(key);
    if (!s) {
      s = {
        wear: r.wear as ItemWear,
        kind: r.kind as ItemPriceSeries['kind'],
        source: r.source,
        points: [],
      };
      series.set(key, s);
    }
    s.points.push([r.day, r.price]);
  }
  return [...series.values()];
}

export async function hasPriceHistory(db: Db, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: itemPricePoints.id })
    .from(itemPricePoints)
    .where(eq(itemPricePoints.item_id, itemId))
    .limit(1);
  return Boolean(row);
}

/**
 * What the item is elsewhere on the wiki: a room key's keycard and a weapon (by Chinese client
 * name), a backpack or chest rig (storage, by Chinese name), a round or armour piece (by object id).
 */
export async function findItemLinks(db: Db, item: ItemRow): Promise<ItemLink[]> {
  const links: ItemLink[] = [];
  if (item.subcategory === 'key') {
    const cards = await db
      .select({
        id: keycards.id,
        name: keycards.name,
        map: maps.name,
        price: keycards.cardValue,
        price_as_of: keycards.priceAsOf,
      })
      .from(keycards)
      .innerJoin(maps, eq(maps.id, keycards.mapId))
      .where(and(eq(keycards.nameOriginal, item.name_cn), isNull(keycards.deletedAt)));
    // A card without a sourced or entered price stores 0 with no day: that is no price.
    links.push(
      ...cards.map((c) => ({ kind: 'keycard' as const, ...c, price: c.price_as_of ? c.price : null })),
    );
  }
  if (item.category === 'gun') {
    const found = await db
      .select({ slug: weapons.slug, name: weapons.name })
      .from(weapons)
      .where(and(eq(weapons.nameOriginal, item.name_cn), isNull(weapons.deletedAt)));
    const prices = await latestPrices(
      db,
      'weapon',
      found.map((w) => w.slug),
    );
    links.push(
      ...found.map((w) => ({
        kind: 'weapon' as const,
        id: w.slug,
        name: w.name,
        map: null,
        ...priced(prices.get(w.slug)),
      })),
    );
  }
  if (item.subcategory === 'bag' || item.subcategory === 'chest') {
    const storage = STORAGE_ITEMS.filter((s) => s.name_cn === item.name_cn);
    const prices = await latestPrices(
      db,
      'storage',
      storage.map((s) => s.id),
    );
    for (const s of storage)
      links.push({ kind: 'storage', id: s.id, name: s.name, map: null, ...priced(prices.get(s.id)) });
  }
  if (item.category === 'ammo') {
    const found = await db
      .select({ id: rounds.id, name: rounds.name, price: rounds.price, price_as_of: rounds.price_as_of })
      .from(rounds)
      .where(or(eq(rounds.object_id, item.object_id), eq(rounds.name_cn, item.name_cn)));
    links.push(...found.map((r) => ({ kind: 'round' as const, map: null, ...r })));
  }
  if (item.subcategory === 'armor' || item.subcategory === 'helmet') {
    const found = await db
      .select({
        id: armorPieces.id,
        name: armorPieces.name,
        price: armorPieces.price,
        price_as_of: armorPieces.price_as_of,
      })
      .from(armorPieces)
      .where(or(eq(armorPieces.object_id, item.object_id), eq(armorPieces.name_cn, item.name_cn)));
    links.push(...found.map((a) => ({ kind: 'armor' as const, map: null, ...a })));
  }
  return links;
}

const priced = (p: LatestPrice | undefined) => ({ price: p?.price ?? null, price_as_of: p?.as_of ?? null });

/** The slug of every item, for the sitemap (a page's title comes from its own read). */
export const listItemHeads = (db: Db) => db.select({ slug: items.slug }).from(items);

export const isoOrNull = (at: string | null) => (at ? iso(at) : null);
