export { lookupRoutes } from './routes';
