// Items of the market snapshot, their wear states and every sourced daily price, from
// items-data.json (data/derive-items.mjs), validated when read. Adds what a database lacks and
// never changes a stored row, so the seed and `npm run db:import -- --sourced` can both run it.
import fs from 'node:fs';
import { parseDataFile } from '@dfwiki/shared/data-files';
import { ItemCategorySchema, ItemWearSchema } from '@dfwiki/shared';
import { z } from 'zod';
import type { Tx } from '../../db/database';
import { itemPricePoints, items, itemVariants } from '../../db/schema';
import { itemsDataFile } from '../../paths';

const count = z.number().int().nonnegative();
const MarketSchema = z.strictObject({
  price: count,
  as_of: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:\d{2}$/),
  yesterday_avg: count.nullable(),
  yesterday_low: count.nullable(),
  yesterday_high: count.nullable(),
  seven_day_low: count.nullable(),
  seven_day_high: count.nullable(),
});

const ItemsDataFileSchema = z.object({
  snapshot: z.object({ source: z.string().min(1), as_of: z.string() }),
  found_in: z.object({ source: z.string().min(1), as_of: z.iso.date() }),
  history: z.object({ source: z.string().min(1), first_day: z.iso.date(), last_day: z.iso.date() }),
  sources: z.array(z.string().min(1)),
  items: z.array(
    z.strictObject({
      object_id: z.string().regex(/^\d+$/),
      slug: z.string().regex(/^[a-z0-9-]+$/),
      name: z.string().trim().min(1),
      name_cn: z.string().min(1),
      category: ItemCategorySchema,
      subcategory: z.string().min(1),
      subcategory_cn: z.string().nullable(),
      grade: z.number().int().min(0).max(6).nullable(),
      width: count.nullable(),
      length: count.nullable(),
      weight_kg: z.number().nonnegative().nullable(),
      weight_source: z.string().nullable(),
      collectible_type_cn: z.string().nullable(),
      found_in: z.array(z.strictObject({ map_cn: z.string(), area_cn: z.string() })).nullable(),
      sources: z.array(count),
      variants: z.array(
        z.strictObject({
          wear: ItemWearSchema,
          object_id: z.string().regex(/^\d+(-\d)?$/),
          name_cn: z.string().min(1),
          base_price: count.nullable(),
          market: MarketSchema.nullable(),
        }),
      ),
    }),
  ),
  /** Listing id → [day index, price, day index, price, …] from history.first_day. */
  series: z.record(z.string(), z.array(count)),
});
export type ItemsDataFile = z.output<typeof ItemsDataFileSchema>;

let cached: ItemsDataFile | undefined;
/** The data file, validated once per process (it is read only when a database is seeded or imported). */
export function itemsData(): ItemsDataFile {
  cached ??= parseDataFile(
    ItemsDataFileSchema,
    JSON.parse(fs.readFileSync(itemsDataFile(), 'utf8')),
    'items-data.json',
  );
  return cached;
}

/** The day (YYYY-MM-DD) a snapshot time with an offset falls on where it was read (the source's own day). */
export const localDay = (asOf: string) => asOf.slice(0, 10);

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Inserts rows in chunks that stay well below PostgreSQL's bind-parameter limit. */
async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 4000) await insert(rows.slice(i, i + 4000));
}

export interface ItemsLoadReport {
  itemsAdded: number;
  pricePointsAdded: number;
}

export async function loadSourcedItems(tx: Tx): Promise<ItemsLoadReport> {
  const data = itemsData();
  const added = await tx
    .insert(items)
    .values(
      data.items.map(({ variants: _, object_id, sources, ...item }) => ({
        ...item,
        object_id: Number(object_id),
        sources: sources.map((i) => data.sources[i]!),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: items.id, object_id: items.object_id });
  const idOf = new Map(added.map((r) => [String(r.object_id), r.id]));
  const mine = data.items.filter((i) => idOf.has(i.object_id));

  await insertChunked(
    mine.flatMap((item) =>
      item.variants.map((v) => ({
        item_id: idOf.get(item.object_id)!,
        wear: v.wear,
        listing_id: v.object_id,
        name_cn: v.name_cn,
        base_price: v.base_price,
        price: v.market?.price ?? null,
        price_as_of: v.market?.as_of ?? null,
        price_source: v.market ? data.snapshot.source : null,
        yesterday_avg: v.market?.yesterday_avg ?? null,
        yesterday_low: v.market?.yesterday_low ?? null,
        yesterday_high: v.market?.yesterday_high ?? null,
        seven_day_low: v.market?.seven_day_low ?? null,
        seven_day_high: v.market?.seven_day_high ?? null,
      })),
    ),
    (chunk) => tx.insert(itemVariants).values(chunk).onConflictDoNothing(),
  );

  // The daily series (market prices of a price feed), then the snapshot's price as the newest point.
  const points = mine.flatMap((item) =>
    item.variants.flatMap((v) => {
      const base = { item_id: idOf.get(item.object_id)!, wear: v.wear, kind: 'market' };
      const flat = data.series[v.object_id] ?? [];
      const series = [];
      for (let i = 0; i + 1 < flat.length; i += 2)
        series.push({
          ...base,
          day: addDays(data.history.first_day, flat[i]!),
          price: flat[i + 1]!,
          source: data.history.source,
        });
      if (v.market)
        series.push({
          ...base,
          day: localDay(v.market.as_of),
          price: v.market.price,
          source: data.snapshot.source,
        });
      return series;
    }),
  );
  let pricePointsAdded = 0;
  await insertChunked(points, async (chunk) => {
    const rows = await tx
      .insert(itemPricePoints)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ id: itemPricePoints.id });
    pricePointsAdded += rows.length;
  });
  return { itemsAdded: added.length, pricePointsAdded };
}
