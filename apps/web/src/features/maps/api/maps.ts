// The map reads: the list (also the keycard editor's map choices, one cache entry) and one map.
import type { MapDetail, MapSummary } from '@dfwiki/shared';
import { fieldQuery, itemQuery } from '../../../lib/field-query';

/** The wiki's maps with what the map data says of each (GET /maps). */
export const mapListQuery = fieldQuery<MapSummary[]>(['maps'], '/maps', 'maps');

/** One map with its areas, room keys and collectibles (GET /maps/{slug}). */
export const mapDetailQuery = (slug: string) => itemQuery<MapDetail>('maps', 'map', slug);
