// Lookup lists for the reference tables and the sample data: the typed vocabularies
// (vocabularies.ts) and the display names, loot kinds and build tags of data/lookups.json.
import { MAP_TABS } from '@dfwiki/shared';
import { parseDataFile } from '@dfwiki/shared/data-files';
import { z } from 'zod';
import lookupsFile from './data/lookups.json';
import {
  CATEGORY_NAMES,
  DIFFICULTY_NAMES,
  RARITY_IDS,
  type CategoryName,
  type MapName,
} from './vocabularies';

const LookupsFileSchema = z.strictObject({
  about: z.string(),
  rarities: z
    .array(z.strictObject({ id: z.enum(RARITY_IDS), name: z.string().min(1) }))
    .refine((list) => list.map((r) => r.id).join() === RARITY_IDS.join(), 'one per rarity, rarest last'),
  item_types: z.array(z.strictObject({ name: z.string().min(1), image_url: z.string().nullable() })),
  tags: z.array(z.string().min(1)),
});

const lookups = parseDataFile(LookupsFileSchema, lookupsFile, 'lookups.json');

/** The maps of the keycards page, in tab order (MAP_TABS in @dfwiki/shared). */
export const SEED_MAPS: MapName[] = [...MAP_TABS];

/** Keycard rarities, rarest last; `purple` is shown as Epic. */
export const SEED_RARITIES = lookups.rarities;

export const SEED_DIFFICULTIES: string[] = [...DIFFICULTY_NAMES];

export const SEED_CATEGORIES: CategoryName[] = [...CATEGORY_NAMES];

/** Kinds of loot a keycard room can hold. */
export const SEED_ITEM_TYPES = lookups.item_types;

/** Build tags offered in the admin area and used by the sample builds. */
export const SEED_TAGS = lookups.tags;
