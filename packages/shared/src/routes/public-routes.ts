// The public pages of the wiki, each declared once. The web router, the menus, site search and idle
// prefetch read this list, and so do the server's <head> tags, loading hints, sitemap and status
// codes. Pure data, so the API server can import it without React.

/** Where a page sits in the main menu: a section of the sidebar and phone bar, in list order. */
export type MenuSection = 'guide' | 'items' | 'weapons' | 'events' | 'contribute';

export interface PublicRoute {
  /** Stable name; also names the page's strings: `meta.<id>.*` and `search.pages.<id>.*`. */
  id: string;
  /** Router path, starting with '/'; `:name` is one path segment. */
  path: string;
  /** The page module, relative to apps/web (also its key in Vite's build manifest). */
  module: string;
  /** i18n keys of the page's <title> and meta description. */
  titleKey: string;
  descriptionKey: string;
  /** Main-menu placement (label key and section); absent when the page is not in the menu. */
  menu?: { section: MenuSection; labelKey: string; end?: boolean };
  /** false: left out of sitemap.xml (parameterised paths list their known values instead). */
  sitemap?: false;
  /** false: not offered as a page in site search. */
  search?: false;
  /** true: rendered with its content and data on the server; otherwise the server sends the app shell. */
  serverRendered?: boolean;
  /** Idle-prefetch priority after the first load (lower first); absent: not prefetched. */
  prefetch?: number;
  /** The page's first API read, preloaded by the server's hints. */
  data?: string;
}

const meta = (id: string) => ({ titleKey: `meta.${id}.title`, descriptionKey: `meta.${id}.description` });

const ROUTES = [
  {
    id: 'home',
    path: '/',
    module: 'src/features/home/pages/HomePage.tsx',
    ...meta('home'),
    serverRendered: true,
  },
  {
    id: 'guide',
    path: '/wiki/start',
    module: 'src/features/guide/pages/GettingStartedPage.tsx',
    ...meta('guide'),
    serverRendered: true,
    menu: { section: 'guide', labelKey: 'nav.guide' },
    prefetch: 1,
  },
  {
    id: 'storage',
    path: '/wiki/storage',
    module: 'src/features/storage/pages/StoragePage.tsx',
    ...meta('storage'),
    serverRendered: true,
    menu: { section: 'items', labelKey: 'nav.storage' },
    prefetch: 5,
  },
  {
    id: 'cards',
    path: '/wiki/cards',
    module: 'src/features/keycards/pages/KeycardsPage.tsx',
    ...meta('cards'),
    serverRendered: true,
    menu: { section: 'items', labelKey: 'nav.cards' },
    prefetch: 4,
    data: '/api/v1/keycards',
  },
  {
    id: 'rotation',
    path: '/wiki/map-rotation',
    module: 'src/features/map-rotation/pages/MapRotationPage.tsx',
    ...meta('rotation'),
    serverRendered: true,
    menu: { section: 'items', labelKey: 'nav.mapRotation' },
    prefetch: 6,
  },
  {
    id: 'ttk',
    path: '/wiki/weaponsttk',
    module: 'src/features/weapon-ttk/pages/WeaponTtkPage.tsx',
    ...meta('ttk'),
    serverRendered: true,
    menu: { section: 'weapons', labelKey: 'nav.ttk' },
    prefetch: 3,
    data: '/api/v1/weapons',
  },
  {
    id: 'builds',
    path: '/wiki/weapons',
    module: 'src/features/weapons/pages/WeaponsIndexPage.tsx',
    ...meta('builds'),
    serverRendered: true,
    menu: { section: 'weapons', labelKey: 'nav.builds' },
    prefetch: 2,
    data: '/api/v1/weapons',
  },
  {
    id: 'weapon',
    path: '/wiki/weapons/:weaponNameId',
    module: 'src/features/weapons/pages/WeaponDetailPage.tsx',
    ...meta('weapon'),
    serverRendered: true,
    search: false,
  },
  {
    id: 'events',
    path: '/wiki/events',
    module: 'src/features/events/pages/EventsPage.tsx',
    ...meta('events'),
    serverRendered: true,
    menu: { section: 'events', labelKey: 'nav.allEvents', end: true },
    prefetch: 7,
  },
  {
    id: 'gator',
    path: '/wiki/events/gator-frenzy',
    module: 'src/features/events/pages/GatorFrenzyPage.tsx',
    ...meta('gator'),
    serverRendered: true,
    menu: { section: 'events', labelKey: 'nav.gatorFrenzy' },
  },
  {
    id: 'contribute',
    path: '/wiki/contribute',
    module: 'src/features/contribute/pages/ContributePage.tsx',
    ...meta('contribute'),
    serverRendered: true,
    menu: { section: 'contribute', labelKey: 'nav.contribute' },
  },
  {
    id: 'privacy',
    path: '/wiki/privacy-policy',
    module: 'src/features/legal/pages/PrivacyPolicyPage.tsx',
    ...meta('privacy'),
    serverRendered: true,
  },
  {
    id: 'terms',
    path: '/wiki/terms',
    module: 'src/features/legal/pages/TermsPage.tsx',
    ...meta('terms'),
    serverRendered: true,
  },
] as const satisfies readonly PublicRoute[];

export type PublicRouteId = (typeof ROUTES)[number]['id'];

/** Every public page, in menu order within each menu section. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = ROUTES;

const byId = (id: PublicRouteId): PublicRoute => ROUTES.find((r) => r.id === id)!;

/** The path of a page by its id (for links that must not spell the path again). */
export const routePath = (id: PublicRouteId): string => byId(id).path;

/** A page's path with its `:name` parameters filled in (URL-encoded). */
export const routeHref = (id: PublicRouteId, params: Record<string, string> = {}): string =>
  byId(id).path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The page module of a page by its id. */
export const routeModule = (id: PublicRouteId): string => byId(id).module;

let patterns: { route: PublicRoute; regex: RegExp }[] | undefined;

/** The public route a pathname (no query, no trailing slash) shows, with its path parameters. */
export function matchPublicRoute(
  pathname: string,
): { route: PublicRoute; params: Record<string, string> } | undefined {
  patterns ??= PUBLIC_ROUTES.map((route) => ({
    route,
    regex: new RegExp(`^${route.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`),
  }));
  for (const { route, regex } of patterns) {
    const m = regex.exec(pathname);
    if (m) return { route, params: { ...m.groups } };
  }
  return undefined;
}
