// The TTK calculator: a shared link is worked out in the server's HTML, a round chosen by keyboard
// changes the result, and the page passes axe, in both languages (desktop in English, phone in Romanian).
import { strongestRoundFirst, type ArmorPiece, type Round, type WeaponModelRead } from '@dfwiki/shared';
import { THEMES } from '@dfwiki/shared/site';
import { axeScopeFor, seriousAxeViolations } from './axe';
import { expect, test, type APIRequestContext } from './fixtures';

const read = async <T>(request: APIRequestContext, url: string, key: string): Promise<T> => {
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  return (await res.json()).data[key] as T;
};

/** A modelled weapon with at least two modelled rounds, and level-4 body armour and helmet. */
async function sharedFight(request: APIRequestContext) {
  const weapons = await read<WeaponModelRead[]>(request, '/api/v1/weapon-models', 'weapons');
  const rounds = await read<Round[]>(request, '/api/v1/ammo', 'rounds');
  const armor = await read<ArmorPiece[]>(request, '/api/v1/armor', 'armor');
  const modelled = (w: WeaponModelRead) =>
    rounds
      .filter(
        (r) => r.caliber === w.caliber && r.penetration_level !== null && r.flesh_damage_factor !== null,
      )
      .sort(strongestRoundFirst);
  const weapon = weapons.find(
    (w) => w.category !== 'Shotgun' && w.zone_multipliers && modelled(w).length >= 2,
  )!;
  const piece = (type: string) => armor.find((a) => a.type === type && a.protection_level === 4)!;
  return { weapon, round: modelled(weapon)[0]!, body: piece('body'), helmet: piece('helmet') };
}

const VIEWS = [
  { lang: 'en', viewport: { width: 1440, height: 900 }, round: 'Round' },
  { lang: 'ro', viewport: { width: 390, height: 844 }, round: 'Cartuș' },
] as const;

test.describe('TTK calculator', () => {
  for (const view of VIEWS) {
    test(`a shared link, a round chosen by keyboard, axe (${view.lang})`, async ({ page, request }) => {
      test.slow(); // axe in four themes
      const { weapon, round, body, helmet } = await sharedFight(request);
      const url = `${view.lang === 'en' ? '' : `/${view.lang}`}/wiki/ttk-calculator?w=${weapon.slug}&r=${round.id}&b=${body.id}&h=${helmet.id}&z=head-chest`;
      const api = await request.get(
        `/api/v1/ttk?weapon=${weapon.slug}&ammo=${round.id}&armor=${body.id}&helmet=${helmet.id}&zone=head,chest`,
      );
      const { shots } = (await api.json()).data as { shots: number };

      // The server's first HTML already holds the result the API gives for the same fight.
      const html = await (await request.get(url)).text();
      expect(html).toMatch(new RegExp(`data-testid="calc-first-shots"[^>]*>${shots}<`));

      await page.setViewportSize(view.viewport);
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', view.lang);
      await expect(page.getByTestId('calc-first-shots')).toHaveText(String(shots));
      const table = page.getByTestId('calc-first-result').locator('xpath=following::table[1]');
      const before = await table.innerText();

      const select = page.getByLabel(view.round, { exact: true }).first();
      await select.focus();
      await page.keyboard.press('ArrowDown');
      await expect(page).not.toHaveURL(new RegExp(`[?&]r=${round.id}(&|$)`));
      await expect(select).not.toHaveValue(round.id);
      await expect.poll(() => table.innerText()).not.toBe(before);

      // The page never scrolls sideways (the hit table scrolls inside its own box).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Axe in every theme (the choice lives in localStorage, read before the first paint).
      for (const theme of THEMES) {
        await page.evaluate((t) => localStorage.setItem('app-theme', t), theme);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await seriousAxeViolations(page, axeScopeFor(theme)), theme).toEqual([]);
      }
    });
  }

  test('round and armour pages open the calculator with their item chosen', async ({ page, request }) => {
    const { round, body } = await sharedFight(request);
    await page.goto(`/wiki/ammo/${round.id}`);
    await page.getByTestId('calculator-link').click();
    await expect(page).toHaveURL(new RegExp(`/wiki/ttk-calculator\\?w=[^&]+&r=${round.id}$`));
    await expect(page.getByLabel('Round', { exact: true }).first()).toHaveValue(round.id);
    await page.goto(`/wiki/armor/${body.id}`);
    await page.getByTestId('calculator-link').click();
    await expect(page).toHaveURL(`/wiki/ttk-calculator?b=${body.id}`);
    await expect(page.getByLabel('Body armour', { exact: true })).toHaveValue(body.id);
  });
});
