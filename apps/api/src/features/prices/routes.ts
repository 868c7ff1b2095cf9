// Storage items are static data in the web app; only their sourced prices live in the database.
import { StoragePricesResponseSchema } from '@dfwiki/shared';
import { featureRoutes } from '../../http/feature-routes';
import { operation } from '../../http/route-docs';
import { latestPrices } from './repository';

export const priceRoutes = featureRoutes(async (app, ctx) => {
  const { db } = ctx.database;
  app.get(
    '/storage-prices',
    {
      schema: operation({
        operationId: 'listStoragePrices',
        tag: 'prices',
        summary: 'List storage item prices',
        description: 'The newest sourced market price of each storage item, with its date and source.',
        success: { schema: StoragePricesResponseSchema, description: 'One price per storage item' },
      }),
    },
    (req, reply) =>
      ctx.cache.reply(req, reply, 'storage-prices', async () => ({
        data: { prices: [...(await latestPrices(db, 'storage')).values()] },
      })),
  );
});
