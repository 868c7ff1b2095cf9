import { describe, expect, it } from 'vitest';
import { PRICE_RANGES, newestPriceDate, pricePoints, priceSeries } from './price-chart';

const h = (new_value: number, changed_at: string) => ({ new_value, changed_at });
const day = (d: string) => Date.parse(`${d}T00:00:00Z`);

// Weekly snapshots, given newest first like the API sends them, plus one broken date.
const history = [
  h(415, '2026-08-03T00:00:00Z'),
  h(453, '2026-07-27T00:00:00Z'),
  h(516, '2026-07-20T00:00:00Z'),
  h(566, '2026-07-13T00:00:00Z'),
  h(999, 'not a date'),
  h(637, '2026-06-15T00:00:00Z'),
];

describe('pricePoints', () => {
  it('keeps valid dates only, oldest first', () => {
    expect(pricePoints(history).map((p) => p.value)).toEqual([637, 566, 516, 453, 415]);
  });
});

describe('priceSeries (7 days / 30 days / all, ending at the newest snapshot)', () => {
  it('exposes the three ranges', () => {
    expect(PRICE_RANGES).toEqual(['7d', '30d', 'all']);
  });

  it('all: every valid point with min and max', () => {
    const s = priceSeries(history, 'all');
    expect(s.points).toHaveLength(5);
    expect([s.min, s.max]).toEqual([415, 637]);
    expect([s.from, s.to]).toEqual([day('2026-06-15'), day('2026-08-03')]);
  });

  it('7d: the window start is exactly on a snapshot, so nothing is carried forward', () => {
    const s = priceSeries(history, '7d');
    expect(s.points.map((p) => [p.t, p.value])).toEqual([
      [day('2026-07-27'), 453],
      [day('2026-08-03'), 415],
    ]);
    expect([s.min, s.max]).toEqual([415, 453]);
  });

  it('30d: carries the price in effect at the window start forward', () => {
    const s = priceSeries(history, '30d');
    expect(s.points.map((p) => [p.t, p.value])).toEqual([
      [day('2026-07-04'), 637],
      [day('2026-07-13'), 566],
      [day('2026-07-20'), 516],
      [day('2026-07-27'), 453],
      [day('2026-08-03'), 415],
    ]);
    expect([s.min, s.max]).toEqual([415, 637]);
    expect(s.from).toBe(day('2026-07-04'));
  });

  it('a single snapshot gives one point and min = max', () => {
    const s = priceSeries([h(100, '2025-05-01T00:00:00Z')], '7d');
    expect(s.points).toHaveLength(1);
    expect([s.min, s.max]).toEqual([100, 100]);
  });

  it.each(PRICE_RANGES)('no valid history → empty series (%s)', (range) => {
    expect(priceSeries([h(1, 'bad')], range)).toEqual({
      points: [],
      min: null,
      max: null,
      from: null,
      to: null,
    });
    expect(priceSeries([], range).points).toEqual([]);
  });

  it('does not mutate its input', () => {
    const copy = structuredClone(history);
    priceSeries(history, '30d');
    expect(history).toEqual(copy);
  });
});

describe('newestPriceDate', () => {
  it('finds the newest valid date across cards', () => {
    const cards = [
      { price_history: [h(1, '2026-07-01T00:00:00Z'), h(1, 'bad')] },
      { price_history: [h(1, '2026-08-03T00:00:00Z')] },
      { price_history: [] },
    ];
    expect(newestPriceDate(cards)).toBe('2026-08-03T00:00:00.000Z');
  });
  it('null when no card has a valid date', () => {
    expect(newestPriceDate([{ price_history: [h(1, '')] }])).toBeNull();
    expect(newestPriceDate([])).toBeNull();
  });
});
