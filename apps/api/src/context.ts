// What every feature gets: the configuration, the database and the public-read cache.
import type { Config } from './config';
import type { Database } from './db/database';
import type { PublicCache } from './http/public-cache';
import type { ViewCounter } from './features/weapons';

export interface AppContext {
  config: Config;
  database: Database;
  cache: PublicCache;
  /** 'starting' | 'ready' | 'closing' — /ready answers 503 unless 'ready'. */
  state: { phase: 'starting' | 'ready' | 'closing' };
  /** Weapon page views waiting to be written (set by the weapon routes; tests flush it). */
  views?: ViewCounter;
  /** Every route the server registered, with its declared least role (filled by buildApp). */
  routeTable?: {
    method: string;
    url: string;
    minRole?: string;
    changesContent?: boolean;
    bodySchema?: unknown;
  }[];
}
