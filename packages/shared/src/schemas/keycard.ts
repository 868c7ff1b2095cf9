import { z } from 'zod';
import {
  DbIdSchema,
  IsoDateTimeSchema,
  RarityIdSchema,
  echoedReadFields,
  imageUrlInput,
  imageUrlRead,
  optionalText,
  requiredText,
  uniqueBy,
  withDefaults,
  withoutKeys,
} from './common';
import { EXAMPLE_PRICE_SOURCE } from './values';

export { EXAMPLE_PRICE_SOURCE };

export const MAX_PRICE = 1_000_000_000;

/** Keycard ids are chosen by the editor, fixed after creation and used in URLs. */
export const KeycardIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: 'Id must be lowercase letters, digits and dashes' });
export type KeycardId = z.infer<typeof KeycardIdSchema>;

/** `/keycards/{id}` path param. */
export const KeycardIdParamSchema = z.object({ id: KeycardIdSchema });
export type KeycardIdParam = z.infer<typeof KeycardIdParamSchema>;

export const KeycardItemSchema = z.strictObject({
  id: z.number().int(),
  item_type_id: z.number().int(),
  quantity: z.number().int().min(1),
  item_type: z.strictObject({ name: z.string(), image_url: imageUrlRead() }),
});
export type KeycardItem = z.infer<typeof KeycardItemSchema>;

export const KeycardDifficultySchema = z.strictObject({
  difficulty_id: z.number().int(),
  name: z.string(),
  cost: z.number().min(0),
  is_available: z.boolean(),
});
export type KeycardDifficulty = z.infer<typeof KeycardDifficultySchema>;

const priceChangeFields = { old_value: z.number(), new_value: z.number(), changed_at: IsoDateTimeSchema };

/** One row of a keycard's price history. */
export const PriceHistoryEntrySchema = z
  .strictObject({ id: z.number().int(), ...priceChangeFields })
  .meta({ id: 'PriceHistoryEntry' });
export type PriceHistoryEntry = z.infer<typeof PriceHistoryEntrySchema>;

/** A price change as keycard answers carry it: the change without its row id. */
export const PriceChangeSchema = z.strictObject(priceChangeFields).meta({ id: 'PriceChange' });
export type PriceChange = z.infer<typeof PriceChangeSchema>;

/** How many price changes a keycard answer carries (what the table shows). */
export const KEYCARD_LIST_HISTORY = 10;

/**
 * Read shape of a keycard: `price_history` holds its newest KEYCARD_LIST_HISTORY changes, newest
 * first (lean: no row ids); GET /keycards/{id}/price-history has them all.
 */
export const KeycardSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    /** The name in the game's Chinese client, when known. */
    name_original: z.string().nullable(),
    image_url: imageUrlRead(),
    durability: z.number().int(),
    card_value: z.number(),
    map: z.strictObject({ id: z.number().int(), name: z.string() }),
    map_id: z.number().int(),
    rarity: z.strictObject({ id: z.string(), name: z.string() }),
    rarity_id: z.string(),
    location_img: imageUrlRead(),
    location: z.string(),
    room_info: z.string(),
    updated_at: IsoDateTimeSchema,
    /** The newest revision's id: send it back as If-Match to save without overwriting another edit. */
    version: z.number().int(),
    /** When the newest revision was made (null: no revision kept yet). */
    last_edited_at: IsoDateTimeSchema.nullable(),
    price_history: z.array(PriceChangeSchema),
    items: z.array(KeycardItemSchema),
    difficulties: z.array(KeycardDifficultySchema),
    /** The area's Chinese client name; `location` is our translation (null: not sourced). */
    location_original: z.string().nullable(),
    /** Who published card_value (null: set by an editor) and the day it was that price. */
    price_source: z.string().nullable(),
    price_as_of: z.iso.date().nullable(),
  })
  .meta({ id: 'Keycard' });
export type Keycard = z.infer<typeof KeycardSchema>;

/** A room item in a keycard body; `id` and `item_type` of the read shape are accepted and dropped. */
export const KeycardItemInputSchema = z
  .strictObject({
    item_type_id: DbIdSchema,
    quantity: z.number().int().min(1).max(1000).default(1),
    id: z.number().int().optional(),
    item_type: KeycardItemSchema.shape.item_type.optional(),
  })
  .transform(({ item_type_id, quantity }) => ({ item_type_id, quantity }));
