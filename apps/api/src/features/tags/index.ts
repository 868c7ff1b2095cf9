export { tagRoutes } from './routes';
export { tagHistory } from './history';
