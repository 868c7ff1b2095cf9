// The wiki's history in the admin area: an editor deletes a weapon, finds it in the Trash and
// restores it (by keyboard), and it is back on its public page; the admin sees both in the Audit
// log and filters it; an editor is kept out of the Audit log. Both screens pass axe in every theme.
import { THEMES } from '@dfwiki/shared/site';
import { adminPage, logIn, newAccount, newEditor } from './accounts';
import { axeScopeFor, expectAxeClean } from './axe';
import { expect, newPage, test, type Page } from './fixtures';

/** A weapon of this run, made through the API by the signed-in page's account. */
async function createWeapon(page: Page, baseURL: string, name: string) {
  const res = await page.request.post('/api/v1/weapons', {
    data: { name, category_id: 1 },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.weapon as { id: number; slug: string };
}

test('a deleted weapon is restored from the Trash and both steps show in the Audit log', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const name = `Trash Rifle ${newAccount('Run').run}`;
  const account = await newEditor(browser);
  const editor = await newPage(browser);
  const reader = await newPage(browser);
  await logIn(editor, account);
  await expect(editor).toHaveURL('/admin/dashboard/quick');
  const weapon = await createWeapon(editor, baseURL!, name);
  const publicPage = `/wiki/weapons/${weapon.slug}`;

  await test.step('the editor deletes the weapon; its public page is gone', async () => {
    await reader.goto(publicPage);
    await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible();
    await editor.getByRole('link', { name: 'Weapons', exact: true }).click();
    await editor.getByLabel('Search weapons').fill(name);
    await editor.getByRole('button', { name: `Delete ${name}` }).click();
    await editor.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(editor.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
    await reader.goto(publicPage);
    await expect(reader.getByText('Weapon Not Found')).toBeVisible();
  });

  await test.step('the editor restores it from the Trash by keyboard; the row leaves', async () => {
    await editor.getByRole('link', { name: 'Trash', exact: true }).click();
    await expect(editor.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
    const row = editor.getByTestId(`trash-weapon-${weapon.id}`);
    await expect(row).toContainText(name);
    await expect(row).toContainText(account.nickname);
    await row.getByRole('button', { name: `Restore ${name}` }).focus();
    await editor.keyboard.press('Enter');
    const dialog = editor.getByRole('dialog', { name: 'Restore from the trash?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await editor.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Restore' })).toBeFocused();
    await editor.keyboard.press('Enter');
    await expect(editor.getByText(`“${name}” restored.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  await test.step('the weapon is back on its public page, with its last edit dated', async () => {
    await reader.goto(publicPage);
    await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(reader.getByTestId('last-edited')).toContainText('Last edited');
  });

  await test.step('an editor has no Audit log: not in the menu, refused on the page and by the API', async () => {
    await expect(editor.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await editor.goto('/admin/dashboard/audit');
    await expect(editor.getByText('You do not have permission to access this page.')).toBeVisible();
    expect((await editor.request.get('/api/v1/audit')).status()).toBe(403);
  });

  await test.step('the admin sees the delete and the restore, and filters by action and by who', async () => {
    const admin = await adminPage(browser);
    await admin.getByRole('link', { name: 'Audit log' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const ofWeapon = admin.getByTestId('audit-entry').filter({ hasText: `weapon:${weapon.id}` });
    await expect(ofWeapon).toHaveCount(2);
    await expect(ofWeapon.nth(0)).toContainText('Weapon restored');
    await expect(ofWeapon.nth(1)).toContainText('Weapon deleted');
    await expect(ofWeapon.nth(1)).toContainText(account.nickname);

    await admin.getByLabel('Who did it').selectOption({ label: account.nickname });
    await admin.getByLabel('Action').selectOption({ label: 'Weapon deleted' });
    await expect(admin).toHaveURL(/actor=\d+&action=weapon\.delete/);
    await expect(admin.getByTestId('audit-entry')).toHaveCount(1);
    await expect(ofWeapon).toContainText('Weapon deleted');
    await admin.getByLabel('Action').selectOption({ label: 'Account disabled' });
    await expect(admin.getByText('No entries match these filters.')).toBeVisible();
    await admin.getByRole('button', { name: 'Clear filters' }).click();
    await expect(admin).toHaveURL('/admin/dashboard/audit');
    await expect(ofWeapon).toHaveCount(2);
    await admin.context().close();
  });
});

test('the Trash and Audit screens pass axe in every theme, on a phone and a desktop', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser);
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('app-theme', value), theme);
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      for (const screen of ['/admin/dashboard/trash', '/admin/dashboard/audit']) {
        await page.goto(screen);
        await expect(page.locator('main h1')).toBeVisible();
        // Loaded: the list or its empty note, no spinner (axe checks what is there).
        await expect(page.locator('main [role="status"]')).toHaveCount(0);
        await expectAxeClean(page, `${theme} ${size.width} ${screen}`, axeScopeFor(theme));
      }
    }
  }
});
