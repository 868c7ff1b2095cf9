import type { Item, ItemListEntry } from '@dfwiki/shared';
import { THEMES } from '@dfwiki/shared/site';
import { axeScopeFor, expectAxeClean, viewportsFor } from './axe';
import { expect, test, type APIRequestContext } from './fixtures';

async function list(request: APIRequestContext, query: string): Promise<ItemListEntry[]> {
  const res = await request.get(`/api/v1/items?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data.items as ItemListEntry[];
}

test.describe('items and market', () => {
  test('filters, searches in English and Chinese, sorts by value per slot, and follows a key to its keycard', async ({
    page,
    request,
  }) => {
    // A room key the keycards page lists: the item we look for.
    const keys = await list(request, 'subcategory=key&limit=200');
    let key: Item | undefined;
    for (const k of keys) {
      const item = (await (await request.get(`/api/v1/items/${k.slug}`)).json()).data.item as Item;
      if (item.links.some((l) => l.kind === 'keycard')) {
        key = item;
        break;
      }
    }
    expect(key).toBeDefined();
    const card = key!.links.find((l) => l.kind === 'keycard')!;

    await page.goto('/wiki/items');
    await expect(page.getByRole('heading', { level: 1, name: 'Items & prices' })).toBeVisible();

    // Category, then type: both in the URL, the list follows.
    await page.getByLabel('Category', { exact: true }).selectOption('props');
    await expect(page).toHaveURL(/[?&]category=props/);
    await page.getByLabel('Type', { exact: true }).selectOption('key');
    await expect(page).toHaveURL(/[?&]subcategory=key/);
    await expect(
      page.getByTestId(`item-row-${key!.slug}`).or(page.getByTestId('items-page')),
    ).not.toHaveCount(0);

    // Search by English name (typed in lower case), then by the Chinese name.
    const search = page.getByRole('searchbox');
    await search.fill(key!.name.toLowerCase());
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByTestId(`item-row-${key!.slug}`)).toBeVisible();
    await search.fill(key!.name_cn);
    await expect(page.getByTestId(`item-row-${key!.slug}`)).toBeVisible();
    await search.fill('');

    // Value per slot, high to low, with the note that it is one day's price.
    await page.getByLabel('Sort by', { exact: true }).selectOption('value_per_slot');
    await expect(page).toHaveURL(/[?&]sort=value_per_slot/);
    await expect(page.getByTestId('value-per-slot-note')).toBeVisible();
    const best = (await list(request, 'category=props&subcategory=key&sort=value_per_slot&limit=3'))[0]!;
    await expect(page.locator('[data-testid^="item-row-"]').first()).toHaveAttribute(
      'data-testid',
      `item-row-${best.slug}`,
    );

    // The view lives in the URL: a reload keeps it.
    await page.reload();
    await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('value_per_slot');
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('key');

    // Open the key's page, then follow it to its keycard.
    await page.goto(`/wiki/items?q=${encodeURIComponent(key!.name_cn)}`);
    await page.getByTestId(`item-row-${key!.slug}`).getByRole('link', { name: key!.name }).click();
    await expect(page).toHaveURL(`/wiki/items/${key!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: key!.name })).toBeVisible();
    await expect(page.getByTestId('item-name-cn')).toHaveText(key!.name_cn);
    await page.getByTestId('item-link-keycard').click();
    await expect(page).toHaveURL(/\/wiki\/cards\?/);
    await expect(page.getByText(card.name!, { exact: true }).first()).toBeVisible();
  });

  test('a backpack leads to its storage item; an armour piece offers its wear states', async ({
    page,
    request,
  }) => {
    const bag = (await list(request, 'subcategory=bag&sort=price&limit=1'))[0]!;
    await page.goto(`/wiki/items/${bag.slug}`);
    await expect(page.getByTestId('item-price')).toBeVisible();
    await page.getByTestId('item-link-storage').click();
    await expect(page).toHaveURL(/\/wiki\/storage\?/);

    const armour = (await list(request, 'subcategory=armor&grade=6&limit=1'))[0]!;
    const item = (await (await request.get(`/api/v1/items/${armour.slug}`)).json()).data.item as Item;
    const worn = item.variants.find((v) => v.wear === 'worn' && v.price !== null)!;
    await page.goto(`/wiki/items/${armour.slug}`);
    await page.getByTestId('wear-worn').click();
    await expect(page).toHaveURL(/[?&]wear=worn/);
    await expect(page.getByTestId('item-price')).toContainText(worn.price!.toLocaleString('en'));
  });

  test('the item page is whole without scripts, in Romanian too', async ({ browser, request }) => {
    const found = (
      await list(request, 'category=props&subcategory=collection&sort=value_per_slot&limit=50')
    ).find((i) => i.price !== null)!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/ro/wiki/items/${found.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: found.name })).toBeVisible();
    await expect(page.getByTestId('item-name-cn')).toHaveText(found.name_cn);
    await expect(page.getByTestId('item-price')).toContainText(found.price!.toLocaleString('ro'));
    await expect(page.getByTestId('item-price-chart')).toBeVisible();
    await context.close();
  });
});

test.describe('items pages: accessibility (axe) in every theme, on a phone (and a desktop in the first)', () => {
  for (const theme of THEMES) {
    test(theme, async ({ page, request }) => {
      test.slow();
      await page.addInitScript((t) => {
        localStorage.setItem('app-theme', t);
        localStorage.setItem('cookieConsent', 'declined');
      }, theme);
      // An armour piece: wear choice, market figures, a price chart and links.
      const armour = (await list(request, 'subcategory=armor&grade=6&limit=1'))[0]!;
      for (const route of ['/wiki/items?sort=value_per_slot', `/ro/wiki/items/${armour.slug}?wear=new`]) {
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
