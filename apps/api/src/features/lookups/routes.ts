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
  const lookup = (
    url: string,
    operationId: string,
    summary: string,
    schema: z.ZodType,
    load: () => Promise<unknown>,
  ) =>
    cachedGet(app, ctx, url, {
      operationId,
      summary,
      success: { schema, description: summary },
      load,
    });
  lookup('/maps', 'listMaps', 'List maps', MapsResponseSchema, async () => ({
    data: { maps: await listMaps(db) },
  }));
  lookup(
    '/difficulty',
    'listDifficulties',
    'List room difficulties',
    DifficultiesResponseSchema,
    async () => ({
      data: { difficulties: await listDifficulties(db) },
    }),
  );
  lookup('/item-types', 'listItemTypes', 'List room item types', ItemTypesResponseSchema, async () => ({
    data: { itemTypes: await listItemTypes(db) },
  }));
  lookup('/rarities', 'listRarities', 'List keycard rarities', RaritiesResponseSchema, async () => ({
    data: { rarities: await listRarities(db) },
  }));
});
