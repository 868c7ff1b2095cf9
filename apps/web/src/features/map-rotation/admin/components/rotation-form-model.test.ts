import { describe, expect, it } from 'vitest';
import type { RotationVersion } from '@dfwiki/shared';
import { draftFromVersion, draftToBody, placeErrors, repeatFirstHours } from './rotation-form-model';

const version = {
  id: 1,
  label: 'Old',
  source: 'somewhere',
  source_date: '2026-08-05',
  is_current: true,
  created_at: '2026-08-05T00:00:00.000Z',
  schedule: {
    always_open: [{ map: 'Zero Dam', difficulty: 'Easy', tags: [] }],
    hours: Array.from({ length: 24 }, (_, h) =>
      h % 4 < 2 ? [{ map: 'Layali Grove', difficulty: 'Easy', tags: ['Solo'] }] : [],
    ),
    weekend_note: null,
    new_map: null,
  },
} satisfies RotationVersion;

describe('rotation form model', () => {
  it('prefills the schedule as lines, but not the new version’s label, source or date', () => {
    const draft = draftFromVersion(version);
    expect(draft).toMatchObject({ label: '', source: '', sourceDate: '', alwaysOpen: 'Zero Dam · Easy' });
    expect(draft.hours[0]).toBe('Layali Grove · Easy · Solo');
    expect(draft.hours[2]).toBe('');
    expect(draftToBody({ ...draft, label: 'New' }).body).toEqual({
      label: 'New',
      source: null,
      source_date: null,
      schedule: version.schedule,
    });
  });

  it('repeats the first 4 hours over the day', () => {
    const draft = { ...draftFromVersion(null), hours: ['a', 'b', 'c', 'd', ...Array(20).fill('')] };
    expect(repeatFirstHours(draft, 4).hours.join('')).toBe('abcd'.repeat(6));
  });

  it.each([
    ['label', undefined, 'label'],
    ['source_date', undefined, 'sourceDate'],
    ['schedule.always_open.0.map', 1, 'always'],
    // The second entry of hour 3 sits on line 3 (line 2 is blank).
    ['schedule.hours.3.1.tags.0', 3, 'hour-3'],
    ['schedule.hours.3', undefined, 'hour-3'],
    ['schedule.new_map.season', undefined, 'newMapSeason'],
    ['something.else', undefined, 'form'],
  ])('places the server error at %s on line %s of %s', (path, line, field) => {
    const draft = { ...draftFromVersion(version), hours: Array(24).fill('A · Hard\n\nB · Easy · Solo') };
    const { lines } = draftToBody(draft);
    const [placed] = placeErrors([{ path, message: 'bad', rule: 'max_length' }], lines);
    expect([placed!.field, placed!.line]).toEqual([field, line]);
  });
});
