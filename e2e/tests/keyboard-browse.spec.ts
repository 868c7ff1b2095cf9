// The reader's flows by keyboard only: after the first page.goto nothing is clicked or filled, and
// after every key that may move focus, focus is on an element and shows its ring (keyboard.ts).
import { expect, test, type Page } from './fixtures';
import { expectVisibleFocus, press, tabTo, type } from './keyboard';

// The cookie banner is decided up front: it is not the flow under test.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
});

const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });
const searchBox = (page: Page) => page.getByRole('combobox', { name: /Search weapons/ });

test.describe('by keyboard only', () => {
  test('search: Ctrl+K or the search button, a query, arrow down, Enter', async ({ page }) => {
    await page.goto('/wiki/start');
    await page.waitForLoadState('networkidle'); // the shortcut is listened for once the page's code runs

    // By the search button: Tab reaches it, Enter opens, Escape gives focus back to it.
    const button = visible(page, 'search-button');
    await tabTo(page, button);
    await press(page, 'Enter');
    await expect(searchBox(page)).toBeFocused();
    await expectVisibleFocus(page, 'opening the palette');
    await press(page, 'Escape');
    await expect(searchBox(page)).toBeHidden();
    await expect(button).toBeFocused();

    // By the shortcut: a query, the second result by arrow, Enter opens it.
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await expectVisibleFocus(page, 'Ctrl+K');
    await type(page, 'gator frenzy');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toContainText('Gator Frenzy');
    await press(page, 'ArrowDown');
    await press(page, 'ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wiki\/events\/gator-frenzy/);
    await expect(page.locator('body')).not.toBeFocused();
  });

  test('filters: the weapons category and the keycards map tab and name box', async ({ page }) => {
    test.slow(); // three pages, each walked by Tab
    await page.goto('/wiki/weapons');
    const cards = page.getByTestId('weapon-cards').getByRole('listitem');
    const all = await cards.count();
    const category = page.getByLabel('Category', { exact: true });
    await tabTo(page, category);
    await press(page, 'ArrowDown');
    await expect(page).toHaveURL(/[?&]category=[\w-]+/);
    await expect.poll(() => cards.count()).toBeLessThan(all);

    await page.goto('/wiki/cards');
    const rows = visible(page, 'keycard-row');
    const zeroDam = await rows.first().textContent();
    await tabTo(page, page.getByRole('tab', { name: 'Zero Dam' }));
    await press(page, 'ArrowRight');
    await expect(page).toHaveURL(/[?&]map=(?!zero-dam)[\w-]+/);
    await expect.poll(() => rows.first().textContent()).not.toBe(zeroDam);

    const map = new URL(page.url()).searchParams.get('map');
    await page.goto(`/wiki/cards?map=${map}`);
    const before = await rows.count();
    await tabTo(page, page.getByPlaceholder('Filter by name…'));
    const word = (await rows.first().locator('p').first().textContent())!.trim().split(' ')[0]!;
    await type(page, word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    await expect.poll(() => rows.count()).toBeLessThanOrEqual(before);
    // The address changes first; the rows follow once the page has rendered the filter.
    await expect
      .poll(async () =>
        (await rows.allTextContents()).every((t) => t.toLowerCase().includes(word.toLowerCase())),
      )
      .toBe(true);
  });

  for (const screen of [
    { name: 'desktop', size: { width: 1280, height: 720 } },
    { name: 'phone', size: { width: 390, height: 844 } },
  ])
    test(`dialogs: keycard details opens with Enter, traps Tab, Escape returns focus (${screen.name})`, async ({
      page,
    }) => {
      await page.setViewportSize(screen.size);
      await page.goto('/wiki/cards');
      const opener = visible(page, 'keycard-row')
        .first()
        .getByRole('button', { name: /Details/ });
      await tabTo(page, opener);
      await press(page, 'Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
      await expect.poll(inside).toBe(true);
      const stops = await dialog.locator('a[href], button:not([disabled]), [tabindex="0"]').count();
      for (let i = 0; i <= stops; i++) {
        await press(page, 'Tab');
        expect(await inside(), `Tab ${i + 1} left the dialog`).toBe(true);
      }
      for (let i = 0; i <= stops; i++) {
        await press(page, 'Shift+Tab');
        expect(await inside(), `Shift+Tab ${i + 1} left the dialog`).toBe(true);
      }
      await press(page, 'Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

  test('copy a build: the copy button is reached and pressed', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const weapons = (await (await request.get('/api/v1/weapons')).json()).data.weapons as {
      slug: string;
      builds: unknown[];
    }[];
    const weapon = weapons.find((w) => w.builds.length > 0)!;
    await page.goto(`/wiki/weapons/${weapon.slug}`);
    const copy = page.getByTestId('build-detail').getByRole('button', { name: 'Copy Build' }).first();
    await tabTo(page, copy);
    await press(page, 'Enter');
    await expect(page.getByText('Build code copied to clipboard!')).toBeVisible();
    await expect(copy).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^6[0-9A-Z]{20}$/);
  });

  test('the calculator: weapon, round and armour changed by arrow keys change the result', async ({
    page,
  }) => {
    await page.goto('/wiki/ttk-calculator');
    const first = page.getByTestId('calc-first-result');
    await expect(first).toBeVisible();
    // The headline and the hit table under it: armour may change one and not the other.
    const result = page.locator('main');
    for (const label of ['Body armour', 'Weapon', 'Round']) {
      const before = await result.innerText();
      const url = page.url();
      await tabTo(page, page.getByRole('combobox', { name: label, exact: true }).first());
      // Two neighbouring rounds may kill alike: step on until the result moves.
      for (let step = 0; step < 4 && (await result.innerText()) === before; step++) {
        await press(page, 'ArrowDown');
        await expect(page, label).not.toHaveURL(url);
        await page.waitForTimeout(300);
      }
      await expect.poll(() => result.innerText(), label).not.toBe(before);
    }
  });
});
