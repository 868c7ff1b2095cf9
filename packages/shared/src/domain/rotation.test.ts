import { describe, expect, it } from 'vitest';
import { RotationReplaceSchema, RotationScheduleSchema, type RotationEntry } from '../schemas/rotation';
import {
  entryToLine,
  filterSchedule,
  hourWindows,
  hoursForEntry,
  hoursForMap,
  isAlwaysOpen,
  lineToEntry,
  linesToEntries,
  localRange,
  nearbySlots,
  openAt,
  orderedSchedule,
  repeatHours,
  rotationMaps,
  scheduleRows,
  slotStatus,
} from './rotation';

const at = (iso: string) => new Date(iso);
const e = (
  map: string,
  difficulty: RotationEntry['difficulty'] = null,
  ...tags: string[]
): RotationEntry => ({
  map,
  difficulty,
  tags,
});

// A small hand-made schedule: one map always open, two sets swapping every 2 hours from 00:00.
const A = [e('Tide Prison', 'Hard'), e('Layali Grove', 'Easy', 'Solo')];
const B = [e('Space City', 'Hard'), e('Brakkesh', 'Normal')];
const SCHEDULE = RotationScheduleSchema.parse({
  always_open: [e('Zero Dam', 'Easy'), e('Zero Dam', 'Normal')],
  hours: repeatHours([A, A, B, B], 4),
  weekend_note: null,
  new_map: null,
});

describe('slotStatus (Current = UTC hour, Past = previous, Next = following, wrapping)', () => {
  it.each([
    ['2025-05-20T12:00:00Z', 12, 'Current'],
    ['2025-05-20T12:59:59Z', 11, 'Past'],
    ['2025-05-20T12:30:00Z', 13, 'Next'],
    ['2025-05-20T12:30:00Z', 14, null],
    ['2025-05-20T12:30:00Z', 10, null],
    ['2025-05-20T23:30:00Z', 23, 'Current'],
    ['2025-05-20T23:30:00Z', 22, 'Past'],
    ['2025-05-20T23:30:00Z', 0, 'Next'],
    ['2025-05-21T00:10:00Z', 0, 'Current'],
    ['2025-05-21T00:10:00Z', 23, 'Past'],
    ['2025-05-21T00:10:00Z', 1, 'Next'],
    ['2025-05-21T00:10:00Z', 12, null],
    // Local offset must not matter: 03:10 in Bucharest (+03:00) is 00:10 UTC.
    ['2025-05-21T03:10:00+03:00', 0, 'Current'],
  ])('at %s slot %i → %s', (now, slot, status) => {
    expect(slotStatus(slot, at(now))).toBe(status);
  });
});

describe('orderedSchedule (starts at the current hour, wraps over 24)', () => {
  it.each([
    ['2025-05-20T23:30:00Z', [23, 0, 1], [21, 22]],
    ['2025-05-21T00:10:00Z', [0, 1, 2], [22, 23]],
    ['2025-05-20T09:45:00Z', [9, 10, 11], [7, 8]],
  ])('at %s', (now, first, last) => {
    const rows = orderedSchedule(SCHEDULE, at(now));
    expect(rows).toHaveLength(24);
    expect(rows.slice(0, 3).map((r) => r.index)).toEqual(first);
    expect(rows.slice(-2).map((r) => r.index)).toEqual(last);
    expect(rows[0]!.status).toBe('Current');
    expect(rows[1]!.status).toBe('Next');
    expect(rows[23]!.status).toBe('Past');
    expect(rows.filter((r) => r.status === null)).toHaveLength(21);
    expect(rows[0]!.utcRange).toBe(`${first[0]}-${first[0]! + 1}`);
    expect(rows[0]!.entries).toBe(SCHEDULE.hours[first[0]!]);
  });
});

describe('nearbySlots', () => {
  it.each([
    ['2025-05-21T00:10:00Z', ['23-24', '0-1', '1-2']],
    ['2025-05-20T23:59:59Z', ['22-23', '23-24', '0-1']],
    ['2025-05-21T00:00:00Z', ['23-24', '0-1', '1-2']],
    ['2025-05-20T22:00:00Z', ['21-22', '22-23', '23-24']],
  ])('at %s → Past, Current, Next = %j', (now, ranges) => {
    const { past, current, next } = nearbySlots(SCHEDULE, at(now));
    expect([past.utcRange, current.utcRange, next.utcRange]).toEqual(ranges);
    expect([past.status, current.status, next.status]).toEqual(['Past', 'Current', 'Next']);
  });
});

