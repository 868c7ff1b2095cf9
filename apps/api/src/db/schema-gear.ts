// Rounds, armour and each weapon's damage model: the inputs of the TTK engine (docs/ttk-model.md).
// Figures are stored as the sources give them; a source list per row says where they come from.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns';
import { weapons } from './schema';

const price = () => ({
  price: integer('price'),
  priceAsOf: date('price_as_of', { mode: 'string' }),
});

export const rounds = pgTable(
  'rounds',
  {
    id: text('id').primaryKey(),
    /** Null for rounds no source names in Latin letters (they go by their Chinese name). */
    name: text('name'),
    nameCn: text('name_cn'),
    /** The English name is our description (calibre + designation), not a client name. */
    nameIsOurs: boolean('name_is_ours').notNull().default(false),
    caliber: text('caliber'),
    objectId: bigint('object_id', { mode: 'number' }),
    rarity: text('rarity'),
    penetrationLevel: integer('penetration_level'),
    fleshDamageFactor: doublePrecision('flesh_damage_factor'),
    throughOneBelow: doublePrecision('through_factor_armor_one_below'),
    throughSameLevel: doublePrecision('through_factor_armor_same_level'),
    /** {"1": factor, …, "6": factor}: armour damage by the armour level hit. */
    armorDamageFactors: jsonb('armor_damage_factor_by_level'),
    hitMultipliersOverride: jsonb('hit_multipliers_override'),
    specialModel: text('special_model'),
    limitedSeason: text('limited_season'),
    ...price(),
    sources: jsonb('sources').notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('rounds_caliber_idx').on(t.caliber),
    check('rounds_penetration_valid', sql`${t.penetrationLevel} between 0 and 7`),
    check('rounds_price_non_negative', sql`${t.price} >= 0`),
  ],
);

export const armorPieces = pgTable(
  'armor_pieces',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    nameCn: text('name_cn').notNull(),
    type: text('type').notNull(),
    objectId: bigint('object_id', { mode: 'number' }),
    protectionLevel: integer('protection_level').notNull(),
    durability: doublePrecision('durability').notNull(),
    durabilityLikeNew: doublePrecision('durability_like_new'),
    durabilityDamaged: doublePrecision('durability_damaged'),
    /** Zones the damage model treats as covered. */
    modelZones: jsonb('model_zones').notNull().default([]),
    /** Zones the game lists as protected, in words (ears and face included). */
    protectedZones: jsonb('protected_zones'),
    weightKg: doublePrecision('weight_kg'),
    aimSpeedPct: doublePrecision('aim_speed_pct'),
    moveSpeedPct: doublePrecision('move_speed_pct'),
    repairLossCn: text('repair_loss_cn'),
    repairEfficiencyCn: text('repair_efficiency_cn'),
    ...price(),
    sources: jsonb('sources').notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    check('armor_pieces_type_valid', sql`${t.type} in ('body','helmet')`),
    check('armor_pieces_level_valid', sql`${t.protectionLevel} between 1 and 6`),
    check('armor_pieces_durability_positive', sql`${t.durability} > 0`),
  ],
);

/**
 * A weapon's damage model beside its row: calibre, armour damage, multiplier per hit zone and range
 * bands (null: no source has them). Damage and fire rate stay on the weapon, where editors see them.
 */
export const weaponModels = pgTable('weapon_models', {
  weaponId: integer('weapon_id')
    .primaryKey()
    .references(() => weapons.id, { onDelete: 'cascade' }),
  caliber: text('caliber'),
  armorDamage: doublePrecision('armor_damage'),
  zoneMultipliers: jsonb('zone_multipliers'),
  rangeBands: jsonb('range_bands'),
  source: text('source'),
});
