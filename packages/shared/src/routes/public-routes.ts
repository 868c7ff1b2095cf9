// The public pages of the wiki, each declared once, then the main menu and the idle-prefetch order
// over them. The web router, the menus, site search and idle prefetch read these, and so do the
// server's <head> tags, loading hints, sitemap and status codes. Pure data, so the API server can
// import it without React.
import { CALCULATOR_QUERY } from './calculator-query';

/** Where a page sits in the main menu: a section of the sidebar and phone bar, in list order. */
export type MenuSection = 'guide' | 'items' | 'weapons' | 'events' | 'guides' | 'contribute';

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
  /** false: left out of sitemap.xml (parameterised paths list their known values instead). */
  sitemap?: false;
  /** false: not offered as a page in site search. */
  search?: false;
  /** true: rendered with its content and data on the server; otherwise the server sends the app shell. */
  serverRendered?: boolean;
  /**
   * The query parameters the page reads (filters, tabs, search text), in a fixed order. The server
   * renders and caches a page by its path and these alone; any other parameter is dropped.
   */
  query?: readonly string[];
}

type PageOptions = Omit<PublicRoute, 'id' | 'path' | 'module' | 'titleKey' | 'descriptionKey'>;

/** A page whose strings are named after its id (`meta.<id>.*`); every public page renders on the server. */
const page = <Id extends string, Path extends string>(
  id: Id,
  path: Path,
  module: string,
  options: PageOptions = {},
): PublicRoute & { id: Id; path: Path } => ({
  id,
  path,
  module,
  titleKey: `meta.${id}.title`,
  descriptionKey: `meta.${id}.description`,
  serverRendered: true,
  ...options,
});

const ROUTES = [
  page('home', '/', 'src/features/home/pages/HomePage.tsx'),
  page('guide', '/wiki/start', 'src/features/guide/pages/GettingStartedPage.tsx'),
  page('storage', '/wiki/storage', 'src/features/storage/pages/StoragePage.tsx', { query: ['type', 'q'] }),
  page('cards', '/wiki/cards', 'src/features/keycards/pages/KeycardsPage.tsx', { query: ['map', 'q'] }),
  page('rotation', '/wiki/map-rotation', 'src/features/map-rotation/pages/MapRotationPage.tsx', {
    query: ['map', 'hour'],
  }),
  page('ttk', '/wiki/weaponsttk', 'src/features/weapon-ttk/pages/WeaponTtkPage.tsx', {
    query: ['ammo', 'zone', 'pen', 'round', 'armour', 'category', 'sort', 'dir'],
  }),
  page('builds', '/wiki/weapons', 'src/features/weapons/pages/WeaponsIndexPage.tsx', {
    query: ['q', 'category', 'sort'],
  }),
  page('weapon', '/wiki/weapons/:weaponNameId', 'src/features/weapons/pages/WeaponDetailPage.tsx', {
    search: false,
    query: ['tab', 'build', 'with'],
  }),
  page('ttkCalculator', '/wiki/ttk-calculator', 'src/features/ttk-calculator/pages/TtkCalculatorPage.tsx', {
    query: Object.values(CALCULATOR_QUERY),
  }),
  page('ammo', '/wiki/ammo', 'src/features/gear/pages/AmmoPage.tsx', { query: ['caliber', 'level'] }),
  page('round', '/wiki/ammo/:roundId', 'src/features/gear/pages/RoundPage.tsx', { search: false }),
  page('armor', '/wiki/armor', 'src/features/gear/pages/ArmorPage.tsx', { query: ['level'] }),
  page('armorPiece', '/wiki/armor/:pieceId', 'src/features/gear/pages/ArmorPiecePage.tsx', { search: false }),
  page('items', '/wiki/items', 'src/features/items/pages/ItemsPage.tsx', {
    query: ['category', 'subcategory', 'grade', 'slots', 'q', 'sort', 'dir', 'page'],
  }),
  page('item', '/wiki/items/:itemSlug', 'src/features/items/pages/ItemPage.tsx', {
    search: false,
    query: ['wear'],
  }),
  page('maps', '/wiki/maps', 'src/features/maps/pages/MapsPage.tsx'),
  page('map', '/wiki/maps/:mapSlug', 'src/features/maps/pages/MapPage.tsx', { search: false }),
  // Players' guides (docs/product.md, "Guides"); the id `guide` is the Getting Started page.
  page('guides', '/wiki/guides', 'src/features/guides/pages/GuidesPage.tsx', { query: ['category', 'q'] }),
  page('guideArticle', '/wiki/guides/:guideSlug', 'src/features/guides/pages/GuidePage.tsx', {
    search: false,
  }),
  page('guideHistory', '/wiki/guides/:guideSlug/history', 'src/features/guides/pages/GuideHistoryPage.tsx', {
    search: false,
  }),
  page('events', '/wiki/events', 'src/features/events/pages/EventsPage.tsx', { query: ['q', 'filter'] }),
  page('gator', '/wiki/events/gator-frenzy', 'src/features/events/pages/GatorFrenzyPage.tsx'),
  page('contribute', '/wiki/contribute', 'src/features/contribute/pages/ContributePage.tsx'),
  page('data', '/wiki/data', 'src/features/data-sources/pages/DataSourcesPage.tsx'),
  page('privacy', '/wiki/privacy-policy', 'src/features/legal/pages/PrivacyPolicyPage.tsx'),
  page('terms', '/wiki/terms', 'src/features/legal/pages/TermsPage.tsx'),
  // What changed lately, and one change's diff (docs/product.md, "Recent changes").
  page('recentChanges', '/wiki/recent-changes', 'src/features/recent-changes/pages/RecentChangesPage.tsx', {
    query: ['kind', 'before'],
  }),
  page(
    'recentChange',
    '/wiki/recent-changes/:revisionId',
    'src/features/recent-changes/pages/RecentChangePage.tsx',
    {
      search: false,
    },
  ),
];

