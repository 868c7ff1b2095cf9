// Chest rigs and backpacks for the storage page (storage-items.json, which says what is sourced and
// what is ours). Prices are not here: they are sourced, dated rows in the database (GET /storage-prices).
import type { StorageItem, StorageItemsFile } from './data-file-schemas';
import storageItemsFile from './storage-items.json' with { type: 'json' };

export * from './storage-constants';
export type { StorageGridGroup, StorageItem, StorageSection } from './data-file-schemas';

// Checked against StorageItemsFileSchema by checkSharedDataFiles, not in the browser.
export const STORAGE_ITEMS: StorageItem[] = (storageItemsFile as StorageItemsFile).items;
