// Public lookup lists: room difficulties, room item types, keycard rarities (the maps feature
// serves the map list).
import { DifficultiesResponseSchema, ItemTypesResponseSchema, RaritiesResponseSchema } from '@dfwiki/shared';
import { cachedPlainGet } from '../../http/cached-get';
import { featureRoutes } from '../../http/feature-routes';
import { listDifficulties, listItemTypes, listRarities } from './repository';

export const lookupRoutes = featureRoutes('lookups', async (app, ctx, db) => {
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
