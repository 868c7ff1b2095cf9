import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { weaponTtk } from '@dfwiki/shared';
import { onePage, renderPage, serveApi } from '../../../test/render-page';
import { GEAR_ARMOR, GEAR_ROUNDS, gearModels, listWeapon } from '../../../test/gear-fixture';
import { ttkWeapons, viewSetup } from '../hooks/use-ttk-weapons';
import { parseTtkView } from '../hooks/use-ttk-view';
import WeaponTtkPage from './WeaponTtkPage';

const NAMES = [
  'M4A1 Assault Rifle',
  'AKM Assault Rifle',
  'Vector Submachine Gun',
  'M870 Shotgun',
  'AWM Sniper Rifle',
];
const WEAPONS = NAMES.map((name, i) => listWeapon(i + 1, name));
const MODELS = gearModels(NAMES);
const GEAR = { rounds: GEAR_ROUNDS, armor: GEAR_ARMOR, models: MODELS };

const open = (url = '/wiki/weaponsttk') => {
  serveApi({
    '/weapons': () => onePage('weapons', WEAPONS),
    '/ammo': () => ({ data: { rounds: GEAR_ROUNDS } }),
    '/armor': () => ({ data: { armor: GEAR_ARMOR } }),
    '/weapon-models': () => ({ data: { weapons: MODELS } }),
  });
  return renderPage(<WeaponTtkPage />, { path: '/wiki/weaponsttk', url });
};
const rows = async () => screen.findAllByTestId('ttk-row');
const rowOf = async (name: string) => (await rows()).find((r) => within(r).queryByRole('link', { name }))!;
/** The engine's answer for the page's view of a URL, worked out the same way the page does. */
const expected = (query: string, name: string) => {
  const view = parseTtkView(new URLSearchParams(query));
  const model = MODELS.find((m) => m.name === name) ?? null;
  return weaponTtk(model, viewSetup(view), view.target, GEAR);
};

afterEach(() => vi.unstubAllGlobals());

describe('WeaponTtkPage', () => {
  it('sorted by TTK, lists the engine figures fastest first, unmodelled weapons last', async () => {
    open('/wiki/weaponsttk?sort=ttk');
    const names = (await rows()).map((r) => within(r).getAllByRole('link')[0]!.textContent);
    const view = parseTtkView(new URLSearchParams('sort=ttk'));
    const order = ttkWeapons(WEAPONS, GEAR, view)
      .filter((w) => w.outcome.status === 'ttk')
      .sort(
        (a, b) => a.ttk_values[0]!.ttk_value! - b.ttk_values[0]!.ttk_value! || a.name.localeCompare(b.name),
      )
      .map((w) => w.name);
    expect(names.slice(0, order.length)).toEqual(order);
  });

  it('shows a kill in one shot as 0 s, fastest, not as N/A', async () => {
    const query = 'ammo=custom&pen=7&armour=0&zone=head&sort=ttk';
    const oneShot = NAMES.filter((n) => {
      const outcome = expected(query, n);
      return outcome?.status === 'ttk' && outcome.shots === 1;
    });
    expect(oneShot.length).toBeGreaterThan(0);
    open(`/wiki/weaponsttk?${query}`);
    const first = (await rows())[0]!;
    expect(oneShot).toContain(within(first).getAllByRole('link')[0]!.textContent);
    expect(first).not.toHaveTextContent('N/A');
  });

  it('shows the round each weapon fires, its TTK and shots, and "Not modelled yet" for a shotgun', async () => {
    open();
    const m4 = expected('', 'M4A1 Assault Rifle')!;
    if (m4.status !== 'ttk') throw new Error('the M4A1 is modelled');
    const row = await rowOf('M4A1 Assault Rifle');
    expect(within(row).getByRole('link', { name: m4.round.name! })).toHaveAttribute(
      'href',
      `/wiki/ammo/${m4.round.id}`,
    );
    expect(row).toHaveTextContent(`${m4.shots} shots`);
    expect(await rowOf('M870 Shotgun')).toHaveTextContent('Not modelled yet');
  });

  it('gives a calibre without a round of the preset N/A with the reason in a note', async () => {
    open('/wiki/weaponsttk?ammo=custom&pen=0');
    const missing = NAMES.find((n) => expected('ammo=custom&pen=0', n)?.status === 'no-round')!;
    expect(await rowOf(missing)).toHaveTextContent('N/A');
    expect(screen.getByText(/this choice has no round for the weapon’s calibre/)).toBeVisible();
  });

  it('names the preset rounds and armour with links, and says what the model leaves out', async () => {
    open();
    await rows();
    const setup = screen.getByTestId('ttk-setup');
    expect(
      within(setup)
        .getAllByRole('link', { name: /./ })
        .some((a) => a.getAttribute('href')?.startsWith('/wiki/armor/')),
    ).toBe(true);
    expect(screen.getByTestId('ttk-left-out')).toHaveTextContent(
      /recoil, missed shots, trigger delay and attachments/,
    );
  });

  it('Custom with one round shows only the weapons of its calibre, and keeps the choice in the URL', async () => {
    const { router } = open('/wiki/weaponsttk?ammo=custom');
    await rows();
    const akRound = GEAR_ROUNDS.find(
      (r) =>
        r.caliber === MODELS.find((m) => m.name === 'AKM Assault Rifle')!.caliber &&
        r.penetration_level !== null,
    )!;
    await userEvent.selectOptions(screen.getByLabelText('Round'), `round:${akRound.id}`);
    expect((await rows()).map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual([
      'AKM Assault Rifle',
    ]);
    expect(router.state.location.search).toContain(`round=${akRound.id}`);
  });

  it('reads an old link (?ammo=yellow) as the gold tab', async () => {
    open('/wiki/weaponsttk?ammo=yellow');
    await rows();
    expect(screen.getByRole('tab', { name: /Gold vs Gold/ })).toHaveAttribute('aria-selected', 'true');
  });
});
