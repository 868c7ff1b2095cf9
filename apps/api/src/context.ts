// What every feature gets: the configuration, the database and the public-read cache.
import type { Config } from './config';
import type { Database } from './db/database';
import type { PublicCache } from './http/public-cache';

/**
 * What the weapon routes' view counter offers others (features/weapons/view-counter.ts), said here
 * so this file, which every layer from http/ up reads, imports no feature.
 */
export interface PendingViews {
  /** Views of the weapon counted but not written yet. */
  unwritten(weaponId: number): number;
  /** Writes every view held back. */
  flush(): Promise<void>;
}

export interface AppContext {
  config: Config;
  database: Database;
  cache: PublicCache;
  /** 'starting' | 'ready' | 'closing' — /ready answers 503 unless 'ready'. */
  state: { phase: 'starting' | 'ready' | 'closing' };
  /** Weapon page views waiting to be written (set by the weapon routes; tests flush it). */
  views?: PendingViews;
  /** Every route the server registered, with its declared least role (filled by buildApp). */
  routeTable?: {
    method: string;
    url: string;
    minRole?: string;
    changesContent?: boolean;
    bodySchema?: unknown;
  }[];
}
