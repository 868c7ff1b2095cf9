// Players' guides end to end (docs/product.md, "Guides"): a new player writes a guide about a weapon
// from its Guides & Tips tab; it is not public while it waits; an editor asks for changes, the player
// edits, the editor approves; the guide page, the weapon's tab, the category list, recent changes
// and the Atom feed show it; then
// an editor edits it and restores the published version from its public history page.
import { logIn, newAccount, newEditor, register, signIn } from './accounts';
import { expect, newPage, test, type Page } from './fixtures';

const WEAPON = '/wiki/weapons/m4a1';

/** The player's own guide with this title, as the API tells its writer (slug and status). */
async function myGuide(page: Page, title: string) {
  const res = await page.request.get('/api/v1/guides/mine');
  expect(res.status(), await res.text()).toBe(200);
  const { guides } = (await res.json()).data as {
    guides: { id: number; slug: string; title: string; status: string }[];
  };
  const guide = guides.find((g) => g.title === title);
  expect(guide, title).toBeDefined();
  return guide!;
}

/** Opens the editors' guide queue and the guide with this title, ready for a decision. */
async function openInQueue(editor: Page, title: string) {
  await editor.goto('/admin/dashboard/guides');
  const item = editor.getByTestId('guide-review').filter({ hasText: title });
  await item.getByRole('button', { name: 'Read and decide' }).click();
  await expect(item.getByRole('article', { name: title })).toBeVisible();
  return item;
}

