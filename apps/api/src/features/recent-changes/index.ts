// What the rest of the API may use of recent changes: the routes, and the list the page host's
// Atom feed reads (docs/product.md, "Recent changes").
export { recentChangeRoutes } from './routes';
export { CORRECTION_ACCEPT, listRecentChanges } from './repository';
