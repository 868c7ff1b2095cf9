// /keycards. Public reads: the list (each card with its newest price changes) and one card's whole
// price history (the chart). Editor writes: the cards and their prices.
import {
  KEYCARD_LIST_HISTORY,
  KeycardIdParamSchema,
  KeycardListResponseSchema,
  PriceHistoryResponseSchema,
  BatchPriceResponseSchema,
  BatchPriceUpdateSchema,
  KeycardInputSchema,
  KeycardPatchSchema,
  KeycardReplaceSchema,
  KeycardResponseSchema,
  PriceSetResponseSchema,
  PriceUpdateSchema,
} from '@dfwiki/shared';
import { featureRoutes } from '../../http/feature-routes';
import { NotFound, Invalid } from '../../domain-errors';
import { PageQuerySchema, pageInfo } from '../../http/paging';
import { cachedGet } from '../../http/cached-get';
import { deleteItem, replaceAndUpdate } from '../../http/item-writes';
import { countKeycards, findPriceHistory, listKeycards } from './repository';
import { editorWrite } from '../../http/guard';
import { createKeycard, deleteKeycard, patchKeycard, setPrice, setPrices, updateKeycard } from './service';

export const keycardRoutes = featureRoutes('keycards', async (app, ctx, db) => {
  cachedGet(app, ctx, '/keycards', {
    operationId: 'listKeycards',
    summary: 'List keycards',
    description: `Keycards by map and name with map, rarity, room items, difficulties and the newest ${KEYCARD_LIST_HISTORY} price changes (newest first), in pages of up to 200: follow \`page.next_offset\` until it is null. The whole history is at \`/keycards/{id}/price-history\`.`,
    querystring: PageQuerySchema,
    success: { schema: KeycardListResponseSchema, description: 'One page of keycards' },
    load: async ({ query }) => ({
      data: {
        keycards: await listKeycards(db, { page: query }),
        page: pageInfo(query, await countKeycards(db)),
      },
    }),
  });

  cachedGet(app, ctx, '/keycards/:id/price-history', {
    operationId: 'getKeycardPriceHistory',
    summary: 'Price history of one keycard',
    description: 'Every recorded price change of the card, newest first.',
    params: KeycardIdParamSchema,
    success: { schema: PriceHistoryResponseSchema, description: 'The whole price history' },
    load: async ({ params }) => {
      const history = await findPriceHistory(db, params.id);
      if (!history) throw new NotFound('Keycard');
      return { data: { price_history: history } };
    },
  });

  // Editor writes
  const answer = async (id: string) => ({ data: { keycard: (await listKeycards(db, { id }))[0]! } });
  const saved = { schema: KeycardResponseSchema, description: 'The keycard as saved' };

  app.post(
    '/keycards',
    editorWrite(ctx, {
      operationId: 'createKeycard',
      summary: 'Create a keycard',
      description:
        'Its id is fixed afterwards. Fields left out get defaults (rarity common, value 0, durability 1). A GET answer is accepted as it came; server-owned fields are ignored.',
      body: KeycardInputSchema,
      success: { ...saved, status: 201 },
      errors: ['KEYCARD_EXISTS', 'UNKNOWN_REFERENCE'],
    }),
    async (req, reply) => {
      await createKeycard(db, req.body);
      return reply.code(201).send(await answer(req.body.id));
    },
  );

  replaceAndUpdate(app, ctx, '/keycards/:id', {
    params: KeycardIdParamSchema,
    success: saved,
    errors: ['UNKNOWN_REFERENCE'],
    answer: (params) => answer(params.id),
    replace: {
      operationId: 'replaceKeycard',
      summary: 'Replace a keycard',
      description:
        'A full replacement: every field is required (use PATCH to change a few). The body may carry the id, which must match the path. A new card_value is recorded in the price history.',
      body: KeycardReplaceSchema,
      errors: ['ID_MISMATCH', 'UNKNOWN_REFERENCE'],
      write: async (params, body) => {
        if (body.id !== undefined && body.id !== params.id)
          throw new Invalid('ID_MISMATCH', 'The id in the body differs from the id in the path.');
        await updateKeycard(db, params.id, body.body);
      },
    },
    update: {
      operationId: 'updateKeycard',
      summary: 'Change some fields of a keycard',
      description: 'Only the fields sent change. A new card_value is recorded in the price history.',
      body: KeycardPatchSchema,
      write: (params, body) => patchKeycard(db, params.id, body),
    },
  });

  deleteItem(app, ctx, '/keycards/:id', {
    operationId: 'deleteKeycard',
    summary: 'Delete a keycard',
    description: 'Deletes the card with its items, difficulties and price history.',
    params: KeycardIdParamSchema,
    deletedText: 'The id of the deleted card',
    remove: ({ id }) => deleteKeycard(db, id),
  });

  app.patch(
    '/keycards/:id/price',
    editorWrite(ctx, {
      operationId: 'setKeycardPrice',
      summary: 'Set one keycard price',
      description: 'Appends a price-history entry when the price changes.',
      params: KeycardIdParamSchema,
      body: PriceUpdateSchema,
      success: { schema: PriceSetResponseSchema, description: 'The price and whether it changed' },
    }),
    async (req) => {
      const outcome = await setPrice(db, req.params.id, req.body.price);
      return { data: { id: req.params.id, price: req.body.price, changed: outcome === 'updated' } };
    },
  );

  app.post(
    '/keycards/prices',
    editorWrite(ctx, {
      operationId: 'setKeycardPrices',
      summary: 'Set many keycard prices',
      description:
        'One transaction, all or nothing: an unknown id answers 400 UNKNOWN_KEYCARD naming it, and nothing is written.',
      body: BatchPriceUpdateSchema,
      success: { schema: BatchPriceResponseSchema, description: 'Ids updated and ids unchanged' },
      errors: ['UNKNOWN_KEYCARD'],
    }),
    async (req) => {
      const result = await setPrices(db, req.body.items);
      return { data: result };
    },
  );
});
