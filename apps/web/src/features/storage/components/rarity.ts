import type { StorageRarity } from '@dfwiki/shared';

/** Rarity colours (decorative bars, dots and filled cells; text stays in theme colours). */
export const RARITY_STYLES: Record<StorageRarity, { bar: string; cell: string }> = {
  common: { bar: 'bg-gray-400', cell: 'bg-gray-400/70' },
  uncommon: { bar: 'bg-green-500', cell: 'bg-green-500/70' },
  rare: { bar: 'bg-blue-500', cell: 'bg-blue-500/70' },
  epic: { bar: 'bg-purple-500', cell: 'bg-purple-500/70' },
  legendary: { bar: 'bg-amber-400', cell: 'bg-amber-400/75' },
  unique: { bar: 'bg-red-500', cell: 'bg-red-500/70' },
};
