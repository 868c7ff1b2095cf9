// Server rendering: every public page arrives with its content (in the reader's language), reads
// nothing twice, hydrates without a mismatch, and stays readable with JavaScript turned off.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { sampleGuide } from './guides';
import type { Request } from '@playwright/test';
import {
  categorySlug,
  localizedPath,
  PUBLIC_ROUTES,
  pathTo,
  type LanguageCode,
  type PublicRouteId,
  type ArmorPiece,
  type ItemListEntry,
  type Keycard,
  type Round,
  type WeaponListItem,
} from '@dfwiki/shared';

type Strings = Record<string, unknown>;
const locale = (lang: string) =>
  JSON.parse(
    fs.readFileSync(new URL(`../../apps/web/public/locales/${lang}.json`, import.meta.url), 'utf8'),
  ) as Strings;
const STRINGS = { en: locale('en'), ro: locale('ro') };
const LANGS = ['en', 'ro'] as const;

/** A string of the locale file by dotted key, as it appears in HTML. */
function text(lang: (typeof LANGS)[number], key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Strings)?.[part], STRINGS[lang]);
  if (typeof value !== 'string') throw new Error(`No string ${key} in ${lang}`);
  return value;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Each page's heading, by route id (locale key). */
const HEADINGS: Record<string, string> = {
  home: 'home.hero.title',
  guide: 'guide.title',
  storage: 'storage.title',
  cards: 'keycards.title',
  rotation: 'rotation.title',
  ttk: 'ttk.title',
  builds: 'weapons.title',
  events: 'events.title',
  gator: 'gator.title',
  contribute: 'contribute.title',
  data: 'dataSources.title',
  privacy: 'privacy.title',
  terms: 'terms.title',
  ammo: 'gear.ammo.title',
  armor: 'gear.armor.title',
  ttkCalculator: 'calculator.title',
  items: 'items.title',
  maps: 'maps.title',
  guides: 'guides.title',
  guideHistory: 'guides.history.title',
  recentChanges: 'recentChanges.title',
  recentChange: 'recentChanges.diffHeading',
};

async function readData(request: APIRequestContext) {
  const weapons = (await (await request.get('/api/v1/weapons')).json()).data.weapons as WeaponListItem[];
  const keycards = (await (await request.get('/api/v1/keycards')).json()).data.keycards as Keycard[];
  const rounds = (await (await request.get('/api/v1/ammo')).json()).data.rounds as Round[];
  const armor = (await (await request.get('/api/v1/armor')).json()).data.armor as ArmorPiece[];
  const items = (await (await request.get('/api/v1/items?limit=3')).json()).data.items as ItemListEntry[];
  const changes = (await (await request.get('/api/v1/recent-changes?limit=1')).json()).data.changes as {
    id: number;
  }[];
  return {
    weapons,
    keycards,
    round: rounds.find((r) => r.name)!,
    piece: armor[0]!,
    items,
    change: changes[0]!,
  };
}

/** The page's HTML in `lang` (at its address there) as a crawler gets it: no scripts run. */
async function fetchHtml(request: APIRequestContext, path: string, lang: LanguageCode) {
  const res = await request.get(localizedPath(path, lang), { maxRedirects: 0 });
  return { status: res.status(), html: await res.text() };
}

