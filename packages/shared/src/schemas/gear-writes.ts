import { z } from 'zod';
import { HIT_ZONES } from '../domain/ttk-engine';
import { echoedReadFields, optionalText, requiredText, uniqueBy, withoutKeys } from './common';
import { ArmorPieceSchema, GearIdParamSchema, RoundSchema } from './gear';
import { MAX_PRICE } from './keycard';

// Editors' PUT bodies for a round and an armour piece. Only the figures an editor may correct are
// listed; the rest of a GET answer (id, object_id, calibre, weapons, updated_at…) is accepted and
// dropped, so a read can be sent back as it came. Bounds sit well above every sourced figure.

const LEVELS = ['1', '2', '3', '4', '5', '6'] as const;
const factor = (max: number) => z.number().min(0).max(max);
const name = optionalText(120)
  .nullable()
  .transform((v) => (v ? v : null));

const priceFields = {
  price: z.number().int().min(0).max(MAX_PRICE).nullable(),
  /** Left out (or sent back unchanged) with a new price: the server dates it today. */
  price_as_of: z.iso.date().nullable().optional(),
  sources: z
    .array(requiredText(500))
    .max(20)
    .superRefine(uniqueBy((s) => s, 'Source listed twice')),
};

const roundFields = {
  name,
  name_cn: name,
  penetration_level: z.number().int().min(0).max(7).nullable(),
  flesh_damage_factor: factor(10).nullable(),
  through_factor_armor_one_below: factor(1).nullable(),
  through_factor_armor_same_level: factor(1).nullable(),
  armor_damage_factor_by_level: z
    .strictObject(
      Object.fromEntries(LEVELS.map((l) => [l, factor(10)])) as Record<(typeof LEVELS)[number], z.ZodNumber>,
    )
    .nullable(),
  ...priceFields,
};

/** The game's three grades for repair loss and efficiency (高 high, 中 medium, 低 low). */
export const REPAIR_GRADES = ['高', '中', '低'] as const;
/** The zones the game lists as protected, in words. */
export const PROTECTED_ZONES = [
  'head',
  'face',
  'upper_face',
  'lower_face',
  'ears',
  'chest',
  'shoulder',
  'abdomen',
] as const;

const durability = z.number().positive().max(1000);
const armorFields = {
  name,
  name_cn: requiredText(120),
  protection_level: z.number().int().min(1).max(6),
  durability,
  durability_like_new: durability.nullable(),
  durability_damaged: durability.nullable(),
  model_zones: z
    .array(z.enum(HIT_ZONES))
    .max(HIT_ZONES.length)
    .superRefine(uniqueBy((s) => s, 'Zone listed twice')),
  protected_zones: z
    .array(z.enum(PROTECTED_ZONES))
    .max(PROTECTED_ZONES.length)
    .superRefine(uniqueBy((s) => s, 'Zone listed twice'))
    .nullable(),
  weight_kg: z.number().min(0).max(50).nullable(),
  aim_speed_pct: z.number().min(-100).max(100).nullable(),
  move_speed_pct: z.number().min(-100).max(100).nullable(),
  repair_loss_cn: z.enum(REPAIR_GRADES).nullable(),
  repair_efficiency_cn: z.enum(REPAIR_GRADES).nullable(),
  ...priceFields,
};

/**
 * A PUT body: every editable field required, the read-only rest of a GET answer accepted and
 * dropped. The id may come back too; it must match the path (checked by the route).
 */
function replaceSchema<F extends z.ZodRawShape>(read: z.ZodObject, fields: F) {
  const echoed = echoedReadFields(read, fields);
  return z
    .strictObject({ ...fields, ...echoed, id: GearIdParamSchema.shape.id.optional() })
    .transform((body) => ({
      id: (body as { id?: string }).id,
      body: withoutKeys(body, [...Object.keys(echoed), 'id']) as z.output<z.ZodObject<F>>,
    }));
}

/** PUT /ammo/{id}. */
export const RoundReplaceSchema = replaceSchema(RoundSchema, roundFields);
export type RoundUpdate = z.output<typeof RoundReplaceSchema>['body'];
export type RoundReplaceRaw = z.input<typeof RoundReplaceSchema>;
/** The fields an editor's save of a round writes. */
export const ROUND_EDIT_FIELDS = Object.keys(roundFields) as (keyof RoundUpdate)[];

/** PUT /armor/{id}. */
export const ArmorPieceReplaceSchema = replaceSchema(ArmorPieceSchema, armorFields);
export type ArmorPieceUpdate = z.output<typeof ArmorPieceReplaceSchema>['body'];
export type ArmorPieceReplaceRaw = z.input<typeof ArmorPieceReplaceSchema>;
/** The fields an editor's save of an armour piece writes. */
export const ARMOR_EDIT_FIELDS = Object.keys(armorFields) as (keyof ArmorPieceUpdate)[];
