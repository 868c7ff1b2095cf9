// Saved and featured builds (docs/product.md, "Saved and featured builds"): a player keeps public
// builds on their account; editors feature a few, which the builds index shows first. Only a public
// build (approved, not in the trash) can be saved or featured.
import { z } from 'zod';
import { dataEnvelope, IsoDateTimeSchema, MAX_DB_INT } from './common';

/** The most featured builds the builds index shows (newest featured first). */
export const FEATURED_BUILDS_MAX = 6;

/** The weapon a saved or featured build belongs to: enough to link to its page. */
const BuildWeaponRefSchema = z.strictObject({ id: z.number().int(), slug: z.string(), name: z.string() });

/** `/my/saved-builds/{buildId}` path param. */
export const BuildIdParamSchema = z.object({
  buildId: z.coerce.number().int().positive().max(MAX_DB_INT),
});
export type BuildIdParam = z.infer<typeof BuildIdParamSchema>;

/** One build on a player's "My saved builds". */
export const SavedBuildSchema = z
  .strictObject({
    build_id: z.number().int(),
    name: z.string(),
    build_code: z.string(),
    weapon: BuildWeaponRefSchema,
    saved_at: IsoDateTimeSchema,
  })
  .meta({ id: 'SavedBuild' });
export type SavedBuild = z.infer<typeof SavedBuildSchema>;

/** GET, PUT and DELETE /my/saved-builds…: the player's saved builds, newest first. */
export const SavedBuildListResponseSchema = dataEnvelope('saved_builds', z.array(SavedBuildSchema));

/** PUT /builds/{id}/featured. */
export const FeaturedInputSchema = z.strictObject({ featured: z.boolean() });
export type FeaturedInput = z.infer<typeof FeaturedInputSchema>;

/** A build's featured state after a PUT /builds/{id}/featured. */
export const BuildFeaturedResponseSchema = dataEnvelope(
  'build',
  z.strictObject({
    id: z.number().int(),
    featured: z.boolean(),
    /** Since when it is featured (null: not featured). */
    featured_at: IsoDateTimeSchema.nullable(),
  }),
);

/** A featured build as the builds index's banner shows it. */
export const FeaturedBuildSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    build_code: z.string(),
    weapon: BuildWeaponRefSchema,
    creator_name: z.string(),
    featured_at: IsoDateTimeSchema,
  })
  .meta({ id: 'FeaturedBuild' });
export type FeaturedBuild = z.infer<typeof FeaturedBuildSchema>;

/** GET /builds/featured. */
export const FeaturedBuildsResponseSchema = dataEnvelope('builds', z.array(FeaturedBuildSchema));
