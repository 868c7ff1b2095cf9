// Plain values the schemas are built from (choices, limits, keys), without zod: a page that only
// shows data imports them from here, and so does not load zod (each schema module re-exports its own).
import type { RotationEntry } from './rotation';

// Items (item.ts)
export const ITEM_CATEGORIES = ['props', 'acc', 'protect', 'ammo', 'gun'] as const;
/** '' for an item without wear states. */
export const ITEM_WEARS = ['', 'new', 'almost_new', 'worn'] as const;
export const ITEM_SORTS = ['name', 'price', 'value_per_slot', 'size', 'change_7d'] as const;
/** Items a list page shows at once, and the most one API page may hold. */
export const ITEM_PAGE_SIZE = 50;
export const ITEM_PAGE_MAX = 200;

// Keycards (keycard.ts)
/**
 * The price source of a price entered from the price updater's example preset: it is shown as an
 * example, never as a market price (docs/data-provenance.md).
 */
export const EXAMPLE_PRICE_SOURCE =
  "DF Wiki's example prices (the price updater's preset), not market prices";

// Map rotation (rotation.ts)
export const ROTATION_DIFFICULTIES = ['Easy', 'Normal', 'Hard'] as const;
/** Bounds of a schedule: generous for any real rotation, small enough to keep a version a few kB. */
export const ROTATION_LIMITS = {
  mapName: 60,
  tags: 5,
  tag: 30,
  /** Entries open in one hour, and entries always open. */
  entries: 12,
  label: 100,
  source: 500,
  note: 300,
  season: 60,
} as const;
/** Same map, difficulty and tags (case-insensitive): the identity of an entry within a schedule. */
export const rotationEntryKey = (e: RotationEntry) =>
  [e.map, e.difficulty ?? '', ...e.tags].join('|').toLowerCase();
