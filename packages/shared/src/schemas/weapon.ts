import { z } from 'zod';
import {
  AmmoTypeSchema,
  DbIdSchema,
  IsoDateTimeSchema,
  TargetAreaSchema,
  TierSchema,
  idList,
  imageUrlInput,
  imageUrlRead,
  optionalText,
  requiredText,
  taggedWrites,
  withDefaults,
} from './common';
import { BuildRefSchema, BuildSchema, BuildSummarySchema } from './build';
import { TagSchema } from './tag';

/** Seconds, worked out by the TTK engine: 0 is a kill in one shot, null a fight not modelled (N/A). */
const ttkSeconds = z.number().min(0).nullable();

export const TtkValueSchema = z.strictObject({
  ammo_type: AmmoTypeSchema,
  target_area: TargetAreaSchema,
  ttk_value: ttkSeconds,
});
export type TtkValue = z.infer<typeof TtkValueSchema>;

export const ProConSchema = z.strictObject({ attribute_text: z.string(), is_pro: z.boolean() });
export type ProCon = z.infer<typeof ProConSchema>;

/** A figure another source gives for one of the weapon's stats, disagreeing with the one shown. */
export const OlderFigureSchema = z
  .strictObject({
    stat: z.string(),
    value: z.number(),
    as_of: z.iso.date(),
    source: z.string(),
  })
  .meta({ id: 'OlderFigure' });
export type OlderFigure = z.infer<typeof OlderFigureSchema>;

export const CategorySchema = z
  .strictObject({ id: z.number().int(), name: z.string() })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

