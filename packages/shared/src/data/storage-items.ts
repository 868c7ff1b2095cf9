// Chest rigs and backpacks for the storage page (storage-items.json, which says what is sourced and
// what is ours). Prices are not here: they are sourced, dated rows in the database (GET /storage-prices).
import { z } from 'zod';
import { parseDataFile } from './data-files';
import storageItemsFile from './storage-items.json';

export const STORAGE_TYPES = ['Chest Rig', 'Backpack'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

export const STORAGE_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary', 'unique'] as const;
export type StorageRarity = (typeof STORAGE_RARITIES)[number];

const cells = z.number().int().nonnegative();

/** One block of cells; x and y place it (in cells) inside its group. */
const StorageSectionSchema = z.strictObject({ cols: cells, rows: cells, x: cells, y: cells });
export type StorageSection = z.infer<typeof StorageSectionSchema>;

const StorageGridGroupSchema = z.strictObject({ sections: z.array(StorageSectionSchema) });
export type StorageGridGroup = z.infer<typeof StorageGridGroupSchema>;

export const StorageItemSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  name_cn: z.string(),
  type: z.enum(STORAGE_TYPES),
  rarity: z.enum(STORAGE_RARITIES),
  slots: cells,
  image: z.string().nullable(),
  /** Size of the item itself in the inventory, in cells. */
  itemWidth: cells,
  itemHeight: cells,
  /** Signed effect lines such as '-3% Aim Speed'. */
  effects: z.array(z.string()).optional(),
  gridGroups: z.array(StorageGridGroupSchema),
});
export type StorageItem = z.infer<typeof StorageItemSchema>;

const StorageItemsFileSchema = z.strictObject({
  about: z.string(),
  source: z.string(),
  items: z.array(StorageItemSchema),
});

export const STORAGE_ITEMS: StorageItem[] = parseDataFile(
  StorageItemsFileSchema,
  storageItemsFile,
  'storage-items.json',
).items;
