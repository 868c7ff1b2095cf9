import { z } from 'zod';
import {
  AttachmentTypeSchema,
  DbIdSchema,
  IsoDateTimeSchema,
  MAX_DB_INT,
  idList,
  imageUrlInput,
  imageUrlRead,
  optionalText,
  requiredText,
  stat0to100,
} from './common';
import { TagSchema } from './tag';

export const AttachmentSchema = z.object({ name: requiredText(80), type: AttachmentTypeSchema }).strict();
export type Attachment = z.infer<typeof AttachmentSchema>;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 4;

/** Rating must sit on the 0.1 grid; the tolerance absorbs binary float noise (4.3 * 10 = 42.99..). */
export function isRatingStep(value: number): boolean {
  const tenths = value * 10;
  return Math.abs(tenths - Math.round(tenths)) < 1e-6;
}

export const RatingSchema = z
  .number()
  .min(RATING_MIN)
  .max(RATING_MAX)
  .refine(isRatingStep, { message: 'Rating must use steps of 0.1' });

/** Read shape of a build (inside a weapon, or alone). */
export const BuildSchema = z.object({
  id: z.number().int(),
  weapon_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  rating: z.number(),
  build_code: z.string(),
  weapon_builder_img: imageUrlRead(),
  weapon_control_img: imageUrlRead(),
  weapon_stats_img: imageUrlRead(),
  creator_name: z.string(),
  creator_avatar: imageUrlRead(),
  creator_contributions: z.number().int(),
  control: z.number(),
  handling: z.number(),
  stability: z.number(),
  accuracy: z.number(),
  range: z.number(),
  tags: z.array(TagSchema),
  attachments: z.array(z.object({ name: z.string(), type: AttachmentTypeSchema })),
  updated_at: IsoDateTimeSchema,
  /** The published list a build was taken from (null: written by its creator). */
  source: z.string().nullable(),
});
export type Build = z.infer<typeof BuildSchema>;

/** POST /weapons/{weaponId}/builds and PUT .../builds/{buildId}. weapon_id comes from the path. */
export const BuildInputSchema = z
  .object({
    name: requiredText(80),
    description: optionalText(2000),
    rating: RatingSchema.default(RATING_DEFAULT),
    build_code: optionalText(64),
    weapon_builder_img: imageUrlInput(),
    weapon_control_img: imageUrlInput(),
    weapon_stats_img: imageUrlInput(),
    creator_name: optionalText(60),
    creator_avatar: imageUrlInput(),
    creator_contributions: z.number().int().min(0).max(MAX_DB_INT).default(0),
    control: stat0to100(),
    handling: stat0to100(),
    stability: stat0to100(),
    accuracy: stat0to100(),
    range: stat0to100(),
    tag_ids: idList(20),
    attachments: z.array(AttachmentSchema).max(20).default([]),
  })
  .strict();
export type BuildInput = z.infer<typeof BuildInputSchema>;
/** What a form may send (defaults not yet applied). */
export type BuildInputRaw = z.input<typeof BuildInputSchema>;

/** `/weapons/{weaponId}/builds/{buildId}` path params. */
export const WeaponBuildParamSchema = z.object({
  weaponId: z.coerce.number().int().positive().max(MAX_DB_INT),
  buildId: z.coerce.number().int().positive().max(MAX_DB_INT),
});
export type WeaponBuildParam = z.infer<typeof WeaponBuildParamSchema>;

/** `/weapons/{weaponId}/builds` path param. */
export const WeaponIdParamSchema = WeaponBuildParamSchema.pick({ weaponId: true });
export type WeaponIdParam = z.infer<typeof WeaponIdParamSchema>;

/**
 * Reference to an existing build inside a weapon PUT (builds not listed get deleted).
 * Not strict on purpose: a client may echo whole build objects; only `id` is kept (others stripped).
 */
export const BuildRefSchema = z.object({ id: DbIdSchema });
export type BuildRef = z.infer<typeof BuildRefSchema>;