test.describe('the first HTML carries each page', () => {
  for (const lang of LANGS) {
    test(`every public route, ${lang}`, async ({ request, playwright, baseURL }) => {
      const { weapons, keycards, round, piece, items, change } = await readData(request);
      // The sample data has no guides: one is written and published for the guide's pages.
      const guide = await sampleGuide(playwright, baseURL!);
      const weapon = weapons[0]!;
      const firstZeroDamCard = keycards.find((k) => k.map.name === 'Zero Dam')!;
      /** Content only the data can give, per data page. */
      const withBuilds = weapons.find((w) => w.builds.length > 0)!;
      const category = text(lang, `weapons.categoryNames.${categorySlug(withBuilds.category.name)}`);
      const DATA: Record<string, string[]> = {
        cards: [firstZeroDamCard.name],
        ttk: [weapons[1]!.name],
        builds: [category],
        // The list's first rows (by name), our name beside the game's.
        items: items.flatMap((i) => [i.name, i.name_cn]),
        item: [items[0]!.name_cn],
        // "Last edited <date>": the sample data's weapons are kept in the history from the start.
        weapon: [
          weapon.name,
          weapon.builds[0]?.name ?? weapon.name,
          text(lang, 'common.lastEdited').split('{{')[0]!.trim(),
        ],
      };
      for (const route of PUBLIC_ROUTES) {
        const path = pathTo(route.id as PublicRouteId, {
          weaponNameId: weapon.slug,
          roundId: round.id,
          pieceId: piece.id,
          itemSlug: items[0]!.slug,
          mapSlug: 'zero-dam',
          guideSlug: guide.slug,
          revisionId: String(change.id),
        });
        const { status, html } = await fetchHtml(request, path, lang);
        expect(status, path).toBe(200);
        expect(html, path).toContain(`<html lang="${lang}"`);
        const root =
          /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="app-config">/.exec(
            html,
          )?.[1] ?? '';
        const PARAMETERISED: Record<string, string> = {
          weapon: weapon.name,
          round: round.name!,
          armorPiece: piece.name_cn,
          item: items[0]!.name,
          map: 'Zero Dam',
          guideArticle: guide.title,
        };
        const heading = PARAMETERISED[route.id] ?? text(lang, HEADINGS[route.id]!);
        expect(root, `${path} heading`).toContain(escapeHtml(heading));
        for (const content of DATA[route.id] ?? [])
          expect(root, `${path} data`).toContain(escapeHtml(content));
        // The main menu's links are real links, in the page's language.
        expect(root, path).toContain(`href="${localizedPath('/wiki/cards', lang)}"`);
        // No inline executable script besides the theme boot script (the CSP allows only it).
        expect(
          html.match(/<script(?![^>]*type="application\/json")(?![^>]*\bsrc=)[^>]*>/g),
          path,
        ).toHaveLength(1);
        expect(html, path).not.toContain('needs JavaScript');
      }
    });
  }

  test('the URL state is rendered: a map tab, a TTK view', async ({ request }) => {
    const { keycards } = await readData(request);
    const spaceCity = keycards.filter((k) => k.map.name === 'Space City');
    const zeroDam = keycards.filter((k) => k.map.name === 'Zero Dam');
    const { html } = await fetchHtml(request, '/wiki/cards?map=space-city', 'en');
    expect(html).toContain(escapeHtml(spaceCity[0]!.name));
    expect(html).not.toContain(`>${escapeHtml(zeroDam[0]!.name)}<`);

    const ttk = await fetchHtml(request, '/wiki/weaponsttk?ammo=blue&zone=head', 'en');
    expect(ttk.html).toMatch(/data-tab-id="blue" aria-selected="true"/);
    expect(ttk.html).toMatch(/<option value="head" selected="">Headshot/);
    expect(ttk.html).toContain('Top 10 fastest · Blue');
    const plain = await fetchHtml(request, '/wiki/weaponsttk', 'en');
    expect(plain.html).toMatch(/<option value="chest" selected="">Chest/);
    const custom = await fetchHtml(request, '/wiki/weaponsttk?ammo=custom&armour=0', 'en');
    expect(custom.html).toMatch(/data-tab-id="custom" aria-selected="true"/);
    expect(custom.html).toContain('No armour');
  });

  test('unknown weapons and paths answer 404 with their not-found page', async ({ request }) => {
    for (const lang of LANGS) {
      const weapon = await fetchHtml(request, '/wiki/weapons/no-such-weapon', lang);
      expect(weapon.status).toBe(404);
      expect(weapon.html).toContain(escapeHtml(text(lang, 'weapons.detail.notFound')));
      const page = await fetchHtml(request, '/no/such/page', lang);
      expect(page.status).toBe(404);
      expect(page.html).toContain(escapeHtml(text(lang, 'notFound.heading')));
    }
  });

  test('the address picks the language, never the cookie or Accept-Language', async ({ request }) => {
    const res = await request.get('/wiki/cards', {
      headers: { 'accept-language': 'ro-RO,ro;q=0.9,en;q=0.5', cookie: 'language=ro' },
    });
    const html = await res.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(escapeHtml(text('en', 'keycards.title')));
    const ro = await (await request.get('/ro/wiki/cards')).text();
    expect(ro).toContain('<html lang="ro"');
    expect(ro).toContain(escapeHtml(text('ro', 'keycards.title')));
    expect(ro).toContain('hreflang="x-default"');
  });
});

