// Serves the built web app: hashed assets cached immutably, index.html (never cached) for every
// page path with per-route <head> and the runtime config, sitemap.xml and robots.txt.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { sendError } from '../../http/errors';
import { cspAllowingScripts } from '../../http/security-headers';
import { webDistFolder } from '../../paths';
import { listGearHeads } from '../gear/repository';
import { listWeaponHeads } from '../weapons/repository';
import {
  canonicalPageUrl,
  isMemberPath,
  LANGUAGE_CODES,
  matchPublicRoute,
  PUBLIC_ROUTES,
  routeHref,
  routePath,
} from '@dfwiki/shared';
import { pickLanguage, type PageLanguage } from './language';
import {
  loadMetaStrings,
  metaFor,
  renderConfigScript,
  renderHead,
  renderStateScript,
  type MetaStrings,
  type PageMeta,
} from './page-meta';
import { encodedBody, loadRenderer, PageCache, type CachedPage, type RenderedPage } from './page-renderer';
import { isRefusal, RENDER_BUDGET, RenderBudget } from './render-budget';
import { readManifest, routeHints } from './route-hints';

const BOOT_TAG = '<script src="/boot.js"></script>';
/** What a reader sees when the render budget is spent (no stale copy to show instead). */
const BUSY_TEXT: Record<PageLanguage, string> = {
  en: 'The wiki is very busy right now. Please try again in a few seconds.',
  ro: 'Wiki-ul este foarte aglomerat acum. Încearcă din nou în câteva secunde.',
};
/** The address of the one not-found render that every unknown path shares (no route matches it). */
const NOT_FOUND = '/not-found';

/** boot.js as an inline <script> and its CSP hash; undefined when the build has none. */
function inlineBootScript(distFolder: string): { tag: string; hash: string } | undefined {
  let code: string;
  try {
    code = fs.readFileSync(path.join(distFolder, 'boot.js'), 'utf8');
  } catch {
    return undefined;
  }
  const hash = `sha256-${crypto.createHash('sha256').update(code).digest('base64')}`;
  return { tag: `<script>${code}</script>`, hash };
}

/**
 * The app's stylesheet inlined as a <style>: a server-rendered page then paints without waiting
 * for a second request (one round trip less before the first paint on a phone network; the
 * stylesheet is small). The CSP allows inline styles. Left as a link when it cannot be read.
 */
function inlineStylesheet(template: string, distFolder: string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/,
    (tag, file: string) => {
      try {
        const css = fs.readFileSync(path.join(distFolder, file), 'utf8');
        return css.includes('</') ? tag : `<style>${css}</style>`;
      } catch {
        return tag;
      }
    },
  );
}

/**
 * `html` with its first `slot` replaced by `value`, as plain text. Never `String.replace` with a
 * string: it expands `$&`, `` $` `` and `$'` in the value, so a name or a query holding them
 * would splice the template into the page.
 */
export function fillSlot(html: string, slot: string, value: string): string {
  const at = html.indexOf(slot);
  return at === -1 ? html : html.slice(0, at) + value + html.slice(at + slot.length);
}

/** The shell with the rendered page in #root and its state beside the config; no "needs JavaScript" note. */
function withRenderedPage(shell: string, page: RenderedPage): string {
  const withoutNote = shell.replace(/<noscript>[^<]*<\/noscript>\s*/, () => '');
  return fillSlot(
    fillSlot(withoutNote, '<!--app-html-->', page.html),
    '<!--app-state-->',
    renderStateScript(page.state),
  );
}

