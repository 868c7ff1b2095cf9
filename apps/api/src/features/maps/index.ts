// What the rest of the API may use of the maps feature: the routes, and the map pages the sitemap lists.
export { mapRoutes } from './routes';
export { mapPages } from './service';
