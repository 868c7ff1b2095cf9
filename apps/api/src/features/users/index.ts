// What the rest of the API may use of users: the routes, and the first admin made at startup.
export { userRoutes } from './routes';
export { ensureAdmin } from './bootstrap-admin';
