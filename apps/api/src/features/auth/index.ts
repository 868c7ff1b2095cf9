// What the rest of the API may use of accounts and logins.
export { authRoutes } from './routes';
export { hashPassword } from './passwords';
