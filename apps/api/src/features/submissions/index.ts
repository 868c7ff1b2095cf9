export { submissionRoutes } from './routes';
