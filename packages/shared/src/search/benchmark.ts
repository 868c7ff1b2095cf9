import { buildSearchIndex, searchIndex } from './search-index';
import { buildSiteSearchDocs, scaleSearchSources, type SearchSources } from './site-docs';

export interface SearchBenchmarkResult {
  docs: number;
  terms: number;
  buildMs: number;
  /** Mean milliseconds per query over all rounds. */
  queryMs: number;
  queries: number;
}

/** Default queries: exact, partial, typo, multi-word and no-match cases. */
export const BENCHMARK_QUERIES = [
  'm4a1',
  'assault rif',
  'asault',
  'barracks storroom',
  'layali',
  'ash12',
  'gator',
  'backpak',
  'zzqxv',
];

/**
 * Builds the index over `factor`× the given sources and times it and `rounds` passes over
 * `queries`. Pure apart from reading the clock; the bench runner calls it with factor 10.
 */
export function runSearchBenchmark(
  sources: SearchSources,
  {
    factor = 10,
    queries = BENCHMARK_QUERIES,
    rounds = 20,
  }: { factor?: number; queries?: readonly string[]; rounds?: number } = {},
): SearchBenchmarkResult {
  const scaled = scaleSearchSources(sources, factor);
  const t0 = performance.now();
  const index = buildSearchIndex(buildSiteSearchDocs(scaled));
  const t1 = performance.now();
  for (let r = 0; r < rounds; r++) for (const q of queries) searchIndex(index, q);
  const t2 = performance.now();
  return {
    docs: index.docs.length,
    terms: index.terms.length,
    buildMs: t1 - t0,
    queryMs: (t2 - t1) / (rounds * queries.length),
    queries: rounds * queries.length,
  };
}
