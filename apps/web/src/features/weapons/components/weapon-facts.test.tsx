import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Weapon } from '@dfwiki/shared';
import { renderPage } from '../../../test/render-page';
import { WeaponStatsTab } from './weapon-stats-tab';
import { factGroups, otherSourceFigures } from './weapon-fact-groups';

const FIRE_SOURCE = 'github.com/WaterBag/DeltaForce-PTTK-Website @ 9db1b89 : weapons.json';
const BASE_SOURCE = 'github.com/xxxsy11/DeltaForceAgent @ a9abb25 : firearms.json';
const API_COPY = 'github.com/jiansenc/DeltaForceData @ 669981e : gunRifle.json';

const weapon = (extra: Partial<Weapon> = {}) =>
  ({
    id: 7,
    slug: 'm16a4',
    name: 'M16A4 Assault Rifle',
    category: { id: 1, name: 'Assault Rifle' },
    category_id: 1,
    tier: 'B',
    description: 'A burst rifle.',
    image_url: null,
    is_new: false,
    overview: 'Our words.',
    notes: '',
    damage: 33,
    fire_rate: 672,
    range: 55,
    capacity: 30,
    reload_time: 2.8,
    mobility: 67,
    control: 56,
    accuracy: 65,
    stability: 57,
    handling: 65,
    armor_pen: 45,
    recoil: 40,
    hip_fire: 54,
    views: 1,
    pros: [{ attribute_text: 'Cheap', is_pro: true }],
    cons: [],
    ttk_values: [],
    builds: [],
    tags: [],
    updated_at: '2026-11-22T12:00:00.000Z',
    stats_source: FIRE_SOURCE,
    stats_as_of: '2026-05-21',
    base_stats_source: BASE_SOURCE,
    base_stats_as_of: '2026-02-20',
    older_figures: [
      { stat: 'capacity', value: 20, as_of: '2024-12-09', source: API_COPY },
      { stat: 'armor_damage', value: 32, as_of: '2024-12-09', source: API_COPY },
      { stat: 'fire_rate', value: 508, as_of: '2026-02-20', source: BASE_SOURCE },
    ],
    market_price: null,
    market_price_as_of: null,
    market_price_source: null,
    ...extra,
  }) as Weapon;

const show = (w: Weapon) => renderPage(<WeaponStatsTab weapon={w} />, { path: '/' });

afterEach(() => vi.unstubAllGlobals());

describe('weapon facts by provenance', () => {
  it('groups the stats: two sourced groups and our estimates', () => {
    const groups = factGroups(weapon());
    expect(groups.map((g) => [g.id, g.provenance.kind, g.facts.map((f) => f.id)])).toEqual([
      ['fire', 'sourced', ['damage', 'fireRate']],
      ['base', 'sourced', ['range', 'capacity', 'recoil', 'control', 'stability', 'hipFire']],
      ['estimates', 'estimates', ['reload', 'armorPen', 'mobility', 'accuracy', 'handling']],
    ]);
    const edited = factGroups(weapon({ base_stats_source: null, base_stats_as_of: null }));
    expect(edited[1]!.provenance).toEqual({ kind: 'ours' });
  });

  it('names each group’s source briefly, with its date and the full citation as title', async () => {
    show(weapon());
    const fire = await screen.findByTestId('facts-fire');
    const line = within(fire).getByTestId('facts-provenance');
    expect(line).toHaveTextContent('Source: WaterBag TTK data, as of May 21, 2026');
    expect(line).toHaveAttribute('title', FIRE_SOURCE);
    expect(within(screen.getByTestId('facts-base')).getByTestId('facts-provenance')).toHaveTextContent(
      'DeltaForceAgent game data, as of Feb 20, 2026',
    );
    const estimates = within(screen.getByTestId('facts-estimates')).getByTestId('facts-provenance');
    expect(estimates).toHaveTextContent('Estimate');
    expect(estimates).toHaveTextContent('no source yet');
    expect(
      within(screen.getByTestId('weapon-facts')).getByRole('link', { name: 'About our data' }),
    ).toHaveAttribute('href', '/wiki/data#sources');
  });

  it('labels a group an editor changed as ours, and shows a missing rating as a dash', async () => {
    show(weapon({ base_stats_source: null, base_stats_as_of: null, recoil: null }));
    const base = await screen.findByTestId('facts-base');
    expect(within(base).getByTestId('facts-provenance')).toHaveTextContent("an editor's change), no source");
    expect(within(base).getByText('Recoil').nextSibling).toHaveTextContent('—');
  });

  it('shows a damage and fire rate no source gives as a dash with the reason, never as 0', async () => {
    show(weapon({ damage: null, fire_rate: null, stats_source: null, stats_as_of: null }));
    const fire = await screen.findByTestId('facts-fire');
    for (const label of ['Damage', 'Fire rate']) {
      const value = within(fire).getByText(label).nextSibling as HTMLElement;
      expect(value).toHaveTextContent('— (No source gives this figure)');
      expect(value.querySelector('[data-missing]')).toHaveAttribute('title', 'No source gives this figure');
      expect(value).not.toHaveTextContent('0');
    }
  });

  it('lists the other sources’ figures for the stats shown, newest first', async () => {
    expect(otherSourceFigures(weapon()).map((f) => f.stat)).toEqual(['fire_rate', 'capacity']);
    show(weapon());
    const other = await screen.findByTestId('other-sources');
    expect(
      within(other)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Fire rate 508/min: DeltaForceAgent game data, Feb 20, 2026',
      'Magazine 20: official item API copy, Dec 9, 2024',
    ]);
    show(weapon({ older_figures: [] }));
    expect(screen.getAllByTestId('weapon-facts')).toHaveLength(2);
    expect(screen.getAllByTestId('other-sources')).toHaveLength(1);
  });

  it("labels the overview, pros and cons as the editors' take", async () => {
    show(weapon());
    const label = await screen.findByTestId('editors-take');
    expect(label).toHaveTextContent("Editors' take");
    expect(label).toHaveTextContent('not game data');
  });
});
