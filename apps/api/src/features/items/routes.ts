// /items. Public reads: the list (filters, search, sort, pages), one item with its wear states,
// links and where it is found, and its dated prices, each series with its source and kind.
import { ItemIdParamSchema, ItemListQuerySchema, ItemListResponseSchema } from '@dfwiki/shared';
import { ItemPricesResponseSchema, ItemResponseSchema } from '@dfwiki/shared';
import { found } from '../../domain-errors';
import { cachedGet } from '../../http/cached-get';
import { featureRoutes } from '../../http/feature-routes';
import { findItem, findItemPrices, listItems } from './service';

export const itemRoutes = featureRoutes('items', async (app, ctx, db) => {
  cachedGet(app, ctx, '/items', {
    operationId: 'listItems',
    querystring: ItemListQuerySchema,
    success: { schema: ItemListResponseSchema },
    load: async ({ query }) => ({ data: await listItems(db, query) }),
  });

  cachedGet(app, ctx, '/items/:id', {
    operationId: 'getItem',
    params: ItemIdParamSchema,
    success: { schema: ItemResponseSchema },
    load: async ({ params }) => ({ data: { item: found(await findItem(db, params.id), 'Item') } }),
  });

  cachedGet(app, ctx, '/items/:id/prices', {
    operationId: 'getItemPrices',
    params: ItemIdParamSchema,
    success: { schema: ItemPricesResponseSchema },
    load: async ({ params }) => ({ data: { series: found(await findItemPrices(db, params.id), 'Item') } }),
  });
});
