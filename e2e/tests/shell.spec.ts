// The app shell (issue #4): routes, navigation, themes, languages, consent, 404, accessibility.
import { axeScopeFor, expectAxeClean, seriousAxeViolations } from './axe';
import { expect, test, waitForApp, type Page } from './fixtures';
import { THEMES } from '@dfwiki/shared/site';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const VIEWPORTS = [
  { name: 'phone', ...PHONE },
  { name: 'desktop', ...DESKTOP },
] as const;
const ANALYTICS = 'https://www.clarity.ms/**';

/** Seeds localStorage before any page script runs (only on the first load of the context). */
async function seed(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('__seeded')) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    sessionStorage.setItem('__seeded', '1');
  }, values);
}

/** Opens `path` with the cookie choice already made (declined), at `size` when given. */
async function openDeclined(page: Page, path: string, size?: typeof PHONE) {
  if (size) await page.setViewportSize(size);
  await seed(page, { cookieConsent: 'declined' });
  return page.goto(path);
}

/** Stubs the analytics host and records every request made to it. */
async function stubAnalytics(page: Page): Promise<string[]> {
  const hits: string[] = [];
  await page.route(ANALYTICS, (route) => {
    hits.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: 'window.__analyticsTagRan = true;',
    });
  });
  return hits;
}

/** Waits for the page, then scrolls to the end until the (lazily loaded) footer is there. */
async function revealFooter(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 1000 });
  }).toPass();
}

const clarityQueue = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { clarity?: { q?: unknown[][] } }).clarity?.q ?? []).map((args) =>
      Array.from(args as ArrayLike<unknown>),
    ),
  );

