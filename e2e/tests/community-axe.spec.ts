// axe on the pages players and editors use to contribute, in every theme (the guide pages,
// corrections and the shell have theirs in their own specs): recent changes and one change's diff,
// the account page, My guides, the guide form with its preview, My saved builds, and the editors'
// guide queue with a guide open. Each page holds content, so the scan sees real lists.
import { THEMES } from '@dfwiki/shared/site';
import { adminPage, apiRegister, newAccount } from './accounts';
import { axeScopeFor, expectAxeClean, viewportsFor } from './axe';
import { expect, newPage, test } from './fixtures';

test('the contribution pages pass axe in every theme', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const player = await newPage(browser);
  await apiRegister(player.request, baseURL!, newAccount('Axe'));
  const origin = { origin: baseURL! };
  const guide = { title: 'Axe guide', body: '## Cover\n\nStay low.', category: 'tactics', language: 'en' };
  const started = await player.request.post('/api/v1/guides', { data: guide, headers: origin });
  expect(started.status(), await started.text()).toBe(201);
  const weapon = (await (await player.request.get('/api/v1/weapons/m4a1')).json()).data.weapon;
  const saved = await player.request.put(`/api/v1/my/saved-builds/${weapon.builds[0].id}`, {
    headers: origin,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const admin = await adminPage(browser);

  await player.goto('/wiki/recent-changes');
  for (const theme of THEMES) {
    for (const page of [player, admin])
      await page.evaluate((t) => localStorage.setItem('app-theme', t), theme);
    for (const size of viewportsFor(theme)) {
      await player.setViewportSize(size);
      const scan = async (path: string, ready: () => Promise<void>) => {
        await player.goto(path);
        await ready();
        await expectAxeClean(player, `${theme} ${path} ${size.width}`, axeScopeFor(theme));
      };
      await scan('/wiki/recent-changes', () =>
        expect(player.getByTestId('recent-change').first()).toBeVisible(),
      );
      await player.getByTestId('diff-link').first().click();
      await expect(player).toHaveURL(/\/wiki\/recent-changes\/\d+$/);
      await expectAxeClean(player, `${theme} a change's diff ${size.width}`, axeScopeFor(theme));
      await scan('/my', () => expect(player.getByRole('heading', { level: 1 })).toBeVisible());
      await scan('/my/guides', () => expect(player.getByTestId('my-guide').first()).toBeVisible());
      await scan('/my/saved-builds', () =>
        expect(player.getByRole('link', { name: /Open/ }).first()).toBeVisible(),
      );
      await scan('/my/guides/new?category=tactics', () =>
        expect(player.getByLabel('Guide text (Markdown)')).toBeVisible(),
      );
      await player.getByLabel('Guide text (Markdown)').fill('## Preview\n\nA *short* text.');
      await player.getByRole('button', { name: 'Preview' }).click();
      await expect(
        player.getByTestId('guide-preview').getByRole('heading', { name: 'Preview', level: 2 }),
      ).toBeVisible();
      await expectAxeClean(player, `${theme} guide preview ${size.width}`, axeScopeFor(theme));

      await admin.setViewportSize(size);
      await admin.goto('/admin/dashboard/guides');
      const item = admin.getByTestId('guide-review').filter({ hasText: guide.title }).first();
      await item.getByRole('button', { name: 'Read and decide' }).click();
      await expect(item.getByRole('article', { name: guide.title })).toBeVisible();
      await expectAxeClean(admin, `${theme} /admin/dashboard/guides ${size.width}`, axeScopeFor(theme));
    }
  }
  for (const page of [player, admin]) await page.context().close();
});
