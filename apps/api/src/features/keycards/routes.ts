import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { PageQuerySchema, pageInfo } from '../../http/paging';
import { countKeycards, listKeycards } from './repository';

export const keycardReadRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    app.get(
      '/keycards',
      {
        schema: {
          tags: ['keycards'],
          summary:
            'Keycards with map, rarity, room items, difficulties and price history (newest first), in pages of up to 200 (public)',
          querystring: PageQuerySchema,
        },
      },
      (req, reply) =>
        ctx.cache.reply(req, reply, `keycards:${req.query.limit}:${req.query.offset}`, async () => ({
          data: {
            keycards: await listKeycards(db, undefined, req.query),
            page: pageInfo(req.query, await countKeycards(db)),
          },
        })),
    );
  };
