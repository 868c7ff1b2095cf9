import { z } from 'zod';
import { dataEnvelope, editStampFields } from './common';
import { ITEM_CATEGORIES, ITEM_PAGE_MAX, ITEM_PAGE_SIZE, ITEM_SORTS, ITEM_WEARS } from './values';

export { ITEM_CATEGORIES, ITEM_PAGE_MAX, ITEM_PAGE_SIZE, ITEM_SORTS, ITEM_WEARS };

// Items of the game's market (docs/items.md): every listing of the market snapshot, armour and
// helmets in wear states as one item. Names: the Chinese client name is the fact; `name` is our
// English translation (`name_is_ours`). Prices are Havoc coins; null where no source gives one.

export const ItemCategorySchema = z.enum(ITEM_CATEGORIES);
export type ItemCategory = z.infer<typeof ItemCategorySchema>;

export const ItemWearSchema = z.enum(ITEM_WEARS);
export type ItemWear = z.infer<typeof ItemWearSchema>;

export const ItemSortSchema = z.enum(ITEM_SORTS);
export type ItemSort = z.infer<typeof ItemSortSchema>;

export const ItemListQuerySchema = z.strictObject({
  category: ItemCategorySchema.optional(),
  subcategory: z
    .string()
    .regex(/^[A-Za-z0-9.-]{1,40}$/)
    .optional(),
  grade: z.coerce.number().int().min(0).max(6).optional(),
  /** Grid cells (width × length). */
  slots: z.coerce.number().int().min(1).max(100).optional(),
  q: z.string().trim().max(100).optional(),
  sort: ItemSortSchema.default('name'),
  /** Default: ascending for name, descending for the figures. */
  dir: z.enum(['asc', 'desc']).optional(),
  limit: z.coerce.number().int().min(1).max(ITEM_PAGE_MAX).default(ITEM_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ItemListQuery = z.input<typeof ItemListQuerySchema>;

/** Our id, the slug, or the game's object id (a wear state's `-1`, `-2`, `-3` suffix allowed). */
export const ItemIdParamSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,120}$/) });

const Price = z.number().int().min(0);
const IsoDate = z.iso.date();

/** One row of the list: the figures of the item's shown state (`wear`). */
export const ItemListEntrySchema = z
  .strictObject({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    name_cn: z.string(),
    category: ItemCategorySchema,
    subcategory: z.string(),
    grade: z.number().int().nullable(),
    width: z.number().int().nullable(),
    length: z.number().int().nullable(),
    slots: z.number().int().nullable(),
    /** The state whose price is shown ('' when the item has none). */
    wear: ItemWearSchema,
    /** Market price of the newest snapshot, and when it was read (ISO date and time). */
    price: Price.nullable(),
    price_as_of: z.string().nullable(),
    value_per_slot: z.number().int().nullable(),
    /** Price against the newest market price at least 7 days older (a fraction); null without one. */
    change_7d: z.number().nullable(),
  })
  .meta({ id: 'ItemListEntry' });
export type ItemListEntry = z.infer<typeof ItemListEntrySchema>;

export const ItemVariantSchema = z.strictObject({
  wear: ItemWearSchema,
  /** The snapshot's id of this state. */
  listing_id: z.string(),
  name_cn: z.string(),
  base_price: Price.nullable(),
  price: Price.nullable(),
  price_as_of: z.string().nullable(),
  price_source: z.string().nullable(),
  yesterday_avg: Price.nullable(),
  yesterday_low: Price.nullable(),
  yesterday_high: Price.nullable(),
  seven_day_low: Price.nullable(),
  seven_day_high: Price.nullable(),
  value_per_slot: z.number().int().nullable(),
  change_7d: z.number().nullable(),
});
export type ItemVariant = z.infer<typeof ItemVariantSchema>;

export const ITEM_LINK_KINDS = ['keycard', 'storage', 'weapon', 'round', 'armor'] as const;
/** What the item is elsewhere on the wiki: its keycard, storage item, weapon, round or armour piece. */
export const ItemLinkSchema = z.strictObject({
  kind: z.enum(ITEM_LINK_KINDS),
  /** The page's id or slug. */
  id: z.string(),
  name: z.string().nullable(),
  /** A keycard's map (its page lists one map at a time). */
  map: z.string().nullable(),
  /**
   * The price that page shows and its day: the same as the item's market price, unless an editor
   * entered a newer one there (then it is newer, and the item page says so).
   */
  price: z.number().int().nullable(),
  price_as_of: z.iso.date().nullable(),
});
export type ItemLink = z.infer<typeof ItemLinkSchema>;

export const ItemFoundInSchema = z.strictObject({ map_cn: z.string(), area_cn: z.string() });

export const ItemSchema = ItemListEntrySchema.extend({
  object_id: z.number().int(),
  name_is_ours: z.literal(true),
  subcategory_cn: z.string().nullable(),
  weight_kg: z.number().nullable(),
  weight_source: z.string().nullable(),
  collectible_type_cn: z.string().nullable(),
  found_in: z.array(ItemFoundInSchema).nullable(),
  /** The day the where-found data is stated for. */
  found_in_as_of: IsoDate.nullable(),
  variants: z.array(ItemVariantSchema),
  links: z.array(ItemLinkSchema),
  has_history: z.boolean(),
  sources: z.array(z.string()),
  updated_at: z.string(),
  ...editStampFields,
}).meta({ id: 'Item' });
export type Item = z.infer<typeof ItemSchema>;

export const ITEM_PRICE_KINDS = ['market', 'instant_sell'] as const;
/** One series of dated prices: one state, one kind, one source. */
export const ItemPriceSeriesSchema = z.strictObject({
  wear: ItemWearSchema,
  kind: z.enum(ITEM_PRICE_KINDS),
  source: z.string(),
  /** [day, price], oldest first; a price holds until the next point. */
  points: z.array(z.tuple([IsoDate, Price])),
});
export type ItemPriceSeries = z.infer<typeof ItemPriceSeriesSchema>;

export const ItemListResponseSchema = z.strictObject({
  data: z.strictObject({
    items: z.array(ItemListEntrySchema),
    page: z.strictObject({
      offset: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      next_offset: z.number().int().nullable(),
    }),
    /** The subcategories of the category asked for (all when none), for a filter. */
    subcategories: z.array(z.string()),
  }),
});
export type ItemListResponse = z.infer<typeof ItemListResponseSchema>['data'];
/** An editor's correction of our English name (the Chinese name is the game's and is not edited). */
export const ItemPatchSchema = z.strictObject({ name: z.string().trim().min(1).max(120) });
export type ItemPatch = z.infer<typeof ItemPatchSchema>;

export const ItemResponseSchema = dataEnvelope('item', ItemSchema);
export const ItemPricesResponseSchema = dataEnvelope('series', z.array(ItemPriceSeriesSchema));
