// Text that looks like a string-replacement pattern (`$&`, `` $` ``, `$'`, `$1`), a closing script
// tag or a line separator never reshapes a page: through every query parameter each public page
// declares, through a player's nickname, build name and description once approved, and through the
// Host header. Each page must hydrate without an error and show the text literally.
import { PUBLIC_ROUTES, pathTo, type PublicRouteId } from '@dfwiki/shared';
import { ADMIN, apiRegister, apiSignIn, newAccount } from './accounts';
import { expect, test, type Page } from './fixtures';

// Two strings carry every pattern at once (the API suite sends each one alone): one page load each.
const PAYLOADS = ["$` $& $' $1 $$", '</script><b>x</b> a\u2028b'];

/** Page errors and console errors (React's hydration errors are both). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
  await page.route('https://www.clarity.ms/**', (r) => r.fulfill({ status: 200, body: '' }));
});

for (const route of PUBLIC_ROUTES.filter((r) => r.query?.length)) {
  test(`every query parameter of ${route.path} takes hostile text`, async ({ page }) => {
    test.slow();
    const errors = watchErrors(page);
    const path = pathTo(route.id as PublicRouteId, { weaponNameId: 'm4a1' });
    for (const payload of PAYLOADS) {
      const query = new URLSearchParams(route.query!.map((name) => [name, payload]));
      const response = await page.goto(`${path}?${query}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      // A search box bound to ?q= shows the text as it was typed.
      if (route.query!.includes('q'))
        await expect(page.getByRole('searchbox').first(), `${path} q`).toHaveValue(payload);
    }
    expect(errors).toEqual([]);
  });
}

test('a hostile Host header changes nothing in the page', async ({ page, request }) => {
  const res = await request.get('/wiki/cards', { headers: { host: 'zz$`b.example' } });
  const html = await res.text();
  expect(html.split('<!doctype html>').length - 1).toBe(1);
  expect(html).not.toContain('zz$');
  const errors = watchErrors(page);
  await page.goto('/wiki/cards');
  expect(errors).toEqual([]);
});

test("a player's nickname, build name and description show literally once approved", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const account = newAccount('Player');
  const nickname = `P $\` $& ${account.run}`;
  const name = `Recoil $\` build $& $' ${account.run}`;
  const description = `Line one </script><b>x</b> $1 a\u2028b ${account.run}`;
  const code = `6${`9${account.run.toUpperCase()}`.padEnd(20, '0').slice(0, 20)}`;

  const player = await playwright.request.newContext({ baseURL });
  const origin = { origin: baseURL! };
  await apiRegister(player, baseURL!, { ...account, nickname });
  const weapon = (await (await player.get('/api/v1/weapons/m4a1')).json()).data.weapon as { id: number };
  const submitted = await player.post('/api/v1/build-submissions', {
    data: { weapon_id: weapon.id, name, description, build_code: code },
    headers: origin,
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const id = (await submitted.json()).data.submission.id as number;

  const admin = await playwright.request.newContext({ baseURL });
  await apiSignIn(admin, baseURL!, ADMIN);
  const approved = await admin.post(`/api/v1/build-submissions/${id}/decision`, {
    data: { decision: 'approve', note: '' },
    headers: origin,
  });
  expect(approved.status(), await approved.text()).toBe(200);

  const errors = watchErrors(page);
  await page.goto('/wiki/weapons');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.goto(`/wiki/weapons/m4a1?build=${id}`);
  const detail = page.getByTestId('build-detail');
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  await expect(detail.getByText(nickname)).toBeVisible();
  await expect(detail).toContainText(description);
  expect(errors).toEqual([]);
  await player.dispose();
  await admin.dispose();
});
