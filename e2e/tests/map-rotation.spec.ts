// The map rotation page against the schedule the API serves (the expectations are computed from
// GET /api/v1/rotation, never written here), and an editor replacing it in the admin area. The
// tests of this file run in order in one worker, so the replacement never meets the reading tests;
// it puts the sourced schedule back at the end.
import type { APIRequestContext } from '@playwright/test';
import { adminPage } from './accounts';
import { expect, test } from './fixtures';

interface Entry {
  map: string;
  difficulty: string | null;
  tags: string[];
}
interface Rotation {
  label: string;
  source: string | null;
  source_date: string | null;
  schedule: { always_open: Entry[]; hours: Entry[][]; new_map: { map: string; season: string } | null };
}

const rotation = async (request: APIRequestContext): Promise<Rotation> =>
  (await (await request.get('/api/v1/rotation')).json()).data.rotation;

/** UTC hours in which a map is open (always-open maps: every hour). */
const hoursOf = (r: Rotation, map: string) =>
  r.schedule.always_open.some((e) => e.map === map)
    ? Array.from({ length: 24 }, (_, h) => h)
    : r.schedule.hours.flatMap((entries, h) => (entries.some((e) => e.map === map) ? [h] : []));

test.describe('map rotation page', () => {
  test('source line, clock, Past/Current/Next, always open and the table from the current hour', async ({
    page,
  }) => {
    const r = await rotation(page.request);
    await page.goto('/wiki/map-rotation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DELTA FORCE: OPERATIONS MAP ROTATION');
    const source = page.getByTestId('rotation-source');
    await expect(source).toContainText("transcribed from the game's official announcements");
    await expect(source).toContainText('times in UTC');
    await expect(source.getByRole('link', { name: 'About our data' })).toHaveAttribute('href', '/wiki/data');

    const hour = new Date().getUTCHours();
    await expect(page.getByTestId('clock-utc')).toContainText(`${String(hour).padStart(2, '0')}:`);
    for (const slot of ['slot-past', 'slot-current', 'slot-next'])
      await expect(page.getByTestId(slot)).toBeVisible();
    await expect(page.getByTestId('slot-current').getByTestId('map-chip')).toHaveCount(
      r.schedule.hours[hour]!.length,
    );
    const always = page.getByTestId('always-open');
    await expect(always.getByTestId('map-chip')).toHaveCount(r.schedule.always_open.length);
    if (r.schedule.new_map)
      await expect(always.getByTestId('new-map')).toContainText(
        `New · ${r.schedule.new_map.season}${r.schedule.new_map.map}`,
      );

    const rows = page.getByTestId('schedule-row');
    await expect(rows).toHaveCount(24);
    await expect(rows.first()).toHaveAttribute('data-hour', String(hour));
    await expect(rows.first()).toContainText('Current');
    await expect(rows.last()).toContainText('Past');
  });

  test('map and hour filters clear each other, live in the URL and survive a reload', async ({ page }) => {
    const r = await rotation(page.request);
    // A map that rotates (open some hours only), and one that is always open.
    const rotating = r.schedule.hours.flat().find((e) => hoursOf(r, e.map).length < 24)!.map;
    const rotatingHours = hoursOf(r, rotating);
    await page.goto('/wiki/map-rotation');
    const rows = page.getByTestId('schedule-row');
    const mapButton = page.getByRole('group', { name: 'Filter by map' }).getByRole('button', {
      name: rotating,
      exact: true,
    });
    await mapButton.click();
    await expect(page).toHaveURL(new RegExp(`[?&]map=${rotating.toLowerCase().replace(/ /g, '-')}`));
    await expect(rows).toHaveCount(rotatingHours.length);
    expect(await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-hour'))))).toEqual(
      rotatingHours,
    );
    for (const text of await rows.allTextContents()) expect(text).toContain(rotating);

    await page.reload();
    await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
    await expect(rows).toHaveCount(rotatingHours.length);

    if (r.schedule.always_open.length) {
      await page
        .getByRole('group', { name: 'Filter by map' })
        .getByRole('button', { name: r.schedule.always_open[0]!.map, exact: true })
        .click();
      await expect(rows).toHaveCount(24);
      await expect(page.getByTestId('schedule-summary')).toContainText('always open');
    }

    await page.getByRole('button', { name: 'UTC hour 05' }).click();
    await expect(page).toHaveURL(/\?hour=5$/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-hour', '5');
    await expect(mapButton).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/wiki\/map-rotation$/);
    await expect(rows).toHaveCount(24);
  });

  test('clicking a map opens its hours; Close and Escape close it', async ({ page }) => {
    const r = await rotation(page.request);
    const entry = r.schedule.hours[0]![0]!;
    const hours = r.schedule.hours.flatMap((entries, h) =>
      entries.some(
        (e) =>
          e.map === entry.map && e.difficulty === entry.difficulty && e.tags.join() === entry.tags.join(),
      )
        ? [h]
        : [],
    );
    await page.goto('/wiki/map-rotation?hour=0');
    const dialog = page.getByRole('dialog');
    await page.getByTestId('schedule-row').first().getByTestId('map-chip').first().click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(entry.map);
    if (entry.difficulty) await expect(dialog).toContainText(entry.difficulty);
    await expect(dialog).toContainText(`UTC hours open (${hours.length})`);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    await page.getByTestId('always-open').getByTestId('map-chip').first().click();
    await expect(dialog).toContainText('Open around the clock');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an editor replaces the rotation and the public page shows it at once', async ({ browser, page }) => {
    const original = await rotation(page.request);
    const admin = await adminPage(browser);
    try {
      await admin.goto('/admin/dashboard/rotation');
      await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Map rotation');
      // Prefilled from the current schedule.
      await expect(admin.getByTestId('rotation-always')).toHaveValue(/\S/);

      // A line the server refuses is named by its line number.
      await admin.getByLabel('Label').fill('E2E rotation check');
      await admin.getByTestId('rotation-hour-0').fill(`E2E Test Map · Hard\n${'x'.repeat(61)} · Normal`);
      await admin.getByRole('button', { name: 'Save as current' }).click();
      await expect(admin.getByText(/Line 2:/)).toBeVisible();

      await admin.getByTestId('rotation-hour-0').fill('E2E Test Map · Hard · Solo');
      await admin.getByRole('button', { name: 'Repeat the first 4 hours' }).click();
      await expect(admin.getByTestId('rotation-hour-4')).toHaveValue('E2E Test Map · Hard · Solo');
      await expect(admin.getByTestId('rotation-preview')).toContainText('E2E Test Map');
      await admin.getByRole('button', { name: 'Save as current' }).click();
      await expect(admin.getByText('Saved: "E2E rotation check" is the current map rotation.')).toBeVisible();
      await expect(admin.getByTestId('rotation-versions')).toContainText('E2E rotation check');

      await page.goto('/wiki/map-rotation?hour=0');
      await expect(page.getByTestId('schedule-row').first()).toContainText('E2E Test Map');
      await expect(page.getByTestId('rotation-source')).toContainText(
        'Schedule entered by the DF Wiki editors',
      );
    } finally {
      // The sourced schedule back as the current version, for every later spec.
      const origin = new URL(admin.url()).origin;
      const res = await admin.request.put('/api/v1/rotation', { data: original, headers: { origin } });
      expect(res.status()).toBe(200);
      await admin.close();
    }
  });
});
