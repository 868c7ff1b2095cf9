// Offline reading: the service worker keeps public pages a player opened, shows them as saved
// copies without a connection, never keeps signed-in screens, and offers new versions.
import { expectAxeClean } from './axe';
import { expect, test, type Page } from './fixtures';

test.use({ serviceWorkers: 'allow' });
// The worker starts a few seconds after each page is up, and installs in the background.
test.slow();

/** Waits until the service worker controls the page and has kept `url`. */
async function savedForOffline(page: Page, url: string) {
  await page.waitForFunction(async () => {
    const ready = await navigator.serviceWorker.ready;
    return Boolean(ready.active && navigator.serviceWorker.controller);
  });
  await expect
    .poll(() =>
      page.evaluate(async (href) => Boolean(await caches.match(href)), new URL(url, page.url()).href),
    )
    .toBe(true);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
});

test('a page read online opens offline, marked as a saved copy, and an unread page says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/wiki/cards');
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await savedForOffline(page, '/wiki/cards');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  await expect(page.getByTestId('saved-copy')).toContainText('Saved copy from');
  for (const theme of ['light', 'dark'])
    await page
      .evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme)
      .then(() => expectAxeClean(page, `saved copy (${theme})`));

  await page.goto('/wiki/storage', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});

test('signed-in screens and account calls are never kept', async ({ page }) => {
  await page.goto('/wiki/weapons');
  await savedForOffline(page, '/wiki/weapons');
  await page.goto('/admin', { waitUntil: 'commit' });
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept).toContain('/wiki/weapons');
  expect(kept.filter((path) => /^\/(admin|my)(\/|$)|^\/api\/v1\/(auth|my|admin)/.test(path))).toEqual([]);
});

test('Chromium finds the site installable', async ({ playwright, baseURL }, testInfo) => {
  // Test contexts are incognito, where nothing installs: this one keeps a profile, as a player's does.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu'],
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a new version is offered, and taking it reloads the page', async ({ page }) => {
  await page.goto('/wiki/cards');
  await savedForOffline(page, '/wiki/cards');
  // A worker at a new address is a new version for the same pages, as after a deploy.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-build'));
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toContainText('A new version of DF Wiki is ready.');
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  // When the old version was still busy, the page reloaded without waiting and the new one takes
  // control as soon as the old one is done.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toContain('next-build');
});
