// Corrections (docs/product.md, "Corrections"): a player proposes a new value for one field of a
// sourced fact, with a source link and a note. Nothing changes until an editor accepts; the value
// is then written through the fact's history, credited to the player.
import { z } from 'zod';
import { dataEnvelope, IsoDateTimeSchema, MAX_DB_INT, optionalText } from './common';
import { ARMOR_EDIT_FIELDS, ROUND_EDIT_FIELDS } from './gear-writes';
import { pageEnvelope } from './responses';
import { REVIEW_NOTE_MAX } from './submission';

/** How many corrections one account may send in any 24 hours. */
export const CORRECTIONS_PER_DAY = 20;
export const CORRECTION_NOTE_MAX = 1000;

/**
 * The facts a player may correct, by the history's entity name, and the fields of each: the
 * sourced figures and words of a fact group (never images, links between records or labels).
 */
export const CORRECTABLE_FIELDS = {
  weapon: [
    'name',
    'damage',
    'fire_rate',
    'range',
    'capacity',
    'reload_time',
    'mobility',
    'control',
    'accuracy',
    'stability',
    'handling',
    'armor_pen',
    'recoil',
    'hip_fire',
  ],
  keycard: ['name', 'location', 'card_value', 'durability', 'room_info'],
  ammo: ROUND_EDIT_FIELDS,
  armor: ARMOR_EDIT_FIELDS,
  item: ['name'],
  rotation: ['schedule'],
} as const satisfies Record<string, readonly string[]>;

export type CorrectableEntity = keyof typeof CORRECTABLE_FIELDS;
export const CORRECTABLE_ENTITIES = Object.keys(CORRECTABLE_FIELDS) as [
  CorrectableEntity,
  ...CorrectableEntity[],
];
export const CorrectableEntitySchema = z.enum(CORRECTABLE_ENTITIES);

export const CORRECTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const CorrectionStatusSchema = z.enum(CORRECTION_STATUSES);
export type CorrectionStatus = z.infer<typeof CorrectionStatusSchema>;

/** A source anyone can open: http or https only, with a host. */
export const SourceUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, 'A source must be an http or https link');

/** A proposed value: a number, a text, true/false, or (for the rotation's schedule) its JSON. */
const CorrectionValueSchema = z.union([
  z.number().finite(),
  z.string().max(2000),
  z.boolean(),
  z.null(),
  z.array(z.unknown()).max(500),
  z.record(z.string(), z.unknown()),
]);

/** POST /corrections. */
export const CorrectionInputSchema = z
  .strictObject({
    entity: CorrectableEntitySchema,
    /** The fact's id as its own API names it (a weapon's number, a card's id, `current`). */
    id: z.union([
      z.number().int().positive().max(MAX_DB_INT),
      z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'an id'),
    ]),
    field: z.string().max(60),
    value: CorrectionValueSchema,
    source_url: SourceUrlSchema,
    note: optionalText(CORRECTION_NOTE_MAX).default(''),
  })
  .superRefine((input, ctx) => {
    const fields: readonly string[] = CORRECTABLE_FIELDS[input.entity];
    if (!fields.includes(input.field))
      ctx.addIssue({
        code: 'custom',
        path: ['field'],
        message: `A ${input.entity} correction may change: ${fields.join(', ')}`,
      });
  });
export type CorrectionInput = z.infer<typeof CorrectionInputSchema>;
export type CorrectionInputRaw = z.input<typeof CorrectionInputSchema>;

/** POST /corrections/{id}/decision: a reason is required to reject. */
export const CorrectionDecisionInputSchema = z
  .strictObject({
    decision: z.enum(['accept', 'reject']),
    note: optionalText(REVIEW_NOTE_MAX).default(''),
  })
  .refine((value) => value.decision === 'accept' || value.note.length > 0, {
    path: ['note'],
    message: 'A reason is required to reject a correction',
  });
export type CorrectionDecisionInput = z.infer<typeof CorrectionDecisionInputSchema>;

export const CorrectionSchema = z
  .strictObject({
    id: z.number().int(),
    entity: CorrectableEntitySchema,
    entity_id: z.string(),
    /** The fact's name today (null: it is gone). */
    entity_name: z.string().nullable(),
    field: z.string(),
    /** The field's value today (after an acceptance, the accepted one), and the value proposed. */
    current_value: z.unknown(),
    value: z.unknown(),
    source_url: z.string(),
    note: z.string(),
    status: CorrectionStatusSchema,
    author: z.strictObject({ id: z.number().int(), nickname: z.string() }).nullable(),
    created_at: IsoDateTimeSchema,
    reviewer: z.string().nullable(),
    decided_at: IsoDateTimeSchema.nullable(),
    decision_note: z.string(),
  })
  .meta({ id: 'Correction' });
export type Correction = z.infer<typeof CorrectionSchema>;

export const CorrectionQueueQuerySchema = z
  .object({
    status: CorrectionStatusSchema.default('pending'),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();

export const CorrectionIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_DB_INT) });
export const CorrectionResponseSchema = dataEnvelope('correction', CorrectionSchema);
export const CorrectionListResponseSchema = pageEnvelope('corrections', CorrectionSchema);
