// A rendered page loads only its small starter until it is used; what the reader does before the
// app has taken over is not lost (docs/decisions/024-app-starts-on-first-use.md). These tests load
// pages without the fixture's first sign of use (`waitUntil: 'commit'`).
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

/** Opens a page as it arrives, with no sign of use yet, and lets its network settle. */
async function openUnused(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('networkidle');
  return scripts;
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]');

/** Holds the app's code back until the returned function is called: what the page does meanwhile is its own. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('before any use a rendered page loads one small script and no app', async ({ page }) => {
    const scripts = await openUnused(page, '/wiki/cards');
    // The theme script the server inlines is not a request; the starter is the one module (the
    // service worker's small starter may follow a few seconds later, when the page is idle).
    expect(scripts.filter((s) => !s.includes('/register-'))).toHaveLength(1);
    await expect(hydrated(page)).toHaveCount(0);
    await expect(page.getByRole('tab').first()).toBeVisible();
  });

  test('a tab pressed before the app has taken over is pressed once it has', async ({ page }) => {
    await openUnused(page, '/wiki/cards');
    const second = page.getByRole('tab').nth(1);
    const name = (await second.textContent())!.trim();
    await second.click();
    await expect(hydrated(page)).toHaveCount(1);
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]map=/);
  });

  test('a storage tab answers at once from the page, before the app, and the app takes over that view', async ({
    page,
  }) => {
    await openUnused(page, '/wiki/storage');
    const release = await holdAppCode(page);
    const cards = page.getByTestId('storage-card');
    const all = await cards.count();
    await page.getByRole('tab', { name: 'Backpack' }).tap();

    // Answered with no app: the tab is selected, only backpacks show, the old count waits.
    await expect(hydrated(page)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Backpack' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'All Items' })).toHaveAttribute('aria-selected', 'false');
    const shown = page.locator('li:not([hidden]) > [data-testid="storage-card"]');
    const backpacks = await shown.count();
    expect(backpacks).toBeGreaterThan(0);
    expect(backpacks).toBeLessThan(all);
    await expect(shown.getByText('Chest Rig', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('storage-count')).toBeHidden();

    release();
    await waitForApp(page);
    await expect(page).toHaveURL(/[?&]type=backpack/);
    await expect(page.getByTestId('storage-count')).toBeVisible();
    await expect(page.getByTestId('storage-count')).toHaveText(`Items shown: ${backpacks}`);
    await expect(cards).toHaveCount(backpacks);
    await expect(page.locator('[data-early-answered], li[hidden]')).toHaveCount(0);
    // The app's own tabs work on from there.
    await page.getByRole('tab', { name: 'All Items' }).click();
    await expect(cards).toHaveCount(all);
  });

  test('Ctrl+K as the first key opens the search palette, not the browser’s search', async ({ page }) => {
    await openUnused(page, '/wiki/cards');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: /Search weapons/ })).toBeFocused();
  });

  test('text typed into a filter before the app has taken over filters once it has', async ({ page }) => {
    await openUnused(page, '/wiki/weapons');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.focus();
    await page.keyboard.type('zzzz-no-such-weapon');
    await expect(hydrated(page)).toHaveCount(1);
    await expect(search).toHaveValue('zzzz-no-such-weapon');
    await expect(page).toHaveURL(/zzzz-no-such-weapon/);
  });

  test('a filter chosen in a select before the app has taken over holds once it has', async ({ page }) => {
    await openUnused(page, '/wiki/weaponsttk');
    // The app's code waits until the choice is made, so the choice surely comes first.
    const release = await holdAppCode(page);
    await page.getByLabel('Category', { exact: true }).selectOption('SMG');
    await expect(hydrated(page)).toHaveCount(0);
    // Answered from the page before the app: only SMG rows show; what shows the old view waits.
    const shownRows = page.locator('[data-testid="ttk-row"]:not([hidden])');
    await expect(shownRows.first()).toBeVisible();
    const shownCategories = await shownRows.evaluateAll((rows) =>
      rows.map((row) => row.getAttribute('data-category')),
    );
    expect(new Set(shownCategories)).toEqual(new Set(['SMG']));
    await expect(page.getByTestId('ttk-shown')).toBeHidden();
    release();
    await waitForApp(page);

    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('SMG');
    await expect(page).toHaveURL(/[?&]category=SMG/);
    const categories = page.getByTestId('ttk-row').locator('td:first-child');
    await expect(categories.first()).toHaveText('SMG');
    for (const category of await categories.allTextContents()) expect(category).toBe('SMG');
    await expect(page.getByTestId('ttk-shown')).toBeVisible();
    await expect(page.locator('[data-early-answered], tr[hidden]')).toHaveCount(0);
  });

  test('a sort chosen before the app shows the cards in that order at once, and the app keeps it', async ({
    page,
  }) => {
    await openUnused(page, '/wiki/weapons');
    const release = await holdAppCode(page);
    const cards = page.getByTestId('weapon-cards').locator(':scope > li');
    /** The cards' headings in the order a reader sees them (top to bottom, left to right). */
    const onScreen = () =>
      cards.evaluateAll((items) =>
        items
          .map((li) => ({ r: li.getBoundingClientRect(), name: li.querySelector('h2')?.textContent ?? '' }))
          .sort((a, b) => a.r.top - b.r.top || a.r.left - b.r.left)
          .map((c) => c.name),
      );
    const before = await onScreen();
    await page.getByLabel('Sort by').selectOption('ttk');
    await expect(hydrated(page)).toHaveCount(0);
    const answered = await onScreen();
    expect(answered).not.toEqual(before);
    expect([...answered].sort()).toEqual([...before].sort());

    release();
    await waitForApp(page);
    await expect(page).toHaveURL(/[?&]sort=ttk/);
    await expect
      .poll(() => cards.evaluateAll((items) => items.map((li) => li.querySelector('h2')?.textContent ?? '')))
      .toEqual(answered);
    await expect
      .poll(() => cards.evaluateAll((items) => items.filter((li) => li.style.order).length))
      .toBe(0);
  });

  test('the starter is requested once the page has painted', async ({ page }) => {
    await openUnused(page, '/wiki/cards');
    const { painted, requested } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      requested:
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime ?? NaN,
    }));
    expect(requested).toBeGreaterThan(painted);
  });

  test('a tab tapped before the starter has arrived is answered and pressed once it has', async ({
    page,
  }) => {
    // Everything of the app's code waits, the starter included, from before the page loads.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/wiki/storage', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await page.getByRole('tab', { name: 'Backpack' }).tap();
    await expect(page.getByRole('tab', { name: 'All Items' })).toHaveAttribute('aria-selected', 'true');
    release();
    // The starter answers the kept tap from the page, then the app takes that view over.
    await waitForApp(page);
    await expect(page).toHaveURL(/[?&]type=backpack/);
    await expect(page.getByRole('tab', { name: 'Backpack' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('storage-count')).toBeVisible();
  });

  test('a link followed before the app starts is an ordinary page load', async ({ page }) => {
    await openUnused(page, '/wiki/weapons');
    const link = page.locator('main a[href*="/wiki/weapons/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.]/g, '\\$&')}$`));
    await expect(page.locator('h1')).toBeVisible();
  });
});

test('a desktop starts the app when the browser is idle, without any use', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openUnused(page, '/wiki/cards');
  await expect(hydrated(page)).toHaveCount(1, { timeout: 15_000 });
});
