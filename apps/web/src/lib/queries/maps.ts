// The maps list: the maps page shows it and the guide form offers it as a guide's subject
// (decision 030: a read several features need lives here).
import type { MapSummary } from '@dfwiki/shared';
import { fieldQuery } from '../field-query';

/** The wiki's maps with what the map data says of each (GET /maps). */
export const mapListQuery = fieldQuery<MapSummary[]>(['maps'], '/maps', 'maps');
