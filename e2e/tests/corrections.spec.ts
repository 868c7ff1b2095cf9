// Corrections end to end: a player suggests a new value for a weapon's stat from its page; it waits
// on My corrections and the page keeps the old value until an editor accepts it in the admin queue,
// then the page shows the new one. A second correction (a keycard's area) is rejected with a
// reason, which the player reads. Then axe on My corrections, the queue and the dialog in every theme.
import { THEMES } from '@dfwiki/shared/site';
import { adminPage, apiRegister, newAccount } from './accounts';
import { axeScopeFor, expectAxeClean, viewportsFor } from './axe';
import { expect, newPage, test, type Page } from './fixtures';

/** The weapon's Stats tab: its figures, beside whose heading a correction is suggested. */
const WEAPON = '/wiki/weapons/m4a1?tab=stats';

/** The Damage figure as the weapon page shows it. */
const damageShown = (page: Page) =>
  page
    .getByTestId('facts-fire')
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: /^Damage$/ }) })
    .locator('dd');

async function weaponNow(page: Page): Promise<{ id: number; damage: number }> {
  const res = await page.request.get('/api/v1/weapons/m4a1');
  expect(res.ok()).toBe(true);
  return (await res.json()).data.weapon;
}

/** A new player, registered and signed in through the API in a context of its own. */
async function newPlayer(browser: Parameters<typeof newPage>[0], baseURL: string) {
  const account = newAccount('Player');
  const page = await newPage(browser);
  await apiRegister(page.request, baseURL, account);
  return { page, account };
}

test('a player corrects a weapon stat (accepted) and a keycard area (rejected)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { page: player, account } = await newPlayer(browser, baseURL!);
  const reader = await newPage(browser);
  const before = await weaponNow(player);
  const proposed = Math.round(before.damage) + 7;
  const area = `Basement stairs ${account.run}`;

  await test.step('the player suggests a new damage from the weapon page', async () => {
    await player.goto(WEAPON);
    await player.getByRole('button', { name: /^Suggest a correction/ }).click();
    const dialog = player.getByRole('dialog', { name: 'Suggest a correction' });
    await dialog.getByLabel('What is wrong').selectOption({ label: 'Damage' });
    await expect(dialog.getByTestId('correction-today')).toHaveText(String(before.damage));
    await dialog.getByLabel('Correct value').fill(String(proposed));
    // A source that is not http(s) is caught before anything is sent.
    await dialog.getByLabel('Source link').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Enter a link that starts with http:// or https://.')).toBeVisible();
    await dialog.getByLabel('Source link').fill('https://example.org/patch-notes');
    await dialog.getByLabel('Note').fill('Patch notes, balance section.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Thanks — an editor will check it; follow it on')).toBeVisible();
    await dialog.getByRole('link', { name: 'My corrections' }).click();
    await expect(player).toHaveURL('/my/corrections');
    const mine = player.getByTestId('my-correction').filter({ hasText: String(proposed) });
    await expect(mine.getByTestId('correction-status')).toHaveText('Waiting for review');
    await expect(mine.getByRole('link', { name: /M4A1/ })).toBeVisible();
  });

  await test.step('the weapon page still shows the old value', async () => {
    await reader.goto(WEAPON);
    await expect(damageShown(reader)).toHaveText(String(before.damage));
  });

  await test.step('an editor accepts it in the queue', async () => {
    const admin = await adminPage(browser);
    await admin.getByRole('link', { name: 'Corrections' }).click();
    await expect(admin).toHaveURL('/admin/dashboard/corrections');
    const card = admin.getByTestId('correction-review').filter({ hasText: account.nickname });
    await expect(card.getByTestId('correction-proposed')).toHaveText(String(proposed));
    await expect(card.getByTestId('correction-source')).toHaveAttribute('rel', /nofollow ugc noopener/);
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(admin.getByText('Correction accepted: the page shows the new value.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await admin.context().close();
  });

  await test.step('the weapon page shows the new value, and the player sees "accepted"', async () => {
    await reader.reload();
    await expect(damageShown(reader)).toHaveText(String(proposed));
    await player.reload();
    const mine = player.getByTestId('my-correction').filter({ hasText: String(proposed) });
    await expect(mine.getByTestId('correction-status')).toHaveText('Accepted');
  });

  await test.step("the player suggests a keycard's area from its details", async () => {
    await player.goto('/wiki/cards');
    await player
      .getByRole('button', { name: /^Details/ })
      .first()
      .click();
    await player
      .getByRole('dialog')
      .getByRole('button', { name: /^Suggest a correction/ })
      .click();
    const dialog = player.getByRole('dialog', { name: 'Suggest a correction' });
    await dialog.getByLabel('What is wrong').selectOption({ label: 'Area' });
    await dialog.getByLabel('Correct value').fill(area);
    await dialog.getByLabel('Source link').fill('https://example.org/maps/zero-dam');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByTestId('correction-sent')).toBeVisible();
  });

  await test.step('an editor rejects it, only with a reason', async () => {
    const admin = await adminPage(browser);
    await admin.goto('/admin/dashboard/corrections');
    const card = admin.getByTestId('correction-review').filter({ hasText: area });
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject this correction' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Write why the correction is rejected.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('The source is about another map.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByText('Correction rejected.')).toBeVisible();
    await admin.getByRole('tab', { name: 'Rejected' }).click();
    await expect(admin.getByTestId('correction-review').filter({ hasText: area })).toBeVisible();
    await admin.context().close();
  });

  await test.step('the player reads the reason', async () => {
    await player.goto('/my/corrections');
    const mine = player.getByTestId('my-correction').filter({ hasText: area });
    await expect(mine.getByTestId('correction-status')).toHaveText('Rejected');
    await expect(mine.getByTestId('decision-note')).toHaveText('The source is about another map.');
  });
});

test('My corrections, the queue and the dialog pass axe in every theme', async ({ browser, baseURL }) => {
  test.setTimeout(420_000);
  const { page: player } = await newPlayer(browser, baseURL!);
  const weapon = await weaponNow(player);
  const sent = await player.request.post('/api/v1/corrections', {
    data: {
      entity: 'weapon',
      id: weapon.id,
      field: 'fire_rate',
      value: 777,
      source_url: 'https://example.org/notes',
      note: 'For the accessibility check.',
    },
    headers: { origin: baseURL! },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const admin = await adminPage(browser);
  // The theme is kept in the site's storage: each page opens the site before setting it.
  await player.goto('/my/corrections');
  for (const theme of THEMES) {
    for (const page of [player, admin])
      await page.evaluate((t) => localStorage.setItem('app-theme', t), theme);
    for (const size of viewportsFor(theme)) {
      await player.setViewportSize(size);
      await player.goto('/my/corrections');
      await expect(player.getByTestId('my-correction').first()).toBeVisible();
      await expectAxeClean(player, `${theme} /my/corrections ${size.width}`, axeScopeFor(theme));

      await player.goto(WEAPON);
      await player.getByRole('button', { name: /^Suggest a correction/ }).click();
      const dialog = player.getByRole('dialog', { name: 'Suggest a correction' });
      await dialog.getByLabel('What is wrong').selectOption({ label: 'Damage' });
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByText('Add a link to your source.')).toBeVisible();
      await expectAxeClean(player, `${theme} correction dialog ${size.width}`, axeScopeFor(theme));

      await admin.setViewportSize(size);
      await admin.goto('/admin/dashboard/corrections');
      await expect(admin.getByTestId('correction-review').first()).toBeVisible();
      await expectAxeClean(admin, `${theme} /admin/dashboard/corrections ${size.width}`, axeScopeFor(theme));
    }
  }
});
