export { rotationRoutes } from './routes';
export { rotationHistory } from './history';
