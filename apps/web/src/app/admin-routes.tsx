import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type PageModule = Promise<{ default: ComponentType }>;
const page = (load: () => PageModule) => async () => ({ Component: (await load()).default });
const notFound: RouteObject = {
  path: '*',
  lazy: page(() => import('../features/errors/pages/NotFoundPage')),
};

/**
 * Admin pages, relative to /admin (under AdminLayout). The router adds them when a reader first
 * goes to /admin (see `discoverRoutes`), so no public page's first load carries this table. The
 * shell's own pages are in features/admin; each editor is in the `admin/` folder of the feature
 * whose content it edits (docs/decisions/030-admin-by-what-it-edits.md).
 */
const dashboardPage = page(() => import('../features/admin/pages/AdminDashboardPage'));
const weaponFormPage = page(() => import('../features/weapons/admin/pages/AdminWeaponFormPage'));
const buildFormPage = page(() => import('../features/weapons/admin/pages/AdminBuildFormPage'));
const gearForms = () => import('../features/gear/admin/pages/AdminGearFormPage');
export const adminPages: RouteObject[] = [
  { index: true, lazy: dashboardPage },
  { path: 'dashboard', lazy: dashboardPage },
  { path: 'dashboard/quick', lazy: page(() => import('../features/weapons/admin/pages/AdminQuickPage')) },
  { path: 'dashboard/cards', lazy: page(() => import('../features/keycards/admin/pages/AdminCardsPage')) },
  {
    path: 'dashboard/cardsupdater',
    lazy: page(() => import('../features/keycards/admin/pages/AdminPriceUpdaterPage')),
  },
  {
    path: 'dashboard/buildtags',
    lazy: page(() => import('../features/weapons/admin/pages/AdminBuildTagsPage')),
  },
  { path: 'dashboard/weapons', lazy: page(() => import('../features/weapons/admin/pages/AdminWeaponsPage')) },
  {
    path: 'dashboard/rotation',
    lazy: page(() => import('../features/map-rotation/admin/pages/AdminRotationPage')),
  },
  { path: 'dashboard/items', lazy: page(() => import('../features/items/admin/pages/AdminItemsPage')) },
  {
    path: 'dashboard/items/:itemId',
    lazy: page(() => import('../features/items/admin/pages/AdminItemFormPage')),
  },
  { path: 'dashboard/gear', lazy: page(() => import('../features/gear/admin/pages/AdminRoundsPage')) },
  { path: 'dashboard/gear/armor', lazy: page(() => import('../features/gear/admin/pages/AdminArmourPage')) },
  {
    path: 'dashboard/gear/rounds/:roundId',
    lazy: async () => ({ Component: (await gearForms()).AdminRoundFormPage }),
  },
  {
    path: 'dashboard/gear/armor/:pieceId',
    lazy: async () => ({ Component: (await gearForms()).AdminArmourFormPage }),
  },
  {
    path: 'dashboard/weapons/create',
    lazy: weaponFormPage,
  },
  {
    path: 'dashboard/weapons/edit/:weaponId',
    lazy: weaponFormPage,
  },
  {
    path: 'dashboard/weapons/edit/:weaponId/builds',
    lazy: page(() => import('../features/weapons/admin/pages/AdminBuildListPage')),
  },
  {
    path: 'dashboard/weapons/edit/:weaponId/builds/create',
    lazy: buildFormPage,
  },
  {
    path: 'dashboard/weapons/edit/:weaponId/builds/:buildId',
    lazy: buildFormPage,
  },
  {
    path: 'dashboard/submissions',
    lazy: page(() => import('../features/admin/pages/AdminSubmissionsPage')),
  },
  {
    path: 'dashboard/corrections',
    lazy: page(() => import('../features/admin/pages/AdminCorrectionsPage')),
  },
  {
    path: 'dashboard/guides',
    lazy: page(() => import('../features/guide-writing/admin/pages/AdminGuidesPage')),
  },
  { path: 'dashboard/users', lazy: page(() => import('../features/admin/pages/AdminUsersPage')) },
  { path: 'dashboard/trash', lazy: page(() => import('../features/admin/pages/AdminTrashPage')) },
  { path: 'dashboard/audit', lazy: page(() => import('../features/admin/pages/AdminAuditPage')) },
  notFound,
];
