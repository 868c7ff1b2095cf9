// Newest sourced market price per weapon or storage item (item_prices keeps one row per change).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { itemPrices } from '../../db/schema';

export type PriceKind = 'weapon' | 'storage';

export interface LatestPrice {
  item_key: string;
  price: number;
  as_of: string;
  source: string | null;
}

/** Latest row per item of one kind, optionally only for the given keys. */
export async function latestPrices(
  db: Db,
  kind: PriceKind,
  keys?: string[],
): Promise<Map<string, LatestPrice>> {
  if (keys && !keys.length) return new Map();
  const rows = await db
    .selectDistinctOn([itemPrices.itemKey], {
      item_key: itemPrices.itemKey,
      price: itemPrices.price,
      as_of: itemPrices.asOf,
      source: itemPrices.source,
    })
    .from(itemPrices)
    .where(and(eq(itemPrices.kind, kind), keys ? inArray(itemPrices.itemKey, keys) : undefined))
    .orderBy(itemPrices.itemKey, desc(itemPrices.asOf));
  return new Map(rows.map((r) => [r.item_key, r]));
}
