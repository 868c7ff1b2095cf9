// What the rest of the API may use of the items feature: the routes, and the slugs and names the
// web server titles pages and lists the sitemap with.
export { itemRoutes } from './routes';
export { listItemHeads } from './repository';
export { itemHistory } from './history';
