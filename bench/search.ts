// Search latency with 10× the sample data: builds the same in-browser index the palette uses, over
// ten copies of every weapon, build, keycard, storage item, event and page, then times each query.
// Prints a table, then one JSON line (read by bench/run.mjs).
import {
  buildSearchIndex,
  buildSiteSearchDocs,
  EVENTS,
  searchIndex,
  STORAGE_ITEMS,
  type SearchSources,
} from '@dfwiki/shared';
import { BENCHMARK_QUERIES, scaleSearchSources } from './search-benchmark';
import { SEED_BUILDS } from '../apps/api/src/ops/seed/builds';
import { SEED_KEYCARDS } from '../apps/api/src/ops/seed/keycards';
import { SEED_WEAPONS } from '../apps/api/src/ops/seed/weapons';

const sources: SearchSources = {
  weapons: SEED_WEAPONS.map((w, i) => ({
    id: i + 1,
    slug: w.slug,
    name: w.name,
    category: { name: w.category },
    tags: w.tags.map((name) => ({ name })),
    builds: SEED_BUILDS.filter((b) => b.weapon_slug === w.slug).map((b, j) => ({
      id: i * 10 + j,
      name: b.name,
      creator_name: '',
      tags: b.tags.map((name) => ({ name })),
    })),
  })),
  keycards: SEED_KEYCARDS.map((k) => ({
    id: k.id,
    name: k.name,
    map: { name: k.map },
    rarity: { name: k.rarity },
    name_original: k.name_cn,
  })),
  storage: STORAGE_ITEMS.map((s) => ({
    id: s.id,
    name: s.name,
    name_cn: s.name_cn,
    type: s.type,
    rarity: s.rarity,
  })),
  events: EVENTS.map((e) => ({ id: e.id, title: e.title, maps: e.maps, rewards: e.rewards })),
  pages: [
    'Getting Started',
    'Storage',
    'Keycards',
    'Weapon TTK',
    'Weapon Builds',
    'Map Rotation',
    'Events',
    'Contribute',
    'Privacy Policy',
    'Terms of Use',
  ].map((title, i) => ({ id: `p${i}`, title, href: '/' })),
};

const FACTOR = 10;
const ROUNDS = 50;
const TARGET_MS = 50;
const t0 = performance.now();
const index = buildSearchIndex(buildSiteSearchDocs(scaleSearchSources(sources, FACTOR)));
const buildMs = performance.now() - t0;

const rows = BENCHMARK_QUERIES.map((q) => {
  const times: number[] = [];
  let hits = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const s = performance.now();
    hits = searchIndex(index, q).length;
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const p = (f: number) => +times[Math.min(times.length - 1, Math.floor(times.length * f))]!.toFixed(2);
  return {
    query: q,
    hits,
    medianMs: p(0.5),
    p95Ms: p(0.95),
    target: `p95 < ${TARGET_MS} ms: ${p(0.95) < TARGET_MS ? 'pass' : 'FALLS SHORT'}`,
  };
});
console.error(`index of ${index.docs.length} entries built in ${buildMs.toFixed(1)} ms`);
console.table(rows.map((r) => r));
console.log(
  JSON.stringify([
    {
      query: '(index build)',
      hits: index.docs.length,
      medianMs: +buildMs.toFixed(1),
      p95Ms: null,
      target: '',
    },
    ...rows,
  ]),
);
