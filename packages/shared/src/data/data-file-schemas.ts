// Schemas of the data files in this folder. The data modules import only their types, so the web
// pages that show the data do not download zod; the files are checked against these schemas by
// checkSharedDataFiles (run by the shared tests and the API seed).
import { z } from 'zod';
import { EventSchema } from '../schemas/event';
import { parseDataFile } from './data-files';
import eventsFile from './events.json' with { type: 'json' };
import keycardAreasFile from './keycard-areas.json' with { type: 'json' };
import { STORAGE_RARITIES, STORAGE_TYPES } from './storage-constants';
import storageItemsFile from './storage-items.json' with { type: 'json' };
import presetFile from './zero-dam-preset.json' with { type: 'json' };

const cells = z.number().int().nonnegative();

/** One block of cells; x and y place it (in cells) inside its group. */
const StorageSectionSchema = z.strictObject({ cols: cells, rows: cells, x: cells, y: cells });
export type StorageSection = z.infer<typeof StorageSectionSchema>;

const StorageGridGroupSchema = z.strictObject({ sections: z.array(StorageSectionSchema) });
export type StorageGridGroup = z.infer<typeof StorageGridGroupSchema>;

const StorageItemSchema = z.strictObject({
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

export const StorageItemsFileSchema = z.strictObject({
  about: z.string(),
  source: z.string(),
  items: z.array(StorageItemSchema),
});
export type StorageItemsFile = z.infer<typeof StorageItemsFileSchema>;

// Events carry every field in the file (no defaults filled in), so the file is what the pages get.
export const EventsFileSchema = z.strictObject({
  about: z.string(),
  events: z.array(EventSchema.required()),
});
export type EventsFile = z.infer<typeof EventsFileSchema>;

const AreaNameSchema = z.strictObject({ en: z.string().min(1), ro: z.string().min(1) });
export type AreaName = z.infer<typeof AreaNameSchema>;

export const KeycardAreasFileSchema = z.strictObject({
  about: z.string(),
  source: z.string(),
  areas_by_map: z.record(z.string(), z.record(z.string(), AreaNameSchema)),
});
export type KeycardAreasFile = z.infer<typeof KeycardAreasFileSchema>;

const PresetPriceSchema = z.strictObject({ name: z.string(), price: z.number().int().positive() });
export type PresetPrice = z.infer<typeof PresetPriceSchema>;

export const PresetFileSchema = z.strictObject({ about: z.string(), prices: z.array(PresetPriceSchema) });
export type PresetFile = z.infer<typeof PresetFileSchema>;

/** Parses every data file of this folder; throws naming the file and field of the first bad one. */
export function checkSharedDataFiles(): void {
  parseDataFile(StorageItemsFileSchema, storageItemsFile, 'storage-items.json');
  parseDataFile(EventsFileSchema, eventsFile, 'events.json');
  parseDataFile(KeycardAreasFileSchema, keycardAreasFile, 'keycard-areas.json');
  parseDataFile(PresetFileSchema, presetFile, 'zero-dam-preset.json');
}
