import { expect, test, type Page } from './fixtures';

// Table and stacked cards are both in the page; CSS shows one.
const rows = (page: Page) => page.getByTestId('keycard-row').filter({ visible: true });

async function closeThreeWays(page: Page, open: () => Promise<void>) {
  const dialog = page.getByRole('dialog');
  await open();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  await open();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await open();
  await expect(dialog).toBeVisible();
  await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toBeHidden();
}

test.describe('keycards page', () => {
  test('map tabs change the rows and the URL; reload keeps the tab', async ({ page }) => {
    await page.goto('/wiki/cards');
    await expect(page.getByRole('tab', { name: 'Zero Dam' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page).first()).toContainText('Zero Dam');
    const zeroDamFirst = await rows(page).first().textContent();

    await page.getByRole('tab', { name: 'Layali Grove' }).click();
    await expect(page).toHaveURL(/[?&]map=layali-grove/);
    await expect(rows(page).first()).toContainText('Layali Grove');
    expect(await rows(page).first().textContent()).not.toBe(zeroDamFirst);

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Layali Grove' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page).first()).toContainText('Layali Grove');
    await expect(page.getByTestId('price-note')).toContainText('Newest price');
  });

  test('the name filter narrows the list and lives in the URL', async ({ page }) => {
    await page.goto('/wiki/cards?map=zero-dam');
    await expect(rows(page).first()).toBeVisible();
    const all = await rows(page).count();
    expect(all).toBeGreaterThan(3);
    await page.getByPlaceholder('Filter by name…').fill('west wing');
    await expect(page).toHaveURL(/[?&]q=west\+wing/);
    await expect.poll(() => rows(page).count()).toBeLessThan(all);
    for (const text of await rows(page).allTextContents()) expect(text.toLowerCase()).toContain('west wing');

    await page.reload();
    await expect(page.getByPlaceholder('Filter by name…')).toHaveValue('west wing');
    await page.getByPlaceholder('Filter by name…').fill('no card has this name');
    await expect(page.getByText('No keycards on this map match the filter')).toBeVisible();
  });

  test('Details opens and closes by button, Escape and backdrop', async ({ page }) => {
    await page.goto('/wiki/cards');
    const first = rows(page).first();
    const name = (await first.locator('p').first().textContent())!.trim();
    await closeThreeWays(page, () => first.getByRole('button', { name: /Details/ }).click());
    await first.getByRole('button', { name: /Details/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(`Zero Dam · ${name}`);
    await expect(dialog.getByRole('img').first()).toHaveAttribute('src', /door\.svg|\//);
    await expect(dialog.getByText('Room contents')).toBeVisible();
  });

  test('History opens with the chart and closes by button, Escape and backdrop', async ({ page }) => {
    await page.goto('/wiki/cards');
    const first = rows(page).first();
    await closeThreeWays(page, () => first.getByRole('button', { name: /History/ }).click());

    await first.getByRole('button', { name: /History/ }).click();
    const dialog = page.getByRole('dialog');
    const chart = dialog.getByTestId('price-chart');
    await expect(chart).toBeVisible();
    await expect(chart.locator('circle').first()).toBeVisible();
    const allPoints = await chart.locator('circle').count();
    await dialog.getByRole('button', { name: '7 days' }).click();
    await expect(dialog.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => chart.locator('circle').count()).toBeLessThan(allPoints);
    await expect(dialog.getByText('Latest')).toBeVisible();
    const history = dialog.getByRole('table', { name: 'Price changes, newest first' });
    await expect(history.locator('tbody tr').first()).toHaveAttribute('aria-current', 'true');
    await expect(history.locator('tbody tr').nth(1)).not.toHaveAttribute('aria-current', 'true');
  });

  test("Tide Prison has its own tab; its keys open on the map's one level", async ({ page, request }) => {
    const cards = (await (await request.get('/api/v1/keycards?limit=200')).json()).data.keycards as {
      map: { name: string };
      difficulties: { name: string; is_available: boolean }[];
    }[];
    const tide = cards.filter((c) => c.map.name === 'Tide Prison');
    expect(tide.length).toBeGreaterThan(0);
    const levels = new Set(
      tide.flatMap((c) => c.difficulties.filter((d) => d.is_available).map((d) => d.name)),
    );

    await page.goto('/wiki/cards?map=tide-prison');
    await expect(page.getByRole('tab', { name: 'Tide Prison' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page)).toHaveCount(tide.length);
    // Every row lists the same levels, and only those.
    for (const level of ['Easy', 'Normal', 'Hard'])
      await expect(rows(page).filter({ hasText: level })).toHaveCount(levels.has(level) ? tide.length : 0);
  });

  test('a key whose rooms are in two areas shows both, with the originals', async ({ page }) => {
    await page.goto('/wiki/cards?map=space-city&q=staff+passage');
    await rows(page)
      .first()
      .getByRole('button', { name: /Details/ })
      .click();
    const area = page.getByRole('dialog').getByTestId('keycard-area');
    await expect(area).toContainText('Staff Passage 1, Staff Passage 2');
    await expect(area).toContainText('一号员工通道、二号员工通道');
  });

  test('phones get stacked cards instead of the wide table', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/wiki/cards?map=brakkesh');
    await expect(page.getByRole('tab', { name: 'Brakkesh' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('li[data-testid="keycard-row"]').first()).toBeVisible();
    await expect(page.locator('table')).toBeHidden();
  });
});
