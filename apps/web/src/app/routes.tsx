import { Navigate, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
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

/** Public wiki pages (under the public shell and PageProvidersLayout). */
const wikiPages = (adminLoginPath: string): RouteObject[] => [
  { path: 'wiki/start', lazy: page(() => import('../features/guide/pages/GettingStartedPage')) },
  { path: 'wiki/storage', lazy: page(() => import('../features/storage/pages/StoragePage')) },
  { path: 'wiki/cards', lazy: page(() => import('../features/keycards/pages/KeycardsPage')) },
  { path: 'wiki/weaponsttk', lazy: page(() => import('../features/weapon-ttk/pages/WeaponTtkPage')) },
  { path: 'wiki/weapons', lazy: page(() => import('../features/weapons/pages/WeaponsIndexPage')) },
  {
    path: 'wiki/weapons/:weaponNameId',
    lazy: page(() => import('../features/weapons/pages/WeaponDetailPage')),
  },
  { path: 'wiki/map-rotation', lazy: page(() => import('../features/map-rotation/pages/MapRotationPage')) },
  { path: 'wiki/contribute', lazy: page(() => import('../features/contribute/pages/ContributePage')) },
  { path: 'wiki/privacy-policy', lazy: page(() => import('../features/legal/pages/PrivacyPolicyPage')) },
  { path: 'wiki/terms', lazy: page(() => import('../features/legal/pages/TermsPage')) },
  { path: 'wiki/events', lazy: page(() => import('../features/events/pages/EventsPage')) },
  { path: 'wiki/events/gator-frenzy', lazy: page(() => import('../features/events/pages/GatorFrenzyPage')) },
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
 * Every route of the spec's route table (section 2). Each page lives in
 * src/features/<feature>/pages/<Name>Page.tsx and is loaded on demand (route `lazy`). To build a
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
            { index: true, lazy: page(() => import('../features/home/pages/HomePage')) },
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
