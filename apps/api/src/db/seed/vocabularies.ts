// The vocabularies of the reference tables (weapon classes, maps, rarities, difficulties), typed as
// code: the reference rows every installation gets (db/reference-data.ts) and the seed's data files
// (ops/seed/) are both checked against them.
import type { MAP_TABS } from '@dfwiki/shared';

/** Weapon classes, following the game's own grouping (seeded in this order). */
export const CATEGORY_NAMES = [
  'Assault Rifle',
  'Battle Rifle',
  'SMG',
  'LMG',
  'Marksman Rifle',
  'Sniper Rifle',
  'Shotgun',
  'Pistol',
  'Special',
] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];
export type MapName = (typeof MAP_TABS)[number];
/** Keycard rarities, rarest last (lookups.json gives their display names). */
export const RARITY_IDS = ['common', 'rare', 'purple', 'legendary', 'unique'] as const;
export type RarityId = (typeof RARITY_IDS)[number];
/** Room difficulties; cost multipliers Easy 1, Normal 2, anything else 4. */
export const DIFFICULTY_NAMES = ['Easy', 'Normal', 'Hard'] as const;
export type DifficultyName = (typeof DIFFICULTY_NAMES)[number];
