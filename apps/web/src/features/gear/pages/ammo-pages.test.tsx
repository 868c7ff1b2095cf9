import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, serveApi } from '../../../test/render-page';
import AmmoPage from './AmmoPage';
import RoundPage from './RoundPage';
import { openGearItem, round } from '../../../test/gear-fixtures';

const ROUNDS = [
  round('9x19mm-pso', { penetration_level: 2, flesh_damage_factor: 1.1 }),
  round('9x19mm-ap6', { penetration_level: 4, name_is_ours: true }),
  round('5-56-m855', { caliber: '5.56x45mm', weapons: [{ slug: 'm4a1', name: 'M4A1' }] }),
  round('5-56-ct', {
    caliber: '5.56x45mm',
    penetration_level: 2,
    flesh_damage_factor: null,
    armor_damage_factor_by_level: null,
  }),
  round('arrow', { name: null, name_cn: '碳纤维箭矢', caliber: null, weapons: [] }),
];

const openList = (url = '/wiki/ammo') => {
  serveApi({ '/ammo': () => ({ data: { rounds: ROUNDS } }) });
  return renderPage(<AmmoPage />, { path: '/wiki/ammo', url });
};

afterEach(() => vi.unstubAllGlobals());

describe('AmmoPage', () => {
  it("groups rounds by calibre, rounds without one last, with price dates and the calibre's weapon links", async () => {
    openList();
    const groups = await screen.findAllByTestId('caliber-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual([
      '9x19mm',
      '5.56x45mm',
      'Other (no calibre given)',
    ]);
    const m855 = screen.getByTestId('round-row-5-56-m855');
    expect(within(m855).getByRole('link', { name: '5-56-M855'.toUpperCase() })).toHaveAttribute(
      'href',
      '/wiki/ammo/5-56-m855',
    );
    expect(within(m855).getByText('as of Aug 3, 2026')).toBeInTheDocument();
    // The calibre's weapons, once above its table: every round of a calibre fits the same weapons.
    const rifles = within(groups[1]!).getByTestId('caliber-weapons');
    expect(within(rifles).getByRole('link', { name: 'M4A1' })).toHaveAttribute('href', '/wiki/weapons/m4a1');
    expect(within(m855).queryByRole('link', { name: 'M4A1' })).toBeNull();
    // Compact range of armour-damage factors over levels 1–6.
    expect(within(m855).getByText('0.9–1.2')).toBeInTheDocument();
  });

  it('says which names are ours or only Chinese, and which rounds are not in the damage model', async () => {
    openList();
    const ap6 = await screen.findByTestId('round-row-9x19mm-ap6');
    expect(within(ap6).getByText(/our description/)).toBeInTheDocument();
    const arrow = screen.getByTestId('round-row-arrow');
    expect(within(arrow).getByRole('link', { name: '碳纤维箭矢' })).toBeInTheDocument();
    expect(within(arrow).getByText(/no English name/)).toBeInTheDocument();
    const ct = screen.getByTestId('round-row-5-56-ct');
    expect(within(ct).getByText('not in the damage model')).toBeInTheDocument();
  });

  it('charts every modelled round as a named link, leaving the unmodelled one off', async () => {
    openList();
    const chart = await screen.findByTestId('ammo-chart');
    const points = within(chart).getAllByRole('link');
    expect(points).toHaveLength(4);
    // An SVG link is named by its <title> (browsers do; jsdom's name computation does not, so the
    // title is read here and the e2e suite checks the name in Chromium).
    const names = points.map((point) => point.querySelector('title')?.textContent);
    const pso = points[names.indexOf('9X19MM-PSO: penetration level 2, damage factor 1.1')];
    expect(pso).toHaveAttribute('href', '/wiki/ammo/9x19mm-pso');
    expect(names.filter((name) => name?.includes('5-56-CT'))).toEqual([]);
  });

  it('filters by calibre and level from the URL, and writes a new choice back to it', async () => {
    const { router } = openList('/wiki/ammo?caliber=9x19mm');
    await screen.findAllByTestId('caliber-group');
    expect(screen.getAllByTestId('caliber-group')).toHaveLength(1);
    expect(screen.getByTestId('ammo-count')).toHaveTextContent('2 rounds');
    await userEvent.selectOptions(screen.getByLabelText('Level'), '4');
    expect(router.state.location.search).toContain('level=4');
    expect(screen.getByTestId('ammo-count')).toHaveTextContent('1 round');
    expect(screen.getByTestId('round-row-9x19mm-ap6')).toBeInTheDocument();
  });

  it('ignores an unknown calibre in the URL', async () => {
    openList('/wiki/ammo?caliber=nope');
    expect(await screen.findAllByTestId('caliber-group')).toHaveLength(3);
  });
});

describe('RoundPage', () => {
  const openRound = (id: string) =>
    openGearItem(<RoundPage />, { list: 'ammo', field: 'round', param: 'roundId', items: ROUNDS }, id);

  it('shows its figures, the share through each armour level, weapons and sources', async () => {
    openRound('5-56-m855');
    expect(await screen.findByRole('heading', { level: 1, name: '5-56-M855' })).toBeInTheDocument();
    expect(screen.getByTestId('round-level')).toHaveTextContent('3');
    expect(screen.getByTestId('round-price')).toHaveTextContent('as of Aug 3, 2026');
    // Penetration 3: full damage through level 1, 75% through level 2, 50% at 3, none above.
    const through = (level: number) =>
      within(screen.getByTestId(`armour-level-${level}`)).getAllByRole('cell');
    expect(through(1).map((c) => c.textContent)).toEqual(['Level 1', '0.9', '100%']);
    expect(through(2)[2]).toHaveTextContent('75%');
    expect(through(3)[2]).toHaveTextContent('50%');
    expect(through(4).map((c) => c.textContent)).toEqual(['Level 4', '1.0', '0%']);
    expect(within(screen.getByTestId('round-weapons')).getByRole('link', { name: 'M4A1' })).toHaveAttribute(
      'href',
      '/wiki/weapons/m4a1',
    );
    expect(within(screen.getByTestId('gear-sources')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a round outside the damage model says so instead of a table', async () => {
    openRound('5-56-ct');
    expect(
      await screen.findByText(/not in the damage model: no figures per armour level/),
    ).toBeInTheDocument();
  });

  it('an unknown round shows the not-found state', async () => {
    openRound('nope');
    expect(await screen.findByText('Round not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All ammo/ })).toHaveAttribute('href', '/wiki/ammo');
  });
});
