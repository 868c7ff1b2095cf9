// What the rest of the API may use of the items feature: the routes, the slugs and names the web
// server titles pages and lists the sitemap with, and each item's figures and where it is found.
export { itemRoutes } from './routes';
export { listItemHeads } from './repository';
export { itemHistory } from './history';
export { FOUND_IN_AS_OF, itemEntriesWithPlaces } from './service';