export type KeycardItemInput = z.infer<typeof KeycardItemInputSchema>;

/**
 * A difficulty in a keycard body. The read shape's `name` and `cost` are accepted and dropped, so a
 * card read with GET can be sent back: the cost per open is worked out from price and uses on read.
 */
export const KeycardDifficultyInputSchema = z
  .strictObject({
    difficulty_id: DbIdSchema,
    is_available: z.boolean().default(true),
    cost: z.number().min(0).max(MAX_PRICE).optional(),
    name: z.string().optional(),
  })
  .transform(({ difficulty_id, is_available }) => ({ difficulty_id, is_available }));
export type KeycardDifficultyInput = z.infer<typeof KeycardDifficultyInputSchema>;

/** Every field of a keycard body but its id, none defaulted: a PUT must send them all. */
const keycardFields = {
  name: requiredText(80),
  map_id: DbIdSchema,
  rarity_id: RarityIdSchema,
  durability: z.number().int().min(1).max(1000),
  card_value: z.number().int().min(0).max(MAX_PRICE),
  image_url: imageUrlInput(),
  location_img: imageUrlInput(),
  location: optionalText(2000),
  room_info: optionalText(2000),
  items: z
    .array(KeycardItemInputSchema)
    .max(30)
    .superRefine(uniqueBy((i) => i.item_type_id, 'Item type listed twice')),
  difficulties: z
    .array(KeycardDifficultyInputSchema)
    .max(10)
    .superRefine(uniqueBy((d) => d.difficulty_id, 'Difficulty listed twice')),
};
const echoedKeycardFields = echoedReadFields(KeycardSchema, { ...keycardFields, id: KeycardIdSchema });

/** Defaults of a new keycard: rarity common, value 0, durability 1, no items or difficulties. */
const keycardDefaults = withDefaults(keycardFields, {
  rarity_id: 'common',
  durability: 1,
  card_value: 0,
  image_url: null,
  location_img: null,
  location: '',
  room_info: '',
  items: [],
  difficulties: [],
});

/** The keycard the services write (the id comes from the body on create, the path on update). */
export type KeycardUpdate = z.infer<z.ZodObject<typeof keycardFields>>;
export type KeycardInput = KeycardUpdate & { id: KeycardId };

const dropEchoed = <T extends object>(body: T) => withoutKeys(body, Object.keys(echoedKeycardFields));

/** POST /keycards: missing fields get defaults. Accepts a GET answer as it came. */
export const KeycardInputSchema = z
  .strictObject({ ...keycardFields, ...keycardDefaults, ...echoedKeycardFields, id: KeycardIdSchema })
  .transform((k) => dropEchoed(k) as KeycardInput);
export type KeycardInputRaw = z.input<typeof KeycardInputSchema>;

/**
 * PUT /keycards/{id}: a full replacement, every field required. The id is fixed after creation:
 * a body may carry it (a GET answer does) but it must match the path.
 */
export const KeycardReplaceSchema = z
  .strictObject({ ...keycardFields, ...echoedKeycardFields, id: KeycardIdSchema.optional() })
  .transform((k) => ({ body: dropEchoed(withoutKeys(k, ['id'])) as KeycardUpdate, id: k.id }));
export type KeycardReplaceRaw = z.input<typeof KeycardReplaceSchema>;

/** PATCH /keycards/{id}: only the fields sent change. */
export const KeycardPatchSchema = z.strictObject(keycardFields).partial();
export type KeycardPatch = z.infer<typeof KeycardPatchSchema>;

export const PriceSchema = z.number().int().min(0).max(MAX_PRICE);

/** PATCH /keycards/{id}/price. */
export const PriceUpdateSchema = z.strictObject({ price: PriceSchema });
export type PriceUpdate = z.infer<typeof PriceUpdateSchema>;

/** Batch price update (one transaction instead of the old one-call-per-card loop). */
export const BatchPriceUpdateSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            id: KeycardIdSchema,
            price: PriceSchema,
            /** True for a price taken from the example preset: stored with EXAMPLE_PRICE_SOURCE. */
            example: z.boolean().optional(),
          })
          .strict(),
      )
      .min(1)
      .max(500)
      .superRefine(uniqueBy((i) => i.id, 'Keycard listed twice')),
  })
  .strict();
export type BatchPriceUpdate = z.infer<typeof BatchPriceUpdateSchema>;
