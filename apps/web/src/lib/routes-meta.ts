import { IDLE_PREFETCH, pathTo } from '@dfwiki/shared';

/** Paths prefetched when the browser is idle after the first page load, in the registry's priority order. */
export const IDLE_PREFETCH_PATHS = IDLE_PREFETCH.map((id) => pathTo(id));
