import { expect, test, type Page } from './fixtures';

const rows = (page: Page) => page.getByTestId('ttk-row');
const ttkCells = async (page: Page) =>
  (await rows(page).locator('td:nth-child(4)').allTextContents()).map((s) => Number.parseFloat(s));

test.describe('weapon TTK page', () => {
  test('ammo tab, category, zone and sort change the rows and the URL; reload keeps them; reset keeps the tab', async ({
    page,
  }) => {
    await page.goto('/wiki/weaponsttk');
    await expect(page.getByRole('tab', { name: 'Gold vs Gold' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page).first()).toBeVisible();
    const goldCount = await rows(page).count();

    await page.getByRole('tab', { name: 'Blue vs Purple' }).click();
    await expect(page).toHaveURL(/[?&]ammo=blue/);

    await page.getByLabel('Category', { exact: true }).selectOption('SMG');
    await expect(page).toHaveURL(/category=SMG/);
    await expect.poll(() => rows(page).count()).toBeLessThan(goldCount);
    for (const cat of await rows(page).locator('td:first-child').allTextContents()) expect(cat).toBe('SMG');

    await page.getByRole('button', { name: 'Headshot' }).click();
    await expect(page).toHaveURL(/zone=head/);
    await page.getByLabel('Sort by').selectOption('ttk');
    await page.getByRole('button', { name: /Sort direction/ }).click();
    await expect(page).toHaveURL(/sort=ttk/);
    await expect(page).toHaveURL(/dir=desc/);
    const desc = await ttkCells(page);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Blue vs Purple' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('SMG');
    await expect(page.getByRole('button', { name: 'Headshot' })).toHaveAttribute('aria-pressed', 'true');
    expect(await ttkCells(page)).toEqual(desc);
    await expect(page.getByTestId('ttk-current-view')).toHaveText('Blue vs Purple · Headshot · SMG');

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/wiki\/weaponsttk\?ammo=blue$/);
    await expect(page.getByRole('button', { name: 'Chest' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('legend, statistics, top-10 chart, credits and weapon links', async ({ page }) => {
    await page.goto('/wiki/weaponsttk');
    await expect(page.getByTestId('ttk-legend')).toContainText('0.30 s');
    await expect(page.getByTestId('ttk-shown')).toHaveText(String(await rows(page).count()));
    await expect(page.getByTestId('top10-chart').locator('rect[data-bar]')).toHaveCount(10);
    await expect(page.getByTestId('ttk-credits')).toContainText('community estimates');
    const link = rows(page).first().getByRole('link');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/wiki\/weapons\/[a-z0-9-]+$/);
    await link.click();
    await expect(page).toHaveURL(href!);
  });
});
