export { lookupRoutes } from './routes';
export { listMaps } from './repository';
