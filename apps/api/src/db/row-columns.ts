// The columns of a weapon row and of a build row, named once: editor writes, submissions and the
// seeder all build their rows through these.
import type { BuildInput, WeaponInput } from '@dfwiki/shared';
import { WEAPON_RATINGS, WEAPON_STATS } from '@dfwiki/shared';
import { inputColumns } from './input-columns';

const WEAPON_FIELDS = [
  'name',
  'category_id',
  'tier',
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

/** A weapon's own columns from its input (editor writes and the seeder both go through these). */
export const weaponColumns = (input: WeaponColumnsInput) =>
  inputColumns(input, [...WEAPON_FIELDS, 'image_url']);

const BUILD_FIELDS = [
  'name',
  'description',
  'rating',
  'build_code',
  'creator_name',
  'control',
  'handling',
  'stability',
  'accuracy',
  'range',
] as const;
const BUILD_IMAGES = [
  'weapon_builder_img',
  'weapon_control_img',
  'weapon_stats_img',
  'creator_avatar',
] as const;

/** A build's own columns from its input (editor writes, submissions and the seeder all use these). */
type BuildColumnsInput = Pick<BuildInput, (typeof BUILD_FIELDS)[number]> &
  Partial<Pick<BuildInput, (typeof BUILD_IMAGES)[number]>>;

export const buildColumns = (input: BuildColumnsInput) =>
  inputColumns(input, [...BUILD_FIELDS, ...BUILD_IMAGES]);
