// data/weapons-editorial.json, DF Wiki's own words and estimates for each sample weapon, read
// through its schema. Texts quote sourced figures as {damage}, {fire_rate}… (weapons.ts fills them).
import { parseDataFile } from '@dfwiki/shared/data-files';
import { z } from 'zod';
import editorialFile from '../../db/seed/data/weapons-editorial.json';

const rating = z.number().min(0).max(100);

const EditorialWeaponSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** The real in-game English name: the key into the sourced facts. */
  name: z.string().min(1),
  description: z.string().min(1),
  overview: z.string().min(1),
  notes: z.string(),
  pros: z.array(z.string().min(1)),
  cons: z.array(z.string().min(1)),
  /** Build tag names (lookups.json). */
  tags: z.array(z.string()),
  /** When this weapon's text was last written, if later than the file's edited_at. */
  edited_at: z.iso.date().optional(),
  is_new: z.boolean().optional(),
  /** Ours where no source has a figure: base stats only for weapons the base-stats file lacks. */
  estimates: z.strictObject({
    reload_time: z.number().positive(),
    armor_pen: rating,
    mobility: rating,
    accuracy: rating,
    handling: rating,
    range: rating.optional(),
    capacity: z.number().int().positive().optional(),
    control: rating.optional(),
    stability: rating.optional(),
  }),
});
export type EditorialWeapon = z.infer<typeof EditorialWeaponSchema>;

const EditorialFileSchema = z.strictObject({
  about: z.string(),
  edited_at: z.iso.date(),
  weapons: z.array(EditorialWeaponSchema),
});

export const editorial = parseDataFile(EditorialFileSchema, editorialFile, 'weapons-editorial.json');
