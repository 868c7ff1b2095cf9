import { expect, test } from './fixtures';

test('the home page loads from the production server', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.locator('main')).toBeVisible();
  await expect(page).toHaveTitle(/DF Wiki/);
  expect(errors).toEqual([]);
});

test('the API serves the seeded weapons to the browser', async ({ request }) => {
  const res = await request.get('/api/v1/weapons');
  expect(res.ok()).toBe(true);
  expect((await res.json()).data.weapons.length).toBeGreaterThanOrEqual(40);
});
