import { describe, expect, it } from 'vitest';
import { ROTATION_MAP_NAMES, ROTATION_SCHEDULE } from '../data/rotation';
import { RotationSlotSchema } from '../schemas/rotation';
import {
  filterSchedule,
  hoursForMap,
  localRange,
  nearbySlots,
  orderedSchedule,
  slotStatus,
} from './rotation';

const at = (iso: string) => new Date(iso);

describe('ROTATION_SCHEDULE data', () => {
  it('has 24 hourly slots 0-1 .. 23-24, each valid with 2 to 4 maps', () => {
    expect(ROTATION_SCHEDULE.map((s) => s.utcRange)).toEqual(
      Array.from({ length: 24 }, (_, h) => `${h}-${h + 1}`),
    );
    for (const slot of ROTATION_SCHEDULE) {
      expect(RotationSlotSchema.parse(slot)).toEqual(slot);
      expect(slot.maps.length).toBeGreaterThanOrEqual(2);
      expect(slot.maps.length).toBeLessThanOrEqual(4);
      expect(slot.maps.every((m) => m.difficulty === '')).toBe(true);
    }
  });

  it.each([
    ['Zero Dam', 'Blackout Long Night'],
    ['Space City', 'Normal'],
    ['Space City', 'Hard'],
    ['Brakkesh', 'Normal'],
    ['Layali Grove', 'Normal'],
  ])('%s (%s) is in the rotation', (name, mode) => {
    expect(hoursForMap(name, mode).length).toBeGreaterThan(0);
  });

  it('uses only the four maps', () => {
    const names = new Set(ROTATION_SCHEDULE.flatMap((s) => s.maps.map((m) => m.name)));
    expect([...names].sort()).toEqual([...ROTATION_MAP_NAMES].sort());
  });
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
    const rows = orderedSchedule(at(now));
    expect(rows).toHaveLength(24);
    expect(rows.slice(0, 3).map((r) => r.index)).toEqual(first);
    expect(rows.slice(-2).map((r) => r.index)).toEqual(last);
    expect(rows[0]!.status).toBe('Current');
    expect(rows[1]!.status).toBe('Next');
    expect(rows[23]!.status).toBe('Past');
    expect(rows.filter((r) => r.status === null)).toHaveLength(21);
    expect(rows[0]!.utcRange).toBe(`${first[0]}-${first[0]! + 1}`);
  });
});

describe('nearbySlots', () => {
  it('wraps at midnight', () => {
    const { past, current, next } = nearbySlots(at('2025-05-21T00:10:00Z'));
    expect([past.utcRange, current.utcRange, next.utcRange]).toEqual(['23-24', '0-1', '1-2']);
  });
  it.each([
    ['2025-05-20T23:59:59Z', ['22-23', '23-24', '0-1']],
    ['2025-05-21T00:00:00Z', ['23-24', '0-1', '1-2']],
    ['2025-05-20T22:00:00Z', ['21-22', '22-23', '23-24']],
  ])('at %s → Past, Current, Next = %j', (now, ranges) => {
    const { past, current, next } = nearbySlots(at(now));
    expect([past.utcRange, current.utcRange, next.utcRange]).toEqual(ranges);
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

describe('hoursForMap and filterSchedule', () => {
  it('lists every hour of a map, in UTC order', () => {
    const hours = hoursForMap('Zero Dam');
    expect(hours).toEqual(['0-1', '1-2', '2-3', '19-20', '20-21', '21-22', '22-23', '23-24']);
    expect(hoursForMap('Nowhere')).toEqual([]);
  });

  it('filters rows by map or by hour', () => {
    const rows = orderedSchedule(at('2025-05-20T12:00:00Z'));
    expect(filterSchedule(rows, { map: 'Zero Dam' }).map((r) => r.index)).toEqual([
      19, 20, 21, 22, 23, 0, 1, 2,
    ]);
    expect(filterSchedule(rows, { hour: 5 }).map((r) => r.utcRange)).toEqual(['5-6']);
    expect(filterSchedule(rows, { map: null, hour: null })).toHaveLength(24);
  });
});
