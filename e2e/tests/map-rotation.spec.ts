import { expect, test } from './fixtures';

test.describe('map rotation page', () => {
  test('clock, Past/Current/Next cards and the table starting at the current hour', async ({ page }) => {
    await page.goto('/wiki/map-rotation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DELTA FORCE: OPERATIONS MAP ROTATION');
    const hour = new Date().getUTCHours();
    await expect(page.getByTestId('clock-utc')).toContainText(`${String(hour).padStart(2, '0')}:`);
    await expect(page.getByTestId('slot-current')).toBeVisible();
    await expect(page.getByTestId('slot-past')).toBeVisible();
    await expect(page.getByTestId('slot-next')).toBeVisible();
    const rows = page.getByTestId('schedule-row');
    await expect(rows).toHaveCount(24);
    await expect(rows.first()).toHaveAttribute('data-hour', String(hour));
    await expect(rows.first()).toContainText('Current');
    await expect(rows.last()).toContainText('Past');
  });

  test('map and hour filters clear each other, live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/wiki/map-rotation');
    const rows = page.getByTestId('schedule-row');
    await page.getByRole('button', { name: 'Zero Dam', exact: true }).click();
    await expect(page).toHaveURL(/[?&]map=zero-dam/);
    await expect(rows).toHaveCount(8);
    for (const text of await rows.allTextContents()) expect(text).toContain('Zero Dam');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Zero Dam', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rows).toHaveCount(8);

    await page.getByRole('button', { name: 'UTC hour 05' }).click();
    await expect(page).toHaveURL(/\?hour=5$/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-hour', '5');
    await expect(page.getByRole('button', { name: 'Zero Dam', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/wiki\/map-rotation$/);
    await expect(rows).toHaveCount(24);
  });

  test('clicking a map opens its details; Close and Escape close it', async ({ page }) => {
    await page.goto('/wiki/map-rotation?map=zero-dam');
    const dialog = page.getByRole('dialog');
    await page
      .getByTestId('schedule-row')
      .first()
      .getByTestId('map-chip')
      .filter({ hasText: 'Zero Dam' })
      .click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Zero Dam');
    await expect(dialog).toContainText('Blackout Long Night');
    await expect(dialog.getByRole('listitem')).toHaveCount(8);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    await page.getByTestId('slot-current').getByTestId('map-chip').first().click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
