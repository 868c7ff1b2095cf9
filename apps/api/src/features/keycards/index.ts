// What the rest of the API may use of keycards: the routes, the card as the history keeps it, the
// price change a market import (ops/import-prices.ts) writes, the same as an editor's, and the
// cards by Chinese name (the maps feature links keys to them).
export { keycardRoutes } from './routes';
export { keycardHistory } from './history';
export { changePrice, setPriceLabel } from './card-writes';
export { keycardsByOriginalName } from './repository';
