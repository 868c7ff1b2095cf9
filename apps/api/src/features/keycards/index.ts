// What the rest of the API may use of keycards: the routes, and the card as the history keeps it.
export { keycardRoutes } from './routes';
export { keycardHistory } from './history';
