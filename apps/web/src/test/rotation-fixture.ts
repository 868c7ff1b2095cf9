import type { RotationEntry, RotationVersion } from '@dfwiki/shared';

export const rotationEntry = (
  map: string,
  difficulty: RotationEntry['difficulty'],
  tags: string[] = [],
): RotationEntry => ({ map, difficulty, tags });

/**
 * A small rotation: AZ3 always open on Easy and Normal, Space City Normal listed in every hour (open
 * all day too), Layali Grove Easy Solo in the even hours, Tide Prison Hard in hours 0-5 only.
 */
export const ROTATION_FIXTURE: RotationVersion = {
  id: 7,
  label: 'Fixture',
  source: 'github.com/example/rotation-tracker @ abc123 : rotation.json',
  source_date: '2026-08-05',
  is_current: true,
  created_at: '2026-08-06T10:00:00.000Z',
  schedule: {
    always_open: [rotationEntry('AZ3', 'Easy'), rotationEntry('AZ3', 'Normal')],
    hours: Array.from({ length: 24 }, (_, h) => [
      rotationEntry('Space City', 'Normal'),
      ...(h % 2 === 0 ? [rotationEntry('Layali Grove', 'Easy', ['Solo'])] : []),
      ...(h < 6 ? [rotationEntry('Tide Prison', 'Hard')] : []),
    ]),
    weekend_note: null,
    new_map: { map: 'AZ3', season: 'Season 10' },
  },
};
