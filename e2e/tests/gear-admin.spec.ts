// Editors correct rounds and armour (Admin → Rounds & armour): an editor changes a round's price and
// damage factor, and the public round page shows the new figures with today's date at once. The
// admin screens pass axe in every theme.
import type { Round } from '@dfwiki/shared';
import { THEMES } from '@dfwiki/shared/site';
import { logIn, newEditor } from './accounts';
import { axeScopeFor, expectAxeClean } from './axe';
import { expect, newPage, test } from './fixtures';

test('an editor corrects a round; the public round page shows it at once', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const rounds = (await (await request.get('/api/v1/ammo')).json()).data.rounds as Round[];
  const target = rounds.find(
    (r) => r.name && r.caliber && r.price !== null && r.flesh_damage_factor !== null,
  )!;
  const newPrice = target.price! + 111;
  const account = await newEditor(browser);
  const page = await newPage(browser);
  const reader = await newPage(browser);

  await test.step('the public page first shows the stored figures (and caches them)', async () => {
    await reader.goto(`/wiki/ammo/${target.id}`);
    await expect(reader.getByTestId('round-price')).toContainText(target.price!.toLocaleString('en'));
  });

  await test.step('the editor finds the round by calibre and search and saves new figures', async () => {
    await logIn(page, account);
    await expect(page).toHaveURL('/admin/dashboard/quick');
    await page.getByRole('link', { name: 'Rounds & armour' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rounds & armour' })).toBeVisible();
    await page.getByLabel('Calibre').selectOption(target.caliber!);
    await page.getByLabel('Search rounds').fill(target.name!);
    await page.getByRole('link', { name: `Edit ${target.name}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${target.name}` })).toBeVisible();
    await page.getByLabel('Price (Havoc coins)').fill(String(newPrice));
    await page.getByLabel('Damage factor (flesh)').fill('1.37');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${target.name} saved`)).toBeVisible();
    await expect(page).toHaveURL('/admin/dashboard/gear');
  });

  await test.step('the public round page shows the new price, dated today, and factor', async () => {
    await reader.goto(`/wiki/ammo/${target.id}`);
    const today = new Date().toLocaleDateString('en', { year: 'numeric', month: 'short', day: 'numeric' });
    await expect(reader.getByTestId('round-price')).toContainText(newPrice.toLocaleString('en'));
    await expect(reader.getByTestId('round-price')).toContainText(today);
    await expect(reader.getByTestId('round-damage')).toContainText('1.37×');
  });

  await test.step('a bad figure is refused at its field', async () => {
    await page.getByRole('link', { name: `Edit ${target.name}`, exact: true }).click();
    await page.getByLabel('Through armour of its level').fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Through armour of its level')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(`/admin/dashboard/gear/rounds/${target.id}`);
  });
});

test('the rounds and armour screens pass axe in every theme, and work by keyboard', async ({ browser }) => {
  // Twelve axe scans, three with every rule and nine with the colour rules only.
  test.setTimeout(240_000);
  const account = await newEditor(browser);
  const page = await newPage(browser);
  await logIn(page, account);
  await expect(page).toHaveURL('/admin/dashboard/quick');
  const armour = (await (await page.request.get('/api/v1/armor')).json()).data.armor as { id: string }[];
  const screens = [
    '/admin/dashboard/gear',
    '/admin/dashboard/gear/armor',
    `/admin/dashboard/gear/armor/${armour[0]!.id}`,
  ];
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('app-theme', value), theme);
    for (const screen of screens) {
      await page.goto(screen);
      await expect(page.locator('main h1')).toBeVisible();
      await expectAxeClean(page, `${theme} ${screen}`, axeScopeFor(theme));
    }
  }
  // Keyboard: from the armour list, the first Edit link opens its form.
  await page.goto('/admin/dashboard/gear/armor');
  const edit = page.getByRole('link', { name: /^Edit / }).first();
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Chinese name')).toBeVisible();
});
