import { expect, test, type Page } from './fixtures';

const eventCards = (page: Page) => page.getByTestId('event-cards').locator(':scope > li');

test.describe('events list', () => {
  test('filters and the clearable search change the list and the URL', async ({ page }) => {
    // The one event ran 16–30 May 2025, so today it is a past event.
    await page.goto('/wiki/events');
    await expect(page.getByTestId('active-count')).toHaveText('0');
    await expect(page.getByTestId('past-count')).toHaveText('1');
    await expect(eventCards(page)).toHaveCount(1);
    await expect(eventCards(page).first()).toContainText('Past event', { ignoreCase: true });
    await expect(eventCards(page).first()).toContainText('+ 1 more');

    await page.getByRole('button', { name: 'Active Only' }).click();
    await expect(page).toHaveURL(/[?&]filter=active/);
    await expect(page.getByText('No events found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search query')).toBeVisible();

    await page.getByRole('button', { name: 'Past Events' }).click();
    await expect(page).toHaveURL(/[?&]filter=past/);
    await expect(eventCards(page)).toHaveCount(1);

    const search = page.getByRole('searchbox', { name: 'Search events' });
    await search.fill('LAYALI');
    await expect(page).toHaveURL(/[?&]q=LAYALI/);
    await expect(eventCards(page)).toHaveCount(1);
    await search.fill('no such event');
    await expect(page.getByText('No events found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(eventCards(page)).toHaveCount(1);

    await page.getByRole('button', { name: 'All Events' }).click();
    await eventCards(page).first().getByRole('link', { name: 'Gator Frenzy' }).click();
    await expect(page).toHaveURL('/wiki/events/gator-frenzy');
    await expect(page.getByRole('heading', { level: 1, name: 'Gator Frenzy' })).toBeVisible();
  });

  test('a missing event image falls back to the placeholder', async ({ page }) => {
    await page.goto('/wiki/events');
    await expect(eventCards(page).first().locator('img')).toHaveAttribute(
      'src',
      '/images/event-fallback.svg',
    );
  });
});

test.describe('Gator Frenzy', () => {
  test('shows dates, status, maps and rewards', async ({ page }) => {
    await page.goto('/wiki/events/gator-frenzy');
    await expect(page.getByText('Inactive Event')).toBeVisible();
    await expect(page.getByText('8x rewards', { exact: true })).toBeVisible();
    await expect(page.getByText('2 lairs', { exact: true })).toBeVisible();
    await expect(page.getByText('4 lairs', { exact: true })).toBeVisible();
    await expect(page.getByText('Aerospace ASh-12 weapon skin')).toBeVisible();
    // No citable official page about the event: no such link; the page and each map's lair spots
    // say they are examples.
    await expect(page.getByRole('link', { name: /Official event page/ })).toHaveCount(0);
    await expect(page.getByTestId('example-note')).toHaveCount(3);
  });

  test('the zoom viewer clamps between 1x and 4x and pans only when zoomed', async ({ page }) => {
    await page.goto('/wiki/events/gator-frenzy');
    await page.getByTestId('open-map-zero-dam').click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    const level = viewer.getByTestId('zoom-level');
    const image = viewer.getByTestId('viewer-image');
    const zoomIn = viewer.getByRole('button', { name: 'Zoom in' });
    const zoomOut = viewer.getByRole('button', { name: 'Zoom out' });
    await expect(level).toHaveText('1.0×');
    await expect(zoomOut).toBeDisabled();

    // At 1x a drag does not move the map.
    const box = (await image.boundingBox())!;
    const drag = async (dx: number, dy: number) => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 5 });
      await page.mouse.up();
    };
    await drag(120, 60);
    await expect(image).toHaveAttribute('style', /translate\(0px, 0px\) scale\(1\)/);

    for (let i = 0; i < 8; i++) if (await zoomIn.isEnabled()) await zoomIn.click();
    await expect(level).toHaveText('4.0×');
    await expect(zoomIn).toBeDisabled();
    await viewer.getByTestId('zoom-slider').fill('4');
    await expect(level).toHaveText('4.0×');

    await drag(120, 60);
    await expect(image).not.toHaveAttribute('style', /translate\(0px, 0px\)/);

    await viewer.getByRole('button', { name: 'Fit' }).click();
    await expect(level).toHaveText('1.0×');
    await expect(image).toHaveAttribute('style', /translate\(0px, 0px\) scale\(1\)/);

    await viewer.getByTestId('zoom-slider').fill('2.3');
    await expect(level).toHaveText('2.3×');
    for (let i = 0; i < 6; i++) if (await zoomOut.isEnabled()) await zoomOut.click();
    await expect(level).toHaveText('1.0×');

    // Focus stays inside while open; Escape closes and focus returns to the map button.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page.getByTestId('open-map-zero-dam')).toBeFocused();

    // The backdrop closes it too.
    await page.getByTestId('open-map-layali-grove').click();
    await expect(viewer).toBeVisible();
    const stage = (await viewer.getByTestId('viewer-stage').boundingBox())!;
    await page.mouse.click(stage.x + 8, stage.y + 8);
    await expect(viewer).toBeHidden();
  });
});
