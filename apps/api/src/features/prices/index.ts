// What the rest of the API may use of prices: the routes, and the latest price of each item.
export { priceRoutes } from './routes';
export { latestPrices, type LatestPrice } from './repository';
