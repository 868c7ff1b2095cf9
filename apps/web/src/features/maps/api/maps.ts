// One map's read; the list is shared with the guide form (lib/queries/maps.ts).
import type { MapDetail } from '@dfwiki/shared';
import { itemQuery } from '../../../lib/field-query';

/** One map with its areas, room keys and collectibles (GET /maps/{slug}). */
export const mapDetailQuery = (slug: string) => itemQuery<MapDetail>('maps', 'map', slug);
