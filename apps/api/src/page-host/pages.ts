// The page routes: each public page of the route registry (and each page of the signed-in app) is a
// GET route of its own, in every language. A page is the page shell with its <head>, rendered with
// its data when the renderer can (kept in the page cache under its canonical key), else the app
// shell. The renderer is the one judge of a rendered page: its status and its title come from the
// same loader data. Addresses no route matches get the shared not-found page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sendError } from '../http/errors';
import {
  bodyHash,
  CDN_CACHE_CONTROL,
  notModified,
  PUBLIC_CACHE_CONTROL,
  strongEtag,
} from '../http/shared-caching';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  localizedPath,
  matchPublicRoute,
  PAGE_DATA_PREFIX,
  pathTo,
  PUBLIC_ROUTES,
  splitLanguagePath,
} from '@dfwiki/shared';
import { pickLanguage, type PageLanguage } from './language';
import type { PageStyles } from './page-styles';
import {
  alternateLinks,
  canonicalLanguage,
  isClientOnlyPath,
  metaFor,
  pageLanguages,
  renderHead,
  type MetaStrings,
  type PageMeta,
} from './page-meta';
import { encodedBody, type CachedPage, type PageCache, type WebRenderer } from './page-renderer';
import { emptyPage, NOT_FOUND, pageCacheKey, withHead, withRenderedPage } from './page-shell';
import { isRefusal } from './render-budget';
import { routeHints, type Manifest } from './route-hints';
import { isResourcePath } from './static-assets';

/** What a reader sees when the render budget is spent (no stale copy to show instead). */
const BUSY_TEXT: Record<PageLanguage, string> = {
  en: 'The wiki is very busy right now. Please try again in a few seconds.',
  ro: 'Wiki-ul este foarte aglomerat acum. Încearcă din nou în câteva secunde.',
};

export interface PageSources {
  /** The page shell and <head> strings of each language. */
  byLanguage: Record<PageLanguage, { shell: string; strings: MetaStrings }>;
  manifest: Manifest | undefined;
  /** The web's server build; undefined when it did not load (pages are then the app shell). */
  renderer: WebRenderer | undefined;
  /** The app's stylesheet, of which a rendered page carries the rules it uses (absent: the whole of it). */
  styles?: PageStyles;
  pageCache: PageCache;
  /** The pages' Content-Security-Policy (it allows the inline boot script by its hash). */
  pageCsp: string;
}

/**
 * The addresses a page answers at: in each language, with and without a trailing slash (the page
 * is the same; its cache key drops the slash). The default language's home `/` is left out: it
 * has a route of its own that may send a first visit to the reader's language.
 */
export function pageAddresses(path: string): string[] {
  return LANGUAGE_CODES.flatMap((lang) => {
    const address = localizedPath(path, lang);
    if (address === '/') return [];
    if (address.endsWith('*')) return [address];
    return address.endsWith('/') ? [address, address.slice(0, -1)] : [address, `${address}/`];
  });
}

const sendEncoded = (reply: FastifyReply, body: string | Buffer, encoding: string | undefined) =>
  (encoding ? reply.header('content-encoding', encoding) : reply).send(body);

