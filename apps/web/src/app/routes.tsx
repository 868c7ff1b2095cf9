import { Navigate, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { PUBLIC_ROUTES, routeModule } from '@dfwiki/shared';
import { RootLayout } from '../components/layout/root-layout';
import { RouteErrorPage } from './route-error-page';

type PageModule = Promise<{ default: ComponentType }>;

/** Route `lazy` for a module whose default export is the route component. */
const page = (load: () => PageModule) => async () => ({ Component: (await load()).default });
const pageProviders = page(() => import('./page-providers-layout'));
const notFound: RouteObject = {
  path: '*',
  lazy: page(() => import('../features/errors/pages/NotFoundPage')),
};
const blank = <div className="min-h-dvh bg-page" />;

// Every page module under src/features/*/pages, loaded on demand: the registry names public pages by path.
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '../features/*/pages/*Page.tsx',
  '!../features/admin/**',
  '!../features/auth/**',
  '!../features/errors/**',
]);

/** Route `lazy` for a public page named by the route registry. */
function registryPage(module: string) {
  const load = pageModules[module.replace(/^src\//, '../')];
  if (!load) throw new Error(`No page module ${module}`);
  return page(load);
}

/** Public wiki pages (under the public shell and PageProvidersLayout). */
const wikiPages = (adminLoginPath: string): RouteObject[] => [
  ...PUBLIC_ROUTES.filter((r) => r.path !== '/').map((r) => ({
    path: r.path.slice(1),
    lazy: registryPage(r.module),
  })),
  {
    path: adminLoginPath.replace(/^\//, ''),
    lazy: page(() => import('../features/auth/pages/AdminLoginPage')),
  },
  { path: 'admin-register', lazy: page(() => import('../features/auth/pages/AdminRegisterPage')) },
  notFound,
];

/** Admin pages, relative to /admin (under AdminLayout). */
const adminPages: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/admin/pages/AdminDashboardPage')) },
  { path: 'dashboard', lazy: page(() => import('../features/admin/pages/AdminDashboardPage')) },
  { path: 'dashboard/quick', lazy: page(() => import('../features/admin/pages/AdminQuickPage')) },
  { path: 'dashboard/cards', lazy: page(() => import('../features/admin/pages/AdminCardsPage')) },
  {
    path: 'dashboard/cardsupdater',
    lazy: page(() => import('../features/admin/pages/AdminPriceUpdaterPage')),
  },
  { path: 'dashboard/buildtags', lazy: page(() => import('../features/admin/pages/AdminBuildTagsPage')) },
  { path: 'dashboard/weapons', lazy: page(() => import('../features/admin/pages/AdminWeaponsPage')) },
  {
    path: 'dashboard/weapons/create',
    lazy: page(() => import('../features/admin/pages/AdminWeaponFormPage')),
  },
  {
    path: 'dashboard/weapons/edit/:weaponId',
    lazy: page(() => import('../features/admin/pages/AdminWeaponFormPage')),
  },
  {
    path: 'dashboard/weapons/edit/:weaponId/builds',
    lazy: page(() => import('../features/admin/pages/AdminBuildListPage')),
  },
  {
    path: 'dashboard/weapons/edit/:weaponId/builds/create',
    lazy: page(() => import('../features/admin/pages/AdminBuildFormPage')),
  },
  {
    path: 'dashboard/weapons/edit/:weaponId/builds/:buildId',
    lazy: page(() => import('../features/admin/pages/AdminBuildFormPage')),
  },
  { path: 'dashboard/users', lazy: page(() => import('../features/admin/pages/AdminUsersPage')) },
  notFound,
];

/**
 * Every route of the app. Public pages come from the route registry (@dfwiki/shared PUBLIC_ROUTES);
 * each lives in src/features/<feature>/pages/<Name>Page.tsx and is loaded on demand (route `lazy`). To build a
 * page that is a placeholder today, replace the component in that file; the route stays as it is.
 * Every page except Home sits under PageProvidersLayout (TanStack Query + toasts) to keep Home's first load light.
 */
export function buildRoutes(adminLoginPath: string): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: blank,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, lazy: registryPage(routeModule('home')) },
            { path: 'privacy-policy', element: <Navigate to="/wiki/privacy-policy" replace /> },
            { lazy: pageProviders, children: wikiPages(adminLoginPath) },
          ],
        },
      ],
    },
    {
      path: '/admin',
      lazy: pageProviders,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: blank,
      children: [{ lazy: page(() => import('../features/admin/pages/AdminLayout')), children: adminPages }],
    },
  ];
}
