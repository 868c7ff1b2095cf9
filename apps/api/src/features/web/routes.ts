// Serves the built web app: its files (static-assets.ts), every page path (pages.ts) in the page
// shell (page-shell.ts) with its <head> (page-meta.ts), and sitemap.xml and robots.txt (sitemap.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { cspAllowingScripts } from '../../http/security-headers';
import { webDistFolder } from '../../paths';
import { listGearHeads } from '../gear';
import { listItemHeads } from '../items';
import { listWeaponHeads } from '../weapons';
import { LANGUAGE_CODES } from '@dfwiki/shared';
import type { PageLanguage } from './language';
import { loadMetaStrings, renderConfigScript, type PageHeads } from './page-meta';
import { loadRenderer, PageCache } from './page-renderer';
import { registerPages } from './pages';
import { languageShells, UNBUILT_TEMPLATE } from './page-shell';
import { RENDER_BUDGET, RenderBudget } from './render-budget';
import { readManifest } from './route-hints';
import { registerSitemap } from './sitemap';
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

  // Page titles and the sitemap read these small lists, kept in the cache until the next write,
  // instead of loading full weapons (builds, TTK values…) or rounds on every HTML request.
  const heads: PageHeads = {
    weapons: () => ctx.cache.value('weapon-heads', () => listWeaponHeads(ctx.database.db)),
    gear: () => ctx.cache.value('gear-heads', () => listGearHeads(ctx.database.db)),
    items: () => ctx.cache.value('item-heads', () => listItemHeads(ctx.database.db)),
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
    pageCache: new PageCache(
      ctx,
      new RenderBudget({ ...RENDER_BUDGET, perAddressPerMinute: ctx.config.RENDER_LIMIT_PER_MINUTE }),
    ),
    pageCsp: cspAllowingScripts(boot ? [boot.hash] : []),
    heads,
  });
  registerSitemap(app, ctx, heads);
}