export function registerPages(app: FastifyInstance, ctx: AppContext, sources: PageSources): void {
  const { byLanguage, manifest, renderer, styles, pageCache, pageCsp } = sources;
  const adminLoginPath = ctx.config.ADMIN_LOGIN_PATH;
  const clientOnly = (pathname: string) => isClientOnlyPath(pathname, adminLoginPath);
  // A page never depends on the Host header: it may be forged, and pages are kept for everyone.
  // So the canonical address in the head is written only when PUBLIC_URL names the origin.
  const publicOrigin = ctx.config.PUBLIC_URL?.replace(/\/$/, '');

  /**
   * The whole HTML of a page: rendered with its data when the renderer can, else the app shell.
   * `url` is the page's canonical address (path and declared query), or the shared not-found one.
   */
  async function buildPage(req: FastifyRequest, url: string, lang: PageLanguage): Promise<CachedPage> {
    const pathname = url.split('?', 1)[0]!;
    const { shell: languageShell, strings } = byLanguage[lang];
    const match = matchPublicRoute(pathname);
    const serverRendered = renderer && (match ? match.route.serverRendered : !clientOnly(pathname));
    /** The shell around a page: its head tags, and its address in each language when it is a page that exists. */
    const shellWith = (meta: PageMeta, found: boolean) => {
      // A page in fewer languages (a player's guide) lists only those, and is canonical in its own.
      const canonical =
        found && publicOrigin
          ? `${publicOrigin}${localizedPath(pathname, canonicalLanguage(meta, lang))}`
          : undefined;
      const alternates = found ? alternateLinks(publicOrigin ?? '', pathname, pageLanguages(meta)) : '';
      const hints = routeHints(manifest, pathname, { serverRendered: Boolean(serverRendered) });
      return withHead(languageShell, `${renderHead(meta, canonical)}${alternates}\n    ${hints}`);
    };
    // Without a render there is no data to judge by: a known address gets the app shell with the
    // registry's words and a 200, and the browser decides; an unknown one is a 404.
    const shellStatus = match || clientOnly(pathname) ? 200 : 404;
    const appShell = () => emptyPage(shellWith(metaFor(pathname, adminLoginPath, strings), Boolean(match)));
    if (!serverRendered) return { status: shellStatus, body: appShell() };
    try {
      const page = await renderer.render(url, lang);
      // The renderer's status and head stand as they are (an older build without a head gets the
      // registry's words). An address no page has is a 404 whatever its render says.
      const status = match ? page.status : 404;
      const meta = page.head ?? metaFor(pathname, adminLoginPath, strings);
      const data = page.data === undefined ? undefined : { body: JSON.stringify(page.data) };
      const body = withRenderedPage(shellWith(meta, status < 400), page);
      return { status, body: styles ? styles.narrow(body) : body, data };
    } catch (error) {
      // A failed read or render: the browser renders the page itself (and reads again).
      req.log.warn({ err: error, url }, 'Server rendering failed: sending the app shell');
      return { status: shellStatus, body: appShell(), transient: true };
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

  /**
   * A page in the language its address names; the same bytes for the same address, whoever asks.
   * `notFound`: the address matched no route, so it gets the one not-found page every such address shares.
   */
  /** The kept render of a public address (rendered now when there is none), or the budget's refusal. */
  function keptPage(req: FastifyRequest, lang: PageLanguage, path: string, notFound: boolean) {
    const { key, url } = notFound
      ? { key: `${lang} ${NOT_FOUND}`, url: NOT_FOUND }
      : pageCacheKey(lang, { ...req.target, pathname: path });
    return pageCache.get(key, req.ip, () => buildPage(req, url, lang));
  }

  async function sendPage(req: FastifyRequest, reply: FastifyReply, notFound = false) {
    const { lang, path } = splitLanguagePath(req.target.pathname);
    let page: CachedPage;
    let shared = false;
    const personal = !notFound && clientOnly(path);
    if (personal) {
      page = await buildPage(req, path, lang); // the app shell: nothing to render or keep
    } else {
      const kept = keptPage(req, lang, path, notFound);
      if (isRefusal(kept)) return sendBusy(reply, lang, kept.retryAfterSeconds);
      page = await kept;
      shared = !page.transient;
    }
    const { body, encoding } = encodedBody(page, String(req.headers['accept-encoding'] ?? ''));
    reply
      .code(page.status)
      .header('vary', 'accept-encoding')
      .header('content-security-policy', pageCsp)
      .type('text/html; charset=utf-8');
    // The signed-in screens are never kept, not even by the reader's service worker (offline reading).
    if (personal) return sendEncoded(reply.header('cache-control', 'private, no-store'), body, encoding);
    if (!shared) return sendEncoded(reply.header('cache-control', 'no-cache'), body, encoding);
    // A public page: any shared cache may keep it, and a client holding these bytes gets a 304.
    const etag = strongEtag((page.hash ??= bodyHash(page.body)), encoding);
    reply
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('cdn-cache-control', CDN_CACHE_CONTROL)
      .header('etag', etag);
    if (page.status === 200 && notModified(req.headers['if-none-match'], etag))
      return reply.code(304).removeHeader('content-type').send();
    return sendEncoded(reply, body, encoding);
  }

  /**
   * The data a rendered page is taken over with, from the same kept render as its HTML (so it is
   * what the reader sees), at `/page-data` + the page's address. Public like the page; not for
   * search engines. An address of the signed-in app, or a page sent without a render, has none.
   */
  async function sendPageData(req: FastifyRequest, reply: FastifyReply) {
    const { lang, path } = splitLanguagePath(req.target.pathname.slice(PAGE_DATA_PREFIX.length) || '/');
    const none = () => sendError(reply, 404, 'NOT_FOUND', `No page data for ${req.target.pathname}`);
    if (!renderer || clientOnly(path)) return none();
    const kept = keptPage(req, lang, path, !matchPublicRoute(path));
    if (isRefusal(kept))
      return sendError(
        reply.header('retry-after', String(kept.retryAfterSeconds)),
        503,
        'NOT_READY',
        BUSY_TEXT.en,
      );
    const page = await kept;
    if (!page.data) return none();
    const { body, encoding } = encodedBody(page.data, String(req.headers['accept-encoding'] ?? ''));
    reply.header('vary', 'accept-encoding').header('x-robots-tag', 'noindex').type('application/json');
    if (page.transient) return sendEncoded(reply.header('cache-control', 'no-cache'), body, encoding);
    const etag = strongEtag((page.data.hash ??= bodyHash(page.data.body)), encoding);
    reply
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('cdn-cache-control', CDN_CACHE_CONTROL)
      .header('etag', etag);
    if (notModified(req.headers['if-none-match'], etag))
      return reply.code(304).removeHeader('content-type').send();
    return sendEncoded(reply, body, encoding);
  }
  app.get(`${PAGE_DATA_PREFIX}/*`, { schema: { hide: true } }, sendPageData);
  app.get(PAGE_DATA_PREFIX, { schema: { hide: true } }, sendPageData);

  // Only a first visit to `/` looks at the reader: a saved choice (the `language` cookie the
  // switcher sets) or the browser's languages may send them to their language's home page.
  app.get('/', { schema: { hide: true } }, (req, reply) => {
    const preferred = pickLanguage(req.cookies.language, req.headers['accept-language']);
    if (preferred === DEFAULT_LANGUAGE) return sendPage(req, reply);
    return reply
      .header('vary', 'accept-language, cookie')
      .header('cache-control', 'private, no-store')
      .redirect(localizedPath('/', preferred), 302);
  });
  // The old address of the privacy policy, in each language.
  for (const lang of LANGUAGE_CODES)
    app.get(localizedPath('/privacy-policy', lang), { schema: { hide: true } }, (_req, reply) =>
      reply.redirect(localizedPath(pathTo('privacy'), lang), 301),
    );

  // Every public page from the route registry, and the signed-in app's pages (sent as the app
  // shell), each a GET route (HEAD too) in each language.
  const clientOnlyPaths = [adminLoginPath, '/admin-register', '/admin', '/admin/*', '/my', '/my/*'];
  const pagePaths = new Set(
    [...PUBLIC_ROUTES.map((route) => route.path), ...clientOnlyPaths].flatMap(pageAddresses),
  );
  for (const url of pagePaths) app.get(url, { schema: { hide: true } }, (req, reply) => sendPage(req, reply));

  app.setNotFoundHandler((req, reply) => {
    const { pathname } = req.target;
    if (isResourcePath(pathname) || (req.method !== 'GET' && req.method !== 'HEAD'))
      return sendError(reply, 404, 'NOT_FOUND', `No such resource: ${req.method} ${pathname}`);
    return sendPage(req, reply, true); // no page has this address: the app's not-found page, with a 404
  });
}
