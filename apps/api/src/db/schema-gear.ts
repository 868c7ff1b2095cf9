// Rounds and armour: with each weapon's damage model (schema.ts, beside the weapon row it points
// to, so this file needs nothing from schema.ts) the inputs of the TTK engine (docs/ttk-model.md).
// Figures are stored as the sources give them; a source list per row says where they come from.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, index, integer, jsonb } from 'drizzle-orm/pg-core';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ArmorPieceFields, RoundFields } from '@dfwiki/shared';

// Rounds and armour pieces keep the field names of the data file and the API as their property
// names (not camelCase like the other tables): a row is stored as the file gives it and served as
// it is stored, so no mapping is written twice.
const price = () => ({
  price: integer('price'),
  price_as_of: date('price_as_of', { mode: 'string' }),
  /** The day the damage-model figures are stated for: the source's date, or an editor's save. */
  model_as_of: date('model_as_of', { mode: 'string' }),
});
const timestamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const rounds = pgTable(
  'rounds',
  {
    id: text('id').primaryKey(),
    /** Null for rounds no source names in Latin letters (they go by their Chinese name). */
    name: text('name'),
    name_cn: text('name_cn'),
    /** The English name is our description (calibre + designation), not a client name. */
    name_is_ours: boolean('name_is_ours').notNull().default(false),
    caliber: text('caliber'),
    object_id: bigint('object_id', { mode: 'number' }),
    rarity: text('rarity'),
    penetration_level: integer('penetration_level'),
    flesh_damage_factor: doublePrecision('flesh_damage_factor'),
    through_factor_armor_one_below: doublePrecision('through_factor_armor_one_below'),
    through_factor_armor_same_level: doublePrecision('through_factor_armor_same_level'),
    /** {"1": factor, …, "6": factor}: armour damage by the armour level hit. */
    armor_damage_factor_by_level: jsonb('armor_damage_factor_by_level').$type<
      RoundFields['armor_damage_factor_by_level']
    >(),
    hit_multipliers_override:
      jsonb('hit_multipliers_override').$type<RoundFields['hit_multipliers_override']>(),
    special_model: text('special_model'),
    limited_season: text('limited_season'),
    ...price(),
    sources: jsonb('sources').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('rounds_caliber_idx').on(t.caliber),
    check('rounds_penetration_valid', sql`${t.penetration_level} between 0 and 7`),
    check('rounds_price_non_negative', sql`${t.price} >= 0`),
  ],
);

export const armorPieces = pgTable(
  'armor_pieces',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    name_cn: text('name_cn').notNull(),
    type: text('type').$type<ArmorPieceFields['type']>().notNull(),
    object_id: bigint('object_id', { mode: 'number' }),
    protection_level: integer('protection_level').notNull(),
    durability: doublePrecision('durability').notNull(),
    durability_like_new: doublePrecision('durability_like_new'),
    durability_damaged: doublePrecision('durability_damaged'),
    /** Zones the damage model treats as covered. */
    model_zones: jsonb('model_zones').$type<ArmorPieceFields['model_zones']>().notNull().default([]),
    /** Zones the game lists as protected, in words (ears and face included). */
    protected_zones: jsonb('protected_zones').$type<string[]>(),
    weight_kg: doublePrecision('weight_kg'),
    aim_speed_pct: doublePrecision('aim_speed_pct'),
    move_speed_pct: doublePrecision('move_speed_pct'),
    repair_loss_cn: text('repair_loss_cn'),
    repair_efficiency_cn: text('repair_efficiency_cn'),
    ...price(),
    sources: jsonb('sources').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    check('armor_pieces_type_valid', sql`${t.type} in ('body','helmet')`),
    check('armor_pieces_level_valid', sql`${t.protection_level} between 1 and 6`),
    check('armor_pieces_durability_positive', sql`${t.durability} > 0`),
  ],
);
