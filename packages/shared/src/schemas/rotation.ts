import { z } from 'zod';
import {
  dataEnvelope,
  echoedReadFields,
  editStampFields,
  IsoDateTimeSchema,
  optionalText,
  requiredText,
  uniqueBy,
  withoutKeys,
} from './common';
import { ROTATION_DIFFICULTIES, ROTATION_LIMITS, rotationEntryKey } from './values';

export { ROTATION_DIFFICULTIES, ROTATION_LIMITS, rotationEntryKey };

// The Operations map rotation as the API stores and serves it: one version is current, older ones
// stay readable (docs/product.md#map-rotation). Times are UTC; `hours[h]` is the slot h:00–h+1:00.

export const RotationDifficultySchema = z.enum(ROTATION_DIFFICULTIES);
export type RotationDifficulty = z.infer<typeof RotationDifficultySchema>;

/** One way to play a map: 'Layali Grove', Easy, tagged 'Solo'. No difficulty when the mode has none. */
export const RotationEntrySchema = z
  .strictObject({
    map: requiredText(ROTATION_LIMITS.mapName),
    difficulty: RotationDifficultySchema.nullable(),
    tags: z
      .array(requiredText(ROTATION_LIMITS.tag))
      .max(ROTATION_LIMITS.tags)
      .superRefine(uniqueBy((tag) => tag.toLowerCase(), 'Duplicate tag')),
  })
  .meta({ id: 'RotationEntry' });
export type RotationEntry = z.infer<typeof RotationEntrySchema>;

const entryList = z
  .array(RotationEntrySchema)
  .max(ROTATION_LIMITS.entries)
  .superRefine(uniqueBy(rotationEntryKey, 'Listed twice'));

export const RotationScheduleSchema = z
  .strictObject({
    always_open: entryList,
    /** Exactly 24 lists, one per UTC hour from 00:00. */
    hours: z.array(entryList).length(24),
    /** Extra weekend sets the source mentions, as a sentence; null (or empty) when there are none. */
    // No transforms in here: the schedule is also an answer's shape, and answers are encoded.
    weekend_note: optionalText(ROTATION_LIMITS.note).nullable(),
    /** The season's new map, shown with a badge. */
    new_map: z
      .strictObject({
        map: requiredText(ROTATION_LIMITS.mapName),
        season: requiredText(ROTATION_LIMITS.season),
      })
      .nullable(),
  })
  .meta({ id: 'RotationSchedule' });
export type RotationSchedule = z.infer<typeof RotationScheduleSchema>;

const versionFields = {
  id: z.number().int(),
  label: z.string(),
  /** Who published the schedule; null for an editor's own reading. */
  source: z.string().nullable(),
  /** The day the schedule is as of (YYYY-MM-DD); null when unknown. */
  source_date: z.iso.date().nullable(),
  is_current: z.boolean(),
  created_at: IsoDateTimeSchema,
};

/** A version without its schedule (the list of versions). */
export const RotationVersionSummarySchema = z
  .strictObject(versionFields)
  .meta({ id: 'RotationVersionSummary' });
export type RotationVersionSummary = z.infer<typeof RotationVersionSummarySchema>;

export const RotationVersionSchema = z
  .strictObject({ ...versionFields, schedule: RotationScheduleSchema })
  .meta({ id: 'RotationVersion' });
export type RotationVersion = z.infer<typeof RotationVersionSchema>;

const replaceFields = {
  label: requiredText(ROTATION_LIMITS.label),
  source: optionalText(ROTATION_LIMITS.source)
    .nullable()
    .optional()
    .transform((v) => v || null),
  source_date: z.iso
    .date()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  schedule: RotationScheduleSchema,
};
/** The current version, with its history's version (If-Match) and last edit. */
export const CurrentRotationSchema = RotationVersionSchema.extend(editStampFields).meta({
  id: 'CurrentRotation',
});
export type CurrentRotation = z.infer<typeof CurrentRotationSchema>;

const echoed = echoedReadFields(CurrentRotationSchema, replaceFields);

/**
 * PUT /rotation: the new current version. A GET answer may be sent back as it came (its id,
 * is_current and created_at are the server's and dropped).
 */
export const RotationReplaceSchema = z
  .strictObject({ ...replaceFields, ...echoed })
  .transform((body) => withoutKeys(body, Object.keys(echoed)) as RotationReplace);
export interface RotationReplace {
  label: string;
  source: string | null;
  source_date: string | null;
  schedule: RotationSchedule;
}

export const RotationResponseSchema = dataEnvelope('rotation', CurrentRotationSchema.nullable());
export const RotationReplacedResponseSchema = dataEnvelope('rotation', CurrentRotationSchema);
export const RotationSavedResponseSchema = dataEnvelope('rotation', RotationVersionSchema);
export const RotationVersionsResponseSchema = dataEnvelope('versions', z.array(RotationVersionSummarySchema));
