import { z } from 'zod';
import { HIT_ZONES, type HitZone } from '../domain/ttk-engine';
import { dataEnvelope, editStampFields, IsoDateTimeSchema } from './common';

// Rounds and armour as the gear data file holds them and the API serves them, with the figures of
// the TTK engine's damage model (docs/ttk-model.md). Null: no source gives the figure.

export const HitZoneSchema = z.enum(HIT_ZONES);
const LEVELS = ['1', '2', '3', '4', '5', '6'] as const;
const PerArmourLevel = z.strictObject(
  Object.fromEntries(LEVELS.map((l) => [l, z.number().min(0)])) as Record<
    (typeof LEVELS)[number],
    z.ZodNumber
  >,
);
const IsoDate = z.iso.date();
const price = { price: z.number().int().min(0).nullable(), price_as_of: IsoDate.nullable() };

export const RoundFieldsSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().nullable(),
  name_cn: z.string().nullable(),
  /** The English name is our description (calibre + designation), not the game's. */
  name_is_ours: z.boolean(),
  caliber: z.string().nullable(),
  object_id: z.number().int().nullable(),
  rarity: z.string().nullable(),
  penetration_level: z.number().int().min(0).max(7).nullable(),
  flesh_damage_factor: z.number().min(0).nullable(),
  through_factor_armor_one_below: z.number().min(0).max(1).nullable(),
  through_factor_armor_same_level: z.number().min(0).max(1).nullable(),
  armor_damage_factor_by_level: PerArmourLevel.nullable(),
  hit_multipliers_override: z
    .partialRecord(z.enum([...HIT_ZONES, 'lower_arm']), z.number().min(0))
    .nullable(),
  special_model: z.string().nullable(),
  limited_season: z.string().nullable(),
  ...price,
  sources: z.array(z.string()),
});
export type RoundFields = z.infer<typeof RoundFieldsSchema>;

export const ArmorPieceFieldsSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().nullable(),
  name_cn: z.string(),
  type: z.enum(['body', 'helmet']),
  object_id: z.number().int().nullable(),
  protection_level: z.number().int().min(1).max(6),
  durability: z.number().positive(),
  durability_like_new: z.number().positive().nullable(),
  durability_damaged: z.number().positive().nullable(),
  model_zones: z.array(HitZoneSchema),
  protected_zones: z.array(z.string()).nullable(),
  weight_kg: z.number().min(0).nullable(),
  aim_speed_pct: z.number().nullable(),
  move_speed_pct: z.number().nullable(),
  repair_loss_cn: z.string().nullable(),
  repair_efficiency_cn: z.string().nullable(),
  ...price,
  sources: z.array(z.string()),
});
export type ArmorPieceFields = z.infer<typeof ArmorPieceFieldsSchema>;

const ZoneMultipliersSchema = z.strictObject(
  Object.fromEntries(HIT_ZONES.map((zone) => [zone, z.number().min(0)])) as Record<HitZone, z.ZodNumber>,
);

export const RangeBandSchema = z.strictObject({
  from_m: z.number().min(0),
  to_m: z.number().min(0),
  factor: z.number().min(0),
});

export const WeaponModelSchema = z.strictObject({
  /** The game's own id of the weapon (null: no source gives it). */
  object_id: z.number().int().positive().nullable(),
  caliber: z.string().nullable(),
  armor_damage: z.number().min(0).nullable(),
  zone_multipliers: ZoneMultipliersSchema.nullable(),
  range_bands: z.array(RangeBandSchema).nullable(),
});
export type WeaponModel = z.infer<typeof WeaponModelSchema>;

/** The derived gear data file (derive-gear.mjs). */
export const GearDataFileSchema = z.strictObject({
  about: z.string(),
  model_as_of: IsoDate,
  rounds: z.array(RoundFieldsSchema),
  armor: z.array(ArmorPieceFieldsSchema),
  weapons: z.record(z.string(), WeaponModelSchema),
});

/** A weapon that fires a round: by calibre. */
export const RoundWeaponSchema = z.strictObject({ slug: z.string(), name: z.string() });

/** What a stored row adds to the file's: the day its model figures are stated for, its history. */
const stored = { updated_at: IsoDateTimeSchema, model_as_of: IsoDate.nullable(), ...editStampFields };

export const RoundSchema = RoundFieldsSchema.extend({
  ...stored,
  weapons: z.array(RoundWeaponSchema),
}).meta({ id: 'Round' });
export type Round = z.infer<typeof RoundSchema>;

export const ArmorPieceSchema = ArmorPieceFieldsSchema.extend(stored).meta({
  id: 'ArmorPiece',
});
export type ArmorPiece = z.infer<typeof ArmorPieceSchema>;

/** A weapon with what the TTK engine needs: its damage and fire rate and its damage model. */
export const WeaponModelReadSchema = WeaponModelSchema.extend({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  /** Null: no source gives the figure; the engine then answers "not modelled". */
  damage: z.number().nullable(),
  fire_rate: z.number().nullable(),
}).meta({ id: 'WeaponModel' });
export type WeaponModelRead = z.infer<typeof WeaponModelReadSchema>;

export const WeaponModelsResponseSchema = dataEnvelope('weapons', z.array(WeaponModelReadSchema));
export const RoundsResponseSchema = dataEnvelope('rounds', z.array(RoundSchema));
export const RoundResponseSchema = dataEnvelope('round', RoundSchema);
export const ArmorResponseSchema = dataEnvelope('armor', z.array(ArmorPieceSchema));
export const ArmorPieceResponseSchema = dataEnvelope('piece', ArmorPieceSchema);

export const GearIdParamSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,100}$/) });
