import { expect, test } from './fixtures';

test.describe('search palette', () => {
  test('is not part of the first use; Ctrl+K loads it and its index, and keeps what is typed at once', async ({
    page,
    request,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const html = await (await request.get('/wiki/terms')).text();
    expect(html).not.toContain('search-palette');
    // The app has taken over (the fixture's first sign of use) and is idle: no palette, no lists.
    await page.goto('/wiki/terms');
    await page.waitForLoadState('networkidle');
    const searchParts = ['search-palette', 'use-site-search', '/api/v1/weapons', '/api/v1/keycards'];
    expect(searchParts.filter((p) => requested.some((u) => u.includes(p)))).toEqual([]);

    // The palette's code is slow to come: what is typed meanwhile is kept, focus too.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/search-palette-.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('m4a1');
    release();
    const input = page.getByRole('combobox', { name: /Search weapons/ });
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('m4a1');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(/M4A1/i);
    await expect(
      page.getByRole('listbox').getByRole('option', { name: /M4A1 Assault Rifle.*Item/ }),
    ).toBeVisible();
    expect(searchParts.filter((p) => requested.some((u) => u.includes(p)))).toEqual(searchParts);
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
  });

  test('hovering the search button loads the palette and its index', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/wiki/terms');
    await page.waitForLoadState('networkidle');
    await page.getByTestId('search-button').filter({ visible: true }).hover();
    await expect
      .poll(() =>
        ['search-palette', '/api/v1/weapons', '/api/v1/keycards'].map((p) =>
          requested.some((u) => u.includes(p)),
        ),
      )
      .toEqual([true, true, true]);
  });

  test('finds a keycard by a misspelled name and opens its map tab', async ({ page, request }) => {
    const cards = (await (await request.get('/api/v1/keycards')).json()).data.keycards as {
      name: string;
      map: { name: string };
    }[];
    const card = cards.find(
      (c) => c.map.name === 'Layali Grove' && c.name.split(' ').some((w) => w.length >= 6),
    )!;
    // Drop one letter from the longest word: a typo the palette must forgive.
    const words = card.name.split(' ');
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    const typo = card.name.replace(longest, longest.slice(0, 2) + longest.slice(3));

    await page.goto('/wiki/start');

    await page.waitForLoadState('networkidle'); // the page's code is running
    await expect(page.getByTestId('search-button').filter({ visible: true })).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: /Search weapons/ });
    await input.fill(typo);
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect(first).toContainText(card.name);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wiki\/cards\?map=layali-grove&q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(card.name);
    await expect(page.getByRole('tab', { name: 'Layali Grove' })).toHaveAttribute('aria-selected', 'true');
  });

  test('is keyboard driven and opens a build on its weapon page', async ({ page, request }) => {
    const weapons = (await (await request.get('/api/v1/weapons')).json()).data.weapons as {
      slug: string;
      builds: { id: number; name: string }[];
    }[];
    const weapon = weapons.find((w) => w.builds.length > 0)!;
    const build = weapon.builds[0];
    await page.goto('/wiki/events');
    await page.waitForLoadState('networkidle'); // the page's code is running
    await expect(page.getByTestId('search-button').filter({ visible: true })).toBeVisible();
    await page.keyboard.press('/');
    const input = page.getByRole('combobox', { name: /Search weapons/ });
    await expect(input).toBeFocused();
    await input.fill(build.name);
    const option = page
      .getByRole('listbox')
      .getByRole('option')
      .filter({ hasText: build.name })
      .filter({ hasText: 'Build' })
      .first();
    await expect(option).toBeVisible();
    const options = page.getByRole('listbox').getByRole('option');
    const index = (await options.allTextContents()).findIndex(
      (t) => t.includes(build.name) && t.endsWith('Build'),
    );
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/wiki/weapons/${weapon.slug}?tab=builds&build=${build.id}`);
    await expect(page.getByTestId('build-detail').getByRole('heading', { level: 2 })).toHaveText(build.name);
  });

  test('the navigation button opens it too', async ({ page }) => {
    await page.goto('/wiki/weapons');
    await page.waitForLoadState('networkidle'); // the page's code is running
    await page.getByTestId('search-button').filter({ visible: true }).click();
    await page.getByRole('combobox', { name: /Search weapons/ }).fill('gator frenzy');
    await page.getByRole('listbox').getByRole('option').first().click();
    await expect(page).toHaveURL(/\/wiki\/events\/gator-frenzy/);
  });
});
