// An editor's flows by keyboard only: sign in, a price update in the Mass Card Updater, a
// submission review. The accounts and the waiting submission are made through the API; after the
// first page.goto nothing is clicked or filled, and focus is checked after every key (keyboard.ts).
import { ADMIN, LOGIN_PATH, apiRegister, apiSignIn, newAccount } from './accounts';
import { expect, test } from './fixtures';
import { press, tabTo, type } from './keyboard';

interface ApiKeycard {
  name: string;
  card_value: number;
  map: { name: string };
}

test('an editor signs in, updates a price and approves a submission by keyboard', async ({
  page,
  context,
  playwright,
  baseURL,
  request,
}) => {
  test.slow();
  const origin = { origin: baseURL! };
  const editor = newAccount('Editor');
  const player = newAccount('Player');
  const buildName = `Keyboard ${player.run}`;

  await test.step('setup: an editor, and a player with a build waiting for review', async () => {
    const editorApi = await playwright.request.newContext({ baseURL });
    const editorId = await apiRegister(editorApi, baseURL!, editor);
    const admin = await playwright.request.newContext({ baseURL });
    await apiSignIn(admin, baseURL!, ADMIN);
    const promoted = await admin.patch(`/api/v1/users/${editorId}`, {
      data: { role: 'editor' },
      headers: origin,
    });
    expect(promoted.status(), await promoted.text()).toBe(200);

    const playerApi = await playwright.request.newContext({ baseURL });
    await apiRegister(playerApi, baseURL!, player);
    const weapon = (await (await playerApi.get('/api/v1/weapons/m4a1')).json()).data.weapon as { id: number };
    const code = `6${`7${player.run.toUpperCase()}`.padEnd(20, '0').slice(0, 20)}`;
    const sent = await playerApi.post('/api/v1/build-submissions', {
      data: { weapon_id: weapon.id, name: buildName, build_code: code },
      headers: origin,
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await Promise.all([editorApi.dispose(), admin.dispose(), playerApi.dispose()]);
  });

  await test.step('the sign-in form, by keyboard', async () => {
    await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
    await page.goto(LOGIN_PATH);
    await tabTo(page, page.getByLabel('Email'));
    await type(page, editor.email);
    await press(page, 'Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await type(page, editor.password);
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/admin\/dashboard/);
  });

  await test.step('a price update in the Mass Card Updater', async () => {
    await tabTo(page, page.getByRole('link', { name: 'Mass Card Updater' }).first());
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/admin\/dashboard\/cardsupdater/);
    const map = page.getByLabel('Map');
    await expect(map).toHaveValue(/\d+/);
    const mapName = await map.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]!.text);
    const cards = (await (await request.get('/api/v1/keycards?limit=200')).json()).data
      .keycards as ApiKeycard[];
    const card = cards.find((k) => k.map.name === mapName)!;
    const price = card.card_value + 777;

    await tabTo(page, page.getByLabel('Price data'));
    await type(page, `${card.name}: ${price}`);
    await tabTo(page, page.getByRole('button', { name: 'Process Price Data' }));
    await press(page, 'Enter');
    await expect(page.getByText('Found 1 items')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Update Prices' }));
    await press(page, 'Enter');
    await expect(page.getByText('Updated 1 items successfully, 0 failed')).toBeVisible();
    await expect(page.locator('body')).not.toBeFocused();
    await press(page, 'Tab');
  });

  await test.step('a submission review: approve', async () => {
    const entry = page.getByRole('link', { name: /Submissions \(\d+ waiting\)/ }).first();
    await tabTo(page, entry, { back: true });
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/admin\/dashboard\/submissions/);
    const card = page.getByTestId('review-card').filter({ hasText: buildName });
    await tabTo(page, card.getByRole('button', { name: 'Approve' }));
    await press(page, 'Enter');
    await expect(page.getByText('Build approved and published.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.locator('body')).not.toBeFocused();
    await press(page, 'Tab');
  });
});