test('unknown paths answer 404 and show the not-found page', async ({ page }) => {
  const res = await openDeclined(page, '/this/page/does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
  await expect(page).toHaveTitle('Not-Found · DF Wiki');
  await page.getByRole('link', { name: 'Go back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("icons draw as Lucide's attributes drew them, from the stylesheet's rule, in the server's HTML and in the app's", async ({
  page,
}) => {
  const drawn = { attributes: [], fill: 'none', stroke: true, caps: 'round round' };
  const misdrawn = async (where: string) => {
    const icons = await page.locator(`${where} svg.lucide`).evaluateAll((all) =>
      all.map((icon) => {
        const style = getComputedStyle(icon);
        return {
          attributes: ['xmlns', 'fill', 'stroke'].filter((name) => icon.hasAttribute(name)),
          fill: style.fill,
          stroke: style.stroke === style.color,
          caps: `${style.strokeLinecap} ${style.strokeLinejoin}`,
        };
      }),
    );
    expect(icons.length, where).toBeGreaterThan(0);
    return icons.filter((icon) => JSON.stringify(icon) !== JSON.stringify(drawn));
  };
  // The server's HTML (the app, if it starts, keeps the elements it hydrates).
  await page.goto('/wiki/storage', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  expect(await misdrawn('body')).toEqual([]);
  // A page the app draws itself, after a link.
  await waitForApp(page);
  await page.getByRole('navigation', { name: 'Main' }).locator('a[href="/wiki/items"]').first().click();
  await expect(page).toHaveURL(/\/wiki\/items$/);
  // The items page drawn (the address changes first).
  await expect(page.locator('main h1')).not.toHaveText('Storage');
  await expect(page.locator('main svg.lucide').first()).toBeVisible();
  expect(await misdrawn('main')).toEqual([]);
});

test('/privacy-policy redirects to /wiki/privacy-policy', async ({ page }) => {
  await openDeclined(page, '/privacy-policy');
  await expect(page).toHaveURL(/\/wiki\/privacy-policy$/);
  await expect(page.getByText('Last updated: May 2025')).toBeVisible();
});

test('the language switcher goes to the same page at the other address and back; the theme survives', async ({
  page,
}) => {
  await openDeclined(page, '/wiki/cards?map=zero-dam', DESKTOP);
  await page.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Gaming' }).click();
  await page.getByRole('button', { name: /^Language:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Română' }).click();
  await expect(page).toHaveURL(/\/ro\/wiki\/cards\?map=zero-dam$/);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ro');
  await expect(html).toHaveAttribute('data-theme', 'gaming');
  await expect(html).toHaveClass(/\bdark\b/);
  // Links inside the app keep the language.
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Ghid', exact: true })
    .click();
  await expect(page).toHaveURL(/\/ro\/wiki\/start$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ghid pentru începători în Operations' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Limbă:/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/wiki\/start$/);
  expect(new URL(page.url()).pathname).toBe('/wiki/start');
  await expect(html).toHaveAttribute('lang', 'en');
  expect(
    await page.evaluate(() => [localStorage.getItem('app-theme'), localStorage.getItem('language')]),
  ).toEqual(['gaming', 'en']);
});

test.describe('a Romanian browser', () => {
  test.use({ locale: 'ro-RO' });
  test('is sent from / to /ro/ on a first visit; every other address keeps its language', async ({
    page,
  }) => {
    await openDeclined(page, '/');
    await expect(page).toHaveURL(/\/ro\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    const res = await page.goto('/wiki/start');
    expect(await res?.text()).toMatch(/<html lang="en"/);
    await expect(
      page.getByRole('heading', { level: 1, name: "Beginner's guide to Operations" }),
    ).toBeVisible();
  });
});

test('collapsed sidebar cycles theme and language, and stays collapsed after reload', async ({ page }) => {
  await openDeclined(page, '/', DESKTOP);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  const themeButton = page.getByRole('button', { name: /^Theme:/ });
  for (const expected of ['dark', 'contrast', 'gaming', 'light']) {
    await themeButton.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', expected);
  }
  await page.getByRole('button', { name: /^Language:/ }).click();
  await expect(page).toHaveURL(/\/ro\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Extinde bara laterală' })).toBeVisible();
  // A group opens a flyout; Escape closes it and returns focus.
  const items = page.getByRole('button', { name: 'Obiecte' });
  await items.click();
  await expect(items).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Carduri', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(items).toHaveAttribute('aria-expanded', 'false');
  await expect(items).toBeFocused();
});

test('phone bottom bar: dropdowns with View All and Active markers, More menu, Escape and outside click', async ({
  page,
}) => {
  await openDeclined(page, '/wiki/weaponsttk', PHONE);
  const weapons = page.getByRole('button', { name: 'Weapons' });
  await weapons.click();
  await expect(weapons).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('#mobile-nav-panel');
  await expect(panel.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/wiki/weapons');
  await expect(panel.getByRole('link', { name: /^TTK(?! calculator)/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(panel.getByText('Active')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(weapons).toHaveAttribute('aria-expanded', 'false');
  const more = page.getByRole('button', { name: 'More' });
  await more.click();
  await panel.getByRole('button', { name: /^Dark/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.mouse.click(200, 150);
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Guide', exact: true })
    .click();
  await expect(page).toHaveURL(/\/wiki\/start$/);
});

test('skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await openDeclined(page, '/wiki/terms');
  await expect(page.locator('main h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test.describe('accessibility (axe) in every theme', () => {
  for (const theme of THEMES) {
    test(theme, async ({ page }) => {
      test.slow();
      await seed(page, { 'app-theme': theme });
      await stubAnalytics(page);
      for (const route of ['/', '/wiki/start', '/wiki/privacy-policy', '/nope']) {
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await page.goto(route);
          await revealFooter(page);
          await expectAxeClean(page, `${theme} ${route} ${viewport.name}`, axeScopeFor(theme));
        }
      }
    });
  }
});

// The scan itself can fail: a planted fault of each kind is reported, in both scopes.
test('the accessibility scan reports a planted contrast fault and an unnamed button', async ({ page }) => {
  await openDeclined(page, '/wiki/start');
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'afterbegin',
      '<p id="planted-grey" style="color:#777;background:#888">Faint text</p><button id="planted-button"></button>',
    );
  });
  const everyRule = (await seriousAxeViolations(page)).join('\n');
  expect(everyRule).toContain('color-contrast: #planted-grey');
  expect(everyRule).toContain('button-name: #planted-button');
  const colours = (await seriousAxeViolations(page, 'colours')).join('\n');
  expect(colours).toContain('color-contrast: #planted-grey');
  expect(colours).not.toContain('button-name');
});

test.describe('cookie consent and analytics', () => {
  test('nothing loads before a choice; after Decline the tag loads without consent', async ({ page }) => {
    const hits = await stubAnalytics(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies and analytics' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await page.waitForTimeout(1000);
    expect(hits).toEqual([]);
    await banner.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => hits.length).toBe(1);
    expect(hits[0]).toBe('https://www.clarity.ms/tag/test-project');
    expect(await clarityQueue(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');
    // After a reload the declined choice still gives no consent.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toHaveCount(0);
    await expect.poll(() => hits.length).toBe(2);
    expect(await clarityQueue(page)).toEqual([]);
  });

  test('the close button declines', async ({ page }) => {
    await stubAnalytics(page);
    await page.goto('/wiki/terms');
    await page.getByRole('button', { name: 'Close and decline' }).click();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');
  });

  test('Accept gives consent and the environment tag, again after a reload', async ({ page }) => {
    const hits = await stubAnalytics(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect.poll(() => hits.length).toBe(1);
    const accepted = [['consent'], ['set', 'environment', 'production']];
    await expect.poll(() => clarityQueue(page)).toEqual(accepted);
    await page.reload();
    await expect.poll(() => hits.length).toBe(2);
    await expect.poll(() => clarityQueue(page)).toEqual(accepted);
  });

  test('footer Cookie Settings and the privacy page reset the choice', async ({ page }) => {
    await stubAnalytics(page);
    await seed(page, { cookieConsent: 'accepted' });
    await page.goto('/wiki/terms');
    await revealFooter(page);
    await page.getByRole('button', { name: 'Cookie Settings' }).click();
    await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.goto('/wiki/privacy-policy');
    await page.getByRole('button', { name: 'Reset Cookie Preferences' }).click();
    await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toBeVisible();
  });

  test('Cookie Settings works before the footer code has arrived', async ({ page }) => {
    await stubAnalytics(page);
    await seed(page, { cookieConsent: 'accepted' });
    // The footer's code never arrives (a rendered page keeps the server's footer and never needs
    // it): the server's footer HTML is all the reader has.
    await page.route(/\/assets\/footer-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/wiki/terms');
    await revealFooter(page);
    await page.getByRole('button', { name: 'Cookie Settings' }).click();
    await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toBeVisible();
  });
});

test('admin pages are not indexed', async ({ page }) => {
  await openDeclined(page, '/admin-register');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
