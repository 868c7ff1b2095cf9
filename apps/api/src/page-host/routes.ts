// The page host: a layer above the features that serves the built web app. Its files
// (static-assets.ts), a route per page of the route registry in each language (pages.ts), each
// rendered by the web's server build (page-renderer.ts) into the page shell (page-shell.ts) with
// its <head> (page-meta.ts), sitemap.xml and robots.txt (sitemap.ts), and the Atom feed of recent
// changes (recent-changes-feed.ts). Features never import it; it uses features only through their
// index.ts. See docs/decisions/027-page-host.md.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { cspAllowingScripts } from '../http/security-headers';
import { webDistFolder } from '../paths';
import { listGearHeads } from '../features/gear';
import { listPublishedGuideHeads } from '../features/guides';
import { listItemHeads } from '../features/items';
import { mapPages } from '../features/maps';
import { listWeaponHeads } from '../features/weapons';
import { LANGUAGE_CODES } from '@dfwiki/shared';
import type { PageLanguage } from './language';
import { loadMetaStrings, renderConfigScript } from './page-meta';
import { loadRenderer, PageCache } from './page-renderer';
import { registerPages } from './pages';
import { PageStyles } from './page-styles';
import { languageShells, UNBUILT_TEMPLATE } from './page-shell';
import { RENDER_BUDGET, RenderBudget } from './render-budget';
import { readManifest } from './route-hints';
import { registerRecentChangesFeed } from './recent-changes-feed';
import { registerSitemap, type SitemapLists } from './sitemap';
import { inlineBootScript, registerStaticAssets } from './static-assets';

export async function registerWebApp(app: FastifyInstance, ctx: AppContext, distFolder = webDistFolder) {
  const indexPath = path.join(distFolder, 'index.html');
  const template = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : UNBUILT_TEMPLATE;
  const appConfig = {
    analyticsId: ctx.config.ANALYTICS_ID ?? null,
    contactEmail: ctx.config.CONTACT_EMAIL ?? '',
    supportUrl: ctx.config.SUPPORT_URL,
    adminLoginPath: ctx.config.ADMIN_LOGIN_PATH,
    environment: ctx.config.NODE_ENV,
  };
  // The theme/language boot script runs inline (no extra blocking request before first paint),
  // allowed by its hash in the page's CSP.
  const boot = inlineBootScript(distFolder);
  const shells = languageShells({
    template,
    distFolder,
    configScript: renderConfigScript(appConfig),
    bootTag: boot?.tag,
  });
  const byLanguage = Object.fromEntries(
    LANGUAGE_CODES.map((lang) => [lang, { shell: shells[lang], strings: loadMetaStrings(distFolder, lang) }]),
  ) as Record<PageLanguage, { shell: string; strings: ReturnType<typeof loadMetaStrings> }>;

  // The sitemap reads these small lists, kept in the cache until the next write, instead of
  // loading full weapons (builds, TTK values…) or rounds on every request for it.
  const sitemapLists: SitemapLists = {
    weapons: () => ctx.cache.value('weapon-heads', () => listWeaponHeads(ctx.database.db)),
    gear: () => ctx.cache.value('gear-heads', () => listGearHeads(ctx.database.db)),
    items: () => ctx.cache.value('item-heads', () => listItemHeads(ctx.database.db)),
    maps: () => ctx.cache.value('map-pages', () => mapPages(ctx.database.db)),
    guides: () => ctx.cache.value('guide-heads', () => listPublishedGuideHeads(ctx.database.db)),
  };

  const renderer = await loadRenderer(app, {
    module: path.join(distFolder, '..', 'dist-server', 'entry-server.js'),
    distFolder,
    languages: LANGUAGE_CODES,
    config: appConfig,
  }).catch((error: unknown) => {
    app.log.error({ err: error }, 'The page renderer did not load: pages are sent as the app shell');
    return undefined;
  });

  await registerStaticAssets(app, distFolder);
  registerPages(app, ctx, {
    byLanguage,
    manifest: readManifest(distFolder),
    renderer,
    styles: PageStyles.fromBuild(template, distFolder),
    pageCache: new PageCache(
      ctx,
      new RenderBudget({ ...RENDER_BUDGET, perAddressPerMinute: ctx.config.RENDER_LIMIT_PER_MINUTE }),
    ),
    pageCsp: cspAllowingScripts(boot ? [boot.hash] : []),
  });
  registerSitemap(app, ctx, sitemapLists);
  registerRecentChangesFeed(app, ctx, ctx.database.db);
}
