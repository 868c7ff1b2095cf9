import { expect, test, waitForApp } from './fixtures';

test.describe('storage page', () => {
  test('tabs change the cards and the URL; reload keeps the tab', async ({ page }) => {
    await page.goto('/wiki/storage');
    const cards = page.getByTestId('storage-card');
    await expect(cards).toHaveCount(45);
    await page.getByRole('tab', { name: 'Backpack' }).click();
    await expect(page).toHaveURL(/[?&]type=backpack/);
    await expect(cards).toHaveCount(26);
    for (const text of await cards.allTextContents()) expect(text).toContain('Backpack');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Backpack' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards).toHaveCount(26);
    await page.getByRole('tab', { name: 'Chest Rig' }).click();
    await expect(page).toHaveURL(/[?&]type=chest-rig/);
    await expect(cards).toHaveCount(19);
    await expect(cards.first()).toContainText('No sourced price');
  });

  test('the name filter narrows the cards, lives in the URL, and opens from a search link', async ({
    page,
  }) => {
    await page.goto('/wiki/storage?type=backpack');
    const cards = page.getByTestId('storage-card');
    await expect(cards).toHaveCount(26);
    const first = (await cards.first().locator('h2, h3').first().textContent())!.trim();
    await page.getByLabel('Filter items by name').fill(first.slice(0, 8));
    await expect(page).toHaveURL(/[?&]q=/);
    // The address changes first; the cards follow when the list has rendered again.
    await expect.poll(() => cards.count()).toBeLessThan(26);
    await expect(cards.first()).toContainText(first);
    await page.goto(`/wiki/storage?type=backpack&q=${encodeURIComponent(first)}`);
    await expect(cards).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear the filter' }).click();
    await expect(cards).toHaveCount(26);
  });

  test('the slot-grid preview animates to the end', async ({ page }) => {
    await page.goto('/wiki/storage');
    const grid = page.getByTestId('storage-card').first().locator('[data-phase]');
    await expect(grid).toHaveAttribute('data-phase', 'done', { timeout: 10_000 });
  });

  test('no animation under reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/wiki/storage');
    await waitForApp(page);
    const grid = page.getByTestId('storage-card').first().locator('[data-phase]');
    await expect(grid).toHaveAttribute('data-phase', 'done');
    await context.close();
  });
});
