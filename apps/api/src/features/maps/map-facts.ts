// What the sourced map data says about each Operations map (our copy of the source file, read
// through its schema at start): difficulty levels, extraction kinds, areas and the room keys of
// each, and the where-found areas that are not areas of the map graph. Nothing here is edited by
// editors, so it is read from the file, not stored (docs/maps.md).
import { parseDataFile } from '@dfwiki/shared/data-files';
import { z } from 'zod';
import mapsFile from '../../db/seed/data/sources/maps.json';

const Key = z.object({ name_cn: z.string().min(1), uses_durability: z.number().int().nullable() });

const MapsFileSchema = z.object({
  source: z.string().min(1),
  source_date: z.iso.date(),
  maps: z.array(
    z.object({
      name_cn: z.string().min(1),
      name: z.string().min(1),
      difficulties_cn: z.array(z.string()),
      extractions_cn: z.array(z.string()),
      areas: z.array(z.object({ name_cn: z.string().min(1), keycards: z.array(Key) })),
      keycards_without_area: z.array(Key).optional(),
      collectibles: z.object({
        found_in_areas_not_in_graph: z.array(z.object({ area_cn: z.string().min(1) })),
        source: z.string().min(1),
      }),
    }),
  ),
});

export type MapFacts = z.output<typeof MapsFileSchema>['maps'][number];

const file = parseDataFile(MapsFileSchema, mapsFile, 'db/seed/data/sources/maps.json');

/** The five Operations maps of the source, in its order. */
export const MAP_FACTS: readonly MapFacts[] = file.maps;

/** Where the map data comes from, and the day it is as of. */
export const MAP_SOURCE = { source: file.source, as_of: file.source_date };
