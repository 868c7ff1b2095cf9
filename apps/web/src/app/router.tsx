import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/unauthorized';
import { registerPrefetchRoutes } from './prefetch';
import { buildRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(adminLoginPath: string): AppRouter {
  const routes = buildRoutes(adminLoginPath);
  registerPrefetchRoutes(routes);
  const router = createBrowserRouter(routes);
  // Spec section 7: any 401 sends the browser to '/'.
  setUnauthorizedHandler(() => void router.navigate('/'));
  return router;
}
