// Public keycard reads: the list (each card with its newest price changes) and one card's whole
// price history (the chart).
import {
  KEYCARD_LIST_HISTORY,
  KeycardIdParamSchema,
  KeycardListResponseSchema,
  PriceHistoryResponseSchema,
} from '@dfwiki/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { NotFound } from '../../domain-errors';
import { PageQuerySchema, pageInfo } from '../../http/paging';
import { operation } from '../../http/route-docs';
import { countKeycards, findPriceHistory, listKeycards } from './repository';

export const keycardReadRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    app.get(
      '/keycards',
      {
        schema: operation({
          operationId: 'listKeycards',
          tag: 'keycards',
          summary: 'List keycards',
          description: `Keycards by map and name with map, rarity, room items, difficulties and the newest ${KEYCARD_LIST_HISTORY} price changes (newest first), in pages of up to 200: follow \`page.next_offset\` until it is null. The whole history is at \`/keycards/{id}/price-history\`.`,
          querystring: PageQuerySchema,
          success: { schema: KeycardListResponseSchema, description: 'One page of keycards' },
        }),
      },
      (req, reply) =>
        ctx.cache.reply(req, reply, `keycards:${req.query.limit}:${req.query.offset}`, async () => ({
          data: {
            keycards: await listKeycards(db, { page: req.query }),
            page: pageInfo(req.query, await countKeycards(db)),
          },
        })),
    );

    app.get(
      '/keycards/:id/price-history',
      {
        schema: operation({
          operationId: 'getKeycardPriceHistory',
          tag: 'keycards',
          summary: 'Price history of one keycard',
          description: 'Every recorded price change of the card, newest first.',
          params: KeycardIdParamSchema,
          success: { schema: PriceHistoryResponseSchema, description: 'The whole price history' },
          errors: ['NOT_FOUND'],
        }),
      },
      (req, reply) =>
        ctx.cache.reply(req, reply, `keycard-history:${req.params.id}`, async () => {
          const history = await findPriceHistory(db, req.params.id);
          if (!history) throw new NotFound('Keycard');
          return { data: { price_history: history } };
        }),
    );
  };
