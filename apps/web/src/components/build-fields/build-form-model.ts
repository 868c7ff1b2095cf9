// The one form model of a build, for the editors' build form and the players' submission form.
// Both edit a draft (name, text, code, screenshot, performance, attachments, tags); the editors'
// form adds rating, credit and two more images. Neither sends a blank attachment row.
import {
  RATING_DEFAULT,
  RATING_MAX,
  RATING_MIN,
  type Attachment,
  type BuildDraft,
  type BuildReplaceRaw,
  type Tag,
} from '@dfwiki/shared';
import { clamp, toNumber } from '../../lib/form-numbers';
import type { AttachmentRow } from './attachments-editor';
import { BUILD_STATS, type BuildStat } from './build-setup-fields';

export { BUILD_STATS, type AttachmentRow, type BuildStat };
/** What both forms edit. */
export interface BuildDraftValues {
  name: string;
  description: string;
  build_code: string;
  weapon_builder_img: string | null;
  stats: Record<BuildStat, number>;
  attachments: AttachmentRow[];
  tag_ids: number[];
}

/** The build's screenshots: the draft's builder image, then the editors' two more. */
export const BUILD_IMAGES = ['weapon_builder_img', 'weapon_control_img', 'weapon_stats_img'] as const;
export type BuildImage = (typeof BUILD_IMAGES)[number];

/** A build or a submission as read, as far as the draft goes. */
type DraftSource = Pick<BuildDraftValues, 'name' | 'description' | 'build_code' | 'weapon_builder_img'> &
  Record<BuildStat, number> & { attachments: Attachment[]; tags: Tag[] };

/** A draft's form values; a new one has each performance value at 50. */
export function buildDraftValues(from?: DraftSource): BuildDraftValues {
  return {
    name: from?.name ?? '',
    description: from?.description ?? '',
    build_code: from?.build_code ?? '',
    weapon_builder_img: from?.weapon_builder_img ?? null,
    stats: Object.fromEntries(BUILD_STATS.map((s) => [s, from?.[s] ?? 50])) as Record<BuildStat, number>,
    attachments: (from?.attachments ?? []).map((a, index) => ({
      key: index + 1,
      name: a.name,
      type: a.type,
    })),
    tag_ids: from?.tags.map((tag) => tag.id) ?? [],
  };
}

/** Rating clamped to 1..5 and rounded to the 0.1 grid. */
export const normaliseRating = (value: string | number) =>
  clamp(Math.round(toNumber(value) * 10) / 10 || RATING_DEFAULT, RATING_MIN, RATING_MAX);
/** Performance value clamped to 0..100 (whole numbers). */
export const normaliseStat = (value: string | number) => clamp(Math.round(toNumber(value)), 0, 100);

/** Attachment rows as sent: trimmed, blank ones dropped (the API refuses an empty name). */
export const attachmentsInput = (rows: AttachmentRow[]) =>
  rows.flatMap(({ name, type }) => (name.trim() ? [{ name: name.trim(), type }] : []));

/** The draft part of a build body, as both forms send it. */
export function buildDraftInput(v: BuildDraftValues): BuildDraft {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    build_code: v.build_code.trim(),
    weapon_builder_img: v.weapon_builder_img,
    control: normaliseStat(v.stats.control),
    handling: normaliseStat(v.stats.handling),
    stability: normaliseStat(v.stats.stability),
    accuracy: normaliseStat(v.stats.accuracy),
    range: normaliseStat(v.stats.range),
    tag_ids: v.tag_ids,
    attachments: attachmentsInput(v.attachments),
  };
}

// The editors' form: the draft with rating, credit and the other two images.

export interface BuildFormValues extends BuildDraftValues {
  rating: string;
  weapon_control_img: string | null;
  weapon_stats_img: string | null;
  creator_name: string;
  creator_avatar: string | null;
}

type BuildSource = DraftSource &
  Pick<BuildFormValues, 'weapon_control_img' | 'weapon_stats_img' | 'creator_name' | 'creator_avatar'> & {
    rating: number;
  };

/** Defaults of a new build: rating 4, each performance value 50. */
export function buildFormValues(build?: BuildSource): BuildFormValues {
  return {
    ...buildDraftValues(build),
    rating: String(build?.rating ?? RATING_DEFAULT),
    weapon_control_img: build?.weapon_control_img ?? null,
    weapon_stats_img: build?.weapon_stats_img ?? null,
    creator_name: build?.creator_name ?? '',
    creator_avatar: build?.creator_avatar ?? null,
  };
}

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
    ...buildDraftInput(v),
    rating: normaliseRating(v.rating),
    weapon_control_img: v.weapon_control_img,
    weapon_stats_img: v.weapon_stats_img,
    creator_name: v.creator_name.trim(),
    creator_avatar: v.creator_avatar,
  };
}
