// Storage items are static data in the web app; only their sourced prices live in the database.
import { StoragePricesResponseSchema } from '@dfwiki/shared';
import { cachedPlainGet } from '../../http/cached-get';
import { featureRoutes } from '../../http/feature-routes';
import { latestPrices } from './repository';

export const priceRoutes = featureRoutes('prices', async (app, ctx, db) => {
  cachedPlainGet(app, ctx, '/storage-prices', 'listStoragePrices', StoragePricesResponseSchema, async () => ({
    data: { prices: [...(await latestPrices(db, 'storage')).values()] },
  }));
});
