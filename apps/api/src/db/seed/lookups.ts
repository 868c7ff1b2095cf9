// Lookup lists for the reference tables and the sample data.
import { MAP_TABS } from '@dfwiki/shared';
import type { CategoryName, MapName, RarityId } from './types';

/** The maps of the keycards page, in tab order (MAP_TABS in @dfwiki/shared). */
export const SEED_MAPS: MapName[] = [...MAP_TABS];

/** Keycard rarities, rarest last; `purple` is shown as Epic. */
export const SEED_RARITIES: { id: RarityId; name: string }[] = [
  { id: 'common', name: 'Common' },
  { id: 'rare', name: 'Rare' },
  { id: 'purple', name: 'Epic' },
  { id: 'legendary', name: 'Legendary' },
  { id: 'unique', name: 'Unique' },
];

/** Room difficulties; cost multipliers Easy 1, Normal 2, anything else 4. */
export const SEED_DIFFICULTIES = ['Easy', 'Normal', 'Hard'];

/** Weapon classes, following the game's own grouping. */
export const SEED_CATEGORIES: CategoryName[] = [
  'Assault Rifle',
  'Battle Rifle',
  'SMG',
  'LMG',
  'Marksman Rifle',
  'Sniper Rifle',
  'Shotgun',
  'Pistol',
  'Special',
];

/** Kinds of loot a keycard room can hold. */
export const SEED_ITEM_TYPES: { name: string; image_url: string | null }[] = [
  { name: 'Weapon Crate', image_url: null },
  { name: 'Ammo Box', image_url: null },
  { name: 'Medical Supplies', image_url: null },
  { name: 'Safe', image_url: null },
  { name: 'Small Safe', image_url: null },
  { name: 'Computer', image_url: null },
  { name: 'Server', image_url: null },
  { name: 'Toolbox', image_url: null },
  { name: 'Hard Case', image_url: null },
  { name: 'Documents', image_url: null },
  { name: 'Electronics', image_url: null },
  { name: 'Filing Cabinet', image_url: null },
  { name: 'Personal Locker', image_url: null },
  { name: 'Luxury Goods', image_url: null },
];

/** Build tags offered in the admin area and used by the sample builds. */
export const SEED_TAGS: string[] = [
  'Meta',
  'Budget',
  'Long Range',
  'Close Quarters',
  'Low Recoil',
  'Beginner Friendly',
  'Sniper Support',
  'Aggressive',
  'Stealth',
  'Hip Fire',
  'Armor Shredder',
];
