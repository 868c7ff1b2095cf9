import type { StorageRarity } from '@dfwiki/shared';

/**
 * Rarity colours of the decorative bars and dots (text stays in theme colours). A slot grid's cells
 * take theirs from the grid's data-rarity (styles/index.css, "Storage cards").
 */
export const RARITY_BAR: Record<StorageRarity, string> = {
  common: 'bg-gray-400',
  uncommon: 'bg-green-500',
  rare: 'bg-blue-500',
  epic: 'bg-purple-500',
  legendary: 'bg-amber-400',
  unique: 'bg-red-500',
};
