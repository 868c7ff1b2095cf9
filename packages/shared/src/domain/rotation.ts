import { ROTATION_SCHEDULE } from '../data/rotation';
import type { RotationSlot } from '../schemas/rotation';

export type SlotStatus = 'Current' | 'Past' | 'Next';

const HOURS = 24;
const wrap = (hour: number) => ((hour % HOURS) + HOURS) % HOURS;

/** Index of the slot running now (the UTC hour). */
export function currentSlotIndex(now: Date): number {
  return now.getUTCHours();
}

/** Current for the current UTC hour, Past for the previous, Next for the following (wrapping). */
export function slotStatus(slotIndex: number, now: Date): SlotStatus | null {
  const current = currentSlotIndex(now);
  if (slotIndex === current) return 'Current';
  if (slotIndex === wrap(current - 1)) return 'Past';
  if (slotIndex === wrap(current + 1)) return 'Next';
  return null;
}

export interface ScheduleRow extends RotationSlot {
  /** UTC start hour, also the slot's index in the schedule. */
  index: number;
  status: SlotStatus | null;
}

/** The whole day starting at the current hour and wrapping over 24 hours (unfiltered table). */
export function orderedSchedule(
  now: Date,
  schedule: readonly RotationSlot[] = ROTATION_SCHEDULE,
): ScheduleRow[] {
  const start = currentSlotIndex(now);
  return schedule.map((_, i) => {
    const index = wrap(start + i);
    return { ...schedule[index]!, index, status: slotStatus(index, now) };
  });
}

/** The Past, Current and Next cards. */
export function nearbySlots(now: Date, schedule: readonly RotationSlot[] = ROTATION_SCHEDULE) {
  const current = currentSlotIndex(now);
  return {
    past: schedule[wrap(current - 1)]!,
    current: schedule[current]!,
    next: schedule[wrap(current + 1)]!,
  };
}

function parseRange(utcRange: string): [number, number] {
  const [start, end] = utcRange.split('-').map(Number);
  if (start === undefined || end === undefined || Number.isNaN(start) || Number.isNaN(end)) {
    throw new RangeError(`Bad UTC range: ${utcRange}`);
  }
  return [start, end];
}

/**
 * A UTC hour range in a local zone, e.g. '0-1' in Europe/Bucharest (summer) → '03:00 - 04:00'.
 * `on` picks the day, which matters when the zone observes daylight saving.
 */
export function localRange(utcRange: string, timeZone: string, on: Date = new Date()): string {
  const [start, end] = parseRange(utcRange);
  const day = Date.UTC(on.getUTCFullYear(), on.getUTCMonth(), on.getUTCDate());
  const format = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  const at = (hour: number) => format.format(new Date(day + hour * 3_600_000));
  return `${at(start)} - ${at(end)}`;
}

/** UTC ranges in which a map (optionally a given mode of it) is in rotation. */
export function hoursForMap(
  name: string,
  mode?: string,
  schedule: readonly RotationSlot[] = ROTATION_SCHEDULE,
): string[] {
  return schedule
    .filter((slot) => slot.maps.some((m) => m.name === name && (mode === undefined || m.mode === mode)))
    .map((slot) => slot.utcRange);
}

/** Table filters: by map name or by UTC hour (the UI keeps at most one of them set). */
export function filterSchedule<R extends RotationSlot & { index: number }>(
  rows: readonly R[],
  filter: { map?: string | null; hour?: number | null },
): R[] {
  return rows.filter(
    (row) =>
      (filter.map == null || row.maps.some((m) => m.name === filter.map)) &&
      (filter.hour == null || row.index === filter.hour),
  );
}
