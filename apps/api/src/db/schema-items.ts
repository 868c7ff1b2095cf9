// Items of the game's market: one row per item (armour and helmets in wear states are one item),
// one row per state with the market figures of the newest snapshot, and every dated price point
// with its source and kind (docs/items.md). Field names are the API's, as in schema-gear.ts.
import { sql } from 'drizzle-orm';
import { bigint, check, date, doublePrecision, index, integer, jsonb } from 'drizzle-orm/pg-core';
import { pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** The game's object id, without a wear suffix. */
    object_id: bigint('object_id', { mode: 'number' }).notNull().unique(),
    /** Our English name (a translation: the sources name items in Chinese only). */
    name: text('name').notNull(),
    name_cn: text('name_cn').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    subcategory_cn: text('subcategory_cn'),
    grade: integer('grade'),
    width: integer('width'),
    length: integer('length'),
    weight_kg: doublePrecision('weight_kg'),
    weight_source: text('weight_source'),
    collectible_type_cn: text('collectible_type_cn'),
    /** [{ map_cn, area_cn }]: where the Dec 2024 item data says it is found. */
    found_in: jsonb('found_in').$type<{ map_cn: string; area_cn: string }[]>(),
    sources: jsonb('sources').$type<string[]>().notNull().default([]),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('items_category_idx').on(t.category, t.subcategory),
    check('items_grade_valid', sql`${t.grade} between 0 and 6`),
    check('items_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

/** '' for an item without wear states, else new, almost_new or worn. */
export const ITEM_WEAR_SQL = sql`('', 'new', 'almost_new', 'worn')`;

export const itemVariants = pgTable(
  'item_variants',
  {
    item_id: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    wear: text('wear').notNull().default(''),
    /** The snapshot's id: the object id, with -1/-2/-3 for a wear state. */
    listing_id: text('listing_id').notNull().unique(),
    name_cn: text('name_cn').notNull(),
    base_price: integer('base_price'),
    /** The market figures of the newest snapshot (null: the snapshot has no market price). */
    price: integer('price'),
    price_as_of: timestamp('price_as_of', { withTimezone: true, mode: 'string' }),
    price_source: text('price_source'),
    yesterday_avg: integer('yesterday_avg'),
    yesterday_low: integer('yesterday_low'),
    yesterday_high: integer('yesterday_high'),
    seven_day_low: integer('seven_day_low'),
    seven_day_high: integer('seven_day_high'),
  },
  (t) => [
    primaryKey({ columns: [t.item_id, t.wear] }),
    check('item_variants_wear_valid', sql`${t.wear} in ${ITEM_WEAR_SQL}`),
    check('item_variants_price_non_negative', sql`${t.price} >= 0`),
  ],
);

/**
 * One dated price of one state: `market` (a market site's daily price) or `instant_sell` (what a
 * client offers for a quick sale, never shown as the market price). A series never mixes kinds.
 */
export const itemPricePoints = pgTable(
  'item_price_points',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    wear: text('wear').notNull().default(''),
    day: date('day', { mode: 'string' }).notNull(),
    price: integer('price').notNull(),
    kind: text('kind').notNull().default('market'),
    source: text('source').notNull(),
  },
  (t) => [
    uniqueIndex('item_price_points_day_idx').on(t.item_id, t.wear, t.kind, t.day),
    check('item_price_points_kind_valid', sql`${t.kind} in ('market', 'instant_sell')`),
    check('item_price_points_price_non_negative', sql`${t.price} >= 0`),
  ],
);
