import { HISTORY_ROWS } from './constants';

/** Display order of rarities on the public keycards page; other ids sort last. */
export const RARITY_ORDER = ['unique', 'legendary', 'purple', 'rare', 'common'] as const;

function rarityRank(rarityId: string | undefined): number {
  const index = (RARITY_ORDER as readonly string[]).indexOf(rarityId ?? '');
  return index === -1 ? RARITY_ORDER.length : index;
}

/**
 * Reverse the list, sort by name, then stably by rarity order.
 * The reverse only matters for equal names (later rows come first). Input is not mutated.
 */
export function sortKeycards<T extends { name: string; rarity_id: string }>(list: readonly T[]): T[] {
  return [...list]
    .reverse()
    .sort((a, b) => a.name.localeCompare(b.name))
    .sort((a, b) => rarityRank(a.rarity_id) - rarityRank(b.rarity_id));
}

/** Easy 1, Normal 2, any other difficulty is treated as hardest (4): docs/product.md, Keycards. */
export function difficultyMultiplier(name: string): 1 | 2 | 4 {
  const key = name.trim().toLowerCase();
  if (key === 'easy') return 1;
  if (key === 'normal') return 2;
  return 4;
}

/** Cost per open = card value / durability × difficulty multiplier. Durability <= 0 counts as 1. */
export function costPerOpen(cardValue: number, durability: number, difficultyName: string): number {
  const uses = Number.isFinite(durability) && durability > 0 ? durability : 1;
  return (cardValue / uses) * difficultyMultiplier(difficultyName);
}

/** Only available difficulties are shown (missing flag = available, the schema default). */
export function availableDifficulties<D extends { is_available?: boolean }>(card: {
  difficulties: readonly D[];
}): D[] {
  return card.difficulties.filter((d) => d.is_available !== false);
}

/** Contains column: 'N/A' for one item or fewer, else the item count. */
export function containsLabel(items: readonly unknown[]): 'N/A' | number {
  return items.length <= 1 ? 'N/A' : items.length;
}

interface HistoryEntry {
  new_value: number;
  old_value: number;
  changed_at: string;
}

function timeOf(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** Newest first. The API already sends that order; sorting again keeps the UI right regardless. */
export function sortHistoryNewestFirst<H extends HistoryEntry>(history: readonly H[]): H[] {
  return [...history].sort((a, b) => timeOf(b.changed_at) - timeOf(a.changed_at));
}

/** Current value: the newest history entry's new_value, else card_value. */
export function currentValue(card: { card_value: number; price_history: readonly HistoryEntry[] }): number {
  const [newest] = sortHistoryNewestFirst(card.price_history);
  return newest ? newest.new_value : card.card_value;
}

export type Direction = 'up' | 'down' | 'none';

export function directionOf(oldValue: number, newValue: number): Direction {
  if (newValue > oldValue) return 'up';
  if (newValue < oldValue) return 'down';
  return 'none';
}

/** History modal change: signed percent rounded to 2 decimals; null when the old value is 0. */
export function priceChangePercent(
  oldValue: number,
  newValue: number,
): { percent: number | null; direction: Direction } {
  const direction = directionOf(oldValue, newValue);
  if (oldValue === 0) return { percent: null, direction };
  const percent = Math.round(((newValue - oldValue) / Math.abs(oldValue)) * 10000) / 100;
  return { percent: Object.is(percent, -0) ? 0 : percent, direction };
}

/** The newest `limit` entries, newest first. */
export function lastHistory<H extends HistoryEntry>(
  history: readonly H[],
  limit: number = HISTORY_ROWS,
): H[] {
  return sortHistoryNewestFirst(history).slice(0, Math.max(0, limit));
}

export const UNKNOWN_TIME = 'Unknown time';

/** Date and time of a history row in the reader's locale; invalid or missing dates → 'Unknown time'. */
export function formatHistoryTime(
  iso: string | null | undefined,
  locale?: string,
  timeZone?: string,
): string {
  if (!iso) return UNKNOWN_TIME;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return UNKNOWN_TIME;
  try {
    return date.toLocaleString(locale, timeZone ? { timeZone } : undefined);
  } catch {
    // A malformed locale or zone tag throws RangeError; the date itself is still worth showing.
    return date.toISOString();
  }
}
