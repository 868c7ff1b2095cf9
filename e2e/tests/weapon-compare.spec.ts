// Weapon compare: chosen from a searchable list on a phone, kept in the address, and the shared link
// opens the same comparison in a fresh browser without scripts; a broken link still opens; axe in
// every theme.
import type { Weapon } from '@dfwiki/shared';
import { THEMES } from '@dfwiki/shared/site';
import { axeScopeFor, expectAxeClean, viewportsFor } from './axe';
import { expect, test, type APIRequestContext } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
});

const weaponOf = async (request: APIRequestContext, slug: string) =>
  (await (await request.get(`/api/v1/weapons/${slug}`)).json()).data.weapon as Weapon;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('two weapons chosen by search; the shared link shows the same comparison in a fresh browser', async ({
    page,
    request,
    browser,
  }) => {
    const [m4, akm, vector] = await Promise.all(
      ['m4a1', 'akm', 'vector'].map((slug) => weaponOf(request, slug)),
    );
    // Nothing on the page is wider than the phone (the page would pan sideways).
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto('/wiki/weapons/m4a1');
    expect(await pageWidth()).toBe(390);
    await page.getByRole('tab', { name: 'Compare' }).click();
    await expect(page.getByText(`Compare ${m4.name} with other weapons`)).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Find a weapon to compare' });
    await search.fill('akm');
    await page.getByTestId('compare-options').getByRole('link', { name: akm.name }).click();
    await expect(page).toHaveURL('/wiki/weapons/m4a1?tab=compare&with=akm');

    await page.getByText('Add a weapon').click();
    await search.fill('vector');
    await page.getByTestId('compare-options').getByRole('link', { name: vector.name }).click();
    await expect(page).toHaveURL('/wiki/weapons/m4a1?tab=compare&with=akm,vector');
    await expect(page).toHaveTitle(`${m4.name} vs ${akm.name} vs ${vector.name} · DF Wiki`);

    const table = page.getByTestId('compare-table');
    const heads = table.locator('thead th');
    await expect(heads).toHaveText([m4, akm, vector].map((w) => new RegExp(`^${w.name}`)));
    // The figures are the API's, and the highest damage carries the mark, in words too.
    const top = Math.max(m4.damage!, akm.damage!, vector.damage!);
    await expect(table.getByTestId('compare-damage').locator('td')).toHaveText(
      [m4, akm, vector].map((w) => (w.damage === top ? `${w.damage} (best)` : String(w.damage))),
    );
    await expect(table.getByTestId('compare-ttk-row')).toHaveCount(7);
    expect(await pageWidth()).toBe(390);
    const shown = await table.innerText();

    // A fresh browser, without scripts: the first HTML of the link is the same comparison.
    const fresh = await browser.newContext({ javaScriptEnabled: false });
    const shared = await fresh.newPage();
    await shared.goto(page.url());
    await expect(shared).toHaveTitle(`${m4.name} vs ${akm.name} vs ${vector.name} · DF Wiki`);
    expect(await shared.getByTestId('compare-table').innerText()).toBe(shown);
    await fresh.close();

    await page.getByRole('link', { name: `Remove ${akm.name} from the comparison` }).click();
    await expect(page).toHaveURL('/wiki/weapons/m4a1?tab=compare&with=vector');
    await expect(heads).toHaveCount(2);
  });
});

test('a link with an unknown, repeated or malformed weapon still opens, saying what it left out', async ({
  page,
  request,
}) => {
  const akm = await weaponOf(request, 'akm');
  // The app takes the server's comparison over as it is: no mismatch, nothing read again.
  const errors: string[] = [];
  const reads: string[] = [];
  // The analytics tag is an outside service: answered here, never fetched.
  await page.route('https://www.clarity.ms/**', (r) => r.fulfill({ status: 200, body: '' }));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('request', (r) => r.url().includes('/api/v1/weapons') && reads.push(r.url()));
  const response = await page.goto('/ro/wiki/weapons/m4a1?tab=compare&with=no-such-gun,akm,AKM,akm,m4a1');
  expect(response?.status()).toBe(200);
  expect(errors).toEqual([]);
  expect(reads).toEqual([]);
  await expect(page.getByTestId('compare-missing')).toContainText('no-such-gun');
  await expect(page.getByTestId('compare-table').locator('thead th')).toHaveCount(2);
  await expect(page.getByTestId('compare-table').locator('thead th').nth(1)).toContainText(akm.name);
  await expect(page.getByRole('heading', { name: /^Compară / })).toBeVisible();
});

test.describe('weapon compare: accessibility (axe) in every theme, on a phone (and a desktop in the first)', () => {
  for (const theme of THEMES) {
    test(theme, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('app-theme', t), theme);
      const route = '/ro/wiki/weapons/m4a1?tab=compare&with=akm,vector,awm';
      for (const size of viewportsFor(theme)) {
        await page.setViewportSize(size);
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectAxeClean(page, `${theme} ${route} ${size.width}`, axeScopeFor(theme));
      }
    });
  }
});