test('a guide is written, reviewed, changed, published, edited and restored', async ({ browser }) => {
  test.setTimeout(240_000);
  const account = newAccount('Writer');
  const { run, nickname } = account;
  const title = `Recoil control ${run}`;
  const firstText = `Pull down and a little left (${run}).`;
  const changedText = `Fire in bursts of three at mid range (${run}).`;
  const editorText = `An editor's addition (${run}).`;
  const player = await newPage(browser);
  const reader = await newPage(browser);
  const editorAccount = await newEditor(browser);
  const editor = await newPage(browser);
  await logIn(editor, editorAccount);
  await expect(editor).toHaveURL('/admin/dashboard/quick');

  await test.step("from the weapon's Guides & Tips tab, a new player signs up and writes a guide", async () => {
    await player.goto(`${WEAPON}?tab=guides`);
    await player.getByTestId('write-weapon-guide').click();
    await expect(player.getByText('Sign in to write a guide')).toBeVisible();
    await player.getByRole('link', { name: 'Create account' }).click();
    await register(player, account);
    await expect(player.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await signIn(player, account);
    await expect(player).toHaveURL(/\/my\/guides\/new\?subject=weapon%3A\d+&category=weapons$/);
    await expect(player.getByLabel('Category')).toHaveValue('weapons');
    await expect(player.getByLabel('Kind')).toHaveValue('weapon');
    await expect(player.getByRole('combobox', { name: /^Weapon/ })).toHaveValue(/\d+/);
    await expect(player.getByRole('combobox', { name: /^Weapon/ }).locator('option:checked')).toHaveText(
      /M4A1/,
    );

    await player.getByLabel('Title').fill(title);
    await player
      .getByLabel('Guide text (Markdown)')
      .fill(`## Recoil\n\n${firstText}\n\n| Range | Burst |\n|---|---|\n| 50 m | 3 |`);
    await player.getByRole('button', { name: 'Preview' }).click();
    const preview = player.getByTestId('guide-preview');
    await expect(preview.getByRole('heading', { name: 'Recoil', level: 2 })).toBeVisible();
    await expect(preview.getByRole('table')).toBeVisible();
    await player.getByRole('button', { name: 'Write' }).click();
    await player.getByRole('button', { name: 'Send for review' }).click();
    await expect(player).toHaveURL('/my/guides');
    await expect(player.getByText('Guide sent for review. Thank you!')).toBeVisible();
    const card = player.getByTestId('my-guide').filter({ hasText: title });
    await expect(card.getByText('Waiting for review')).toBeVisible();
    await expect(card.getByText('Weapon: M4A1', { exact: false })).toBeVisible();
  });

  const { slug, id } = await myGuide(player, title);

  await test.step('it is not public while it waits', async () => {
    const page = await reader.goto(`/wiki/guides/${slug}`);
    expect(page?.status()).toBe(404);
    await reader.goto('/wiki/guides?category=weapons');
    await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reader.getByText(title)).toHaveCount(0);
  });

  await test.step('an editor reads it in the queue and asks for changes with a note', async () => {
    await editor.getByRole('link', { name: 'Guides', exact: true }).click();
    await expect(editor).toHaveURL('/admin/dashboard/guides');
    const item = await openInQueue(editor, title);
    await expect(item.getByText(`by ${nickname}`, { exact: false })).toBeVisible();
    await expect(item.getByTestId('guide-body')).toContainText(firstText);
    await item.getByRole('button', { name: 'Ask for changes' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Ask for changes' });
    await dialog.getByRole('button', { name: 'Ask for changes' }).click();
    await expect(dialog.getByText('Write what should change.')).toBeVisible();
    await dialog.getByLabel('What should change').fill('Say at which range the bursts work.');
    await dialog.getByRole('button', { name: 'Ask for changes' }).click();
    await expect(editor.getByText('Changes requested.')).toBeVisible();
  });

  await test.step('the player reads the note, edits the guide and sends it again', async () => {
    await player.reload();
    const card = player.getByTestId('my-guide').filter({ hasText: title });
    await expect(card.getByText('Changes requested', { exact: true }).first()).toBeVisible();
    await expect(card.getByTestId('review-note')).toHaveText('Say at which range the bursts work.');
    await card.getByRole('link', { name: 'Edit and send again' }).click();
    await expect(player).toHaveURL(`/my/guides/${id}/edit`);
    const body = player.getByLabel('Guide text (Markdown)');
    await expect(body).toHaveValue(new RegExp(firstText.replace(/[().]/g, '\\$&')));
    await body.fill(`## Recoil\n\n${firstText}\n\n${changedText}`);
    await player.getByRole('button', { name: 'Save and send for review' }).click();
    await expect(player).toHaveURL('/my/guides');
    await expect(
      player.getByTestId('my-guide').filter({ hasText: title }).getByText('Waiting for review'),
    ).toBeVisible();
  });

  await test.step('the editor approves it', async () => {
    const item = await openInQueue(editor, title);
    await expect(item.getByTestId('guide-body')).toContainText(changedText);
    await expect(item.getByTestId('guide-reviews')).toContainText('Say at which range the bursts work.');
    await item.getByRole('button', { name: 'Approve' }).click();
    await editor.getByRole('dialog').getByRole('button', { name: 'Approve and publish' }).click();
    await expect(editor.getByText('Guide approved and published.')).toBeVisible();
  });

  await test.step("the guide page, the weapon's tab and the category list show it", async () => {
    await reader.goto(`/wiki/guides/${slug}`);
    await expect(reader.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(reader.getByTestId('guide-body')).toContainText(changedText);
    await expect(reader.getByTestId('guide-byline')).toContainText(nickname);
    await reader.goto(`${WEAPON}?tab=guides`);
    await expect(reader.getByTestId('weapon-guides').getByText(title)).toBeVisible();
    await reader.goto('/wiki/guides?category=weapons');
    await expect(reader.getByText(title)).toBeVisible();
    await player.reload();
    const card = player.getByTestId('my-guide').filter({ hasText: title });
    await expect(card.getByText('Published')).toBeVisible();
    await expect(card.getByRole('link', { name: /Edit/ })).toHaveCount(0);
  });

  await test.step('recent changes and their Atom feed show the publication', async () => {
    await reader.goto('/wiki/recent-changes?kind=guide');
    const change = reader.getByTestId('recent-change').filter({ hasText: title }).first();
    await expect(change).toBeVisible();
    await change.getByTestId('diff-link').click();
    await expect(reader).toHaveURL(/\/wiki\/recent-changes\/\d+$/);
    await expect(reader.getByRole('heading', { level: 1 })).toContainText(title);
    const feed = await reader.request.get('/recent-changes.atom?kind=guide');
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const titles = await reader.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.getElementsByTagName('parsererror').length) return ['not XML'];
        const atom = 'http://www.w3.org/2005/Atom';
        return [...doc.getElementsByTagNameNS(atom, 'entry')].map(
          (e) => e.getElementsByTagNameNS(atom, 'title')[0]?.textContent ?? '',
        );
      },
      await feed.text(),
    );
    expect(
      titles.some((t) => t.includes(title)),
      titles.join(' | '),
    ).toBe(true);
  });

  await test.step('an editor edits the published guide', async () => {
    await editor.goto(`/wiki/guides/${slug}`);
    await editor.getByRole('link', { name: 'Edit this guide' }).click();
    await expect(editor).toHaveURL(`/my/guides/${id}/edit`);
    const body = editor.getByLabel('Guide text (Markdown)');
    await expect(body).toHaveValue(new RegExp(changedText.replace(/[().]/g, '\\$&')));
    await body.fill(`## Recoil\n\n${editorText}`);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(editor).toHaveURL(`/wiki/guides/${slug}`);
    await expect(editor.getByTestId('guide-body')).toContainText(editorText);
  });

  await test.step('and restores the published version from the public history page', async () => {
    await editor.goto(`/wiki/guides/${slug}/history`);
    const revisions = editor.getByTestId('guide-revision');
    // Newest first; the public history starts at the version that published the guide.
    await expect(revisions).toHaveCount(2);
    await expect(revisions.last().getByTestId('guide-revision-summary')).toContainText('Published');
    await revisions.last().getByRole('button', { name: 'Restore this version' }).click();
    await expect(editor.getByText('The guide is back to this version.')).toBeVisible();
    await reader.goto(`/wiki/guides/${slug}`);
    await expect(reader.getByTestId('guide-body')).toContainText(changedText);
    await expect(reader.getByTestId('guide-body')).not.toContainText(editorText);
  });

  for (const page of [player, reader, editor]) await page.context().close();
});
