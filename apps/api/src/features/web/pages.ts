// The page answer: every page path gets the page shell with its <head>, rendered with its data
// when the renderer can (kept in the page cache under its canonical key), else the app shell.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { sendError } from '../../http/errors';
import {
  bodyHash,
  CDN_CACHE_CONTROL,
  notModified,
  PUBLIC_CACHE_CONTROL,
  strongEtag,
} from '../../http/shared-caching';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizedPath, pathTo, splitLanguagePath } from '@dfwiki/shared';
import { pickLanguage, type PageLanguage } from './language';
import {
  alternateLinks,
  isClientOnlyPath,
  pageHead,
  renderHead,
  type MetaStrings,
  type PageHeads,
} from './page-meta';
import { encodedBody, type CachedPage, type PageCache, type WebRenderer } from './page-renderer';
import { emptyPage, pageCacheKey, withHead, withRenderedPage } from './page-shell';
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
  pageCache: PageCache;
  /** The pages' Content-Security-Policy (it allows the inline boot script by its hash). */
  pageCsp: string;
  heads: PageHeads;
}

const sendEncoded = (reply: FastifyReply, body: string | Buffer, encoding: string | undefined) =>
  (encoding ? reply.header('content-encoding', encoding) : reply).send(body);

export function registerPages(app: FastifyInstance, ctx: AppContext, sources: PageSources): void {
  const { byLanguage, manifest, renderer, pageCache, pageCsp } = sources;
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
    const { meta, status, match } = await pageHead(pathname, strings, {
      adminLoginPath,
      heads: sources.heads,
    });
    const serverRendered = renderer && (match ? match.route.serverRendered : !clientOnly(pathname));
    const canonical = match && publicOrigin ? `${publicOrigin}${localizedPath(pathname, lang)}` : undefined;
    const alternates = match ? alternateLinks(publicOrigin ?? '', pathname) : '';
    const head = `${renderHead(meta, canonical)}${alternates}\n    ${routeHints(manifest, pathname, { serverRendered: Boolean(serverRendered) })}`;
    const shell = withHead(languageShell, head);
    if (!serverRendered) return { status, body: emptyPage(shell) };
    try {
      const page = await renderer.render(url, lang);
      return { status: Math.max(status, page.status), body: withRenderedPage(shell, page) };
    } catch (error) {
      // A failed read or render: the browser renders the page itself (and reads again).
      req.log.warn({ err: error, url }, 'Server rendering failed: sending the app shell');
      return { status, body: emptyPage(shell), transient: true };
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

  /** A page in the language its address names; the same bytes for the same address, whoever asks. */
  async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const { lang, path } = splitLanguagePath(req.target.pathname);
    let page: CachedPage;
    let shared = false;
    const personal = clientOnly(path);
    if (personal) {
      page = await buildPage(req, path, lang); // the app shell: nothing to render or keep
    } else {
      const { key, url } = pageCacheKey(lang, { ...req.target, pathname: path });
      const kept = pageCache.get(key, req.ip, () => buildPage(req, url, lang));
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

  app.setNotFoundHandler((req, reply) => {
    const { pathname } = req.target;
    if (isResourcePath(pathname) || (req.method !== 'GET' && req.method !== 'HEAD'))
      return sendError(reply, 404, 'NOT_FOUND', `No such resource: ${req.method} ${pathname}`);
    return sendPage(req, reply); // SPA fallback: the client shows the not-found page for unknown paths
  });
}
