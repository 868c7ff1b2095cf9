#!/usr/bin/env node
// First-load weight per route: loads each public route of the built app in Chromium (empty cache)
// and adds up the JS and CSS it fetched before any interaction, then what the first use added,
// gzipped (level 9, as a CDN would).
// Usable alone: `node bench/web-weight.mjs` (after `npm run build`), or as part of `npm run bench`.
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, root, withWiki } from './lib/proc.mjs';

const { chromium } = createRequire(`${root}/package.json`)('playwright-core');
/** JavaScript a page may load before any interaction (docs/decisions/024-app-starts-on-first-use.md). */
export const JS_BUDGET_KB = 60;
export const ROUTES = [
  '/',
  '/wiki/start',
  '/wiki/cards',
  '/wiki/weaponsttk',
  '/wiki/weapons',
  '/wiki/weapons/m4a1',
  '/wiki/storage',
  '/wiki/ammo',
  '/wiki/items',
  '/wiki/maps',
  '/wiki/maps/zero-dam',
  '/wiki/guides',
  '/wiki/recent-changes',
  '/wiki/map-rotation',
  '/wiki/events',
  '/wiki/events/gator-frenzy',
  '/wiki/contribute',
  '/wiki/privacy-policy',
  '/wiki/terms',
];

/** Gzipped KB of the scripts and stylesheets in `files`. */
function weigh(files) {
  const sum = (t, k) => files.filter((f) => f.type === t).reduce((n, f) => n + f[k], 0);
  return {
    jsKB: +(sum('script', 'gz') / 1024).toFixed(1),
    cssKB: +(sum('stylesheet', 'gz') / 1024).toFixed(1),
    jsRawKB: +(sum('script', 'raw') / 1024).toFixed(1),
    files: files.length,
  };
}

/**
 * Per route: what loads before any interaction (until the network is idle), and then what the
 * app adds once the reader first uses the page (a pointer move; a rendered page starts its app on
 * first use) until it has taken over and the network is idle again.
 */
export async function measureWeight(baseUrl, routes = ROUTES) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const rows = [];
  for (const route of routes) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await ctx.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
    const page = await ctx.newPage();
    let bodies = [];
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || type === 'stylesheet')
        bodies.push(
          res
            .body()
            .then((b) => ({ type, raw: b.length, gz: gzipSync(b, { level: 9 }).length }))
            .catch(() => null),
        );
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    const before = weigh((await Promise.all(bodies)).filter(Boolean));
    bodies = [];
    await page.mouse.move(100, 200);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const atUse = weigh((await Promise.all(bodies)).filter(Boolean));
    rows.push({ route, ...before, jsAtFirstUseKB: atUse.jsKB, filesAtFirstUse: atUse.files });
    await ctx.close();
  }
  await browser.close();
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await withWiki(async (url) => {
    const rows = await measureWeight(url);
    console.table(rows);
    const heaviest = rows.reduce((a, b) => (b.jsKB > a.jsKB ? b : a));
    const ok = heaviest.jsKB <= JS_BUDGET_KB;
    console.log(
      `JS before any interaction, heaviest route ${heaviest.route}: ${heaviest.jsKB} KB gzipped ` +
        `(budget ${JS_BUDGET_KB} KB) → ${ok ? 'pass' : 'FALLS SHORT'}`,
    );
    process.exitCode = ok ? 0 : 1;
  });
}
