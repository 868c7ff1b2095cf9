import type { Weapon, WeaponListItem } from '@dfwiki/shared';
import { expect, test, type APIRequestContext, type Page } from './fixtures';

async function weapons(request: APIRequestContext): Promise<WeaponListItem[]> {
  const res = await request.get('/api/v1/weapons');
  expect(res.ok()).toBe(true);
  return (await res.json()).data.weapons as WeaponListItem[];
}

/** One weapon with its full builds (the list carries build summaries only). */
async function weaponDetail(request: APIRequestContext, slug: string): Promise<Weapon> {
  const res = await request.get(`/api/v1/weapons/${slug}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data.weapon as Weapon;
}

const cards = (page: Page) => page.getByTestId('weapon-cards').locator(':scope > li');
const cardNames = (page: Page) => cards(page).locator('h2').allTextContents();

test.describe('weapon builds index', () => {
  test('category, search and sort change the cards and the URL', async ({ page, request }) => {
    const all = await weapons(request);
    const withBuilds = all.filter((w) => w.builds.length > 0);
    await page.goto('/wiki/weapons');
    await expect(cards(page)).toHaveCount(withBuilds.length);
    // The server's HTML shows the cards at once; the filters work once the page's code has run.
    await page.waitForLoadState('networkidle');
    const byName = await cardNames(page);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    await page.getByLabel('Category').selectOption('smg');
    await expect(page).toHaveURL(/[?&]category=smg/);
    const smgs = withBuilds.filter((w) => w.category.name === 'SMG');
    await expect(cards(page)).toHaveCount(smgs.length);

    const target = smgs[0];
    const word = target.name.split(' ')[0];
    await page.getByRole('searchbox', { name: 'Search' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    await expect(cards(page).first()).toContainText(target.name);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByLabel('Category').selectOption('');
    await expect(cards(page)).toHaveCount(withBuilds.length);
    await page.getByLabel('Sort by').selectOption('ttk');
    await expect(page).toHaveURL(/[?&]sort=ttk/);
    await expect.poll(() => cardNames(page)).not.toEqual(byName);

    await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz-no-such-weapon');
    await expect(page.getByText('No weapons found')).toBeVisible();

    // The state lives in the URL: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzzz-no-such-weapon');
    await expect(page.getByLabel('Sort by')).toHaveValue('ttk');
  });

  test('a Popular Categories tile sets the filter', async ({ page }) => {
    await page.goto('/wiki/weapons');
    await page.getByRole('button', { name: /^SMG/ }).click();
    await expect(page).toHaveURL(/[?&]category=smg/);
    await expect(page.getByLabel('Category')).toHaveValue('smg');
  });

  test('clicking a card records a view and opens the detail page', async ({ page, request }) => {
    const first = (await weapons(request))
      .filter((w) => w.builds.length > 0)
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))[0];
    const viewsOf = async () => (await weapons(request)).find((w) => w.id === first.id)!.views;
    const before = await viewsOf();
    await page.goto('/wiki/weapons');
    const counted = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/weapons/${first.id}/weaponView`),
    );
    await cards(page).first().getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(`/wiki/weapons/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(first.name));
    // The answer carries the count as the server knows it now; the cached lists catch up later.
    expect((await (await counted).json()).data.views).toBe(before + 1);
    // Back on the index the cached count is already bumped.
    await page.goBack();
    await expect(cards(page).first().getByTestId('weapon-views')).toContainText(String(before + 1));
  });
});

test.describe('weapon detail', () => {
  test('tabs, build selection and Copy Build work and survive a reload', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const listed = (await weapons(request)).find((w) => w.builds.length >= 2)!;
    const weapon = await weaponDetail(request, listed.slug);
    const [firstBuild, second] = weapon.builds;
    await page.goto(`/wiki/weapons/${weapon.slug}`);
    await expect(page.getByRole('tab', { name: 'Builds', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const detail = page.getByTestId('build-detail');
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(firstBuild.name);

    await page.getByRole('button', { name: new RegExp(second.name) }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]build=${second.id}`));
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(second.name);

    await detail.getByRole('button', { name: 'Copy Build' }).first().click();
    await expect(page.getByText('Build code copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(second.build_code);

    await page.reload();
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(second.name);

    await page.getByRole('tab', { name: 'Detailed Stats' }).click();
    await expect(page).toHaveURL(/[?&]tab=stats/);
    await expect(page.getByRole('heading', { name: 'Pros' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Detailed Stats' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'Guides & Tips' }).click();
    await expect(page).toHaveURL(/[?&]tab=guides/);
    // Players' guides of this weapon, or an invitation to write the first (guides-review.spec.ts
    // follows the link through writing and review).
    await expect(page.getByRole('link', { name: 'Write a guide' }).first()).toHaveAttribute(
      'href',
      /\/my\/guides\/new\?subject=weapon(%3A|:)\d+&category=weapons/,
    );
  });

  test('the stats tab names each group of figures by its source and date, and labels ours', async ({
    page,
    request,
  }) => {
    const weapon = await weaponDetail(request, 'm16a4');
    await page.goto('/wiki/weapons/m16a4?tab=stats');
    const provenance = (group: string) => page.getByTestId(`facts-${group}`).getByTestId('facts-provenance');
    await expect(provenance('fire')).toContainText('Source: WaterBag TTK data');
    await expect(provenance('fire')).toHaveAttribute('title', weapon.stats_source!);
    await expect(provenance('base')).toContainText('Source: DeltaForceAgent game data');
    await expect(provenance('base')).toHaveAttribute('title', weapon.base_stats_source!);
    await expect(provenance('estimates')).toContainText('DF Wiki estimates, no source yet');
    // The magazine the older official copy gives, beside the newer one shown.
    const older = weapon.older_figures.find((f) => f.stat === 'capacity')!;
    await expect(page.getByTestId('other-sources')).toContainText(
      `Magazine ${older.value}: official item API copy`,
    );
    await expect(page.getByTestId('editors-take')).toHaveCount(2); // header; overview, pros and cons
    await expect(page.getByTestId('editors-take').first()).toContainText("Editors' take");
    // TTK per armour level from the engine: none and 1–6, each with its best round.
    const levels = page.getByTestId('ttk-level-row');
    await expect(levels).toHaveCount(7);
    await expect(levels.first()).toContainText('No armour');
    await expect(levels.last().locator('a[href^="/wiki/ammo/"]')).toHaveCount(1);
    await page.goto('/wiki/weapons/m870?tab=stats');
    await expect(page.getByTestId('ttk-levels-not-modelled')).toHaveText('Not modelled yet');

    await page.goto('/wiki/weapons');
    await expect(page.getByTestId('cards-opinion')).toContainText("Each tier is the weapon's TTK rating");
  });

  test('a weapon can be opened by its numeric id', async ({ page, request }) => {
    const weapon = (await weapons(request)).find((w) => w.builds.length > 0)!;
    await page.goto(`/wiki/weapons/${weapon.id}`);
    await expect(page.getByRole('heading', { level: 1, name: weapon.name })).toBeVisible();
  });

  test('the not-found (404) and no-builds states render with a back button', async ({ page, request }) => {
    const res = await page.goto('/wiki/weapons/no-such-weapon-here');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Weapon Not Found')).toBeVisible();
    await expect(page.getByText("We couldn't find the weapon you're looking for.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to builds' })).toBeVisible();

    const noBuilds = (await weapons(request)).find((w) => w.builds.length === 0)!;
    expect((await page.goto(`/wiki/weapons/${noBuilds.slug}`))?.status()).toBe(200);
    await expect(page.getByText('No Builds Available')).toBeVisible();
    await page.getByRole('link', { name: 'Back to builds' }).last().click();
    await expect(page).toHaveURL('/wiki/weapons');
  });
});
