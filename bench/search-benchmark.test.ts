// The search benchmark's helpers: scaled sources keep distinct ids, and a run reports its sizes.
import { buildSiteSearchDocs, type SearchSources } from '@dfwiki/shared';
import { describe, expect, it } from 'vitest';
import { runSearchBenchmark, scaleSearchSources } from './search-benchmark';

const SOURCES: SearchSources = {
  pages: [{ id: 'cards', title: 'Keycards', href: '/wiki/cards' }],
  weapons: [
    { id: 11, slug: 'ak-12', name: 'AK-12 Assault Rifle', category: { name: 'Assault Rifle' }, builds: [] },
    { id: 12, slug: 'p90', name: 'P90 SMG', category: { name: 'SMG' }, builds: [] },
  ],
  keycards: [{ id: 'ld-blue-villa', name: 'Blue Villa Bedroom', map: { name: 'Layali Grove' } }],
  storage: [{ id: 'bp1', name: 'Hiking Backpack', type: 'Backpack', rarity: 'rare' }],
  events: [{ id: 'gator-frenzy', title: 'Gator Frenzy', maps: ['Zero Dam'], rewards: [] }],
};

describe('scaling for the benchmark', () => {
  it('multiplies every list with distinct ids', () => {
    const scaled = scaleSearchSources(SOURCES, 10);
    expect(scaled.weapons).toHaveLength(20);
    expect(scaled.keycards).toHaveLength(10);
    expect(new Set(buildSiteSearchDocs(scaled).map((d) => d.id)).size).toBe(
      buildSiteSearchDocs(scaled).length,
    );
  });
  it('runs the benchmark and reports sizes', () => {
    const result = runSearchBenchmark(SOURCES, { factor: 10, rounds: 1 });
    expect(result.docs).toBe(buildSiteSearchDocs(scaleSearchSources(SOURCES, 10)).length);
    expect(result.queryMs).toBeGreaterThanOrEqual(0);
  });
});
