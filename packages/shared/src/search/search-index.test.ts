import { describe, expect, it } from 'vitest';
import { boundedDistance, boundedPrefixDistance, normalizeText, tokenize } from './normalize';
import { buildSearchIndex, createSearcher, searchIndex, termScore, type SearchDoc } from './search-index';

const doc = (id: string, title: string, extra: Partial<SearchDoc> = {}): SearchDoc => ({
  id,
  kind: 'keycard',
  title,
  href: `/${id}`,
  ...extra,
});

const DOCS: SearchDoc[] = [
  doc('barracks', 'Barracks Storeroom', { subtitle: 'Zero Dam' }),
  doc('vip', 'Center VIP Room', { subtitle: 'Zero Dam' }),
  doc('m4a1', 'M4A1 Assault Rifle', { kind: 'weapon', subtitle: 'Assault Rifle', boost: 0.1 }),
  doc('ak12', 'AK-12 Assault Rifle', { kind: 'weapon', subtitle: 'Assault Rifle', boost: 0.1 }),
  doc('ash12', 'ASh-12 Battle Rifle', { kind: 'weapon', subtitle: 'Battle Rifle', boost: 0.1 }),
  doc('breaker', 'Armour Breaker', { kind: 'build', subtitle: 'AK-12 Assault Rifle' }),
  doc('gator', 'Gator Frenzy', {
    kind: 'event',
    subtitle: 'Zero Dam, Layali Grove',
    keywords: ['Baby Gator Avatar'],
  }),
  doc('cards', 'Keycards', { kind: 'page', keywords: ['Carduri'] }),
  doc('ro', 'Rucsac de asalt', { kind: 'storage' }),
];
const search = createSearcher(DOCS);
const ids = (q: string) => search(q).map((h) => h.doc.id);

describe('normalize', () => {
  it('folds case, diacritics and punctuation', () => {
    expect(normalizeText('  Rucsac   Tactic—Română! ')).toBe('rucsac tactic romana');
    expect(tokenize("East Wing Manager's Office")).toEqual(['east', 'wing', 'manager', 's', 'office']);
    expect(tokenize('  ')).toEqual([]);
  });
  it('bounded edit distance counts swaps as one edit and stops early', () => {
    expect(boundedDistance('storeroom', 'storeroom', 2)).toBe(0);
    expect(boundedDistance('storroom', 'storeroom', 2)).toBe(1);
    expect(boundedDistance('baracks', 'barracks', 2)).toBe(1);
    expect(boundedDistance('barakcs', 'barracks', 2)).toBe(2);
    expect(boundedDistance('abc', 'xyzxyz', 1)).toBe(2);
  });
  it('prefix distance finds a typo inside a half-typed word', () => {
    expect(boundedPrefixDistance('stor', 'storeroom', 1)).toBe(0);
    expect(boundedPrefixDistance('stro', 'storeroom', 1)).toBe(1);
    expect(boundedPrefixDistance('zzzz', 'storeroom', 1)).toBe(2);
  });
});

describe('termScore', () => {
  it.each([
    ['rifle', 'rifle', 1],
    ['rif', 'rifle', 0.75 + 0.2 * (3 / 5)],
    ['torer', 'storeroom', 0.6],
    ['rilfe', 'rifle', 0.55],
    ['r', 'storeroom', 0],
    ['ab', 'ba', 0],
  ])('%s vs %s → %d', (q, t, expected) => {
    expect(termScore(q, t)).toBeCloseTo(expected, 5);
  });
});

describe('searchIndex', () => {
  it('finds exact and partial words', () => {
    expect(ids('barracks')[0]).toBe('barracks');
    expect(ids('barr')[0]).toBe('barracks');
    expect(ids('stor')[0]).toBe('barracks');
  });
  it('tolerates small typos', () => {
    expect(ids('barracs storroom')[0]).toBe('barracks');
    expect(ids('Baracks')[0]).toBe('barracks');
    expect(ids('gatr')).toContain('gator');
    expect(ids('asault rilfe')).toEqual(expect.arrayContaining(['m4a1', 'ak12']));
  });
  it('matches words typed without separators and across diacritics', () => {
    expect(ids('ash12')[0]).toBe('ash12');
    expect(ids('rucsác')[0]).toBe('ro');
  });
  it('needs every word to match', () => {
    expect(ids('barracks vip')).toEqual([]);
    expect(ids('zzqxv')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });
  it('ranks title matches above subtitle matches, and whole-title prefixes first', () => {
    const akHits = ids('ak-12');
    expect(akHits[0]).toBe('ak12');
    expect(akHits).toContain('breaker'); // via its weapon name in the subtitle
    expect(akHits.indexOf('ak12')).toBeLessThan(akHits.indexOf('breaker'));
    expect(ids('zero dam')).toEqual(expect.arrayContaining(['barracks', 'vip', 'gator']));
    expect(ids('m4')[0]).toBe('m4a1');
  });
  it('searches keywords (e.g. the name in another language)', () => {
    expect(ids('carduri')).toEqual(['cards']);
    expect(ids('baby avatar')).toEqual(['gator']);
  });
  it('respects the limit and is deterministic on ties', () => {
    const index = buildSearchIndex(DOCS);
    expect(searchIndex(index, 'rifle', { limit: 2 })).toHaveLength(2);
    expect(searchIndex(index, 'rifle').map((h) => h.doc.id)).toEqual(
      searchIndex(index, 'rifle').map((h) => h.doc.id),
    );
  });
});
