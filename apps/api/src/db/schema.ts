// Database schema (PostgreSQL dialect, shared by PGlite and node-postgres).
// ON DELETE rules are deliberate: children of a weapon/build/keycard go with it (cascade);
// lookups in use (maps, categories, rarities, item types, roles) cannot be deleted (restrict);
// tags detach from builds and weapons when deleted (cascade on the link tables only).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, index, integer, jsonb } from 'drizzle-orm/pg-core';
import { pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import {
  createdAt,
  deletedAt,
  listPosition,
  lookupColumns,
  lookupRef,
  orderedTable,
  parentRef,
  serialTable,
  timestamps,
} from './schema-columns';

import { users } from './schema-accounts';

export * from './schema-accounts';
export * from './schema-community';
export * from './schema-gear';
export * from './schema-history';
export * from './schema-items';

// ---------- lookups ----------

export const weaponCategories = pgTable('weapon_categories', lookupColumns());

export const maps = pgTable('maps', {
  ...lookupColumns(),
  position: listPosition(),
});

export const rarities = pgTable('rarities', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: listPosition(),
});

export const difficulties = pgTable('difficulties', lookupColumns());

export const itemTypes = pgTable('item_types', {
  ...lookupColumns(),
  imageUrl: text('image_url'),
});

export const buildTags = serialTable(
  'build_tags',
  {
    name: text('name').notNull(),
    ...deletedAt(),
  },
  (t) => [
    uniqueIndex('build_tags_name_lower_idx').on(sql`lower(${t.name})`),
    check('build_tags_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

// ---------- weapons and builds ----------

const stat = (name: string) => integer(name).notNull().default(50);

export const weapons = serialTable(
  'weapons',
  {
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    categoryId: lookupRef('category_id', () => weaponCategories.id),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    isNew: boolean('is_new').notNull().default(false),
    overview: text('overview').notNull().default(''),
    notes: text('notes').notNull().default(''),
    // Null: no source gives the figure (never 0, which would read as a figure).
    damage: doublePrecision('damage'),
    fireRate: doublePrecision('fire_rate'),
    range: doublePrecision('range').notNull().default(0),
    capacity: doublePrecision('capacity').notNull().default(0),
    reloadTime: doublePrecision('reload_time').notNull().default(0),
    mobility: doublePrecision('mobility').notNull().default(0),
    control: doublePrecision('control').notNull().default(0),
    accuracy: doublePrecision('accuracy').notNull().default(0),
    stability: doublePrecision('stability').notNull().default(0),
    handling: doublePrecision('handling').notNull().default(0),
    armorPen: doublePrecision('armor_pen').notNull().default(0),
    // Provenance of the sourced stats (damage, fire rate…) and the Chinese client name (import matching).
    nameOriginal: text('name_original'),
    statsSource: text('stats_source'),
    statsAsOf: date('stats_as_of', { mode: 'string' }),
    // Sourced base ratings with no older column (null: no source has them for this weapon).
    recoil: doublePrecision('recoil'),
    hipFire: doublePrecision('hip_fire'),
    // Provenance of range, magazine, recoil, control, stability and hip-fire (null: ours, an estimate).
    baseStatsSource: text('base_stats_source'),
    baseStatsAsOf: date('base_stats_as_of', { mode: 'string' }),
    /** Figures of another source that disagree with the ones shown: [{stat, value, as_of, source}]. */
    olderFigures: jsonb('older_figures').notNull().default([]),
    ...timestamps(),
    ...deletedAt(),
  },
  (t) => [
    check(
      'weapons_stats_non_negative',
      sql`${t.damage} >= 0 and ${t.fireRate} >= 0 and ${t.range} >= 0 and ${t.capacity} >= 0 and ${t.reloadTime} >= 0 and ${t.armorPen} >= 0`,
    ),
    index('weapons_category_idx').on(t.categoryId),
  ],
);

// Page views, apart from the weapon row: counting one never touches what the cached reads are
// built from, so anonymous traffic has no reason to invalidate any cache.
export const weaponViews = pgTable(
  'weapon_views',
  {
    weaponId: integer('weapon_id')
      .primaryKey()
      .references(() => weapons.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
  },
  (t) => [check('weapon_views_count_non_negative', sql`${t.count} >= 0`)],
);

/**
 * A weapon's damage model beside its row: calibre, armour damage, multiplier per hit zone and range
 * bands (null: no source has them). Damage and fire rate stay on the weapon, where editors see them.
 */
export const weaponModels = pgTable('weapon_models', {
  weaponId: integer('weapon_id')
    .primaryKey()
    .references(() => weapons.id, { onDelete: 'cascade' }),
  /** The game's own id of the weapon, which players and other tools look weapons up by. */
  objectId: bigint('object_id', { mode: 'number' }).unique(),
  caliber: text('caliber'),
  armorDamage: doublePrecision('armor_damage'),
  zoneMultipliers: jsonb('zone_multipliers'),
  rangeBands: jsonb('range_bands'),
  source: text('source'),
});

export const weaponProsCons = orderedTable(
  'weapon_pros_cons',
  {
    weaponId: parentRef('weapon_id', () => weapons.id),
    attributeText: text('attribute_text').notNull(),
    isPro: boolean('is_pro').notNull(),
  },
  (t) => [index('weapon_pros_cons_weapon_idx').on(t.weaponId)],
);

export const weaponTags = pgTable(
  'weapon_tags',
  {
    weaponId: parentRef('weapon_id', () => weapons.id),
    tagId: parentRef('tag_id', () => buildTags.id),
  },
  (t) => [primaryKey({ columns: [t.weaponId, t.tagId] })],
);

const buildStat = (name: string) => stat(name);

export const builds = serialTable(
  'builds',
  {
    weaponId: parentRef('weapon_id', () => weapons.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    rating: doublePrecision('rating').notNull().default(4),
    buildCode: text('build_code').notNull().default(''),
    weaponBuilderImg: text('weapon_builder_img'),
    weaponControlImg: text('weapon_control_img'),
    weaponStatsImg: text('weapon_stats_img'),
    creatorName: text('creator_name').notNull().default(''),
    creatorAvatar: text('creator_avatar'),
    /** Where a build taken from a published list comes from (null: written by its creator). */
    source: text('source'),
    control: buildStat('control'),
    handling: buildStat('handling'),
    stability: buildStat('stability'),
    accuracy: buildStat('accuracy'),
    range: buildStat('range'),
    /** Only 'approved' builds are public; the others are community submissions under review. */
    status: text('status').notNull().default('approved'),
    /** The account credited with the build: its submitter, or the editor who wrote it. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** When a player first submitted it (null: written by an editor or taken from a list). */
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'string' }),
    /** When an editor featured it on the builds index (null: not featured). */
    featuredAt: timestamp('featured_at', { withTimezone: true, mode: 'string' }),
    ...timestamps(),
    ...deletedAt(),
  },
  (t) => [
    index('builds_weapon_idx').on(t.weaponId),
    index('builds_author_idx').on(t.authorId),
    index('builds_status_idx').on(t.status),
    check('builds_status_valid', sql`${t.status} in ('pending','changes_requested','approved','rejected')`),
    check('builds_rating_range', sql`${t.rating} >= 1 and ${t.rating} <= 5`),
    check(
      'builds_stats_range',
      sql`${t.control} between 0 and 100 and ${t.handling} between 0 and 100 and ${t.stability} between 0 and 100 and ${t.accuracy} between 0 and 100 and ${t.range} between 0 and 100`,
    ),
  ],
);

export const buildTagLinks = pgTable(
  'build_tag_links',
  {
    buildId: parentRef('build_id', () => builds.id),
    tagId: parentRef('tag_id', () => buildTags.id),
  },
  (t) => [primaryKey({ columns: [t.buildId, t.tagId] })],
);

export const buildAttachments = orderedTable(
  'build_attachments',
  {
    buildId: parentRef('build_id', () => builds.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
  },
  (t) => [
    index('build_attachments_build_idx').on(t.buildId),
    check('build_attachments_type_valid', sql`${t.type} in ('muzzle','barrel','optic','other')`),
  ],
);

/** Every review decision on a submitted build: who decided what, when, and why. */
export const buildReviews = serialTable(
  'build_reviews',
  {
    buildId: parentRef('build_id', () => builds.id),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    decision: text('decision').notNull(),
    note: text('note').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('build_reviews_build_idx').on(t.buildId),
    check('build_reviews_decision_valid', sql`${t.decision} in ('approve','request_changes','reject')`),
  ],
);

/** A build a player keeps on their account ("My saved builds"); it goes with the build. */
export const savedBuilds = pgTable(
  'saved_builds',
  {
    userId: parentRef('user_id', () => users.id),
    buildId: parentRef('build_id', () => builds.id),
    savedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.buildId] }), index('saved_builds_build_idx').on(t.buildId)],
);

// ---------- keycards ----------

/** A keycard's child row: deleted with the card, and it follows the card when its id changes. */
const keycardRef = () =>
  text('keycard_id')
    .notNull()
    .references(() => keycards.id, { onDelete: 'cascade', onUpdate: 'cascade' });

export const keycards = pgTable(
  'keycards',
  {
    // Chosen by the editor at creation and fixed afterwards (spec: "id (fixed after creation)").
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    nameOriginal: text('name_original'),
    imageUrl: text('image_url'),
    durability: integer('durability').notNull().default(1),
    cardValue: integer('card_value').notNull().default(0),
    mapId: lookupRef('map_id', () => maps.id),
    rarityId: text('rarity_id')
      .notNull()
      .default('common')
      .references(() => rarities.id, { onDelete: 'restrict' }),
    locationImg: text('location_img'),
    location: text('location').notNull().default(''),
    /** The area's name in the Chinese client; `location` holds our translation of it. */
    locationOriginal: text('location_original'),
    roomInfo: text('room_info').notNull().default(''),
    /** Provenance of card_value: who published it and on which day it was that price. */
    priceSource: text('price_source'),
    priceAsOf: date('price_as_of', { mode: 'string' }),
    ...timestamps(),
    ...deletedAt(),
  },
  (t) => [
    index('keycards_map_idx').on(t.mapId),
    check('keycards_id_format', sql`${t.id} ~ '^[a-z0-9][a-z0-9-]{0,63}$'`),
    check('keycards_durability_positive', sql`${t.durability} >= 1`),
    check('keycards_value_non_negative', sql`${t.cardValue} >= 0`),
  ],
);

export const keycardItems = serialTable(
  'keycard_items',
  {
    keycardId: keycardRef(),
    itemTypeId: lookupRef('item_type_id', () => itemTypes.id),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    index('keycard_items_keycard_idx').on(t.keycardId),
    check('keycard_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const keycardDifficulties = pgTable(
  'keycard_difficulties',
  {
    keycardId: keycardRef(),
    difficultyId: lookupRef('difficulty_id', () => difficulties.id),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  // No stored cost: a cost per open follows from the card's price and uses, so it is worked out
  // on read (docs/product.md, Keycards) and can never go stale after a price update.
  (t) => [primaryKey({ columns: [t.keycardId, t.difficultyId] })],
);

export const priceHistory = serialTable(
  'price_history',
  {
    keycardId: keycardRef(),
    oldValue: integer('old_value').notNull(),
    newValue: integer('new_value').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('price_history_keycard_changed_idx').on(t.keycardId, t.changedAt),
    check('price_history_values_non_negative', sql`${t.oldValue} >= 0 and ${t.newValue} >= 0`),
  ],
);

// Sourced market prices of weapons and storage items, one row per change (the newest row is the
// current price). Storage items are static data, so rows are keyed by kind + item key (weapon
// slug or storage item id) rather than by a foreign key.
export const itemPrices = serialTable(
  'item_prices',
  {
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    price: integer('price').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    source: text('source'),
  },
  (t) => [
    uniqueIndex('item_prices_kind_key_as_of_idx').on(t.kind, t.itemKey, t.asOf),
    check('item_prices_kind_valid', sql`${t.kind} in ('weapon','storage')`),
    check('item_prices_price_non_negative', sql`${t.price} >= 0`),
  ],
);

// ---------- map rotation ----------

/**
 * Every version of the Operations map rotation: the sourced ones and the ones editors saved.
 * Exactly one is current; replacing it adds a row and moves the flag in one transaction, so the
 * old schedules stay readable. `schedule` is validated by RotationScheduleSchema before it is written.
 */
export const rotationVersions = serialTable(
  'rotation_versions',
  {
    label: text('label').notNull(),
    /** Who published the schedule (null: an editor's own reading). */
    source: text('source'),
    sourceDate: date('source_date', { mode: 'string' }),
    schedule: jsonb('schedule').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rotation_versions_one_current_idx')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
    check('rotation_versions_label_not_blank', sql`length(trim(${t.label})) > 0`),
  ],
);
