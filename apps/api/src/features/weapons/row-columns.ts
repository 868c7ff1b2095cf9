// The columns of a weapon row, named once: editor writes, restores and the seed (through this
// feature's index) all build a weapon row through these.
import type { WeaponInput } from '@dfwiki/shared';
import { WEAPON_RATINGS, WEAPON_STATS } from '@dfwiki/shared';
import { inputColumns } from '../../db/input-columns';

const WEAPON_FIELDS = [
  'name',
  'category_id',
  'description',
  'is_new',
  'overview',
  'notes',
  ...WEAPON_STATS,
  ...WEAPON_RATINGS,
] as const;

/** What a weapon row is made of: an editor's input, or a seed weapon with its category id. */
export type WeaponColumnsInput = Pick<WeaponInput, (typeof WEAPON_FIELDS)[number]> & {
  image_url?: string | null;
};

/** A weapon's own columns from its input. */
export const weaponColumns = (input: WeaponColumnsInput) =>
  inputColumns(input, [...WEAPON_FIELDS, 'image_url']);
