import { describe, expect, it } from 'vitest';
import {
  PRICE_UPDATER_MESSAGES as M,
  RARITY_COLORS,
  changedRows,
  matchPrices,
  parsePriceInput,
  priceDiff,
  rarityColor,
} from './price-parser';

describe('parsePriceInput — JSON array of {name, price}', () => {
  it('reads a JSON array', () => {
    expect(
      parsePriceInput('[{"name":"Pass Card","price":37800},{"name":"Lab Key","price":"1,250"}]'),
    ).toEqual({
      ok: true,
      items: [
        { name: 'Pass Card', price: 37800 },
        { name: 'Lab Key', price: 1250 },
      ],
      invalid: [],
    });
  });

  it('reports entries without a usable name or price', () => {
    expect(
      parsePriceInput(
        '[{"name":"A","price":"abc"},{"price":5},{"name":"B","price":-1},{"name":"C","price":7.9}]',
      ),
    ).toEqual({
      ok: true,
      items: [{ name: 'C', price: 7 }],
      invalid: ['A', '#2', 'B'],
    });
  });

  it('tries JSON first, so a name with a colon inside JSON stays whole', () => {
    expect(parsePriceInput('[{"name":"Room 2: East","price":"$4,000"}]')).toEqual({
      ok: true,
      items: [{ name: 'Room 2: East', price: 4000 }],
      invalid: [],
    });
  });

  it('an empty JSON array is valid and yields no items (the caller then reports no matches)', () => {
    expect(parsePriceInput('[]')).toEqual({ ok: true, items: [], invalid: [] });
  });

  it.each([['{"name":"A","price":1}'], ['42'], ['"a: 1"'], ['null'], ['[1, 2]'], ['[["A", 1]]']])(
    'valid JSON that is not an array of objects: %s → invalid format message',
    (text) => {
      expect(parsePriceInput(text)).toEqual({ ok: false, message: M.INVALID_FORMAT });
    },
  );

  it.each([[''], ['   '], ['just some words'], ['[{"name":"A","price":1},]'], ['{name: A}']])(
    'neither JSON nor a name:price list: %j → processing error message',
    (text) => {
      expect(parsePriceInput(text)).toEqual({ ok: false, message: M.PROCESSING_ERROR });
    },
  );
});

describe('parsePriceInput — name: price lines', () => {
  it.each([
    ['Pass Card: 37800', 'Pass Card', 37800],
    ['Pass Card: 37,800', 'Pass Card', 37800],
    ['Pass Card: $4,854,882', 'Pass Card', 4854882],
    ['Pass Card:  1 234 567 ', 'Pass Card', 1234567],
    ['  Pass Card  :37800', 'Pass Card', 37800],
    ['Room 2: East Wing: 5000', 'Room 2: East Wing', 5000],
    ['Pass Card: 12.9', 'Pass Card', 12],
    ['Pass Card: 0', 'Pass Card', 0],
    ['Pass Card:37800', 'Pass Card', 37800],
    ['Pass Card:\t$ 37,800\t', 'Pass Card', 37800],
  ])('%j → %s = %i', (line, name, price) => {
    expect(parsePriceInput(line)).toEqual({ ok: true, items: [{ name, price }], invalid: [] });
  });

  it('skips blank lines (also with CRLF) and reports unreadable ones', () => {
    const text = 'A: 100\r\n\r\n   \nB: n/a\nno colon here\n: 5\nC: $2,000\n';
    expect(parsePriceInput(text)).toEqual({
      ok: true,
      items: [
        { name: 'A', price: 100 },
        { name: 'C', price: 2000 },
      ],
      invalid: ['B: n/a', 'no colon here', ': 5'],
    });
  });
});

const card = (id: string, name: string, card_value = 1000, rarity_id = 'common') => ({
  id,
  name,
  card_value,
  rarity_id,
});

