// The columns of a build row, named once: editor writes, submissions (through this feature's
// index) and the seed all build a build row through these.
import type { BuildInput } from '@dfwiki/shared';
import { inputColumns } from '../../db/input-columns';

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

/** What a build row is made of: an editor's or a player's input, or a seed build. */
export type BuildColumnsInput = Pick<BuildInput, (typeof BUILD_FIELDS)[number]> &
  Partial<Pick<BuildInput, (typeof BUILD_IMAGES)[number]>>;

/** A build's own columns from its input. */
export const buildColumns = (input: BuildColumnsInput) =>
  inputColumns(input, [...BUILD_FIELDS, ...BUILD_IMAGES]);
