// Rules of the Operations map rotation. Every function takes the schedule it reads (the current
// version comes from the API); times are UTC and hour h is the slot h:00–h+1:00.
import type { RotationDifficulty, RotationEntry, RotationSchedule } from '../schemas/rotation';
import { ROTATION_DIFFICULTIES, rotationEntryKey } from '../schemas/values';
import { slugify } from './slug';

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

/** One UTC hour of the schedule: what rotates in then (the always-open entries are apart). */
export interface ScheduleRow {
  /** UTC start hour, also the slot's index in the schedule. */
  index: number;
  /** 'start-end' in UTC hours, e.g. '23-24' (what localRange reads). */
  utcRange: string;
  entries: RotationEntry[];
  status: SlotStatus | null;
}

/** The 24 rows in UTC order, with their status at `now`. */
export function scheduleRows(schedule: RotationSchedule, now: Date): ScheduleRow[] {
  return schedule.hours.map((entries, index) => ({
    index,
    utcRange: `${index}-${index + 1}`,
    entries,
    status: slotStatus(index, now),
  }));
}

/** The whole day starting at the current hour and wrapping over 24 hours (unfiltered table). */
export function orderedSchedule(schedule: RotationSchedule, now: Date): ScheduleRow[] {
  const rows = scheduleRows(schedule, now);
  const start = currentSlotIndex(now);
  return rows.map((_, i) => rows[wrap(start + i)]!);
}

/** The Past, Current and Next rows. */
export function nearbySlots(schedule: RotationSchedule, now: Date) {
  const rows = scheduleRows(schedule, now);
  const current = currentSlotIndex(now);
  return { past: rows[wrap(current - 1)]!, current: rows[current]!, next: rows[wrap(current + 1)]! };
}

/** Everything open at a UTC hour: the always-open entries, then that hour's (each once). */
export function openAt(schedule: RotationSchedule, hour: number): RotationEntry[] {
  const seen = new Set<string>();
  return [...schedule.always_open, ...(schedule.hours[wrap(hour)] ?? [])].filter((entry) => {
    const key = rotationEntryKey(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const isAlways = (schedule: RotationSchedule, test: (e: RotationEntry) => boolean) =>
  schedule.always_open.some(test);

/** UTC hours (0-23) in which an entry (same map, difficulty and tags) is open. */
export function hoursForEntry(schedule: RotationSchedule, entry: RotationEntry): number[] {
  const key = rotationEntryKey(entry);
  const same = (e: RotationEntry) => rotationEntryKey(e) === key;
  if (isAlways(schedule, same)) return Array.from({ length: HOURS }, (_, h) => h);
  return schedule.hours.flatMap((entries, h) => (entries.some(same) ? [h] : []));
}

/** UTC hours in which a map is open at all (any difficulty; always open counts for every hour). */
export function hoursForMap(schedule: RotationSchedule, map: string): number[] {
  const named = (e: RotationEntry) => e.map === map;
  if (isAlways(schedule, named)) return Array.from({ length: HOURS }, (_, h) => h);
  return schedule.hours.flatMap((entries, h) => (entries.some(named) ? [h] : []));
}

/** Whether this entry is open around the clock. */
export const isAlwaysOpen = (schedule: RotationSchedule, entry: RotationEntry) =>
  isAlways(schedule, (e) => rotationEntryKey(e) === rotationEntryKey(entry));

/** Sorted hours merged into 'start-end' UTC ranges: [0, 1, 4, 5] → ['0-2', '4-6']. */
export function hourWindows(hours: readonly number[]): string[] {
  const windows: [number, number][] = [];
  for (const h of [...hours].sort((a, b) => a - b)) {
    const last = windows.at(-1);
    if (last && last[1] === h) last[1] = h + 1;
    else windows.push([h, h + 1]);
  }
  return windows.map(([start, end]) => `${start}-${end}`);
}

/** Every map of the schedule once, with its URL slug: always-open maps first, then by first hour. */
export function rotationMaps(schedule: RotationSchedule): { name: string; slug: string }[] {
  const names = new Set([...schedule.always_open, ...schedule.hours.flat()].map((e) => e.map));
  return [...names].map((name) => ({ name, slug: slugify(name) }));
}

/** Table filters: by map name or by UTC hour (the UI keeps at most one of them set). */
export function filterSchedule(
  schedule: RotationSchedule,
  rows: readonly ScheduleRow[],
  filter: { map?: string | null; hour?: number | null },
): ScheduleRow[] {
  const mapHours = filter.map == null ? null : new Set(hoursForMap(schedule, filter.map));
  return rows.filter(
    (row) =>
      (mapHours === null || mapHours.has(row.index)) && (filter.hour == null || row.index === filter.hour),
  );
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

// ---------- entries as text lines (the admin editor) ----------

/** The separator between a line's parts: 'Layali Grove · Easy · Solo'. */
export const ENTRY_SEPARATOR = ' · ';

/** An entry as one line: map, then difficulty, then tags. */
export const entryToLine = (entry: RotationEntry): string =>
  [entry.map, entry.difficulty, ...entry.tags].filter(Boolean).join(ENTRY_SEPARATOR);

const difficultyOf = (word: string) =>
  ROTATION_DIFFICULTIES.find((d) => d.toLowerCase() === word.toLowerCase()) as RotationDifficulty | undefined;

/**
 * One line back into an entry: the first part is the map, a part naming a difficulty (the first
 * one) is the difficulty, every other part a tag. '·', '|' and ',' all separate. Blank: null.
 */
export function lineToEntry(line: string): RotationEntry | null {
  const parts = line
    .split(/[·|,]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const [map, ...rest] = parts;
  if (!map) return null;
  let difficulty: RotationDifficulty | null = null;
  const tags: string[] = [];
  for (const part of rest) {
    const d = difficultyOf(part);
    if (d && !difficulty) difficulty = d;
    else tags.push(part);
  }
  return { map, difficulty, tags };
}

/** A block of lines into entries, with the 1-based line number each came from (blank lines skipped). */
export function linesToEntries(text: string): { entry: RotationEntry; line: number }[] {
  return text.split('\n').flatMap((raw, i) => {
    const entry = lineToEntry(raw);
    return entry ? [{ entry, line: i + 1 }] : [];
  });
}

/** Hours 0..period-1 repeated over the day (period 4: two sets swapping every 2 hours). */
export function repeatHours<T>(hours: readonly T[], period: number): T[] {
  return Array.from({ length: HOURS }, (_, h) => hours[h % period]!);
}

/** '0-1' → '00:00 - 01:00': a UTC hour range as clock times. */
export function utcLabel(utcRange: string): string {
  const [start, end] = utcRange.split('-').map(Number);
  const pad = (h: number | undefined) => `${String((h ?? 0) % 24).padStart(2, '0')}:00`;
  return `${pad(start)} - ${pad(end)}`;
}
