import { PUBLIC_ROUTES } from '@dfwiki/shared';

/** Paths prefetched when the browser is idle after the first page load, in the registry's priority order. */
export const IDLE_PREFETCH_PATHS = PUBLIC_ROUTES.filter((r) => r.prefetch !== undefined)
  .sort((a, b) => a.prefetch! - b.prefetch!)
  .map((r) => r.path);
