// Search benchmark helpers: not part of the wiki, only of `npm run bench` (bench/search.ts).
import { buildSearchIndex, buildSiteSearchDocs, searchIndex, type SearchSources } from '@dfwiki/shared';

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

/**
 * For the benchmark: the same sources repeated `factor` times with distinct ids and names
 * ('M4A1 Assault Rifle 2', …), so index size and vocabulary grow like real data would.
 */
export function scaleSearchSources(sources: SearchSources, factor: number): SearchSources {
  const copies = Math.max(1, Math.floor(factor));
  const times = <T>(list: readonly T[], copy: (item: T, n: number) => T): T[] =>
    Array.from({ length: copies }, (_, n) => list.map((item) => (n === 0 ? item : copy(item, n + 1)))).flat();
  return {
    pages: sources.pages,
    events: times(sources.events, (e, n) => ({ ...e, id: `${e.id}-${n}`, title: `${e.title} ${n}` })),
    weapons: times(sources.weapons, (w, n) => ({
      ...w,
      id: w.id + n * 100_000,
      slug: `${w.slug}-${n}`,
      name: `${w.name} ${n}`,
      builds: w.builds.map((b) => ({ ...b, id: b.id + n * 100_000, name: `${b.name} ${n}` })),
    })),
    keycards: times(sources.keycards, (k, n) => ({ ...k, id: `${k.id}-${n}`, name: `${k.name} ${n}` })),
    storage: times(sources.storage, (s, n) => ({ ...s, id: `${s.id}-${n}`, name: `${s.name} ${n}` })),
  };
}