/** The address of the document that made a request (a service worker's has none). */
function frameAddress(request: Request): string {
  try {
    return request.frame().url();
  } catch {
    return 'about:blank';
  }
}

/** Console errors (a hydration mismatch is one), and API reads with the address of the page that made them. */
function watch(page: Page) {
  const errors: string[] = [];
  const reads: { api: string; from: string }[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.location().url.includes('/images/'))
      errors.push(`${page.url()}: ${m.text()} ${m.location().url}`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/')) reads.push({ api: new URL(r.url()).pathname, from: frameAddress(r) });
  });
  return { errors, reads };
}

test.describe('hydration', () => {
  // Each language once, each in another theme and at another size: what the markup depends on is
  // the language (every string), the theme the boot script set before the app starts (the theme
  // switch shows it) and the window (the phone's bottom bar, the desktop's sidebar). On a phone the
  // app starts at the first touch, on a desktop when the browser is idle; the fixture's goto makes
  // that first touch. Every pairing would only run the same pages again.
  for (const [lang, theme, size] of [
    ['en', 'dark', { name: 'desktop', width: 1440, height: 900 }],
    ['ro', 'light', { name: 'phone', width: 390, height: 844 }],
  ] as const) {
    test(`no mismatch, no console error and no second read on any public page, ${lang} ${theme} ${size.name}`, async ({
      page,
      request,
      playwright,
      baseURL,
    }) => {
      test.slow();
      await page.setViewportSize({ width: size.width, height: size.height });
      // Every page with real parameters: a path with a missing one would only test the not-found page.
      const { items, round, piece, change } = await readData(request);
      const guide = await sampleGuide(playwright, baseURL!);
      await page.addInitScript((t) => {
        localStorage.setItem('app-theme', t);
        localStorage.setItem('cookieConsent', 'declined');
      }, theme);
      // The analytics tag is an outside service: answered here, never fetched.
      await page.route('https://www.clarity.ms/**', (r) => r.fulfill({ status: 200, body: '' }));
      const seen = watch(page);
      for (const route of PUBLIC_ROUTES) {
        const path = pathTo(route.id as PublicRouteId, {
          weaponNameId: 'm4a1',
          roundId: round.id,
          pieceId: piece.id,
          itemSlug: items[0]!.slug,
          mapSlug: 'zero-dam',
          guideSlug: guide.slug,
          revisionId: String(change.id),
        });
        seen.reads.length = 0;
        await page.goto(localizedPath(path, lang), { waitUntil: 'networkidle' });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('main h1').first(), path).toBeVisible();
        await expect(page, path).toHaveTitle(/ · DF Wiki$/);
        await expect(
          page.getByRole('navigation', { name: lang === 'ro' ? 'Principal' : 'Main' }),
        ).toBeVisible();
        // The data came with the page: nothing is read again (views are counted with a POST). The
        // two lists the search index is built from are read when the browser is idle, where the
        // page did not carry them.
        const carried = await page.evaluate(() =>
          (
            JSON.parse(document.getElementById('ssr-state')!.textContent!) as {
              queries: { queries: { queryKey: unknown }[] };
            }
          ).queries.queries.map((q) => JSON.stringify(q.queryKey)),
        );
        const forSearch = (p: string) =>
          (p === '/api/v1/weapons' && !carried.includes('["weapons"]')) ||
          (p === '/api/v1/keycards' && !carried.includes('["keycards"]'));
        // Only this page's reads: the page before may still start its idle reads while this one loads.
        const address = new URL(page.url()).pathname;
        expect(
          seen.reads
            .filter((read) => new URL(read.from).pathname === address)
            .map((read) => read.api)
            .filter(
              (p) =>
                /^\/api\/v1\/(weapons|keycards|storage-prices)/.test(p) &&
                !p.endsWith('/view') &&
                !forSearch(p),
            ),
          path,
        ).toEqual([]);
        // Named by page: a mismatch is reported as it happens, during the take-over of this page.
        expect(seen.errors.splice(0), path).toEqual([]);
      }
    });
  }

  test('a first visit sees the cookie banner at once; once chosen, it is gone from the first paint', async ({
    page,
  }) => {
    await page.route('https://www.clarity.ms/**', (r) => r.fulfill({ status: 200, body: '' }));
    const seen = watch(page);
    const res = await page.goto('/wiki/cards');
    expect(await res?.text()).toContain('data-cookie-banner');
    await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(page.locator('[data-cookie-banner]')).toHaveCount(0);
    // Next page load: the banner is in the HTML but hidden by CSS before the first paint.
    await page.goto('/wiki/terms', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-consent', '');
    await expect(page.locator('[data-cookie-banner]')).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(seen.errors).toEqual([]);
  });

  test('after the first page, navigation stays in the browser', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.goto('/wiki/start', { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('link', { name: 'Contribute' }).click();
    await expect(page).toHaveURL(/\/wiki\/contribute$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contribute' })).toBeVisible();
    expect(documents).toHaveLength(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the keycards table is there and the menu links work', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { keycards } = await readData(request);
    await page.goto('/wiki/cards');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const zeroDam = keycards.filter((k) => k.map.name === 'Zero Dam');
    await expect(table.getByRole('row')).toHaveCount(zeroDam.length + 1);
    await expect(table.getByText(zeroDam[0]!.name, { exact: true })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Weapon Builds' }).click();
    await expect(page).toHaveURL(/\/wiki\/weapons$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Weapon Builds' })).toBeVisible();
  });

  test('a phone gets the keycard cards', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/wiki/cards');
    await expect(page.getByRole('table')).toBeHidden();
    await expect(page.getByRole('button', { name: /Details|Detalii/ }).first()).toBeVisible();
  });
});

// A rendered page carries only the style rules and custom properties its markup uses
// (docs/decisions/035-page-styles.md); the whole stylesheet arrives when the app starts. Every
// element must look the same with the page's rules as with the whole file: its computed style is
// compared before and after the whole file is added. Motion is reduced, so no animation is caught
// half-way; one theme suffices, as every theme defines the same custom properties.
test.describe('the style rules a page carries', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  // A weapon page (its figures, tabs and builds) and a table page with a chart, in the other language.
  for (const path of ['/wiki/weapons/m4a1', '/ro/wiki/ammo?caliber=9x19mm']) {
    test(`draw ${path} as the whole stylesheet does`, async ({ page }) => {
      await page.addInitScript(() => {
        localStorage.setItem('app-theme', 'dark');
        localStorage.setItem('cookieConsent', 'declined');
      });
      // On a phone the app (and the whole stylesheet) waits for the first touch, which never comes.
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const computed = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('body *')].flatMap((el) =>
            [null, '::before', '::after'].map((pseudo) => {
              const style = getComputedStyle(el, pseudo);
              const own = [...style].filter((name) => !name.startsWith('--'));
              return `${el.tagName}${pseudo ?? ''} ${own.map((n) => `${n}:${style.getPropertyValue(n)}`).join(';')}`;
            }),
          ),
        );
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      const withPageRules = await computed();
      await page.evaluate(async () => {
        const href = document.querySelector('style[data-stylesheet]')!.getAttribute('data-stylesheet')!;
        const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
        await new Promise((done) => {
          link.onload = done;
          document.head.append(link);
        });
      });
      const withWholeFile = await computed();
      const differ = withPageRules.flatMap((style, i) => (style === withWholeFile[i] ? [] : [i]));
      expect(
        differ.slice(0, 3).map((i) => `${withPageRules[i]}\n  ≠ ${withWholeFile[i]}`),
        `${differ.length} of ${withPageRules.length} styles differ`,
      ).toEqual([]);
    });
  }
});
