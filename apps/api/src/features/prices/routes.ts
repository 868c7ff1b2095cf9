import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { latestPrices } from './repository';

/** Storage items are static data in the web app; only their sourced prices live in the database. */
export const priceRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const { db } = ctx.database;
    app.get(
      '/storage-prices',
      {
        schema: {
          tags: ['prices'],
          summary: 'Newest sourced market price of each storage item, with its date and source (public)',
        },
      },
      (req, reply) =>
        ctx.cache.reply(req, reply, 'storage-prices', async () => ({
          data: { prices: [...(await latestPrices(db, 'storage')).values()] },
        })),
    );
  };
