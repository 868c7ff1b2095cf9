import type { StorageRarity } from '@dfwiki/shared';

/**
 * Rarity colours (decorative bars, dots and filled cells; text stays in theme colours). `cells`
 * colours the cells of a slot grid from their parent, so each cell needs no class of its own.
 */
export const RARITY_STYLES: Record<StorageRarity, { bar: string; cells: string }> = {
  common: { bar: 'bg-gray-400', cells: '*:bg-gray-400/70' },
  uncommon: { bar: 'bg-green-500', cells: '*:bg-green-500/70' },
  rare: { bar: 'bg-blue-500', cells: '*:bg-blue-500/70' },
  epic: { bar: 'bg-purple-500', cells: '*:bg-purple-500/70' },
  legendary: { bar: 'bg-amber-400', cells: '*:bg-amber-400/75' },
  unique: { bar: 'bg-red-500', cells: '*:bg-red-500/70' },
};
