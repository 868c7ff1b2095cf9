import { Navigate, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { PUBLIC_ROUTES, routeModule, pathTo, splitLanguagePath } from '@dfwiki/shared';
import { RootLayout } from '../components/layout/root-layout';
import type { PageData } from '../lib/page-loader';
import { RouteErrorPage } from './route-error-page';

/** A page module: its component, and the loader of its data when it reads any (lib/page-loader.ts). */
interface PageModule {
  default: ComponentType;
  pageData?: PageData;
}

/** Route `lazy` for a page module: its component, and its loader when it declares one. */
const page = (load: () => Promise<PageModule>) => async () => {
  const { default: Component, pageData } = await load();
  return { Component, ...pageData };
};
const pageProviders = page(() => import('./page-providers-layout'));
const notFound: RouteObject = {
  path: '*',
  lazy: page(() => import('../features/errors/pages/NotFoundPage')),
};
const blank = <div className="min-h-dvh bg-page" />;

// Every page module under src/features/*/pages, loaded on demand: the registry names public pages by path.
// Editor pages sit in features/*/admin/pages, outside this glob; admin-routes.tsx lists them.
const pageModules = import.meta.glob<PageModule>([
  '../features/*/pages/*Page.tsx',
  '!../features/admin/**',
  '!../features/account/**',
  '!../features/auth/**',
  '!../features/errors/**',
  '!../features/submissions/**',
  '!../features/corrections/**',
  '!../features/weapons/pages/MySavedBuildsPage.tsx',
  '!../features/guide-writing/**',
]);

/** Route `lazy` for a public page named by the route registry. */
function registryPage(module: string) {
  const load = pageModules[module.replace(/^src\//, '../')];
  if (!load) throw new Error(`No page module ${module}`);
  return page(load);
}

const submitBuildPage = page(() => import('../features/submissions/pages/SubmitBuildPage'));
const writeGuidePage = page(() => import('../features/guide-writing/pages/WriteGuidePage'));

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
  // A player's pages, at MEMBER_PATHS (spelled here so the first load does not carry that module;
  // routes.test.tsx checks they agree).
  { path: 'my', lazy: page(() => import('../features/account/pages/AccountPage')) },
  { path: 'my/submissions', lazy: page(() => import('../features/submissions/pages/MySubmissionsPage')) },
  { path: 'my/submissions/new', lazy: submitBuildPage },
  { path: 'my/submissions/:id/edit', lazy: submitBuildPage },
  { path: 'my/corrections', lazy: page(() => import('../features/corrections/pages/MyCorrectionsPage')) },
  { path: 'my/saved-builds', lazy: page(() => import('../features/weapons/pages/MySavedBuildsPage')) },
  { path: 'my/guides', lazy: page(() => import('../features/guide-writing/pages/MyGuidesPage')) },
  { path: 'my/guides/new', lazy: writeGuidePage },
  { path: 'my/guides/:id/edit', lazy: writeGuidePage },
  notFound,
];

const ADMIN_SHELL = 'admin-shell';

/** Adds the admin pages under the admin shell the first time a navigation reaches /admin. */
export async function discoverRoutes({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}): Promise<void> {
  // The router may pass the address with its language prefix (`/ro/admin`).
  const inLanguage = splitLanguagePath(path).path;
  if (inLanguage !== '/admin' && !inLanguage.startsWith('/admin/')) return;
  const { adminPages } = await import('./admin-routes');
  patch(ADMIN_SHELL, adminPages);
}

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
            { path: 'privacy-policy', element: <Navigate to={pathTo('privacy')} replace /> },
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
      children: [{ id: ADMIN_SHELL, lazy: page(() => import('../features/admin/pages/AdminLayout')) }],
    },
  ];
}
