// Sourced game data on the public pages: a keycard's History chart plots its cited daily prices,
// its Details dialog shows its sourced area (our translation beside the Chinese original), and
// values without a source are either empty with an invitation or carry a visible "Example" label.
import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';

interface GameData {
  key_prices: { days: string[]; series: Record<string, (number | null)[]> };
  snapshot: { date: string; keycards: Record<string, number> };
}
const data = JSON.parse(
  fs.readFileSync(new URL('../../apps/api/src/db/seed/data/game-data.json', import.meta.url), 'utf8'),
) as GameData;

const NAME_CN = '水泥厂办公室'; // Cement Plant Office, Zero Dam

/** The cited change points of one key: first day, each day the price moved, then the snapshot. */
function citedPoints(nameCn: string): { day: string; price: number }[] {
  const points: { day: string; price: number }[] = [];
  data.key_prices.series[nameCn]!.forEach((price, i) => {
    if (price !== null && points.at(-1)?.price !== price)
      points.push({ day: data.key_prices.days[i]!, price });
  });
  return [...points, { day: data.snapshot.date, price: data.snapshot.keycards[nameCn]! }];
}

const fmtDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en', { dateStyle: 'medium' });
const fmtNum = (n: number) => new Intl.NumberFormat('en').format(n);

async function openCard(page: Page, action: 'Details' | 'History', lang = 'en') {
  await page.goto(`${lang === 'en' ? '' : `/${lang}`}/wiki/cards?map=zero-dam&q=cement+plant+office`);
  // The rows are in the server's HTML; their buttons work once the page's code has run.
  await page.waitForLoadState('networkidle');
  // Table and stacked cards are both in the page; CSS shows one.
  const row = page.getByTestId('keycard-row').filter({ visible: true });
  await expect(row).toHaveCount(1);
  await row
    .getByRole('button', { name: new RegExp(action === 'Details' ? 'Detalii|Details' : 'Istoric|History') })
    .click();
  return page.getByRole('dialog');
}

test.describe('sourced game data', () => {
  test("a keycard's History chart shows its sourced daily points and their source", async ({ page }) => {
    const dialog = await openCard(page, 'History');
    const points = citedPoints(NAME_CN);
    expect(points.length).toBeGreaterThan(20);
    const chart = dialog.getByTestId('price-chart');
    await expect(chart.locator('circle')).toHaveCount(points.length);
    // The chart's data table (for screen readers) lists exactly the cited points, oldest first.
    const cells = await dialog
      .locator('table.sr-only tbody tr')
      .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));
    expect(cells).toEqual(points.map((p) => [fmtDate(p.day), fmtNum(p.price)]));
    // The newest price is the market price of the key's market item, with its day and source.
    await expect(dialog.getByTestId('price-source')).toContainText(`Price of ${fmtDate(data.snapshot.date)}`);
    await expect(dialog.getByTestId('price-source')).toContainText('delta-force-armory');
    // The newest 10 changes, newest first.
    const table = dialog.getByRole('table', { name: 'Price changes, newest first' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(table.locator('tbody tr').first()).toContainText(fmtNum(points.at(-1)!.price));
  });

  test('the page states where prices come from and how fresh they are', async ({ page }) => {
    await page.goto('/wiki/cards');
    await expect(page.getByTestId('price-note')).toContainText(
      'daily market prices, Sep 2025 – Jan 2026; latest Aug 2026',
    );
  });

  test('the Details dialog shows the real area, translated by us beside the original', async ({ page }) => {
    const dialog = await openCard(page, 'Details');
    await expect(dialog.getByTestId('keycard-area')).toHaveText(/Cement Plant\s*水泥厂/);
    await expect(dialog.getByText('Area name translated by DF Wiki')).toBeVisible();
    // No sourced room contents: empty, with the way to contribute.
    await expect(dialog.getByTestId('no-room-items')).toBeVisible();
    // The link leads to the Contribute page itself (it once pointed at an address with no page).
    await dialog.getByRole('link', { name: /Contribute page/ }).click();
    await expect(page).toHaveURL(/\/wiki\/contribute$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contribute', exact: true })).toBeVisible();
  });

  test('the Romanian Details dialog shows our Romanian area name', async ({ page }) => {
    const dialog = await openCard(page, 'Details', 'ro');
    await expect(dialog.getByTestId('keycard-area')).toHaveText(/Fabrica de ciment\s*水泥厂/);
  });

  test('difficulties follow the map: Zero Dam opens on Easy and Normal, Space City on Normal and Hard', async ({
    page,
  }) => {
    await page.goto('/wiki/cards?map=zero-dam');
    for (const text of await page.getByTestId('keycard-row').allTextContents())
      expect(text).not.toContain('Hard');
    await page.goto('/wiki/cards?map=space-city');
    for (const text of await page.getByTestId('keycard-row').allTextContents())
      expect(text).not.toContain('Easy');
  });

  test('no unsourced build, storage or event value is shown without its Example label', async ({ page }) => {
    await page.goto('/wiki/weapons/m4a1');
    const build = page.getByTestId('build-detail');
    await expect(build).toBeVisible();
    await expect(build.getByTestId('build-source')).toContainText('Community code list');
    await expect(build.getByText(/contribution/)).toHaveCount(0); // no invented creator
    await expect(build.getByTestId('example-note')).toContainText("DF Wiki's examples and opinions");
    // Rating and performance bars each carry the label; the date is the import's, with its list.
    await expect(build.getByTestId('values-tag')).toHaveCount(2);
    await expect(build.getByTestId('values-tag').first()).toHaveText('Example');
    await expect(build.getByTestId('build-imported')).toContainText('from Community code list');

    await page.getByRole('tab', { name: 'Detailed Stats' }).click();
    await expect(page.getByTestId('facts-fire').getByTestId('facts-provenance')).toContainText(
      `as of ${fmtDate('2026-05-21')}`,
    );

    await page.goto('/wiki/storage');
    const cards = page.getByTestId('storage-card');
    await expect(cards).toHaveCount(45);
    // The page says once what its example layouts are; each card's layout carries the tag.
    await expect(page.getByTestId('example-note')).toHaveCount(1);
    await expect(page.getByTestId('example-note')).toContainText('storage layouts are examples');
    await expect(cards.getByText('Example', { exact: true })).toHaveCount(45);
    await expect(cards.filter({ hasText: 'GIR Field Chest Rig' })).toContainText(
      `as of ${fmtDate(data.snapshot.date)}`,
    );

    await page.goto('/wiki/events/gator-frenzy');
    await expect(page.getByTestId('example-note')).toHaveCount(3); // the event itself and each map's lairs
  });
});