export async function registerWebApp(app: FastifyInstance, ctx: AppContext, distFolder = webDistFolder) {
  const indexPath = path.join(distFolder, 'index.html');
  const template = fs.existsSync(indexPath)
    ? fs.readFileSync(indexPath, 'utf8')
    : '<!doctype html><html lang="en"><head><!--app-head--></head><body><p>The web app is not built yet: run <code>npm run build</code>.</p><!--app-config--></body></html>';
  const appConfig = {
    analyticsId: ctx.config.ANALYTICS_ID ?? null,
    contactEmail: ctx.config.CONTACT_EMAIL ?? '',
    supportUrl: ctx.config.SUPPORT_URL,
    adminLoginPath: ctx.config.ADMIN_LOGIN_PATH,
    environment: ctx.config.NODE_ENV,
  };
  const configScript = renderConfigScript(appConfig);
  // The theme/language boot script runs inline (no extra blocking request before first paint),
  // allowed by its hash in the page's CSP.
  const boot = inlineBootScript(distFolder);
  const pageCsp = cspAllowingScripts(boot ? [boot.hash] : []);
  const baseTemplate = fillSlot(
    fillSlot(inlineStylesheet(template, distFolder), BOOT_TAG, boot ? boot.tag : BOOT_TAG),
    '<!--app-config-->',
    configScript,
  ).replace(/<!--app-head-->\s*<title>[^<]*<\/title>/, () => '<!--app-head-->');

  const manifest = readManifest(distFolder);
  // One template and one set of <head> strings per language, with <html lang> already right.
  const byLanguage = Object.fromEntries(
    LANGUAGE_CODES.map((lang) => [
      lang,
      {
        template: baseTemplate.replace(/<html\b[^>]*>/, (tag) =>
          tag.replace(/\slang="[^"]*"/, () => '').replace('<html', () => `<html lang="${lang}"`),
        ),
        strings: loadMetaStrings(distFolder, lang),
      },
    ]),
  ) as Record<PageLanguage, { template: string; strings: MetaStrings }>;
  const origin = (req: FastifyRequest) =>
    ctx.config.PUBLIC_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.host}`;
  // Without PUBLIC_URL these answers echo the request's Host header: a shared cache must never
  // keep one (a forged Host would poison it for everyone), so they are private, not public.
  const hostBuilt = ctx.config.PUBLIC_URL === undefined;
  const cachePublicly = (policy: string) => (hostBuilt ? 'private, no-store' : policy);

  // Page titles and the sitemap read this small list, kept in the cache until the next write,
  // instead of loading full weapons (builds, TTK values…) on every HTML request.
  const weaponHeads = () => ctx.cache.value('weapon-heads', () => listWeaponHeads(ctx.database.db));
  const gearHeads = () => ctx.cache.value('gear-heads', () => listGearHeads(ctx.database.db));

  // Paths the client router knows besides the public pages: the admin area and a player's pages.
  const isClientOnlyPath = (pathname: string) =>
    pathname === ctx.config.ADMIN_LOGIN_PATH ||
    pathname === '/admin-register' ||
    isMemberPath(pathname) ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/');

  const renderer = await loadRenderer(app, {
    module: path.join(distFolder, '..', 'dist-server', 'entry-server.js'),
    distFolder,
    languages: LANGUAGE_CODES,
    config: appConfig,
  }).catch((error: unknown) => {
    app.log.error({ err: error }, 'The page renderer did not load: pages are sent as the app shell');
    return undefined;
  });
  const pageCache = new PageCache(
    ctx,
    new RenderBudget({ ...RENDER_BUDGET, perAddressPerMinute: ctx.config.RENDER_LIMIT_PER_MINUTE }),
  );

  /** The page's <head> strings and status, from the route registry and, for a weapon, its name. */
  async function pageHead(pathname: string, strings: MetaStrings) {
    let meta = metaFor(pathname, ctx.config.ADMIN_LOGIN_PATH, strings);
    const match = matchPublicRoute(pathname);
    // Unknown paths get the app's not-found page, with a 404 for crawlers.
    let status = match || isClientOnlyPath(pathname) ? 200 : 404;
    if (match?.route.id === 'weapon') {
      const nameId = match.params.weaponNameId;
      const heads = await weaponHeads().catch(() => undefined);
      // Same rule as GET /api/v1/weapons/:id: digits name an id, anything else a slug.
      const weapon = heads?.find((w) => (/^\d+$/.test(nameId) ? String(w.id) === nameId : w.slug === nameId));
      if (heads && !weapon) status = 404; // weapons unreadable: serve the page, the client decides
      if (weapon)
        meta = {
          title: `${weapon.name} · DF Wiki`,
          description:
            `${weapon.name} (${weapon.category}, tier ${weapon.tier}): ${weapon.description}`.slice(0, 300),
        };
    }
    if (match?.route.id === 'round' || match?.route.id === 'armorPiece') {
      const gearMeta = await gearPageMeta(match.route.id, match.params, meta);
      if (gearMeta === null) status = 404;
      else if (gearMeta) meta = gearMeta;
    }
    return { meta, status, match };
  }

  /**
   * A round's or piece's title from its name: null when no such round or piece exists, undefined
   * when the list cannot be read (the page is served and the client decides).
   */
  async function gearPageMeta(id: 'round' | 'armorPiece', params: Record<string, string>, meta: PageMeta) {
    const heads = await gearHeads().catch(() => undefined);
    if (!heads) return undefined;
    if (id === 'round') {
      const round = heads.rounds.find((r) => r.id === params.roundId);
      if (!round) return null;
      const name = round.name ?? round.nameCn ?? round.id;
      return { ...meta, title: `${name} · ${meta.title}` };
    }
    const piece = heads.pieces.find((p) => p.id === params.pieceId);
    return piece ? { ...meta, title: `${piece.nameCn} · ${meta.title}` } : null;
  }

  // A page never depends on the Host header: it may be forged, and pages are kept for everyone.
  // So the canonical address in the head is written only when PUBLIC_URL names the origin.
  const publicOrigin = ctx.config.PUBLIC_URL?.replace(/\/$/, '');

  /**
   * The whole HTML of a page: rendered with its data when the renderer can, else the app shell.
   * `url` is the page's canonical address (path and declared query), or NOT_FOUND.
   */
  async function buildPage(req: FastifyRequest, url: string, lang: PageLanguage): Promise<CachedPage> {
    const pathname = url.split('?', 1)[0]!;
    const { template, strings } = byLanguage[lang];
    const { meta, status, match } = await pageHead(pathname, strings);
    const serverRendered = renderer && (match ? match.route.serverRendered : !isClientOnlyPath(pathname));
    const canonical = match && publicOrigin ? `${publicOrigin}${pathname}` : undefined;
    const head = `${renderHead(meta, canonical)}\n    ${routeHints(manifest, pathname, { dataInPage: Boolean(serverRendered) })}`;
    const shell = fillSlot(template, '<!--app-head-->', head);
    const appShell = () => fillSlot(shell, '<!--app-html-->', '');
    if (!serverRendered) return { status, body: appShell() };
    try {
      const page = await renderer.render(url, lang);
      return { status: Math.max(status, page.status), body: withRenderedPage(shell, page) };
    } catch (error) {
      // A failed read or render: the browser renders the page itself (and reads again).
      req.log.warn({ err: error, url }, 'Server rendering failed: sending the app shell');
      return { status, body: appShell(), transient: true };
    }
  }

  /**
   * A reader the render budget cannot serve: a small page in their language, 503 with Retry-After.
   * It has no script, so it cannot read the chosen theme: it follows the system's light or dark.
   */
  function sendBusy(reply: FastifyReply, lang: PageLanguage, retryAfterSeconds: number) {
    const text = BUSY_TEXT[lang];
    return reply
      .code(503)
      .header('retry-after', String(retryAfterSeconds))
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageCsp)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>DF Wiki</title><main style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>DF Wiki</h1><p>${text}</p></main></html>`,
      );
  }

  async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const { pathname, search, dotSegment } = req.target;
    const lang = pickLanguage(req.cookies.language, req.headers['accept-language']);
    let page: CachedPage;
    if (isClientOnlyPath(pathname)) {
      page = await buildPage(req, pathname, lang); // the app shell: nothing to render or keep
    } else {
      // One key per page: its canonical address, so unknown parameters, their order, the Host and
      // dot segments never make a new entry. Unknown paths share one not-found render.
      const url = (!dotSegment && canonicalPageUrl(pathname, new URLSearchParams(search))) || NOT_FOUND;
      const kept = pageCache.get(`${lang} ${url}`, req.ip, () => buildPage(req, url, lang));
      if (isRefusal(kept)) return sendBusy(reply, lang, kept.retryAfterSeconds);
      page = await kept;
    }
    const { body, encoding } = encodedBody(page, String(req.headers['accept-encoding'] ?? ''));
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-language, accept-encoding')
      .header('content-security-policy', pageCsp)
      .type('text/html; charset=utf-8')
      .send(body);
  }

  if (fs.existsSync(distFolder)) {
    await app.register(fastifyStatic, {
      root: distFolder,
      index: false,
      wildcard: false,
      preCompressed: true, // .br/.gz written at build time (scripts/precompress.mjs)
      serveDotFiles: false,
      setHeaders: (res, filePath) => {
        const rel = path.relative(distFolder, filePath);
        res.header(
          'cache-control',
          rel.startsWith(`assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300, must-revalidate',
        );
        res.header('x-content-type-options', 'nosniff');
      },
    });
  }

  app.get('/', { schema: { hide: true } }, sendPage);
  // The old address of the privacy policy.
  app.get('/privacy-policy', { schema: { hide: true } }, (_req, reply) =>
    reply.redirect(routePath('privacy'), 301),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) => {
    const lines = [
      'User-agent: *',
      'Disallow: /admin',
      `Disallow: ${ctx.config.ADMIN_LOGIN_PATH}`,
      'Disallow: /admin-register',
      'Disallow: /my/',
      'Disallow: /api/',
      `Sitemap: ${origin(req)}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cachePublicly('public, max-age=3600'))
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const [weapons, gear] = await Promise.all([weaponHeads(), gearHeads()]);
    const urls = [
      ...PUBLIC_ROUTES.filter((r) => r.sitemap !== false && !r.path.includes(':')).map((r) => r.path),
      ...weapons.map((w) => routeHref('weapon', { weaponNameId: w.slug })),
      ...gear.rounds.map((r) => routeHref('round', { roundId: r.id })),
      ...gear.pieces.map((p) => routeHref('armorPiece', { pieceId: p.id })),
    ];
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      urls.map((u) => `  <url><loc>${origin(req)}${u}</loc></url>`).join('\n') +
      '\n</urlset>\n';
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cachePublicly('public, max-age=3600'))
      .send(body);
  });

  app.setNotFoundHandler((req, reply) => {
    const { pathname } = req.target;
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      pathname.startsWith('/uploads/') ||
      pathname.startsWith('/assets/') ||
      pathname.startsWith('/images/')
    ) {
      return sendError(reply, 404, 'NOT_FOUND', `No such resource: ${req.method} ${pathname}`);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendError(reply, 404, 'NOT_FOUND', `No such resource: ${req.method} ${pathname}`);
    return sendPage(req, reply); // SPA fallback: the client shows the not-found page for unknown paths
  });
}
