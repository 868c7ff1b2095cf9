import { describe, expect, it } from 'vitest';
import { bestPositions, compareWithParam, MAX_COMPARED, parseCompareWith } from './weapon-compare';

describe('parseCompareWith', () => {
  it.each([
    ['nothing', null, []],
    ['an empty value', '', []],
    ['one slug', 'akm', ['akm']],
    ['slugs in their order', 'vector,akm', ['vector', 'akm']],
    ['spaces around slugs', ' akm , vector ', ['akm', 'vector']],
    ['a repeated slug once', 'akm,akm,vector', ['akm', 'vector']],
    ["the page's own weapon left out", 'm4a1,akm', ['akm']],
    ['empty parts skipped', ',,akm,,', ['akm']],
    ['upper case (not a slug)', 'AKM,vector', ['vector']],
    ['markup and paths (not slugs)', '<b>,../x,akm', ['akm']],
    ['digits alone (an id, not a slug)', '42,akm', ['akm']],
    ['at most three', 'a1,b2,c3,d4', ['a1', 'b2', 'c3']],
    ['three after dropping bad ones', 'X,a1,a1,b2,m4a1,c3,d4', ['a1', 'b2', 'c3']],
  ])('%s', (_, raw, expected) => {
    expect(parseCompareWith(raw, 'm4a1')).toEqual(expected);
  });

  it('never gives more than MAX_COMPARED', () => {
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(',');
    expect(parseCompareWith(many, 'm4a1')).toHaveLength(MAX_COMPARED);
  });
});

describe('compareWithParam', () => {
  it.each([
    [[], null],
    [['akm'], 'akm'],
    [['akm', 'vector'], 'akm,vector'],
  ])('%j → %j', (slugs, expected) => {
    expect(compareWithParam(slugs)).toBe(expected);
  });
});

describe('bestPositions', () => {
  it.each([
    ['the highest', [30, 40, 35], 'higher', [1]],
    ['the lowest', [2.5, 2.1, 3], 'lower', [1]],
    ['every position of a shared best', [40, 40, 35], 'higher', [0, 1]],
    ['nothing when all are the same', [40, 40], 'higher', []],
    ['nothing with one figure', [40], 'higher', []],
    ['unknown figures left out', [null, 40, 35], 'higher', [1]],
    ['nothing when one figure is known', [null, 40, null], 'higher', []],
    ['nothing without a direction', [30, 40], 'none', []],
    ['zero counts as a figure', [0, 5], 'lower', [0]],
  ] as const)('%s', (_, values, better, expected) => {
    expect(bestPositions(values, better)).toEqual(expected);
  });
});