describe('openAt (always open, then the hour, each once)', () => {
  it.each([
    [0, ['Zero Dam', 'Zero Dam', 'Tide Prison', 'Layali Grove']],
    [1, ['Zero Dam', 'Zero Dam', 'Tide Prison', 'Layali Grove']],
    [2, ['Zero Dam', 'Zero Dam', 'Space City', 'Brakkesh']],
    [23, ['Zero Dam', 'Zero Dam', 'Space City', 'Brakkesh']],
    [24, ['Zero Dam', 'Zero Dam', 'Tide Prison', 'Layali Grove']], // wraps
  ])('hour %i → %j', (hour, maps) => {
    expect(openAt(SCHEDULE, hour).map((entry) => entry.map)).toEqual(maps);
  });

  it('lists an entry that is both always open and in the hour once', () => {
    const both = { ...SCHEDULE, hours: SCHEDULE.hours.map((h) => [...h, e('Zero Dam', 'Easy')]) };
    expect(openAt(both, 5).filter((entry) => entry.map === 'Zero Dam')).toHaveLength(2);
  });
});

describe('hours of an entry and of a map', () => {
  it.each([
    [e('Tide Prison', 'Hard'), ['0-2', '4-6', '8-10', '12-14', '16-18', '20-22']],
    [e('Space City', 'Hard'), ['2-4', '6-8', '10-12', '14-16', '18-20', '22-24']],
    [e('Layali Grove', 'Easy', 'Solo'), ['0-2', '4-6', '8-10', '12-14', '16-18', '20-22']],
    [e('Layali Grove', 'Easy'), []], // tags are part of the entry
    [e('Zero Dam', 'Easy'), ['0-24']],
    [e('Zero Dam', 'Hard'), []],
  ])('%j → %j', (entry, windows) => {
    expect(hourWindows(hoursForEntry(SCHEDULE, entry))).toEqual(windows);
  });

  it.each([
    ['Zero Dam', 24],
    ['Brakkesh', 12],
    ['Nowhere', 0],
  ])('map %s is open %i hours', (map, n) => {
    expect(hoursForMap(SCHEDULE, map)).toHaveLength(n);
  });

  it('knows which entries are always open', () => {
    expect(isAlwaysOpen(SCHEDULE, e('Zero Dam', 'Normal'))).toBe(true);
    expect(isAlwaysOpen(SCHEDULE, e('Brakkesh', 'Normal'))).toBe(false);
  });

  it.each([
    [[], []],
    [[3], ['3-4']],
    [
      [5, 0, 1, 23],
      ['0-2', '5-6', '23-24'],
    ],
  ])('hourWindows(%j) → %j', (hours, windows) => {
    expect(hourWindows(hours)).toEqual(windows);
  });

  it('names every map once, always-open ones first', () => {
    expect(rotationMaps(SCHEDULE)).toEqual([
      { name: 'Zero Dam', slug: 'zero-dam' },
      { name: 'Tide Prison', slug: 'tide-prison' },
      { name: 'Layali Grove', slug: 'layali-grove' },
      { name: 'Space City', slug: 'space-city' },
      { name: 'Brakkesh', slug: 'brakkesh' },
    ]);
  });
});

describe('filterSchedule', () => {
  const rows = scheduleRows(SCHEDULE, at('2025-05-20T12:00:00Z'));
  it.each([
    [{ map: 'Brakkesh' }, [2, 3, 6, 7, 10, 11, 14, 15, 18, 19, 22, 23]],
    [{ map: 'Zero Dam' }, Array.from({ length: 24 }, (_, h) => h)],
    [{ map: 'Nowhere' }, []],
    [{ hour: 5 }, [5]],
    [{ map: null, hour: null }, Array.from({ length: 24 }, (_, h) => h)],
  ])('%j → hours %j', (filter, hours) => {
    expect(filterSchedule(SCHEDULE, rows, filter).map((r) => r.index)).toEqual(hours);
  });
});

