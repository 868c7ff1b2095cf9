// /maps. Public reads: the Operations maps, and one map with its areas, room keys and the
// collectibles found in each area.
import { MapListResponseSchema, MapResponseSchema, MapSlugParamSchema } from '@dfwiki/shared';
import { cachedGet, cachedPlainGet } from '../../http/cached-get';
import { NotFound } from '../../domain-errors';
import { featureRoutes } from '../../http/feature-routes';
import { getMap, listMaps } from './service';

export const mapRoutes = featureRoutes('maps', async (app, ctx, db) => {
  cachedPlainGet(app, ctx, '/maps', 'listMaps', MapListResponseSchema, async () => ({
    data: { maps: await listMaps(db) },
  }));

  cachedGet(app, ctx, '/maps/:slug', {
    operationId: 'getMap',
    params: MapSlugParamSchema,
    success: { schema: MapResponseSchema },
    load: async ({ params }) => {
      const map = await getMap(db, params.slug);
      if (!map) throw new NotFound('Map');
      return { data: { map } };
    },
  });
});
