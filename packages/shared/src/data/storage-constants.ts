// The storage vocabularies, apart from the schemas so pages can use them without zod.
export const STORAGE_TYPES = ['Chest Rig', 'Backpack'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

export const STORAGE_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary', 'unique'] as const;
export type StorageRarity = (typeof STORAGE_RARITIES)[number];
