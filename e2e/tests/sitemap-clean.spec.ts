// The sitemap's pages load clean in Chromium (in English every fixed path and two pages of each
// dynamic route; every page in both languages with E2E_FULL_SITEMAP=1): no console error, no page error (a
// hydration mismatch is one), no failed request and no 4xx/5xx answer for the page or anything it
// loads (scripts, styles, fonts, images, API reads), lazily loaded images and the footer included.
// Other specs forgive a known missing image; this one does not. All problems of all pages are
// reported together, in one failure.
import type { BrowserContext } from '@playwright/test';
import { DEFAULT_LANGUAGE, matchPublicRoute, splitLanguagePath } from '@dfwiki/shared';
import { expect, test, waitForApp, type Page } from './fixtures';

/** Tabs loading pages at once (one context, so chunks, fonts and locales are fetched once). */
const TABS = 2;
/** How long the network must stay quiet after a page settles, and how long to wait for that at most. */
const QUIET_MS = 150;
const SETTLE_LIMIT_MS = 10_000;
/** The analytics tag: loads even for a reader who declined cookies (cookieless), answered here. */
const ANALYTICS_HOST = 'www.clarity.ms';

/**
 * Pages of one dynamic route (a weapon, a round, an armour piece…) are renders of one template from
 * one data file: by default the first and last of each are checked, with every page of a fixed
 * path (its query variants included). E2E_FULL_SITEMAP=1 checks every page the sitemap lists.
 */
const FULL = process.env.E2E_FULL_SITEMAP === '1';

function sampled(paths: string[]): string[] {
  if (FULL) return paths;
  const byRoute = new Map<string, string[]>();
  for (const p of paths) {
    // One family per route and language: /ro/wiki/weapons/x is a page of the weapon route too.
    const { lang, path } = splitLanguagePath(p.split('?')[0]!);
    const route = `${lang} ${matchPublicRoute(path)?.route.path ?? p}`;
    (byRoute.get(route) ?? byRoute.set(route, []).get(route)!).push(p);
  }
  const keep = new Set<string>();
  for (const [route, family] of byRoute) {
    // The default language gets the sample above. Every route of the other language, with real
    // parameters, is loaded by the hydration sweep (server-rendering.spec.ts), which fails on any
    // console error, a failed load among them.
    if (!route.startsWith(`${DEFAULT_LANGUAGE} `)) continue;
    const picked = route.includes(':') ? [family[0]!, family.at(-1)!] : family;
    for (const p of picked) keep.add(p);
  }
  return paths.filter((p) => keep.has(p));
}

/** The page paths (with query) the sitemap lists, whatever origin it spells. */
function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
}

/**
 * One tab that checks page after page, noting each problem against the page being checked.
 * A request the browser cancels (net::ERR_ABORTED: the next navigation, an idle prefetch cut
 * short) is not a fault of the site; a server's refusal shows as its status instead.
 */
function checker(page: Page, origin: string, report: (path: string, problem: string) => void) {
  let at = '';
  let inFlight = 0;
  let lastActivity = Date.now();
  const startedOn = new WeakMap<object, string>();
  page.on('console', (m) => {
    if (m.type() === 'error') report(at, `console error: ${m.text()} (${m.location().url || 'inline'})`);
  });
  page.on('pageerror', (e) => report(at, `page error: ${e.message}`));
  page.on('request', (r) => {
    inFlight += 1;
    lastActivity = Date.now();
    startedOn.set(r, at);
    const host = new URL(r.url()).host;
    if (r.url().startsWith('http') && !r.url().startsWith(origin) && host !== ANALYTICS_HOST)
      report(at, `request to another site: ${r.url()}`);
  });
  const finished = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', (r) => {
    finished();
    const error = r.failure()?.errorText ?? '';
    if (!r.url().startsWith(origin)) return; // refused on purpose, reported above
    if (error.includes('ERR_ABORTED')) return;
    report(startedOn.get(r) ?? at, `failed request: ${r.method()} ${r.url()} (${error})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) report(at, `HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
  });

  /** Resolves once no request has been open for QUIET_MS (or after SETTLE_LIMIT_MS, reported). */
  async function settled() {
    const start = Date.now();
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - start > SETTLE_LIMIT_MS)
        return report(at, `still loading after ${SETTLE_LIMIT_MS} ms`);
      await page.waitForTimeout(25);
    }
  }

  return async function check(path: string) {
    at = path;
    const response = await page.goto(path);
    if (!response?.ok()) return; // its status is reported by the response watcher
    await waitForApp(page);
    // A screen at a time to the end, so lazily loaded images and the footer load too.
    await page.evaluate(async () => {
      const pause = () => new Promise((resolve) => setTimeout(resolve, 40));
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await pause();
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
      await pause();
    });
    await settled();
  };
}

/** A reader's context: cookies declined up front; the analytics tag answered, any other site refused. */
async function readerContext(context: BrowserContext, origin: string) {
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
  await context.route(
    (url) => url.protocol.startsWith('http') && url.origin !== origin,
    (route) =>
      new URL(route.request().url()).host === ANALYTICS_HOST
        ? route.fulfill({ status: 200, contentType: 'application/javascript', body: '' })
        : route.abort('blockedbyclient'),
  );
}

test('every page in the sitemap loads without errors, failed requests or 4xx/5xx answers', async ({
  browser,
  request,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const listed = sitemapPaths(await sitemap.text());
  expect(listed).toContain('/wiki/data');
  const paths = sampled(listed);
  // Every dynamic route the sitemap lists is in the sample, e.g. the rounds' pages.
  expect(paths.filter((p) => p.startsWith('/wiki/ammo/')).length).toBeGreaterThanOrEqual(FULL ? 12 : 2);
  // 3 s a page: on 2 busy cores a page with its lazy images and idle prefetches can take 2 s; a
  // minute on top, as a sample of some twenty pages has little slack for one slow page.
  test.setTimeout(60_000 + paths.length * 3_000);

  const origin = new URL(baseURL!).origin;
  // A tall window: fewer screens to scroll through before every lazy image has loaded.
  const context = await browser.newContext({ viewport: { width: 1280, height: 1600 } });
  await readerContext(context, origin);
  const problems = new Map<string, string[]>(paths.map((path) => [path, []]));
  const report = (path: string, problem: string) =>
    (problems.get(path) ?? problems.set(path, []).get(path)!).push(problem);
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      const check = checker(await context.newPage(), origin, report);
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await check(path);
    }),
  );
  await context.close();

  // In sitemap order, every page's problems under its path.
  const found = [...problems].flatMap(([path, list]) => list.map((problem) => `${path}: ${problem}`));
  expect(
    found,
    `${found.length} problem(s) on the ${paths.length} sitemap pages:\n${found.join('\n')}`,
  ).toEqual([]);
});
