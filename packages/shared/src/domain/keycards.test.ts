import { describe, expect, it } from 'vitest';
import {
  RARITY_ORDER,
  availableDifficulties,
  containsLabel,
  costPerOpen,
  currentValue,
  difficultyMultiplier,
  formatHistoryTime,
  lastHistory,
  priceChangePercent,
  sortKeycards,
} from './keycards';

const card = (id: string, name: string, rarity_id: string) => ({ id, name, rarity_id });

describe('sortKeycards (reverse, by name, then stably by rarity, others last)', () => {
  it('orders by rarity unique, legendary, purple, rare, common, unknown, then by name', () => {
    const list = [
      card('1', 'Bravo', 'common'),
      card('2', 'Alpha', 'common'),
      card('3', 'Zulu', 'unique'),
      card('4', 'Mike', 'mystery'),
      card('5', 'Echo', 'purple'),
      card('6', 'Delta', 'legendary'),
      card('7', 'Kilo', 'rare'),
      card('8', 'Alpha', 'unique'),
    ];
    expect(sortKeycards(list).map((c) => c.id)).toEqual(['8', '3', '6', '5', '7', '2', '1', '4']);
  });

  it('keeps the reversed order for equal name and rarity', () => {
    const list = [card('a', 'Same', 'rare'), card('b', 'Same', 'rare'), card('c', 'Same', 'rare')];
    expect(sortKeycards(list).map((c) => c.id)).toEqual(['c', 'b', 'a']);
  });

  it('does not mutate its input', () => {
    const list = [card('1', 'B', 'common'), card('2', 'A', 'unique')];
    const copy = structuredClone(list);
    sortKeycards(list);
    expect(list).toEqual(copy);
  });

  it('exports the rarity order', () => {
    expect(RARITY_ORDER).toEqual(['unique', 'legendary', 'purple', 'rare', 'common']);
  });
});

describe('difficultyMultiplier (Easy 1, Normal 2, other 4)', () => {
  it.each([
    ['Easy', 1],
    ['Normal', 2],
    ['Hard', 4],
    ['Lockdown', 4],
    ['', 4],
    ['easy', 1],
    [' Normal ', 2],
  ])('%j → %i', (name, expected) => {
    expect(difficultyMultiplier(name)).toBe(expected);
  });
});

describe('costPerOpen (value / durability × multiplier)', () => {
  it.each([
    [100000, 1, 'Easy', 100000],
    [100000, 1, 'Normal', 200000],
    [100000, 1, 'Hard', 400000],
    [100000, 4, 'Easy', 25000],
    [100000, 4, 'Normal', 50000],
    [100000, 4, 'Hard', 100000],
    [90000, 3, 'Hard', 120000],
    [0, 1, 'Hard', 0],
    [50000, 0, 'Easy', 50000],
    [50000, -2, 'Normal', 100000],
    [50000, Number.NaN, 'Easy', 50000],
  ])('value %i, durability %s, %s → %i', (value, durability, difficulty, expected) => {
    expect(costPerOpen(value, durability, difficulty)).toBe(expected);
  });
});

describe('availableDifficulties', () => {
  it('keeps only available ones (missing flag means available)', () => {
    const difficulties = [
      { difficulty_id: 1, name: 'Easy', is_available: true },
      { difficulty_id: 2, name: 'Normal', is_available: false },
      { difficulty_id: 3, name: 'Hard' },
    ];
    expect(availableDifficulties({ difficulties }).map((d) => d.difficulty_id)).toEqual([1, 3]);
  });
});

describe('containsLabel (N/A for one item or fewer)', () => {
  it.each([
    [0, 'N/A'],
    [1, 'N/A'],
    [2, 2],
    [7, 7],
  ])('%i items → %s', (n, expected) => {
    expect(containsLabel(Array.from({ length: n }, (_, i) => i))).toBe(expected);
  });
});

const entry = (id: number, old_value: number, new_value: number, changed_at: string) => ({
  id,
  old_value,
  new_value,
  changed_at,
});

describe('currentValue (newest new_value, else card_value)', () => {
  it('uses card_value without history', () => {
    expect(currentValue({ card_value: 1234, price_history: [] })).toBe(1234);
  });
  it('uses the newest entry even when the list is not sorted', () => {
    const price_history = [
      entry(1, 100, 200, '2025-05-01T00:00:00Z'),
      entry(3, 300, 400, '2025-05-03T00:00:00Z'),
      entry(2, 200, 300, '2025-05-02T00:00:00Z'),
    ];
    expect(currentValue({ card_value: 1, price_history })).toBe(400);
  });
});

describe('priceChangePercent (2 decimals, up/down indicator)', () => {
  it.each([
    [100, 150, 50, 'up'],
    [150, 100, -33.33, 'down'],
    [300, 301, 0.33, 'up'],
    [3, 2, -33.33, 'down'],
    [100, 100, 0, 'none'],
    [0, 500, null, 'up'],
    [0, 0, null, 'none'],
  ])('%i → %i gives %s %s', (oldValue, newValue, percent, direction) => {
    expect(priceChangePercent(oldValue, newValue)).toEqual({ percent, direction });
  });
});

describe('lastHistory (last 10, newest first)', () => {
  const history = Array.from({ length: 12 }, (_, i) =>
    entry(i + 1, i, i + 1, `2025-05-${String(i + 1).padStart(2, '0')}T00:00:00Z`),
  );
  it.each([
    [undefined, 10],
    [10, 10],
    [3, 3],
    [20, 12],
    [0, 0],
  ])('limit %s → %i rows', (limit, rows) => {
    expect(lastHistory(history, limit)).toHaveLength(rows);
  });
  it('returns the newest first', () => {
    expect(lastHistory(history).map((h) => h.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });
});

describe('formatHistoryTime (invalid → Unknown time)', () => {
  it.each([['not a date'], [''], [null], [undefined], ['2025-13-45T99:00:00Z']])(
    '%j → Unknown time',
    (iso) => {
      expect(formatHistoryTime(iso, 'en-US')).toBe('Unknown time');
    },
  );
  it('formats a valid date in the given locale and zone', () => {
    expect(formatHistoryTime('2025-05-16T14:30:00Z', 'en-US', 'UTC')).toBe('5/16/2025, 2:30:00 PM');
  });
});
