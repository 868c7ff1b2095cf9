import type { TFunction } from 'i18next';

// The sources cite a repository, a commit and a path (docs/game-data.md): too long for a stat line.
// Readers see a short name; the full citation stays in the element's title.
const KNOWN_SOURCES: [repository: string, key: string][] = [
  ['WaterBag/DeltaForce-PTTK-Website', 'waterbag'],
  ['xxxsy11/DeltaForceAgent', 'agent'],
  ['jiansenc/DeltaForceData', 'itemApi'],
  ['hxj-2888/delta-force-price-query', 'hxj'],
  ['orzice/DeltaForcePrice', 'orzice'],
  ['poiiiAI/df-ttk', 'dfTtk'],
];

/** A short, readable name of a cited source: a known one by name, else its repository. */
export function shortSource(t: TFunction, source: string): string {
  const known = KNOWN_SOURCES.find(([repository]) => source.includes(repository));
  if (known) return t(`weapons.facts.sources.${known[1]}`);
  return /github\.com\/([^\s@:]+)/.exec(source)?.[1] ?? source;
}

/** The short names of a list of cited sources, each once, in the order given. */
export const shortSources = (t: TFunction, sources: readonly string[]): string[] => [
  ...new Set(sources.map((s) => shortSource(t, s))),
];
