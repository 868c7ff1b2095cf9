/** Paths prefetched when the browser is idle after the first page load (primary navigation). */
export const IDLE_PREFETCH_PATHS = [
  '/wiki/start',
  '/wiki/weapons',
  '/wiki/weaponsttk',
  '/wiki/cards',
  '/wiki/storage',
  '/wiki/map-rotation',
  '/wiki/events',
];
