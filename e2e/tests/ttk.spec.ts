import { expectAxeClean } from './axe';
import { expect, test, type Page } from './fixtures';

const rows = (page: Page) => page.getByTestId('ttk-row');
/** The TTK column's figures; "Not modelled yet" and N/A rows are left out. */
const ttkCells = async (page: Page) =>
  (await rows(page).locator('td:nth-child(4)').allTextContents())
    .map((s) => Number.parseFloat(s))
    .filter((n) => !Number.isNaN(n));
const expectTab = (page: Page, name: string) =>
  expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');

test.describe('weapon TTK page', () => {
  test('ammo tab, category, zone and sort change the rows and the URL; reload keeps them; reset keeps the tab', async ({
    page,
  }) => {
    await page.goto('/wiki/weaponsttk');
    await expectTab(page, 'Gold vs Gold');
    await expect(rows(page).first()).toBeVisible();
    const goldCount = await rows(page).count();

    await page.getByRole('tab', { name: 'Blue vs Purple' }).click();
    await expect(page).toHaveURL(/[?&]ammo=blue/);

    await page.getByLabel('Category', { exact: true }).selectOption('SMG');
    await expect(page).toHaveURL(/category=SMG/);
    await expect.poll(() => rows(page).count()).toBeLessThan(goldCount);
    for (const cat of await rows(page).locator('td:first-child').allTextContents()) expect(cat).toBe('SMG');

    await page.getByLabel('Target zone').selectOption('head');
    await expect(page).toHaveURL(/zone=head/);
    await page.getByLabel('Sort by').selectOption('ttk');
    await page.getByRole('button', { name: /Sort direction/ }).click();
    await expect(page).toHaveURL(/sort=ttk/);
    await expect(page).toHaveURL(/dir=desc/);
    // The address changes first; the rows follow when the list has rendered again.
    const descending = (cells: number[]) =>
      cells.length > 0 && cells.every((n, i) => i === 0 || cells[i - 1]! >= n);
    await expect.poll(async () => descending(await ttkCells(page))).toBe(true);
    const desc = await ttkCells(page);

    await page.reload();
    await expectTab(page, 'Blue vs Purple');
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('SMG');
    await expect(page.getByLabel('Target zone')).toHaveValue('head');
    expect(await ttkCells(page)).toEqual(desc);
    await expect(page.getByTestId('ttk-current-view')).toHaveText('Blue vs Purple · Headshot · SMG');

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/wiki\/weaponsttk\?ammo=blue$/);
    await expect(page.getByLabel('Target zone')).toHaveValue('chest');
  });

  test('the preset names its rounds and armour; shotguns are not modelled; legend, chart, credits, links', async ({
    page,
  }) => {
    await page.goto('/wiki/weaponsttk');
    const setup = page.getByTestId('ttk-setup');
    await expect(setup.locator('a[href^="/wiki/ammo/"]').first()).toBeVisible();
    await expect(setup.locator('a[href^="/wiki/armor/"]')).toHaveCount(2);
    await expect(page.getByTestId('ttk-legend')).toContainText('0.30 s');
    const all = await rows(page).count();
    await expect(page.getByTestId('ttk-shown')).toHaveText(String(all));
    await expect(page.getByTestId('top10-chart').locator('rect[data-bar]')).toHaveCount(10);
    await expect(page.getByTestId('ttk-left-out')).toContainText('recoil');
    await expect(page.getByTestId('ttk-credits')).toContainText('community estimates');
    await page.getByLabel('Category', { exact: true }).selectOption('Shotgun');
    // The table follows the URL a moment later: wait for it, then every row says so.
    await expect(page).toHaveURL(/category=Shotgun/);
    await expect
      .poll(async () => [...new Set(await rows(page).locator('td:nth-child(4)').allTextContents())])
      .toEqual(['Not modelled yet']);
    await page.getByLabel('Category', { exact: true }).selectOption('all');
    await expect(rows(page)).toHaveCount(all);
    const link = rows(page).first().getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/wiki\/weapons\/[a-z0-9-]+$/);
    await link.click();
    await expect(page).toHaveURL(href!);
  });

  test('Custom: armour level and round kept in the URL; one round shows its calibre', async ({ page }) => {
    await page.goto('/wiki/weaponsttk?ammo=custom&armour=0');
    await expectTab(page, 'Custom');
    await expect(page.getByTestId('ttk-setup')).toContainText('No armour');
    const all = await rows(page).count();
    const round = page.locator('#ttk-custom-round optgroup[label="5.56x45mm"] option').first();
    await page.getByLabel('Round', { exact: true }).selectOption((await round.getAttribute('value'))!);
    await expect(page).toHaveURL(/round=/);
    await expect.poll(() => rows(page).count()).toBeLessThan(all);
    await page.getByLabel('Target armour').selectOption('6');
    await expect(page).toHaveURL(/armour=6/);
    await expect(page.getByTestId('ttk-setup').locator('a[href^="/wiki/armor/"]')).toHaveCount(2);
    await expectAxeClean(page, 'custom');
  });

  test('in Romanian: the tabs, the setup and the note on what the model leaves out', async ({ page }) => {
    await page.goto('/ro/wiki/weaponsttk?ammo=custom');
    await expectTab(page, 'Personalizat');
    await expect(page.getByTestId('ttk-left-out')).toContainText('recul');
    await expect(page.getByText('Armura țintei')).toBeVisible();
    await expectAxeClean(page, 'ro');
  });
});
