// Saved and featured builds end to end (docs/product.md, "Saved and featured builds"): a signed-out
// reader presses Save on a weapon page, signs in and lands on My saved builds with the build saved,
// then removes it; an editor features a build and the builds index's server HTML shows it.
import { apiRegister, adminPage, newAccount, signIn } from './accounts';
import { expect, newPage, test, type APIRequestContext } from './fixtures';

/** A weapon of the sample data with a public build: its slug, id, and the build. */
async function weaponWithBuild(request: APIRequestContext) {
  const { weapons } = (await (await request.get('/api/v1/weapons?limit=200')).json()).data as {
    weapons: { id: number; slug: string; builds: { id: number; name: string }[] }[];
  };
  const weapon = weapons.find((w) => w.builds.length > 0)!;
  return { slug: weapon.slug, id: weapon.id, build: weapon.builds[0]! };
}

test('a player saves a build from the weapon page, finds it on My saved builds and removes it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('Saver');
  const setup = await browser.newContext();
  await apiRegister(setup.request, baseURL!, account);
  const { slug, build } = await weaponWithBuild(setup.request);
  await setup.close();

  const player = await newPage(browser);
  await test.step('signed out, Save asks to sign in; signing in saves the build', async () => {
    await player.goto(`/wiki/weapons/${slug}?build=${build.id}`);
    const detail = player.getByTestId('build-detail');
    await expect(detail.getByRole('heading', { name: build.name })).toBeVisible();
    await detail.getByTestId('save-build').click();
    const dialog = player.getByRole('dialog', { name: 'Sign in to save builds' });
    await dialog.getByRole('link', { name: 'Sign in' }).click();
    await signIn(player, account);
    await expect(player).toHaveURL('/my/saved-builds');
    await expect(player.getByText('Build saved. You find it under My saved builds.')).toBeVisible();
    await expect(player.getByTestId('saved-build').filter({ hasText: build.name })).toBeVisible();
  });

  await test.step('the weapon page shows it as Saved; the header Save acts on the same build', async () => {
    await player.goto(`/wiki/weapons/${slug}?build=${build.id}`);
    const toggle = player.getByTestId('build-detail').getByTestId('save-build');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveText('Saved');
    await expect(player.locator('header').getByTestId('save-build')).toHaveAttribute('aria-pressed', 'true');
    // Off and on again from the page itself.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('My saved builds links to the build and removes it', async () => {
    await player.goto('/my/saved-builds');
    const card = player.getByTestId('saved-build').filter({ hasText: build.name });
    await expect(card.getByRole('link', { name: 'Open on the weapon page' })).toHaveAttribute(
      'href',
      `/wiki/weapons/${slug}?build=${build.id}`,
    );
    await card.getByRole('button', { name: `Remove ${build.name}` }).click();
    await expect(player.getByText('No saved builds yet')).toBeVisible();
    await player.reload();
    await expect(player.getByText('No saved builds yet')).toBeVisible();
  });
  await player.context().close();
});

test("an editor features a build and the builds index's first HTML shows it", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  const { id, slug, build } = await weaponWithBuild(admin.request);
  const bannerHtml = async () => {
    // The HTML the server sends, before any script: what a reader and a search engine first get.
    const html = await (await admin.request.get('/wiki/weapons')).text();
    return /data-testid="featured-banner".*?<\/section>/s.exec(html)?.[0] ?? '';
  };
  expect(await bannerHtml()).not.toContain(`?build=${build.id}"`);

  await admin.goto(`/admin/dashboard/weapons/edit/${id}/builds`);
  const toggle = admin.getByRole('button', { name: `Featured: ${build.name}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(admin.getByText(`“${build.name}” is now featured on the builds index.`)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  const banner = await bannerHtml();
  expect(banner).toContain('Featured community builds');
  expect(banner).toContain(`href="/wiki/weapons/${slug}?build=${build.id}"`);
  expect(banner).toContain(build.name);

  // Taken off again: the banner goes back to asking for builds.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await bannerHtml()).not.toContain(`?build=${build.id}"`);
  await admin.context().close();
});
