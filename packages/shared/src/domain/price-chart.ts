// Price-history chart helpers for the keycards History modal: range windows, points, min/max.
// Pure and date-safe: entries whose changed_at does not parse are left out of the chart (the
// history table still lists them as 'Unknown time').

export const PRICE_RANGES = ['7d', '30d', 'all'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

const DAY_MS = 86_400_000;
const RANGE_DAYS: Record<PriceRange, number | null> = { '7d': 7, '30d': 30, all: null };

export interface PricePoint {
  /** Epoch milliseconds. */
  t: number;
  value: number;
}

export interface PriceSeries {
  points: PricePoint[];
  min: number | null;
  max: number | null;
  /** Time span of the chart (epoch ms); null when there are no points. */
  from: number | null;
  to: number | null;
}

interface HistoryLike {
  new_value: number;
  changed_at: string;
}

/** Valid entries as points, oldest first (equal times keep their input order). */
export function pricePoints(history: readonly HistoryLike[]): PricePoint[] {
  return history
    .map((h) => ({ t: Date.parse(h.changed_at), value: h.new_value }))
    .filter((p) => Number.isFinite(p.t) && Number.isFinite(p.value))
    .sort((a, b) => a.t - b.t);
}

/**
 * The chart for a range. Prices are community snapshots that may be weeks old, so a window ends at
 * the newest snapshot, not at "now". A windowed chart starts with the price that was in effect at
 * the window start (carried forward from the last earlier snapshot), so a line always spans it.
 */
export function priceSeries(history: readonly HistoryLike[], range: PriceRange): PriceSeries {
  const all = pricePoints(history);
  const days = RANGE_DAYS[range];
  let points = all;
  const last = all[all.length - 1];
  if (days !== null && last) {
    const start = last.t - days * DAY_MS;
    points = all.filter((p) => p.t >= start);
    const before = all.filter((p) => p.t < start).pop();
    if (before && (points[0]?.t ?? Number.POSITIVE_INFINITY) > start) {
      points = [{ t: start, value: before.value }, ...points];
    }
  }
  if (points.length === 0) return { points, min: null, max: null, from: null, to: null };
  const values = points.map((p) => p.value);
  return {
    points,
    min: Math.min(...values),
    max: Math.max(...values),
    from: points[0]!.t,
    to: points[points.length - 1]!.t,
  };
}

/** Newest valid changed_at over some cards' price histories (ISO string), or null. */
export function newestPriceDate(
  cards: readonly { price_history: readonly { changed_at: string }[] }[],
): string | null {
  let best = Number.NEGATIVE_INFINITY;
  for (const card of cards) {
    for (const h of card.price_history) {
      const t = Date.parse(h.changed_at);
      if (Number.isFinite(t) && t > best) best = t;
    }
  }
  return Number.isFinite(best) ? new Date(best).toISOString() : null;
}