describe('entries as text lines', () => {
  it.each([
    ['Tide Prison · Hard', e('Tide Prison', 'Hard')],
    ['Layali Grove · Easy · Solo', e('Layali Grove', 'Easy', 'Solo')],
    ['  layali grove | easy | Solo ', e('layali grove', 'Easy', 'Solo')],
    ['Tide Prison, Adaptation', e('Tide Prison', null, 'Adaptation')],
    ['Zero Dam · Hard · Normal', e('Zero Dam', 'Hard', 'Normal')], // only the first difficulty counts
    ['   ', null],
    ['·', null],
  ])('%j → %j', (line, entry) => {
    expect(lineToEntry(line)).toEqual(entry);
  });

  it.each([
    e('Tide Prison', 'Hard'),
    e('Layali Grove', 'Easy', 'Solo'),
    e('Tide Prison', null, 'Adaptation'),
  ])('round-trips %j', (entry) => {
    expect(lineToEntry(entryToLine(entry))).toEqual(entry);
  });

  it('keeps the line number of each entry, skipping blank lines', () => {
    expect(linesToEntries('Zero Dam · Easy\n\nBrakkesh · Normal').map((x) => x.line)).toEqual([1, 3]);
  });
});

describe('schedule validation', () => {
  const valid = () => structuredClone(SCHEDULE);
  it.each([
    ['23 hours', (s: ReturnType<typeof valid>) => void s.hours.pop(), 'hours'],
    [
      'an unknown difficulty',
      (s: ReturnType<typeof valid>) =>
        void ((s.always_open[0] as { difficulty: string }).difficulty = 'Insane'),
      'always_open.0.difficulty',
    ],
    [
      'an empty map name',
      (s: ReturnType<typeof valid>) => void (s.hours[3]![0]!.map = '  '),
      'hours.3.0.map',
    ],
    [
      'a 61-character map name',
      (s: ReturnType<typeof valid>) => void (s.hours[3]![0]!.map = 'x'.repeat(61)),
      'hours.3.0.map',
    ],
    [
      'six tags',
      (s: ReturnType<typeof valid>) => void (s.hours[0]![0]!.tags = ['a', 'b', 'c', 'd', 'e', 'f']),
      'hours.0.0.tags',
    ],
    [
      'a 31-character tag',
      (s: ReturnType<typeof valid>) => void (s.hours[0]![0]!.tags = ['t'.repeat(31)]),
      'hours.0.0.tags.0',
    ],
    [
      'an entry twice in one hour',
      (s: ReturnType<typeof valid>) => void s.hours[0]!.push(e('Tide Prison', 'Hard')),
      'hours.0.2',
    ],
    ['an unknown field', (s: ReturnType<typeof valid>) => void Object.assign(s, { extra: 1 }), ''],
  ])('refuses %s', (_what, breakIt, path) => {
    const s = valid();
    breakIt(s);
    const result = RotationScheduleSchema.safeParse(s);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('accepts a GET answer sent back as the replacement (server fields dropped)', () => {
    const body = {
      id: 3,
      label: ' Season 10 ',
      source: '',
      source_date: '2026-08-05',
      is_current: true,
      created_at: '2026-08-05T00:00:00.000Z',
      schedule: SCHEDULE,
    };
    expect(RotationReplaceSchema.parse(body)).toEqual({
      label: 'Season 10',
      source: null,
      source_date: '2026-08-05',
      schedule: SCHEDULE,
    });
    expect(RotationReplaceSchema.safeParse({ ...body, source_date: '5 Aug' }).success).toBe(false);
    expect(RotationReplaceSchema.safeParse({ ...body, label: '' }).success).toBe(false);
  });
});
describe('localRange (UTC hour range shown in a local IANA zone)', () => {
  it.each([
    ['0-1', 'UTC', '2025-05-20T12:00:00Z', '00:00 - 01:00'],
    ['23-24', 'UTC', '2025-05-20T12:00:00Z', '23:00 - 00:00'],
    ['0-1', 'Europe/Bucharest', '2025-05-20T12:00:00Z', '03:00 - 04:00'], // EEST, UTC+3
    ['0-1', 'Europe/Bucharest', '2025-01-20T12:00:00Z', '02:00 - 03:00'], // EET, UTC+2
    ['23-24', 'Europe/Bucharest', '2025-01-20T12:00:00Z', '01:00 - 02:00'],
    ['2-3', 'America/New_York', '2025-05-20T12:00:00Z', '22:00 - 23:00'], // EDT, UTC-4
    ['2-3', 'America/New_York', '2025-01-20T12:00:00Z', '21:00 - 22:00'], // EST, UTC-5
    ['10-11', 'Asia/Kolkata', '2025-05-20T12:00:00Z', '15:30 - 16:30'],
  ])('%s in %s on %s → %s', (range, zone, on, expected) => {
    expect(localRange(range, zone, at(on))).toBe(expected);
  });

  it('rejects a malformed range', () => {
    expect(() => localRange('noon', 'UTC')).toThrow(RangeError);
  });
});