const pick = <T extends object, K extends keyof T>(from: T, keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;

const weaponReadFields = {
  id: z.number().int(),
  slug: z.string(),
  /** The game's own id of the weapon; null when no source gives it. */
  object_id: z.number().int().nullable(),
  name: z.string(),
  category: CategorySchema,
  category_id: z.number().int(),
  /**
   * The weapon's rating: its TTK tier with gold rounds to the chest, worked out on read like the TTK
   * values (the TTK page rates it the same); null when the model gives it no TTK.
   */
  tier: TierSchema.nullable(),
  description: z.string(),
  image_url: imageUrlRead(),
  is_new: z.boolean(),
  overview: z.string(),
  notes: z.string(),
  /** Null: no source gives the figure (shown as "—", never as 0). */
  damage: z.number().nullable(),
  fire_rate: z.number().nullable(),
  range: z.number(),
  capacity: z.number(),
  reload_time: z.number(),
  mobility: z.number(),
  control: z.number(),
  accuracy: z.number(),
  stability: z.number(),
  handling: z.number(),
  armor_pen: z.number(),
  /** Sourced ratings that older weapons may lack (null: no figure). */
  recoil: z.number().nullable(),
  hip_fire: z.number().nullable(),
  views: z.number().int(),
  pros: z.array(ProConSchema),
  cons: z.array(ProConSchema),
  ttk_values: z.array(TtkValueSchema),
  tags: z.array(TagSchema),
  updated_at: IsoDateTimeSchema,
  /** The newest revision's id: send it back as If-Match to save without overwriting another edit. */
  version: z.number().int(),
  /** When the newest revision was made (null: no revision kept yet). */
  last_edited_at: IsoDateTimeSchema.nullable(),
  /** Where the sourced stats (damage, fire rate, muzzle velocity) come from, and their date. */
  stats_source: z.string().nullable(),
  stats_as_of: z.iso.date().nullable(),
  /**
   * Where range, capacity, recoil, control, stability and hip-fire come from, and their date; null
   * when they are DF Wiki's (an estimate, or an editor's figure).
   */
  base_stats_source: z.string().nullable(),
  base_stats_as_of: z.iso.date().nullable(),
  older_figures: z.array(OlderFigureSchema),
  /** Newest sourced market price (Havoc coins) with its day and source; null when none. */
  market_price: z.number().nullable(),
  market_price_as_of: z.iso.date().nullable(),
  market_price_source: z.string().nullable(),
};

/** Read shape of GET /weapons/{id}: the weapon with its full builds. */
export const WeaponSchema = z
  .strictObject({ ...weaponReadFields, builds: z.array(BuildSchema) })
  .meta({ id: 'Weapon' });
export type Weapon = z.infer<typeof WeaponSchema>;

/**
 * Read shape of one weapon in GET /weapons: what lists, cards, the TTK table and search show, with
 * build summaries. The detail's long texts, pros/cons and stat numbers come with GET /weapons/{id}.
 */
export const WeaponListItemSchema = z
  .strictObject({
    ...pick(weaponReadFields, [
      'id',
      'slug',
      'object_id',
      'name',
      'category',
      'category_id',
      'tier',
      'description',
      'image_url',
      'is_new',
      'notes',
      'views',
      'ttk_values',
      'tags',
      'updated_at',
    ]),
    builds: z.array(BuildSummarySchema),
  })
  .meta({ id: 'WeaponListItem' });
export type WeaponListItem = z.infer<typeof WeaponListItemSchema>;

const bounded = (max: number) => z.number().min(0).max(max);
const percent = () => z.number().min(0).max(100);
/** Pros and cons are sent as text, or as the read shape's `{attribute_text}` objects. */
const proConList = () =>
  z.array(z.union([requiredText(200), ProConSchema.transform((p) => p.attribute_text.trim())])).max(20);

/** A weapon's eleven stats, each with its bounds; damage and fire rate may be unknown (null). */
const weaponStatFields = {
  damage: bounded(1000).nullable(),
  fire_rate: bounded(2000).nullable(),
  range: bounded(1000),
  capacity: z.number().int().min(0).max(500),
  reload_time: bounded(60),
  mobility: percent(),
  control: percent(),
  accuracy: percent(),
  stability: percent(),
  handling: percent(),
  armor_pen: percent(),
};
export type WeaponStat = keyof typeof weaponStatFields;

/** Ratings a body may leave out: absent keeps the stored figure (none on POST), null clears it. */
const optionalRatingFields = {
  recoil: percent().nullable().optional(),
  hip_fire: percent().nullable().optional(),
};
export type WeaponRating = keyof typeof optionalRatingFields;
export const WEAPON_RATINGS = Object.keys(optionalRatingFields) as readonly WeaponRating[];

/**
 * The stats a source vouches for, in two groups (the stats tab names each group's source): an
 * editor who changes one of them makes it the editor's figure (docs/game-data.md).
 */
export const SOURCED_FIRE_STATS = ['damage', 'fire_rate'] as const;
export const SOURCED_BASE_STATS = [
  'range',
  'capacity',
  'recoil',
  'control',
  'stability',
  'hip_fire',
] as const;
/** The stat names in body order (the API's stat columns, the admin form's stat inputs). */
export const WEAPON_STATS = Object.keys(weaponStatFields) as readonly WeaponStat[];
/** Each stat's upper bound, which the admin form shows as its input's max. */
export const WEAPON_STAT_MAX = Object.fromEntries(
  WEAPON_STATS.map((stat) => {
    const field = weaponStatFields[stat];
    return [stat, ('unwrap' in field ? field.unwrap() : field).maxValue];
  }),
) as Record<WeaponStat, number>;
/** The stats a weapon may have no figure for: an empty box in the form, null in the API. */
export const UNKNOWN_ALLOWED_STATS = ['damage', 'fire_rate'] as const satisfies readonly WeaponStat[];

/** Every field of a weapon body, none defaulted: a PUT must send them all (a full replacement). */
const weaponFields = {
  name: requiredText(80),
  category_id: DbIdSchema,
  /** Accepted so a GET answer can be PUT back, and ignored: the rating is worked out from the TTK. */
  tier: TierSchema.nullable().optional(),
  description: optionalText(2000),
  image_url: imageUrlInput(),
  is_new: z.boolean(),
  overview: optionalText(2000),
  notes: optionalText(2000),
  ...weaponStatFields,
  ...optionalRatingFields,
  pros: proConList(),
  cons: proConList(),
  /** Accepted so a GET answer can be PUT back, and ignored: TTK values are worked out on read. */
  ttk_values: z.array(TtkValueSchema).max(16).optional(),
  tag_ids: idList(20),
  /** Accepted so a GET answer can be PUT back, and ignored: a weapon write keeps every build. */
  builds: z.array(BuildRefSchema).optional(),
};
/** The weapon the services write (`builds` is never read: builds have their own routes). */
export type WeaponInput = z.infer<z.ZodObject<typeof weaponFields>>;

/** Defaults a new weapon gets for fields its body leaves out (no damage or fire rate, other numbers 0). */
const weaponDefaults = withDefaults(weaponFields, {
  description: '',
  image_url: null,
  is_new: false,
  overview: '',
  notes: '',
  damage: null,
  fire_rate: null,
  range: 0,
  capacity: 0,
  reload_time: 0,
  mobility: 0,
  control: 0,
  accuracy: 0,
  stability: 0,
  handling: 0,
  armor_pen: 0,
  pros: [],
  cons: [],
});

const weaponWrites = taggedWrites(WeaponSchema, weaponFields, weaponDefaults);
/** POST /weapons: missing fields get defaults. Accepts a GET answer as it came. */
export const WeaponInputSchema = weaponWrites.input;
/** What a form may send (defaults not yet applied). */
export type WeaponInputRaw = z.input<typeof WeaponInputSchema>;

/** PUT /weapons/{id}: a full replacement, every field required (`tags` may stand for `tag_ids`). */
export const WeaponReplaceSchema = weaponWrites.replace;
export type WeaponReplaceRaw = z.input<typeof WeaponReplaceSchema>;

/** PATCH /weapons/{id}: only the fields sent change (builds are managed by their own routes). */
export const WeaponPatchSchema = z.strictObject(weaponFields).omit({ builds: true }).partial();
export type WeaponPatch = z.infer<typeof WeaponPatchSchema>;
