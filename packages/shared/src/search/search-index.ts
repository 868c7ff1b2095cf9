import { boundedDistance, boundedPrefixDistance, normalizeText, tokenize } from './normalize';

export const SEARCH_KINDS = [
  'page',
  'weapon',
  'build',
  'keycard',
  'storage',
  'event',
  'item',
  'guide',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One searchable thing. `href` is where choosing it goes (with tab/build/map already in the query). */
export interface SearchDoc {
  id: string;
  kind: SearchKind;
  title: string;
  /** Short context line (category, map, weapon of a build…), shown and searched with lower weight. */
  subtitle?: string;
  /** More words that should find it (tags, rarity, translated kind name…), lowest weight. */
  keywords?: readonly string[];
  href: string;
  /** Small ranking nudge (0..0.2), e.g. so a weapon ranks above its own build for the same word. */
  boost?: number;
}

export interface SearchHit {
  doc: SearchDoc;
  score: number;
}

interface Posting {
  doc: number;
  weight: number;
}

/** Inverted index over a vocabulary of unique words: a query scans words, not documents. */
export interface SearchIndex {
  docs: readonly SearchDoc[];
  terms: string[];
  postings: Posting[][];
  /** Folded titles, for the whole-phrase bonuses. */
  titles: string[];
}

const FIELD_WEIGHT = { title: 1, subtitle: 0.7, keywords: 0.55 } as const;

export function buildSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  const byTerm = new Map<string, Map<number, number>>();
  const add = (term: string, doc: number, weight: number) => {
    let postings = byTerm.get(term);
    if (!postings) byTerm.set(term, (postings = new Map()));
    if ((postings.get(doc) ?? 0) < weight) postings.set(doc, weight);
  };
  const titles: string[] = [];
  docs.forEach((doc, i) => {
    const titleTokens = tokenize(doc.title);
    titles.push(titleTokens.join(' '));
    titleTokens.forEach((t) => add(t, i, FIELD_WEIGHT.title));
    // 'ASh-12' is also findable as 'ash12', 'M4A1 Assault' as 'm4a1assault…'.
    if (titleTokens.length > 1) add(titleTokens.join(''), i, FIELD_WEIGHT.title * 0.9);
    if (doc.subtitle) tokenize(doc.subtitle).forEach((t) => add(t, i, FIELD_WEIGHT.subtitle));
    for (const keyword of doc.keywords ?? [])
      tokenize(keyword).forEach((t) => add(t, i, FIELD_WEIGHT.keywords));
  });
  const terms = [...byTerm.keys()];
  const postings = terms.map((term) => [...byTerm.get(term)!].map(([doc, weight]) => ({ doc, weight })));
  return { docs, terms, postings, titles };
}

/** Typos allowed for a query word of this length: none below 3 letters, 1 up to 5, then 2. */
export function maxEdits(length: number): number {
  if (length < 3) return 0;
  return length <= 5 ? 1 : 2;
}

/**
 * How well query word `q` matches vocabulary word `t` (0 = not at all):
 * exact 1, prefix 0.75–0.95 (longer share scores higher), inner substring 0.6,
 * whole-word typo 0.7 − 0.15·edits, typo inside a prefix 0.5 − 0.1·edits.
 */
export function termScore(q: string, t: string): number {
  if (q === t) return 1;
  if (t.startsWith(q)) return 0.75 + 0.2 * (q.length / t.length);
  if (q.length >= 3 && t.includes(q)) return 0.6;
  const max = maxEdits(q.length);
  if (max === 0) return 0;
  const whole = boundedDistance(q, t, max);
  if (whole <= max) return 0.7 - 0.15 * whole;
  if (t.length > q.length) {
    const prefix = boundedPrefixDistance(q, t, max);
    if (prefix <= max) return 0.5 - 0.1 * prefix;
  }
  return 0;
}

export interface SearchOptions {
  limit?: number;
}

/**
 * Ranked search. Every query word must match some word of a document (exactly, as a prefix, inside
 * it, or within a few typos); a document's score is the mean of its best per-word matches times the
 * field weight, plus bonuses when the whole title starts with or equals the query, plus its boost.
 * Ties: shorter title first, then alphabetical.
 */
export function searchIndex(
  index: SearchIndex,
  query: string,
  { limit = 20 }: SearchOptions = {},
): SearchHit[] {
  const words = [...new Set(tokenize(query))].slice(0, 8);
  if (words.length === 0) return [];
  const docCount = index.docs.length;
  let total: Float64Array | null = null;
  for (const word of words) {
    const best = new Float64Array(docCount);
    for (let i = 0; i < index.terms.length; i++) {
      const score = termScore(word, index.terms[i]);
      if (score === 0) continue;
      for (const { doc, weight } of index.postings[i]) {
        const value = score * weight;
        if (value > best[doc]) best[doc] = value;
      }
    }
    if (total === null) total = best;
    else
      for (let d = 0; d < docCount; d++)
        total[d] = best[d] === 0 ? 0 : total[d] === 0 ? 0 : total[d] + best[d];
  }
  const phrase = normalizeText(query);
  const hits: SearchHit[] = [];
  for (let d = 0; d < docCount; d++) {
    if (!total || total[d] === 0) continue;
    const doc = index.docs[d];
    let score = total[d] / words.length;
    const title = index.titles[d];
    if (title === phrase) score += 0.5;
    else if (title.startsWith(phrase)) score += 0.3;
    else if (phrase.length >= 3 && title.includes(phrase)) score += 0.1;
    score += Math.min(0.2, Math.max(0, doc.boost ?? 0));
    hits.push({ doc, score });
  }
  hits.sort(
    (a, b) =>
      b.score - a.score || a.doc.title.length - b.doc.title.length || a.doc.title.localeCompare(b.doc.title),
  );
  return hits.slice(0, Math.max(0, limit));
}

/** Convenience: index once, then search many times. */
export function createSearcher(
  docs: readonly SearchDoc[],
): (query: string, options?: SearchOptions) => SearchHit[] {
  const index = buildSearchIndex(docs);
  return (query, options) => searchIndex(index, query, options);
}
