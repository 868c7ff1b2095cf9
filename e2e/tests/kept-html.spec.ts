// What only shows data keeps the server's HTML when the app takes a page over, and is never
// rendered again in the browser until what it shows changes; controls hydrate as usual
// (docs/decisions/025-static-html-stays-server-html.md). React marks every node it rendered or
// hydrated with its own property (`__reactFiber…`): kept HTML has none.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** For each element matching `selector`: whether React rendered or hydrated it. */
const ownedByReact = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)].map((el) =>
        Object.keys(el).some((k) => k.startsWith('__reactFiber')),
      ),
    selector,
  );

/** Counts the full page loads (documents) from now on. */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents++;
  });
  return () => documents;
}

const PREFIX = { en: '', ro: '/ro' } as const;

for (const lang of ['en', 'ro'] as const) {
  test.describe(`kept server HTML (${lang})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('the keycards table keeps its body until a filter changes it; its buttons work', async ({
      page,
    }) => {
      await page.goto(`${PREFIX[lang]}/wiki/cards`);
      const table = page.getByRole('table');
      const firstName = (await table.locator('tbody tr td').first().textContent())!;
      const kept = await ownedByReact(page, 'table tbody *');
      expect(kept.length).toBeGreaterThan(10);
      expect(kept.every((owned) => !owned)).toBe(true);
      // React owns the table's body element, and nothing inside it.
      expect(await ownedByReact(page, 'table tbody[data-kept]')).toEqual([true]);
      // The rows' buttons are kept too: the list answers their clicks.
      expect(await ownedByReact(page, 'table tbody button')).not.toContain(true);
      await table.locator('tbody button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');

      // A filter changes what the table shows: its cells are rendered in the browser from then on.
      await page.getByRole('main').getByRole('searchbox').fill(firstName.slice(0, 4));
      await expect(table.locator('tbody tr').first()).toContainText(firstName.slice(0, 4));
      await expect
        .poll(async () => (await ownedByReact(page, 'table td[data-kept] *')).every(Boolean))
        .toBe(true);
    });

    test('a link in kept HTML opens its page inside the app, with no full page load', async ({ page }) => {
      await page.goto(`${PREFIX[lang]}/wiki/weaponsttk`);
      const documents = countDocuments(page);
      const link = page.getByRole('table').locator('tbody a').first();
      expect(await ownedByReact(page, 'table tbody a')).not.toContain(true);
      const name = (await link.textContent())!.trim();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${PREFIX[lang]}/wiki/weapons/[^/?]+$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      expect(documents()).toBe(0);
    });

    test('the footer stays as the server sent it, and its links stay in the app', async ({ page }) => {
      await page.goto(`${PREFIX[lang]}/wiki/terms`);
      const documents = countDocuments(page);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      expect(await ownedByReact(page, 'footer *')).not.toContain(true);
      await footer.locator('a[href$="/wiki/weapons"]').click();
      await expect(page).toHaveURL(new RegExp(`${PREFIX[lang]}/wiki/weapons$`));
      await expect(page.getByTestId('weapon-cards')).toBeVisible();
      expect(documents()).toBe(0);
      expect(await ownedByReact(page, 'footer *')).not.toContain(true);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('each keycard keeps what it shows, and its buttons work', async ({ page }) => {
    await page.goto('/wiki/cards');
    const cards = page.locator('ul li[data-testid="keycard-row"]');
    await expect(cards.first()).toBeVisible();
    expect(await ownedByReact(page, 'li[data-testid="keycard-row"] [data-kept] *')).not.toContain(true);
    await cards.first().getByRole('button').first().tap();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
