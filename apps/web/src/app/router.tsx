import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../lib/unauthorized';
import { registerPrefetchRoutes } from '../lib/prefetch';
import { buildRoutes, discoverRoutes } from './routes';
import { pathTo } from '@dfwiki/shared';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

function create(routes: RouteObject[], hydrationData?: HydrationState): AppRouter {
  registerPrefetchRoutes(routes);
  const router = createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation: discoverRoutes });
  // Any 401 sends the browser to '/'.
  setUnauthorizedHandler(() => void router.navigate(pathTo('home')));
  return router;
}

export function createAppRouter(adminLoginPath: string): AppRouter {
  return create(buildRoutes(adminLoginPath));
}

/** Replaces the `lazy` of the routes `pathname` matches by what it loads. */
async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
}

/**
 * The router for a page the server rendered. The page's route modules are loaded first: a router
 * that still had to load them would render its fallback, not the server's page, and hydration
 * would fail.
 */
export async function createHydratingRouter(
  adminLoginPath: string,
  hydrationData: HydrationState,
): Promise<AppRouter> {
  const routes = buildRoutes(adminLoginPath);
  await loadMatchedRoutes(routes, window.location.pathname);
  return create(routes, hydrationData);
}
