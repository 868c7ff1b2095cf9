import { z } from 'zod';
import { HIT_ZONES } from '../domain/ttk-engine';
import { HitZoneSchema } from './gear';

// GET /ttk: one fight worked out by the TTK engine (docs/ttk-model.md, "API").

/** Our id or slug, or the game's object id: lower-case letters, digits and dashes. */
const itemRef = (max: number) =>
  z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be an id, a slug or an object id')
    .max(max);

/** The most zones a mix may list (they are hit in turn, so a longer list adds nothing new). */
export const TTK_MAX_ZONES = 8;
/** Metres; the range bands of the data end well before this. */
export const TTK_MAX_DISTANCE_M = 1000;

export const TtkQuerySchema = z
  .object({
    weapon: itemRef(80).meta({ description: "Our numeric id, our slug or the game's object id." }),
    ammo: itemRef(100).meta({
      description: "Our round id or the game's object id; of the weapon's calibre.",
    }),
    armor: itemRef(100)
      .optional()
      .meta({ description: "Body armour: our id or the game's object id. Left out: none." }),
    helmet: itemRef(100)
      .optional()
      .meta({ description: "Helmet: our id or the game's object id. Left out: none." }),
    zone: z
      .string()
      .max(200)
      .transform((s) => s.split(','))
      .pipe(z.array(HitZoneSchema).min(1).max(TTK_MAX_ZONES))
      .default(['chest'])
      .meta({
        description: `A hit zone (${HIT_ZONES.join(', ')}), or a comma list of them hit in turn, e.g. head,chest. Default chest.`,
      }),
    distance: z.coerce
      .number()
      .min(0)
      .max(TTK_MAX_DISTANCE_M)
      .default(0)
      .meta({ description: 'Metres to the target; picks the range band.' }),
  })
  .strict();
export type TtkQuery = z.infer<typeof TtkQuerySchema>;

/** Why a fight is not worked out: the engine's reasons, or a weapon without a damage model. */
export const TTK_NOT_MODELLED = [
  'shotgun',
  'round-without-model',
  'weapon-without-model',
  'no-damage',
  'too-many-shots',
] as const;

const left = z.number().nullable();

export const TtkHitSchema = z.strictObject({
  shot: z.number().int().min(1),
  damage: z.number(),
  hp_left: z.number(),
  body_armor_left: left,
  helmet_left: left,
});

export const TtkResultSchema = z
  .strictObject({
    /** Null with `not_modelled` set when the engine does not model the fight. */
    shots: z.number().int().min(1).nullable(),
    ttk_s: z.number().min(0).nullable(),
    /** Durability left at the end; null when the target wears no such piece. */
    body_armor_left: left,
    helmet_left: left,
    hits: z.array(TtkHitSchema),
    not_modelled: z.enum(TTK_NOT_MODELLED).nullable(),
  })
  .meta({ id: 'TtkResult' });
export type TtkResult = z.infer<typeof TtkResultSchema>;

export const TtkResponseSchema = z.strictObject({ data: TtkResultSchema });
