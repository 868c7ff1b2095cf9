import { z } from 'zod';
import {
  DbIdSchema,
  IsoDateTimeSchema,
  RarityIdSchema,
  imageUrlInput,
  imageUrlRead,
  optionalText,
  requiredText,
  uniqueBy,
} from './common';

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

export const KeycardItemSchema = z.object({
  id: z.number().int(),
  item_type_id: z.number().int(),
  quantity: z.number().int().min(1),
  item_type: z.object({ name: z.string(), image_url: imageUrlRead() }),
});
export type KeycardItem = z.infer<typeof KeycardItemSchema>;

export const KeycardDifficultySchema = z.object({
  difficulty_id: z.number().int(),
  name: z.string(),
  cost: z.number().min(0),
  is_available: z.boolean().default(true),
});
export type KeycardDifficulty = z.infer<typeof KeycardDifficultySchema>;

export const PriceHistoryEntrySchema = z.object({
  id: z.number().int(),
  old_value: z.number(),
  new_value: z.number(),
  changed_at: IsoDateTimeSchema,
});
export type PriceHistoryEntry = z.infer<typeof PriceHistoryEntrySchema>;

/** Read shape of GET /keycards. price_history is newest first. */
export const KeycardSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_url: imageUrlRead(),
  durability: z.number().int(),
  card_value: z.number(),
  map: z.object({ id: z.number().int(), name: z.string() }),
  map_id: z.number().int(),
  rarity: z.object({ id: z.string(), name: z.string() }),
  rarity_id: z.string(),
  location_img: imageUrlRead(),
  location: z.string(),
  room_info: z.string(),
  price_history: z.array(PriceHistoryEntrySchema),
  items: z.array(KeycardItemSchema),
  difficulties: z.array(KeycardDifficultySchema),
  /** The area's Chinese client name; `location` is our translation (null: not sourced). */
  location_original: z.string().nullable(),
  /** Who published card_value (null: set by an editor) and the day it was that price. */
  price_source: z.string().nullable(),
  price_as_of: z.iso.date().nullable(),
});
export type Keycard = z.infer<typeof KeycardSchema>;

export const KeycardItemInputSchema = z
  .object({ item_type_id: DbIdSchema, quantity: z.number().int().min(1).max(1000).default(1) })
  .strict();
export type KeycardItemInput = z.infer<typeof KeycardItemInputSchema>;

export const KeycardDifficultyInputSchema = z
  .object({
    difficulty_id: DbIdSchema,
    cost: z.number().min(0).max(MAX_PRICE),
    is_available: z.boolean().default(true),
  })
  .strict();
export type KeycardDifficultyInput = z.infer<typeof KeycardDifficultyInputSchema>;

/** POST /keycards. Defaults from spec 9: rarity common, value 0, durability 1, quantity 1. */
export const KeycardInputSchema = z
  .object({
    id: KeycardIdSchema,
    name: requiredText(80),
    map_id: DbIdSchema,
    rarity_id: RarityIdSchema.default('common'),
    durability: z.number().int().min(1).max(1000).default(1),
    card_value: z.number().int().min(0).max(MAX_PRICE).default(0),
    image_url: imageUrlInput(),
    location_img: imageUrlInput(),
    location: optionalText(2000),
    room_info: optionalText(2000),
    items: z
      .array(KeycardItemInputSchema)
      .max(30)
      .superRefine(uniqueBy((i) => i.item_type_id, 'Item type listed twice'))
      .default([]),
    difficulties: z
      .array(KeycardDifficultyInputSchema)
      .max(10)
      .superRefine(uniqueBy((d) => d.difficulty_id, 'Difficulty listed twice'))
      .default([]),
  })
  .strict();
export type KeycardInput = z.infer<typeof KeycardInputSchema>;
export type KeycardInputRaw = z.input<typeof KeycardInputSchema>;

/** PUT /keycards/{id}: the id is fixed after creation, so it may not appear in the body. */
export const KeycardUpdateSchema = KeycardInputSchema.omit({ id: true });
export type KeycardUpdate = z.infer<typeof KeycardUpdateSchema>;

export const PriceSchema = z.number().int().min(0).max(MAX_PRICE);

/** PATCH /keycards/{id}/price. */
export const PriceUpdateSchema = z.object({ price: PriceSchema }).strict();
export type PriceUpdate = z.infer<typeof PriceUpdateSchema>;

/** Batch price update (one transaction instead of the old one-call-per-card loop). */
export const BatchPriceUpdateSchema = z
  .object({
    items: z
      .array(z.object({ id: KeycardIdSchema, price: PriceSchema }).strict())
      .min(1)
      .max(500)
      .superRefine(uniqueBy((i) => i.id, 'Keycard listed twice')),
  })
  .strict();
export type BatchPriceUpdate = z.infer<typeof BatchPriceUpdateSchema>;
