export { rotationRoutes } from './routes';
