import { describe, expect, it } from 'vitest';
import { BuildInputSchema, BuildReplaceSchema, SubmissionInputSchema, type Build } from '@dfwiki/shared';
import {
  BUILD_STATS,
  buildDraftInput,
  buildDraftValues,
  buildFormValues,
  buildInput,
  normaliseRating,
  validateBuildForm,
} from './build-form-model';

const CODE = '6' + 'A'.repeat(20);

describe('build draft (both forms)', () => {
  it('drops blank attachment rows and trims the others', () => {
    const values = {
      ...buildDraftValues(),
      name: ' Close ',
      attachments: [
        { key: 1, name: ' Suppressor ', type: 'muzzle' as const },
        { key: 2, name: '', type: 'barrel' as const },
        { key: 3, name: '   ', type: 'optic' as const },
      ],
    };
    expect(buildDraftInput(values)).toMatchObject({
      name: 'Close',
      attachments: [{ name: 'Suppressor', type: 'muzzle' }],
    });
  });
  it('parses performance values: whole numbers within 0..100', () => {
    const values = buildDraftValues();
    values.stats = { control: 49.6, handling: -3, stability: 140, accuracy: Number.NaN, range: 7 };
    expect(buildDraftInput(values)).toMatchObject({
      control: 50,
      handling: 0,
      stability: 100,
      accuracy: 0,
      range: 7,
    });
  });
  it('a player draft with a blank row left in the form is a valid submission', () => {
    const values = {
      ...buildDraftValues(),
      name: 'Mine',
      build_code: CODE,
      attachments: [{ key: 1, name: '', type: 'muzzle' as const }],
    };
    const body = { weapon_id: 1, ...buildDraftInput(values) };
    expect(SubmissionInputSchema.safeParse(body).error).toBeUndefined();
  });
});

describe('build form (editors)', () => {
  it('defaults: rating 4, performance 50', () => {
    const input = buildInput({ ...buildFormValues(), name: 'B' });
    expect(input).toMatchObject({ rating: 4, ...Object.fromEntries(BUILD_STATS.map((stat) => [stat, 50])) });
    expect(BuildInputSchema.safeParse(input).success).toBe(true);
    // PUT is a full replacement: the same body must carry every required field.
    expect(BuildReplaceSchema.safeParse(input).error).toBeUndefined();
  });
  it.each([
    ['4.26', 4.3],
    ['9', 5],
    ['0.2', 1],
    ['', 4],
  ])('rating %j → %s', (raw, n) => expect(normaliseRating(raw)).toBe(n));
  it('requires a name and a rating between 1 and 5', () => {
    expect(validateBuildForm({ ...buildFormValues(), rating: '6' })).toEqual({
      name: 'admin.builds.nameRequired',
      rating: 'admin.builds.ratingRange',
    });
  });
  it('keeps attachments by type and tags of an existing build', () => {
    const build = {
      id: 1,
      weapon_id: 5,
      name: 'X',
      description: '',
      rating: 4.5,
      build_code: 'C',
      weapon_builder_img: null,
      weapon_control_img: null,
      weapon_stats_img: null,
      creator_name: 'me',
      creator_avatar: null,
      creator_contributions: 2,
      submitted_at: null,
      control: 70,
      handling: 60,
      stability: 50,
      accuracy: 40,
      range: 30,
      tags: [{ id: 9, name: 'T' }],
      attachments: [{ name: 'Suppressor', type: 'muzzle' }],
      created_at: '2025-05-01T00:00:00Z',
      updated_at: '2025-05-01T00:00:00Z',
      version: 0,
      last_edited_at: null,
      source: null,
      featured: false,
    } satisfies Build;
    const input = buildInput(buildFormValues(build));
    expect(input).toMatchObject({
      rating: 4.5,
      control: 70,
      tag_ids: [9],
      attachments: [{ name: 'Suppressor', type: 'muzzle' }],
    });
    expect(BuildInputSchema.safeParse(input).success).toBe(true);
    // PUT is a full replacement: the same body must carry every required field.
    expect(BuildReplaceSchema.safeParse(input).error).toBeUndefined();
  });
});