describe('matchPrices — case-insensitive, equality first, containment either way, each card once', () => {
  const cards = [
    card('a', 'Admin Office Key', 50000, 'legendary'),
    card('b', 'Admin', 20000, 'rare'),
    card('c', 'Pump Room Card', 30000, 'purple'),
    card('d', 'Lab', 40000, 'unique'),
  ];

  it.each([
    ['admin', ['b']],
    ['ADMIN OFFICE KEY', ['a']],
    ['Pump Room', ['c']],
    ['West Lab Storage', ['d']],
    ['Office', ['a']],
  ])('%j → %j', (name, ids) => {
    expect(matchPrices([{ name, price: 1 }], cards).rows.map((r) => r.id)).toEqual(ids);
  });

  it('prefers an exact match even when an earlier line would take the card by containment', () => {
    const { rows, unmatched } = matchPrices(
      [
        { name: 'Office', price: 1 },
        { name: 'admin office key', price: 2 },
      ],
      cards,
    );
    expect(rows.map((r) => [r.id, r.newPrice])).toEqual([['a', 2]]);
    expect(unmatched).toEqual(['Office']);
  });

  it('gives a card to the first line only and reports the rest together', () => {
    const { rows, unmatched } = matchPrices(
      [
        { name: 'Pump Room Card', price: 31000 },
        { name: 'pump room card', price: 32000 },
        { name: 'Nowhere Key', price: 5 },
      ],
      cards,
    );
    expect(rows).toEqual([
      { id: 'c', name: 'Pump Room Card', currentPrice: 30000, newPrice: 31000, rarity: 'purple' },
    ]);
    expect(unmatched).toEqual(['pump room card', 'Nowhere Key']);
    expect(M.couldNotMatch(unmatched)).toBe('Could not find exact matches for: pump room card, Nowhere Key');
  });

  it('falls back to another card when the first containment candidate is taken', () => {
    const { rows } = matchPrices(
      [
        { name: 'Admin', price: 1 },
        { name: 'admin', price: 2 },
      ],
      cards,
    );
    expect(rows.map((r) => [r.id, r.newPrice])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });
});

describe('changedRows (only rows whose price differs are sent)', () => {
  it('drops unchanged rows', () => {
    const rows = [
      { id: 'a', currentPrice: 1, newPrice: 1 },
      { id: 'b', currentPrice: 1, newPrice: 2 },
    ];
    expect(changedRows(rows).map((r) => r.id)).toEqual(['b']);
  });
});

describe('priceDiff (amount, percent with one decimal, direction)', () => {
  it.each([
    [1000, 1500, 500, 50, 'up'],
    [1500, 1000, -500, -33.3, 'down'],
    [3000, 3001, 1, 0, 'up'],
    [3000, 3002, 2, 0.1, 'up'],
    [1000, 1000, 0, 0, 'none'],
    [0, 1000, 1000, null, 'up'],
  ])('%i → %i', (current, next, amount, percent, direction) => {
    expect(priceDiff(current, next)).toEqual({ amount, percent, direction });
  });
});

describe('rarity colours (legendary amber, unique red, purple purple, rare blue, common gray, unknown gray)', () => {
  it.each([
    ['legendary', '#f59e0b'],
    ['unique', '#ef4444'],
    ['purple', '#a855f7'],
    ['rare', '#3b82f6'],
    ['common', '#9ca3af'],
    ['epic', RARITY_COLORS.unknown],
    [undefined, RARITY_COLORS.unknown],
  ])('%s → %s', (id, colour) => {
    expect(rarityColor(id)).toBe(colour);
  });
});

describe('updater messages', () => {
  it.each([
    [M.INVALID_FORMAT, 'Invalid data format. Please enter a valid JSON array or name:price list.'],
    [M.PROCESSING_ERROR, 'Error processing data. Please check the format.'],
    [M.foundItems(3), 'Found 3 items'],
    [M.updatedSummary(13, 0), 'Updated 13 items successfully, 0 failed'],
    [M.couldNotMatch(['Nowhere Key']), 'Could not find exact matches for: Nowhere Key'],
    [M.updatedSummary(12, 1), 'Updated 12 items successfully, 1 failed'],
    [M.NO_MATCHES, 'No items matched with database cards'],
    [M.NO_ITEMS, 'No items to update'],
    [M.NO_CHANGES, 'No price changes detected'],
    [M.LOAD_ERROR, 'Error loading data'],
    [M.UPDATE_ERROR, 'Error updating prices'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
