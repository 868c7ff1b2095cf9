// Edit history (Admin → any edit screen → History): an editor changes a weapon's overview, sees the
// change word by word in the History tab, restores the version before it, and the public weapon
// page shows the old text again. A save made over someone else's newer save is refused with a
// notice that keeps what was typed. The tab passes axe in every theme and works by keyboard.
import type { Weapon, WeaponListItem } from '@dfwiki/shared';
import { THEMES } from '@dfwiki/shared/site';
import { logIn, newEditor } from './accounts';
import { axeScopeFor, expectAxeClean } from './axe';
import { expect, newPage, test, type APIRequestContext, type Browser, type Page } from './fixtures';

/** A seeded weapon with an overview long enough for a word diff, away from the other specs' picks. */
async function weaponWithOverview(request: APIRequestContext): Promise<Weapon> {
  const list = (await (await request.get('/api/v1/weapons')).json()).data.weapons as WeaponListItem[];
  for (const { slug } of list.reverse()) {
    if (slug === 'm16a4' || slug === 'm870') continue;
    const weapon = (await (await request.get(`/api/v1/weapons/${slug}`)).json()).data.weapon as Weapon;
    if (weapon.overview.length > 60) return weapon;
  }
  throw new Error('no seeded weapon has an overview');
}

/** A new editor, signed in on a page of its own. */
async function signedInEditor(browser: Browser) {
  const account = await newEditor(browser);
  const page = await newPage(browser);
  await logIn(page, account);
  await expect(page).toHaveURL('/admin/dashboard/quick');
  return { account, page };
}

/** Each revision's row button, newest first. */
const revisionButtons = (page: Page) => page.getByTestId('revisions').locator('button[aria-expanded]');

async function openHistory(page: Page) {
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('revisions')).toContainText('Current version');
}

test('an editor sees a change in History, restores the version before it, and the public page follows', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const started = Date.now();
  const weapon = await weaponWithOverview(request);
  const added = `Checked in run ${Date.now().toString(36)}.`;
  const { account, page } = await signedInEditor(browser);
  const editPath = `/admin/dashboard/weapons/edit/${weapon.id}`;

  await test.step('the editor adds a sentence to the overview and saves', async () => {
    await page.goto(editPath);
    await page.getByLabel('Overview').fill(`${weapon.overview} ${added}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`${weapon.name} saved.`)).toBeVisible();
  });

  await test.step('History shows the edit, by the editor, with the added words marked', async () => {
    await page.goto(editPath);
    await openHistory(page);
    const edit = revisionButtons(page).first();
    await expect(edit).toContainText('Edited');
    await expect(edit).toContainText(account.nickname);
    await edit.click();
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('ins')).toHaveText(`added: ${added}`);
    await expectAxeClean(page, 'history tab with a diff open');
  });

  await test.step('restoring the version before it asks first, then puts the old text back', async () => {
    // The revision just before the edit: the second row of the newest-first list.
    await revisionButtons(page).nth(1).click();
    await page.getByRole('button', { name: 'Restore this version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Restore this version' }).click();
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await expect(page.getByText('Version restored.')).toBeVisible();
    await expect(revisionButtons(page).first()).toContainText('Restored');
    await page.getByRole('tab', { name: 'Edit' }).click();
    await expect(page.getByLabel('Overview')).toHaveValue(weapon.overview);
  });

  await test.step('the public weapon page shows the old overview again, last edited by the restore', async () => {
    const reader = await newPage(browser);
    await reader.goto(`/wiki/weapons/${weapon.slug}?tab=stats`);
    await expect(reader.getByText(weapon.overview)).toBeVisible();
    await expect(reader.getByText(added)).toHaveCount(0);
    const read = (await (await request.get(`/api/v1/weapons/${weapon.slug}`)).json()).data.weapon;
    expect(Date.parse(read.last_edited_at)).toBeGreaterThanOrEqual(started - 1000);
    // The header's date comes first on the page, before any build's.
    await expect(reader.getByTestId('last-edited').first().locator('time')).toHaveAttribute(
      'datetime',
      read.last_edited_at,
    );
  });
});

test('a save over a newer one is refused, keeps the typed text, and Reload shows the other change', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const weapon = await weaponWithOverview(request);
  const { page: first } = await signedInEditor(browser);
  const second = await first.context().newPage();
  const editPath = `/admin/dashboard/weapons/edit/${weapon.id}`;
  await first.goto(editPath);
  await second.goto(editPath);
  await expect(second.getByLabel('Notes')).toBeVisible();

  const theirs = `Their note ${Date.now().toString(36)}`;
  await second.getByLabel('Notes').fill(theirs);
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(second.getByText(`${weapon.name} saved.`)).toBeVisible();

  const mine = `My note ${Date.now().toString(36)}`;
  await first.getByLabel('Notes').fill(mine);
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = first.getByRole('alert').filter({ has: first.getByRole('button', { name: 'Reload' }) });
  await expect(notice).toContainText('Someone else saved this after you opened it.');
  await expect(first.getByLabel('Notes')).toHaveValue(mine);
  await expect(first).toHaveURL(editPath);

  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(first.getByLabel('Notes')).toHaveValue(theirs);
  await expect(notice).toBeHidden();
  // Put the seeded note back for the other specs.
  await first.getByLabel('Notes').fill(weapon.notes);
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.getByText(`${weapon.name} saved.`)).toBeVisible();
});

test('the History tab passes axe in every theme and works by keyboard', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const weapon = await weaponWithOverview(request);
  const { page } = await signedInEditor(browser);
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('app-theme', value), theme);
    await page.goto(`/admin/dashboard/weapons/edit/${weapon.id}`);
    // Keyboard: the Edit tab, then the arrow key to History, then Enter on the newest revision.
    await page.getByRole('tab', { name: 'Edit' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    const newest = revisionButtons(page).first();
    await newest.focus();
    await page.keyboard.press('Enter');
    await expect(newest).toHaveAttribute('aria-expanded', 'true');
    await expectAxeClean(page, `history tab, ${theme}`, axeScopeFor(theme));
  }
});
