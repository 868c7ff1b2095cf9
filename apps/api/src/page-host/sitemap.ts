// robots.txt and sitemap.xml: the public pages from the route registry, then each weapon, round,
// armour piece, market item and map by its id or slug, and each published guide in the language it
// is written in. The sitemap reads its own lists of those; it never decides whether a page exists
// (the page's render does, docs/decisions/027-page-host.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { isLanguage, LANGUAGE_CODES, localizedPath, pathTo, PUBLIC_ROUTES } from '@dfwiki/shared';

/** The parameterised pages the sitemap lists: each read through the cache until the next write. */
export interface SitemapLists {
  weapons: () => Promise<readonly { slug: string }[]>;
  gear: () => Promise<{ rounds: readonly { id: string }[]; pieces: readonly { id: string }[] }>;
  items: () => Promise<readonly { slug: string }[]>;
  maps: () => Promise<readonly { slug: string }[]>;
  /** Published guides: each exists only in the language it is written in. */
  guides: () => Promise<readonly { slug: string; language: string }[]>;
}

/** robots.txt: crawlers stay out of the admin area, a player's pages and the API. */
export function robotsTxt(origin: string, adminLoginPath: string): string {
  const lines = [
    'User-agent: *',
    'Disallow: /admin',
    `Disallow: ${adminLoginPath}`,
    'Disallow: /admin-register',
    // A player's account page and their own pages, at every language's address.
    ...LANGUAGE_CODES.map((code) => `Disallow: ${localizedPath('/my', code)}`),
    'Disallow: /api/',
    `Sitemap: ${origin}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The pages of each weapon, round, armour piece, item and map. */
export async function parameterisedPaths(lists: Omit<SitemapLists, 'guides'>): Promise<string[]> {
  const [weapons, gear, items, maps] = await Promise.all([
    lists.weapons(),
    lists.gear(),
    lists.items(),
    lists.maps(),
  ]);
  return [
    ...weapons.map((w) => pathTo('weapon', { weaponNameId: w.slug })),
    ...gear.rounds.map((r) => pathTo('round', { roundId: r.id })),
    ...gear.pieces.map((p) => pathTo('armorPiece', { pieceId: p.id })),
    ...items.map((i) => pathTo('item', { itemSlug: i.slug })),
    ...maps.map((m) => pathTo('map', { mapSlug: m.slug })),
  ];
}

/** Each published guide at its language's address only (docs/product.md, "Guides"); not its history. */
export async function singleLanguageAddresses(lists: Pick<SitemapLists, 'guides'>): Promise<string[]> {
  return (await lists.guides()).flatMap((g) =>
    isLanguage(g.language) ? [localizedPath(pathTo('guideArticle', { guideSlug: g.slug }), g.language)] : [],
  );
}

/**
 * sitemap.xml: every fixed public path the registry lists there, then the given pages, in every
 * language, then `addresses` that are already in their one language (a guide).
 */
export function sitemapXml(
  origin: string,
  pagePaths: readonly string[],
  addresses: readonly string[] = [],
): string {
  const paths = [
    ...PUBLIC_ROUTES.filter((r) => r.sitemap !== false && !r.path.includes(':')).map((r) => r.path),
    ...pagePaths,
  ];
  const urls = [...LANGUAGE_CODES.flatMap((lang) => paths.map((p) => localizedPath(p, lang))), ...addresses];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.map((u) => `  <url><loc>${origin}${u}</loc></url>`).join('\n') +
    '\n</urlset>\n'
  );
}

export function registerSitemap(app: FastifyInstance, ctx: AppContext, lists: SitemapLists): void {
  const origin = (req: FastifyRequest) =>
    ctx.config.PUBLIC_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.host}`;
  // Without PUBLIC_URL these answers echo the request's Host header: a shared cache must never
  // keep one (a forged Host would poison it for everyone), so they are private, not public.
  const cacheControl = ctx.config.PUBLIC_URL === undefined ? 'private, no-store' : 'public, max-age=3600';

  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(robotsTxt(origin(req), ctx.config.ADMIN_LOGIN_PATH)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const [pages, addresses] = await Promise.all([parameterisedPaths(lists), singleLanguageAddresses(lists)]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(sitemapXml(origin(req), pages, addresses));
  });
}
