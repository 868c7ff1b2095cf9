import { z } from 'zod';
import { dataEnvelope } from './common';
import { MapSchema } from './lookup';
import { RotationDifficultySchema } from './rotation';

// The Operations maps (docs/maps.md): what each map offers (difficulty levels, extraction kinds),
// its areas with the room keys of each, and the collectibles the item data says are found there.
// Map, area and key names are the Chinese client names; `name` of a map is the English name the
// wiki uses, and area names are translated by the wiki (shown beside the original).

export const MapSlugParamSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,40}$/) });

/** A map's difficulty level: the rotation's English level and the Chinese client name (null when unsourced). */
export const MapDifficultySchema = z.strictObject({
  level: RotationDifficultySchema,
  name_cn: z.string().nullable(),
});

const mapFields = {
  slug: z.string(),
  name: z.string(),
  /** Null for a map the sourced map data does not have (one only the rotation names). */
  name_cn: z.string().nullable(),
  /** Its levels: from the map data, or for a map without it, the levels the rotation opens. */
  difficulties: z.array(MapDifficultySchema),
  extractions_cn: z.array(z.string()),
  area_count: z.number().int(),
  key_count: z.number().int(),
  /** Collectibles the item data lists for the map; null where that data has none for it. */
  collectible_count: z.number().int().nullable(),
  /** False for a map without sourced map data: it has no areas, keys or collectibles here. */
  has_map_data: z.boolean(),
};

/** A map of the wiki's map list (the id keycards name it by), with what the map data says of it. */
export const MapSummarySchema = MapSchema.extend(mapFields).meta({ id: 'MapSummary' });
export type MapSummary = z.infer<typeof MapSummarySchema>;

/** A room key of an area, and the wiki's keycard and market item of the same Chinese name. */
export const MapKeySchema = z.strictObject({
  name_cn: z.string(),
  uses: z.number().int().nullable(),
  keycard: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
  item_slug: z.string().nullable(),
});
export type MapKey = z.infer<typeof MapKeySchema>;

/** A collectible found in an area, with the figures a loot run is planned by. */
export const MapCollectibleSchema = z.strictObject({
  slug: z.string(),
  name: z.string(),
  name_cn: z.string(),
  grade: z.number().int().nullable(),
  slots: z.number().int().nullable(),
  price: z.number().int().nullable(),
  /** When the market price was read (ISO date and time). */
  price_as_of: z.string().nullable(),
  value_per_slot: z.number().int().nullable(),
});
export type MapCollectible = z.infer<typeof MapCollectibleSchema>;

export const MapAreaSchema = z.strictObject({
  name_cn: z.string(),
  /** False for a where-found area that is not an area of the map's graph (kept under its own name). */
  in_map_graph: z.boolean(),
  keys: z.array(MapKeySchema),
  /** Highest value per slot first; items without a price last. */
  collectibles: z.array(MapCollectibleSchema),
});
export type MapArea = z.infer<typeof MapAreaSchema>;

export const MapDetailSchema = z
  .strictObject({
    /** The map list's id; null for a map only the rotation names. */
    id: z.number().int().nullable(),
    ...mapFields,
    areas: z.array(MapAreaSchema),
    /** Keys the source ties to the map, not to an area. */
    keys_without_area: z.array(MapKeySchema),
    sources: z.strictObject({
      map: z.string(),
      map_as_of: z.iso.date(),
      found_in: z.string(),
      found_in_as_of: z.iso.date(),
      /** The day of the market snapshot the collectibles' prices come from. */
      prices_as_of: z.iso.date().nullable(),
    }),
  })
  .meta({ id: 'MapDetail' });
export type MapDetail = z.infer<typeof MapDetailSchema>;

export const MapListResponseSchema = dataEnvelope('maps', z.array(MapSummarySchema));
export const MapResponseSchema = dataEnvelope('map', MapDetailSchema);
