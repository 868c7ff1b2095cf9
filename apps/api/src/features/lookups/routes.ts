// Public lookup lists: maps, room difficulties, room item types, keycard rarities.
import {
  DifficultiesResponseSchema,
  ItemTypesResponseSchema,
  MapsResponseSchema,
  RaritiesResponseSchema,
} from '@dfwiki/shared';
import type { z } from 'zod';
import { featureRoutes } from '../../http/feature-routes';
import { operation } from '../../http/route-docs';
import { listDifficulties, listItemTypes, listMaps, listRarities } from './repository';

export const lookupRoutes = featureRoutes(async (app, ctx) => {
  const { db } = ctx.database;
  const lookup = (
    url: string,
    operationId: string,
    summary: string,
    schema: z.ZodType,
    load: () => Promise<unknown>,
  ) =>
    app.get(
      url,
      {
        schema: operation({
          operationId,
          tag: 'lookups',
          summary,
          success: { schema, description: summary },
        }),
      },
      (req, reply) => ctx.cache.reply(req, reply, operationId, load),
    );
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
