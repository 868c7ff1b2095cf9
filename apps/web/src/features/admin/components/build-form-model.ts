import { RATING_DEFAULT, RATING_MAX, RATING_MIN, type Build, type BuildReplaceRaw } from '@dfwiki/shared';
import { clamp, toNumber } from './form-numbers';

import { BUILD_STATS, type BuildStat } from '../../../components/build-fields/build-setup-fields';

export { BUILD_STATS, type BuildStat };
export const BUILD_IMAGES = ['weapon_builder_img', 'weapon_control_img', 'weapon_stats_img'] as const;
export type BuildImage = (typeof BUILD_IMAGES)[number];

import type { AttachmentRow } from '../../../components/build-fields/attachments-editor';

export type { AttachmentRow };

export interface BuildFormValues extends Record<BuildImage, string | null> {
  name: string;
  description: string;
  rating: string;
  build_code: string;
  creator_name: string;
  creator_avatar: string | null;
  stats: Record<BuildStat, number>;
  attachments: AttachmentRow[];
  tag_ids: number[];
}

/** Defaults of a new build: rating 4, each performance value 50. */
export function buildFormValues(build?: Build): BuildFormValues {
  return {
    name: build?.name ?? '',
    description: build?.description ?? '',
    rating: String(build?.rating ?? RATING_DEFAULT),
    build_code: build?.build_code ?? '',
    creator_name: build?.creator_name ?? '',
    creator_avatar: build?.creator_avatar ?? null,
    stats: Object.fromEntries(BUILD_STATS.map((s) => [s, build?.[s] ?? 50])) as Record<BuildStat, number>,
    ...(Object.fromEntries(BUILD_IMAGES.map((i) => [i, build?.[i] ?? null])) as Record<
      BuildImage,
      string | null
    >),
    attachments: (build?.attachments ?? []).map((a, index) => ({
      key: index + 1,
      name: a.name,
      type: a.type,
    })),
    tag_ids: build?.tags.map((tag) => tag.id) ?? [],
  };
}

/** Rating clamped to 1..5 and rounded to the 0.1 grid. */
export const normaliseRating = (value: string | number) =>
  clamp(Math.round(toNumber(value) * 10) / 10 || RATING_DEFAULT, RATING_MIN, RATING_MAX);
/** Performance value clamped to 0..100 (whole numbers). */
export const normaliseStat = (value: string | number) => clamp(Math.round(toNumber(value)), 0, 100);

export type BuildFormErrors = Partial<Record<'name' | 'rating', string>>;

/** Name required; rating 1 to 5. */
export function validateBuildForm(v: BuildFormValues): BuildFormErrors {
  const errors: BuildFormErrors = {};
  if (!v.name.trim()) errors.name = 'admin.builds.nameRequired';
  const rating = Number.parseFloat(v.rating);
  if (!Number.isFinite(rating) || rating < RATING_MIN || rating > RATING_MAX)
    errors.rating = 'admin.builds.ratingRange';
  return errors;
}

/** The whole build body: PUT is a full replacement, so every field is sent (POST takes the same). */
export function buildInput(v: BuildFormValues): BuildReplaceRaw & { tag_ids: number[] } {
  return {
    name: v.name.trim(),
    description: v.description,
    rating: normaliseRating(v.rating),
    build_code: v.build_code.trim(),
    ...(Object.fromEntries(BUILD_IMAGES.map((i) => [i, v[i]])) as Record<BuildImage, string | null>),
    creator_name: v.creator_name.trim(),
    creator_avatar: v.creator_avatar,
    control: normaliseStat(v.stats.control),
    handling: normaliseStat(v.stats.handling),
    stability: normaliseStat(v.stats.stability),
    accuracy: normaliseStat(v.stats.accuracy),
    range: normaliseStat(v.stats.range),
    tag_ids: v.tag_ids,
    attachments: v.attachments
      .filter((a) => a.name.trim())
      .map((a) => ({ name: a.name.trim(), type: a.type })),
  };
}
