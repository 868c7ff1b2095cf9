import { z } from 'zod';
import {
  AttachmentTypeSchema,
  DbIdSchema,
  IsoDateTimeSchema,
  MAX_DB_INT,
  STAT_DEFAULT,
  idList,
  imageUrlInput,
  imageUrlRead,
  optionalText,
  requiredText,
  stat0to100,
  taggedWrites,
  withDefaults,
  withoutKeys,
} from './common';
import { TagSchema } from './tag';

export const AttachmentSchema = z.strictObject({ name: requiredText(80), type: AttachmentTypeSchema });
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

/** How a build plays, as every read shape of a build carries it (published or submitted). */
export const buildSetupRead = {
  control: z.number(),
  handling: z.number(),
  stability: z.number(),
  accuracy: z.number(),
  range: z.number(),
  tags: z.array(TagSchema),
  attachments: z.array(z.strictObject({ name: z.string(), type: AttachmentTypeSchema })),
};

/** Read shape of a build (inside a weapon, or alone). */
export const BuildSchema = z
  .strictObject({
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
    /** Approved builds credited to the same author (an account, else the same name): computed. */
    creator_contributions: z.number().int(),
    ...buildSetupRead,
    /** When the build came into the wiki: written by an editor, sent by a player or imported from `source`. */
    created_at: IsoDateTimeSchema,
    /** Its last edit. */
    updated_at: IsoDateTimeSchema,
    /** The newest revision's id: send it back as If-Match to save without overwriting another edit. */
    version: z.number().int(),
    /** When the newest revision was made (null: no revision kept yet). */
    last_edited_at: IsoDateTimeSchema.nullable(),
    /** The published list a build was taken from (null: written by its creator). */
    source: z.string().nullable(),
    /** When a player submitted it for review (null: written by an editor or taken from a list). */
    submitted_at: IsoDateTimeSchema.nullable(),
    /** Editors feature a few builds on the builds index (PUT /builds/{id}/featured). */
    featured: z.boolean(),
  })
  .meta({ id: 'Build' });
export type Build = z.infer<typeof BuildSchema>;

/** What a weapon list carries per build: enough for cards and counts; the detail has the rest. */
export const BuildSummarySchema = BuildSchema.pick({
  id: true,
  name: true,
  rating: true,
  tags: true,
  updated_at: true,
}).meta({ id: 'BuildSummary' });
export type BuildSummary = z.infer<typeof BuildSummarySchema>;

/** How a build plays, as a build body or a player's submission sends it (`buildSetupRead` written). */
export const buildSetupFields = {
  control: stat0to100(),
  handling: stat0to100(),
  stability: stat0to100(),
  accuracy: stat0to100(),
  range: stat0to100(),
  tag_ids: idList(20),
  attachments: z.array(AttachmentSchema).max(20),
};

/** A new build's setup where its body leaves it out: every stat at STAT_DEFAULT, no tags or attachments. */
export const buildSetupDefaults = withDefaults(buildSetupFields, {
  control: STAT_DEFAULT,
  handling: STAT_DEFAULT,
  stability: STAT_DEFAULT,
  accuracy: STAT_DEFAULT,
  range: STAT_DEFAULT,
  tag_ids: [],
  attachments: [],
});

/**
 * A build draft: the fields an editor's build body and a player's submission both write. The
 * editor adds rating, credit and two more images; the player adds the weapon (and a stricter code).
 */
export const buildDraftFields = {
  name: requiredText(80),
  description: optionalText(2000),
  build_code: optionalText(64),
  weapon_builder_img: imageUrlInput(),
  ...buildSetupFields,
};
export type BuildDraft = z.infer<z.ZodObject<typeof buildDraftFields>>;

/** Every field of a build body, none defaulted: a PUT must send them all (a full replacement). */
const buildFields = {
  name: buildDraftFields.name,
  description: buildDraftFields.description,
  rating: RatingSchema,
  build_code: buildDraftFields.build_code,
  weapon_builder_img: buildDraftFields.weapon_builder_img,
  weapon_control_img: imageUrlInput(),
  weapon_stats_img: imageUrlInput(),
  creator_name: optionalText(60),
  creator_avatar: imageUrlInput(),
  ...buildSetupFields,
};
/** The build the services write; the read shape's `tags` stand for `tag_ids` when those are absent. */
export type BuildInput = z.infer<z.ZodObject<typeof buildFields>>;

/** Defaults a new build gets for fields its body leaves out. */
const buildDefaults = {
  ...withDefaults(buildFields, {
    description: '',
    rating: RATING_DEFAULT,
    build_code: '',
    weapon_builder_img: null,
    weapon_control_img: null,
    weapon_stats_img: null,
    creator_name: '',
    creator_avatar: null,
  }),
  ...buildSetupDefaults,
};

const buildWrites = taggedWrites(BuildSchema, buildFields, buildDefaults);
/** POST /weapons/{weaponId}/builds: missing fields get their defaults. Accepts a GET answer. */
export const BuildInputSchema = buildWrites.input;
/** What a form may send (defaults not yet applied). */
export type BuildInputRaw = z.input<typeof BuildInputSchema>;

/** PUT /weapons/{weaponId}/builds/{buildId}: a full replacement, every field required. */
export const BuildReplaceSchema = buildWrites.replace;
export type BuildReplaceRaw = z.input<typeof BuildReplaceSchema>;

/** PATCH /weapons/{weaponId}/builds/{buildId}: only the fields sent change (computed ones are ignored). */
export const BuildPatchSchema = z
  .strictObject({ ...buildFields, creator_contributions: z.number().int().optional() })
  .partial()
  .transform((b) => withoutKeys(b, ['creator_contributions']));
export type BuildPatch = z.infer<typeof BuildPatchSchema>;

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
 * A build inside a weapon PUT: accepted so a GET answer can be sent back, then ignored (builds
 * change only through their own routes). Not strict: whole build objects may be echoed.
 */
export const BuildRefSchema = z.object({ id: DbIdSchema });
export type BuildRef = z.infer<typeof BuildRefSchema>;
