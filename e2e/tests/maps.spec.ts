// Maps and loot runs: from the home card to a map, a room key to its keycard, a collectible to its
// item page, the first HTML of a map page without scripts, and axe on both pages in every theme.
import type { MapDetail } from '@dfwiki/shared';
import { THEMES } from '@dfwiki/shared/site';
import { axeScopeFor, expectAxeClean, viewportsFor } from './axe';
import { expect, test } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
});

test('a map opens from the home card; a key leads to its keycard, a collectible to its item', async ({
  page,
  request,
}) => {
  const map = (await (await request.get('/api/v1/maps/layali-grove')).json()).data.map as MapDetail;
  const area = map.areas.find((a) => a.keys.some((k) => k.keycard) && a.collectibles.length > 0)!;
  const key = area.keys.find((k) => k.keycard)!;
  const best = area.collectibles[0]!;

  await page.goto('/');
  await page.getByRole('link', { name: 'All maps' }).click();
  await expect(page).toHaveURL('/wiki/maps');
  await page.getByTestId('map-list').getByRole('link', { name: map.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: map.name })).toBeVisible();
  await expect(page.getByTestId('map-hours')).toBeVisible();

  const card = page.getByTestId('map-area').filter({ hasText: key.keycard!.name });
  // Collectibles come best value per slot first.
  await expect(card.locator('tbody tr').first()).toContainText(best.name);
  await card.getByRole('link', { name: key.keycard!.name }).click();
  await expect(page).toHaveURL(/\/wiki\/cards\?map=layali-grove&q=/);
  await expect(page.getByText(key.keycard!.name).first()).toBeVisible();

  await page.goBack();
  await page
    .getByTestId('map-area')
    .filter({ hasText: key.keycard!.name })
    .getByRole('link', { name: best.name })
    .click();
  await expect(page).toHaveURL(`/wiki/items/${best.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: best.name })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a map page in Romanian carries its areas, keys and collectibles in the first HTML', async ({
    page,
    request,
  }) => {
    const map = (await (await request.get('/api/v1/maps/zero-dam')).json()).data.map as MapDetail;
    await page.goto('/ro/wiki/maps/zero-dam');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    await expect(page.getByTestId('map-area')).toHaveCount(map.areas.length);
    await expect(page.getByText('Chei de cameră').first()).toBeVisible();
    const collectible = map.areas.flatMap((a) => a.collectibles)[0]!;
    await expect(page.getByRole('link', { name: collectible.name }).first()).toBeVisible();
  });
});

test.describe('maps pages: accessibility (axe) in every theme, on a phone (and a desktop in the first)', () => {
  for (const theme of THEMES) {
    test(theme, async ({ page }) => {
      test.slow();
      await page.addInitScript((t) => localStorage.setItem('app-theme', t), theme);
      for (const route of ['/wiki/maps', '/ro/wiki/maps/space-city']) {
        for (const size of viewportsFor(theme)) {
          await page.setViewportSize(size);
          await page.goto(route);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expectAxeClean(page, `${theme} ${route} ${size.width}`, axeScopeFor(theme));
        }
      }
    });
  }
});
