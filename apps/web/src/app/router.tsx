import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../lib/unauthorized';
import { registerPrefetchRoutes } from '../take-over/prefetch';
import { buildRoutes, discoverRoutes } from './routes';
import { languagePrefix, pathTo, splitLanguagePath } from '@dfwiki/shared';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The page's language, from its address: the router lives under that language's prefix. */
export const pageLanguage = () => splitLanguagePath(window.location.pathname).lang;

function create(routes: RouteObject[], hydrationData?: HydrationState): AppRouter {
  registerPrefetchRoutes(routes);
  // Every link and navigation stays under the page's language prefix (`/ro/…`) by itself.
  const basename = languagePrefix(pageLanguage()) || '/';
  const router = createBrowserRouter(routes, {
    basename,
    hydrationData,
    patchRoutesOnNavigation: discoverRoutes,
  });
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
  await loadMatchedRoutes(routes, splitLanguagePath(window.location.pathname).path);
  return create(routes, hydrationData);
}
