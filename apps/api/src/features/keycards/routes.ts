// /keycards. Public reads: the list (each card with its newest price changes) and one card's whole
// price history (the chart). Editor writes: the cards and their prices.
import { KEYCARD_LIST_HISTORY, KeycardIdParamSchema, KeycardListResponseSchema } from '@dfwiki/shared';
import { PriceHistoryResponseSchema, BatchPriceResponseSchema, BatchPriceUpdateSchema } from '@dfwiki/shared';
import { KeycardInputSchema, KeycardPatchSchema, KeycardReplaceSchema } from '@dfwiki/shared';
import { KeycardResponseSchema, PriceSetResponseSchema, PriceUpdateSchema } from '@dfwiki/shared';
import { featureRoutes } from '../../http/feature-routes';
import { found, Invalid } from '../../domain-errors';
import { PageQuerySchema, pageInfo } from '../../http/paging';
import { cachedGet } from '../../http/cached-get';
import { itemWrites } from '../../http/item-writes';
import { countKeycards, findPriceHistory, listKeycards } from './repository';
import { editorWrite } from '../../http/guard';
import { editMeta } from '../../http/edit-meta';
import { createKeycard, deleteKeycard, patchKeycard, setPrice, setPrices, updateKeycard } from './service';

export const keycardRoutes = featureRoutes('keycards', async (app, ctx, db) => {
  cachedGet(app, ctx, '/keycards', {
    operationId: 'listKeycards',
    textValues: { KEYCARD_LIST_HISTORY },
    querystring: PageQuerySchema,
    success: { schema: KeycardListResponseSchema },
    load: async ({ query }) => ({
      data: {
        keycards: await listKeycards(db, { page: query }),
        page: pageInfo(query, await countKeycards(db)),
      },
    }),
  });

  cachedGet(app, ctx, '/keycards/:id/price-history', {
    operationId: 'getKeycardPriceHistory',
    params: KeycardIdParamSchema,
    success: { schema: PriceHistoryResponseSchema },
    load: async ({ params }) => ({
      data: { price_history: found(await findPriceHistory(db, params.id), 'Keycard') },
    }),
  });

  // Editor writes
  const answer = async (id: string) => ({ data: { keycard: (await listKeycards(db, { id }))[0]! } });
  const saved = { schema: KeycardResponseSchema };

  app.post(
    '/keycards',
    editorWrite(ctx, {
      operationId: 'createKeycard',
      body: KeycardInputSchema,
      success: { ...saved, status: 201 },
      errors: ['KEYCARD_EXISTS', 'UNKNOWN_REFERENCE'],
    }),
    async (req, reply) => {
      await createKeycard(db, req.body, editMeta(req));
      return reply.code(201).send(await answer(req.body.id));
    },
  );

  itemWrites(app, ctx, '/keycards/:id', {
    item: 'Keycard',
    params: KeycardIdParamSchema,
    success: saved,
    answer: (params) => answer(params.id),
    replace: {
      body: KeycardReplaceSchema,
      errors: ['ID_MISMATCH', 'UNKNOWN_REFERENCE'],
      write: async (params, body, meta) => {
        if (body.id !== undefined && body.id !== params.id)
          throw new Invalid('ID_MISMATCH', 'The id in the body differs from the id in the path.');
        await updateKeycard(db, params.id, body.body, meta);
      },
    },
    update: {
      body: KeycardPatchSchema,
      write: (params, body, meta) => patchKeycard(db, params.id, body, meta),
    },
    remove: ({ id }, meta) => deleteKeycard(db, id, meta),
  });

  app.patch(
    '/keycards/:id/price',
    editorWrite(ctx, {
      operationId: 'setKeycardPrice',
      params: KeycardIdParamSchema,
      body: PriceUpdateSchema,
      success: { schema: PriceSetResponseSchema },
    }),
    async (req) => {
      const outcome = await setPrice(db, req.params.id, req.body.price, editMeta(req));
      return { data: { id: req.params.id, price: req.body.price, changed: outcome === 'updated' } };
    },
  );

  app.post(
    '/keycards/prices',
    editorWrite(ctx, {
      operationId: 'setKeycardPrices',
      body: BatchPriceUpdateSchema,
      success: { schema: BatchPriceResponseSchema },
      errors: ['UNKNOWN_KEYCARD'],
    }),
    async (req) => {
      return { data: await setPrices(db, req.body.items, editMeta(req)) };
    },
  );
});
