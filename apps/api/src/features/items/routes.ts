// /items. Public reads: the list (filters, search, sort, pages), one item with its wear states,
// links and where it is found, and its dated prices, each series with its source and kind.
// Editor write: PATCH of an item's English name (our translation), kept in its history.
import { ItemIdParamSchema, ItemListQuerySchema, ItemListResponseSchema } from '@dfwiki/shared';
import { ItemPatchSchema, ItemPricesResponseSchema, ItemResponseSchema } from '@dfwiki/shared';
import { editMeta } from '../../http/edit-meta';
import { editorWrite } from '../../http/guard';
import { found } from '../../domain-errors';
import { cachedGet } from '../../http/cached-get';
import { featureRoutes } from '../../http/feature-routes';
import { findItem, findItemPrices, listItems } from './service';
import { patchItem } from './writes';

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

  app.patch(
    '/items/:id',
    editorWrite(ctx, {
      operationId: 'updateItem',
      params: ItemIdParamSchema,
      body: ItemPatchSchema,
      success: { schema: ItemResponseSchema },
      errors: ['EDIT_CONFLICT'],
    }),
    async (req) => {
      const id = await patchItem(db, req.params.id, req.body, editMeta(req));
      return { data: { item: found(await findItem(db, String(id)), 'Item') } };
    },
  );
});
