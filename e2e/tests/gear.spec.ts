import type { ArmorPiece, Round } from '@dfwiki/shared';
import { expect, test, type APIRequestContext } from './fixtures';

async function rounds(request: APIRequestContext): Promise<Round[]> {
  const res = await request.get('/api/v1/ammo');
  expect(res.ok()).toBe(true);
  return (await res.json()).data.rounds as Round[];
}

async function armour(request: APIRequestContext): Promise<ArmorPiece[]> {
  const res = await request.get('/api/v1/armor');
  expect(res.ok()).toBe(true);
  return (await res.json()).data.armor as ArmorPiece[];
}

test.describe('ammo and armour', () => {
  test('the ammo list filters by calibre in the URL, opens a round, and its weapon links lead on', async ({
    page,
    request,
  }) => {
    const all = await rounds(request);
    // A calibre with a named, fired round: the one we open.
    const target = all.find((r) => r.caliber && r.name && r.weapons.length > 0)!;
    const sameCaliber = all.filter((r) => r.caliber === target.caliber);
    await page.goto('/wiki/ammo');
    await expect(page.getByRole('heading', { level: 1, name: 'Ammo' })).toBeVisible();
    await expect(page.getByTestId('ammo-count')).toContainText(`${all.length} rounds`);
    await page.waitForLoadState('networkidle');
    // Each point of the chart is a link named (and titled for a mouse) by its one <title>.
    const chart = page.getByTestId('ammo-chart');
    const points = await chart.locator('a').count();
    expect(points).toBeGreaterThan(10);
    await expect(
      chart.getByRole('link', { name: /^.+: penetration level \d+, damage factor [\d.]+$/ }),
    ).toHaveCount(points);

    await page.getByLabel('Calibre', { exact: true }).selectOption(target.caliber!);
    await expect(page).toHaveURL(new RegExp(`[?&]caliber=${encodeURIComponent(target.caliber!)}`));
    await expect(page.getByTestId('caliber-group')).toHaveCount(1);
    await expect(page.locator('[data-testid^="round-row-"]')).toHaveCount(sameCaliber.length);

    // The filter lives in the URL: a reload keeps it.
    await page.reload();
    await expect(page.getByLabel('Calibre', { exact: true })).toHaveValue(target.caliber!);

    await page.getByTestId(`round-row-${target.id}`).getByRole('link', { name: target.name! }).click();
    await expect(page).toHaveURL(`/wiki/ammo/${target.id}`);
    await expect(page.getByRole('heading', { level: 1, name: target.name! })).toBeVisible();
    const weapon = target.weapons[0]!;
    await page.getByTestId('round-weapons').getByRole('link', { name: weapon.name }).click();
    await expect(page).toHaveURL(`/wiki/weapons/${weapon.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: weapon.name })).toBeVisible();
  });

  test('the armour page opens a piece', async ({ page, request }) => {
    const pieces = await armour(request);
    const helmet = pieces.find((p) => p.type === 'helmet')!;
    await page.goto('/wiki/armor');
    await expect(page.getByTestId('armor-body').locator('li')).toHaveCount(
      pieces.filter((p) => p.type === 'body').length,
    );
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Level', { exact: true }).selectOption(String(helmet.protection_level));
    await expect(page).toHaveURL(new RegExp(`[?&]level=${helmet.protection_level}`));
    await page
      .getByTestId('armor-helmet')
      .locator('li', { hasText: helmet.name_cn })
      .first()
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/wiki\/armor\/helmet-/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Level ${helmet.protection_level} helmet` }),
    ).toBeVisible();
  });

  test('an unknown round answers 404 with the not-found state', async ({ page }) => {
    const res = await page.goto('/wiki/ammo/no-such-round');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Round not found')).toBeVisible();
    await expect(page.getByRole('link', { name: /All ammo/ })).toHaveAttribute('href', '/wiki/ammo');
  });
});
