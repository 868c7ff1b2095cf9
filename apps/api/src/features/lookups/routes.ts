// Public lookup lists: maps, room difficulties, room item types, keycard rarities.
import {
  DifficultiesResponseSchema,
  ItemTypesResponseSchema,
  MapsResponseSchema,
  RaritiesResponseSchema,
} from '@dfwiki/shared';
import type { z } from 'zod';
import { cachedGet } from '../../http/cached-get';
import { featureRoutes } from '../../http/feature-routes';
import { listDifficulties, listItemTypes, listMaps, listRarities } from './repository';

export const lookupRoutes = featureRoutes('lookups', async (app, ctx, db) => {
  const lookup = (url: string, operationId: string, schema: z.ZodType, load: () => Promise<unknown>) =>
    cachedGet(app, ctx, url, { operationId, success: { schema }, load });
  lookup('/maps', 'listMaps', MapsResponseSchema, async () => ({ data: { maps: await listMaps(db) } }));
  lookup('/difficulty', 'listDifficulties', DifficultiesResponseSchema, async () => ({
    data: { difficulties: await listDifficulties(db) },
  }));
  lookup('/item-types', 'listItemTypes', ItemTypesResponseSchema, async () => ({
    data: { itemTypes: await listItemTypes(db) },
  }));
  lookup('/rarities', 'listRarities', RaritiesResponseSchema, async () => ({
    data: { rarities: await listRarities(db) },
  }));
});
