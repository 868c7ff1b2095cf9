// Public lookup lists: maps, room difficulties, room item types, keycard rarities.
import {
  DifficultiesResponseSchema,
  ItemTypesResponseSchema,
  MapsResponseSchema,
  RaritiesResponseSchema,
} from '@dfwiki/shared';
import { cachedPlainGet } from '../../http/cached-get';
import { featureRoutes } from '../../http/feature-routes';
import { listDifficulties, listItemTypes, listMaps, listRarities } from './repository';

export const lookupRoutes = featureRoutes('lookups', async (app, ctx, db) => {
  cachedPlainGet(app, ctx, '/maps', 'listMaps', MapsResponseSchema, async () => ({
    data: { maps: await listMaps(db) },
  }));
  cachedPlainGet(app, ctx, '/difficulty', 'listDifficulties', DifficultiesResponseSchema, async () => ({
    data: { difficulties: await listDifficulties(db) },
  }));
  cachedPlainGet(app, ctx, '/item-types', 'listItemTypes', ItemTypesResponseSchema, async () => ({
    data: { itemTypes: await listItemTypes(db) },
  }));
  cachedPlainGet(app, ctx, '/rarities', 'listRarities', RaritiesResponseSchema, async () => ({
    data: { rarities: await listRarities(db) },
  }));
});
