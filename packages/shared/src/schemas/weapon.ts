import { z } from 'zod';
import {
  AmmoTypeSchema,
  DbIdSchema,
  TargetAreaSchema,
  TierSchema,
  idList,
  imageUrlInput,
  imageUrlRead,
  optionalText,
  requiredText,
  uniqueBy,
} from './common';
import { BuildRefSchema, BuildSchema } from './build';
import { TagSchema } from './tag';

export const TTK_MAX_SECONDS = 10;

/** Seconds; 0 means N/A (spec 3). The form's 0.01 step is a UI concern, the server may round. */
const ttkSeconds = z.number().min(0).max(TTK_MAX_SECONDS);

export const TtkValueSchema = z.object({
  ammo_type: AmmoTypeSchema,
  target_area: TargetAreaSchema,
  ttk_value: ttkSeconds,
});
export type TtkValue = z.infer<typeof TtkValueSchema>;

export const ProConSchema = z.object({ attribute_text: z.string(), is_pro: z.boolean() });
export type ProCon = z.infer<typeof ProConSchema>;

export const CategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof CategorySchema>;

/** Read shape of GET /weapons and GET /weapons/{id}. */
export const WeaponSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  category: CategorySchema,
  category_id: z.number().int(),
  tier: TierSchema,
  description: z.string(),
  image_url: imageUrlRead(),
  is_new: z.boolean(),
  overview: z.string(),
  notes: z.string(),
  damage: z.number(),
  fire_rate: z.number(),
  range: z.number(),
  capacity: z.number(),
  reload_time: z.number(),
  mobility: z.number(),
  control: z.number(),
  accuracy: z.number(),
  stability: z.number(),
  handling: z.number(),
  armor_pen: z.number(),
  views: z.number().int(),
  pros: z.array(ProConSchema),
  cons: z.array(ProConSchema),
  ttk_values: z.array(TtkValueSchema),
  builds: z.array(BuildSchema),
  tags: z.array(TagSchema),
  /** Where the sourced stats (damage, fire rate, muzzle velocity) come from, and their date. */
  stats_source: z.string().nullable(),
  stats_as_of: z.iso.date().nullable(),
  /** Newest sourced market price (Havoc coins) with its day and source; null when none. */
  market_price: z.number().nullable(),
  market_price_as_of: z.iso.date().nullable(),
  market_price_source: z.string().nullable(),
});
export type Weapon = z.infer<typeof WeaponSchema>;

const bounded = (max: number) => z.number().min(0).max(max).default(0);
const percent = () => z.number().min(0).max(100).default(0);
const proConList = () => z.array(requiredText(200)).max(20).default([]);

/** POST /weapons and PUT /weapons/{id}: the whole weapon form. id, slug and views are server-owned. */
export const WeaponInputSchema = z
  .object({
    name: requiredText(80),
    category_id: DbIdSchema,
    tier: TierSchema.default('C'),
    description: optionalText(2000),
    image_url: imageUrlInput(),
    is_new: z.boolean().default(false),
    overview: optionalText(2000),
    notes: optionalText(2000),
    damage: bounded(1000),
    fire_rate: bounded(2000),
    range: bounded(1000),
    capacity: z.number().int().min(0).max(500).default(0),
    reload_time: bounded(60),
    mobility: percent(),
    control: percent(),
    accuracy: percent(),
    stability: percent(),
    handling: percent(),
    armor_pen: percent(),
    pros: proConList(),
    cons: proConList(),
    ttk_values: z
      .array(TtkValueSchema.strict())
      .max(16)
      .superRefine(
        uniqueBy(
          (t) => `${t.ammo_type}/${t.target_area}`,
          'Only one TTK value per ammo type and target area',
        ),
      )
      .default([]),
    tag_ids: idList(20),
    builds: z
      .array(BuildRefSchema)
      .max(200)
      .superRefine(uniqueBy((b) => b.id, 'Duplicate build id'))
      .optional(),
  })
  .strict();
export type WeaponInput = z.infer<typeof WeaponInputSchema>;
/** What a form may send (defaults not yet applied). */
export type WeaponInputRaw = z.input<typeof WeaponInputSchema>;
