import type { StorageRarity } from '@dfwiki/shared';

/**
 * Rarity colours of the decorative bars and dots (text stays in theme colours). A slot grid's cells
 * take theirs from the grid's data-rarity (styles/index.css, "Storage cards").
 */
export const RARITY_STYLES: Record<StorageRarity, { bar: string }> = {
  common: { bar: 'bg-gray-400' },
  uncommon: { bar: 'bg-green-500' },
  rare: { bar: 'bg-blue-500' },
  epic: { bar: 'bg-purple-500' },
  legendary: { bar: 'bg-amber-400' },
  unique: { bar: 'bg-red-500' },
};
