// The public data sets DF Wiki reads its game facts from, one entry each. Our own copies of the
// files we read are in apps/api/src/db/seed/data/sources/ (their README says what each holds); the
// page /wiki/data shows this list, and docs/data-provenance.md maps every fact on the site to it.
// What each source gives us is prose, so it lives in the locale files: `dataSources.sources.<id>`.
import type { PublicRouteId } from '@dfwiki/shared';

/** The licence a source states about itself, in its own files (not a legal opinion of ours). */
export type StatedLicence =
  /** No licence file and no licence named anywhere. */
  | 'none'
  /** "MIT" named in a README or package.json, but no licence file in the repository. */
  | 'mitNamedOnly'
  /** An MIT licence file. */
  | 'mit'
  /** The site's footer licence for community text. */
  | 'ccBySa'
  | 'ccByNcSa';

/** A day, a month or a year, as precise as the source lets us be: `2026-08-03`, `2025-01`, `2026`. */
export type PartialDate = string;

export interface DataSource {
  /** Stable id; also names its strings (`dataSources.sources.<id>.*`). */
  id: string;
  /** The repository (owner/name) or site, as its owner spells it. */
  name: string;
  url: string;
  /** The commit our copy was read at, when the source is a repository read at one commit. */
  commit?: string;
  /** When the figures we use were published: one date, or the first and last of a series; null when unknown. */
  date: { from?: PartialDate; to: PartialDate } | null;
  licence: StatedLicence;
  /** 'crossCheck': nothing from it is shown; we only compared our figures with it. */
  use: 'shown' | 'crossCheck';
  /** Pages that show facts from it (weapon pages count as `builds`, the index they are reached from). */
  pages: readonly PublicRouteId[];
}

export const DATA_SOURCES: readonly DataSource[] = [
  {
    id: 'orzice',
    name: 'orzice/DeltaForcePrice',
    url: 'https://github.com/orzice/DeltaForcePrice',
    date: { from: '2025-08-13', to: '2026-01-10' },
    licence: 'none',
    use: 'shown',
    pages: ['cards', 'storage', 'builds'],
  },
  {
    id: 'hxj',
    name: 'hxj-2888/delta-force-price-query',
    url: 'https://github.com/hxj-2888/delta-force-price-query',
    commit: '055d9b3',
    date: { to: '2026-08-03' },
    licence: 'mitNamedOnly',
    use: 'shown',
    pages: ['cards', 'storage', 'builds'],
  },
  {
    id: 'deltaForceAgent',
    name: 'xxxsy11/DeltaForceAgent',
    url: 'https://github.com/xxxsy11/DeltaForceAgent',
    commit: 'a9abb25',
    date: { from: '2026-02-08', to: '2026-02-20' },
    licence: 'none',
    use: 'shown',
    pages: ['cards', 'builds'],
  },
  {
    id: 'mapTracker',
    name: 'dezmathio/delta-force-map-tracker',
    url: 'https://github.com/dezmathio/delta-force-map-tracker',
    commit: '0979a5a',
    date: { to: '2026-08-05' },
    licence: 'mitNamedOnly',
    use: 'shown',
    pages: ['rotation'],
  },
  {
    id: 'waterBag',
    name: 'WaterBag/DeltaForce-PTTK-Website',
    url: 'https://github.com/WaterBag/DeltaForce-PTTK-Website',
    commit: '9db1b89',
    date: { to: '2026-05-21' },
    licence: 'none',
    use: 'shown',
    pages: ['builds', 'ttk'],
  },
  {
    id: 'jiansenc',
    name: 'jiansenc/DeltaForceData',
    url: 'https://github.com/jiansenc/DeltaForceData',
    commit: '669981e',
    date: { to: '2024-12-09' },
    licence: 'none',
    use: 'shown',
    pages: ['cards', 'storage', 'builds'],
  },
  {
    id: 'buildCodeSheet',
    name: 'hajimi619/delta-codes',
    url: 'https://github.com/hajimi619/delta-codes',
    commit: '27c3ed5',
    date: null,
    licence: 'none',
    use: 'shown',
    pages: ['builds'],
  },
  {
    id: 'modificationCodes',
    name: 'zihluwang/delta-force-firearm-modification-codes',
    url: 'https://github.com/zihluwang/delta-force-firearm-modification-codes',
    commit: '00215de',
    date: { to: '2026' },
    licence: 'mit',
    use: 'shown',
    pages: ['builds'],
  },
  {
    id: 'ignoxx',
    name: 'ignoxx/delta-force-builds',
    url: 'https://github.com/ignoxx/delta-force-builds',
    commit: '998c7d0',
    date: { to: '2025-01' },
    licence: 'none',
    use: 'shown',
    pages: ['builds', 'ttk'],
  },
  {
    id: 'fandom',
    name: 'Delta Force Wiki (Fandom), Firearms',
    url: 'https://delta-force.fandom.com/wiki/Firearms',
    date: null,
    licence: 'ccBySa',
    use: 'shown',
    pages: ['builds', 'ttk'],
  },
  {
    id: 'dfTtk',
    name: 'poiiiAI/df-ttk',
    url: 'https://github.com/poiiiAI/df-ttk',
    commit: '333f671',
    date: { to: '2025-11-30' },
    licence: 'ccByNcSa',
    use: 'crossCheck',
    pages: [],
  },
];
