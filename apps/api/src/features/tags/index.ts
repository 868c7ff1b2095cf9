export { tagRoutes } from './routes';
