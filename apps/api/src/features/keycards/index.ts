export { keycardRoutes } from './routes';
