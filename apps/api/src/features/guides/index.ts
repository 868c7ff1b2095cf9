// What the rest of the API may use of guides: the routes, the guide's history, and the published
// guides the sitemap and the search index list.
export { guideRoutes } from './routes';
export { guideHistory } from './history';
export { listPublishedGuideHeads } from './repository';