export type PublicRouteId = (typeof ROUTES)[number]['id'];

/** Every public page. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = ROUTES;

/** A page's link in the main menu: its id, the key of its label, and `end` for an exact-path match. */
export type MenuLink = readonly [id: PublicRouteId, labelKey: string, options?: { end: true }];

/** The main menu: each section's links, in order. */
export const MAIN_MENU: Record<MenuSection, readonly MenuLink[]> = {
  guide: [['guide', 'nav.guide']],
  items: [
    ['items', 'nav.itemList'],
    ['storage', 'nav.storage'],
    ['cards', 'nav.cards'],
    ['maps', 'nav.maps'],
    ['rotation', 'nav.mapRotation'],
  ],
  weapons: [
    ['ttk', 'nav.ttk'],
    ['builds', 'nav.builds'],
    ['ttkCalculator', 'nav.ttkCalculator'],
    ['ammo', 'nav.ammo'],
    ['armor', 'nav.armor'],
  ],
  events: [
    ['events', 'nav.allEvents', { end: true }],
    ['gator', 'nav.gatorFrenzy'],
  ],
  guides: [['guides', 'nav.guides']],
  contribute: [['contribute', 'nav.contribute']],
};

/** Pages fetched while the browser is idle after the first load, most likely next first. */
export const IDLE_PREFETCH: readonly PublicRouteId[] = [
  'guide',
  'builds',
  'ttk',
  'cards',
  'storage',
  'rotation',
  'events',
];

const byId = (id: PublicRouteId): PublicRoute => ROUTES.find((r) => r.id === id)!;

/** The `:name` parameters of a path, as a union of names. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
type RoutePathOf<Id extends PublicRouteId> = Extract<(typeof ROUTES)[number], { id: Id }>['path'];
/**
 * What `pathTo` needs besides the id: nothing for a fixed path, else each `:name` parameter; for an
 * id known only at run time (any page), whichever parameters its path may have.
 */
type PathParams<Id extends PublicRouteId> = PublicRouteId extends Id
  ? [params?: Record<string, string | number>]
  : [ParamNames<RoutePathOf<Id>>] extends [never]
    ? []
    : [params: Record<ParamNames<RoutePathOf<Id>>, string | number>];

/**
 * The address of a page by its id, `:name` parameters filled in (URL-encoded). Every link to a
 * page is built here, so a page's path is spelled once, in this registry.
 */
export function pathTo<Id extends PublicRouteId>(id: Id, ...[params]: PathParams<Id>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return byId(id).path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

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
