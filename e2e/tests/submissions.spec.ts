// Community build submissions end to end: a new player registers from the weapon page and submits
// a build; it stays off the public page until the admin (an editor or higher) approves it from the
// review queue; then the weapon page credits the player. A rejected build shows its reason on
// "My submissions".
import { adminPage, newAccount, register, signIn } from './accounts';
import { expect, newPage, test, type Page } from './fixtures';

const WEAPON = '/wiki/weapons/m4a1';

/** A valid build code ("6" + 20 capitals or digits) unique to this run. */
const codeFor = (run: string, n: number) => `6${`${n}${run.toUpperCase()}`.padEnd(20, '0').slice(0, 20)}`;

async function submitBuild(page: Page, name: string, code: string) {
  await page.getByLabel('Build name').fill(name);
  await page.getByLabel('Build code').fill(`M4A1 Assault Rifle-Operations-${code}`);
  await page.getByLabel('Description').fill('<b>Not bold</b> — steady at mid range.');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page).toHaveURL('/my/submissions');
  await expect(page.getByText('Build sent for review. Thank you!')).toBeVisible();
}

test('a player submits a build, an editor approves it, the weapon page credits the player', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const account = newAccount('Player');
  const { run, nickname } = account;
  const approvedName = `Approved ${run}`;
  const rejectedName = `Rejected ${run}`;
  const player = await newPage(browser);
  const reader = await newPage(browser);

  await test.step('from the weapon page, a new player registers, signs in and submits', async () => {
    await player.goto(WEAPON);
    await player.getByRole('link', { name: 'Submit a build' }).first().click();
    await expect(player.getByText('Sign in to submit a build')).toBeVisible();
    await player.getByRole('link', { name: 'Create account' }).click();
    await register(player, account);
    await expect(player.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await signIn(player, account);
    await expect(player).toHaveURL('/my/submissions/new?weapon=m4a1');
    await expect(player.getByLabel('Weapon')).toHaveValue(/\d+/);

    // A malformed code is caught before anything is sent.
    await player.getByLabel('Build name').fill(approvedName);
    await player.getByLabel('Build code').fill('ABC123');
    await player.getByRole('button', { name: 'Send for review' }).click();
    await expect(player.getByText('This does not look like a build code')).toBeVisible();

    await submitBuild(player, approvedName, codeFor(run, 1));
    const card = player.getByTestId('my-submission').filter({ hasText: approvedName });
    await expect(card.getByText('Waiting for review')).toBeVisible();
    await expect(card.getByText(codeFor(run, 1))).toBeVisible();
  });

  await test.step('the build is not on the public weapon page yet', async () => {
    await reader.goto(WEAPON);
    await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reader.getByText(approvedName)).toHaveCount(0);
  });

  await test.step('the admin sees it waiting and approves it from the queue', async () => {
    const admin = await adminPage(browser);
    const entry = admin.getByRole('link', { name: /Submissions \(\d+ waiting\)/ });
    await expect(entry).toBeVisible();
    await entry.click();
    const card = admin.getByTestId('review-card').filter({ hasText: approvedName });
    await expect(card.getByText(`by ${nickname}`)).toBeVisible();
    // Markup in the description is shown as text.
    await expect(card.getByText('<b>Not bold</b> — steady at mid range.')).toBeVisible();
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Build approved and published.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await admin.context().close();
  });

  await test.step('the weapon page shows it, credited to the player', async () => {
    await player.reload();
    const card = player.getByTestId('my-submission').filter({ hasText: approvedName });
    await expect(card.getByText('Approved', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'View on the weapon page' }).click();
    const detail = player.getByTestId('build-detail');
    await expect(detail.getByRole('heading', { name: approvedName })).toBeVisible();
    await expect(detail.getByText(nickname)).toBeVisible();
    await expect(detail.getByText('1 contribution')).toBeVisible();
    await expect(detail.getByTestId('build-submitted')).toContainText('Submitted');
    await reader.reload();
    await expect(reader.getByText(approvedName).first()).toBeVisible();
  });

  await test.step('a rejected build shows its reason on My submissions', async () => {
    await player.goto('/my/submissions/new?weapon=m4a1');
    // An attachment row emptied again is left out of what is sent, not refused.
    await player.getByRole('textbox', { name: 'Add Muzzle' }).fill('Brake');
    await player.getByRole('textbox', { name: 'Add Muzzle' }).press('Enter');
    await player.getByRole('textbox', { name: 'Muzzle name' }).fill('');
    await submitBuild(player, rejectedName, codeFor(run, 2));
    const admin = await adminPage(browser);
    await admin.goto('/admin/dashboard/submissions');
    const card = admin.getByTestId('review-card').filter({ hasText: rejectedName });
    await card.getByRole('button', { name: 'Reject' }).click();
    await expect(card.getByText('Write what should change, or why the build is rejected.')).toBeVisible();
    await card.getByLabel('Note to the player').fill('The same setup as the meta build.');
    await card.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByText('Build rejected.')).toBeVisible();
    await admin.context().close();

    await player.reload();
    const mine = player.getByTestId('my-submission').filter({ hasText: rejectedName });
    await expect(mine.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(mine.getByTestId('review-note')).toHaveText('The same setup as the meta build.');
    await expect(mine.getByRole('link', { name: /Edit/ })).toHaveCount(0);
  });
});
