import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Build, Weapon } from '@dfwiki/shared';
import { renderPage, serveApi } from '../../../test/render-page';
import WeaponDetailPage from './WeaponDetailPage';

const build = (id: number, name: string, extra: Partial<Build> = {}): Build => ({
  id,
  weapon_id: 7,
  name,
  description: `${name} description`,
  rating: 4.2,
  build_code: `6CODE${String(id).padStart(16, '0')}`,
  weapon_builder_img: null,
  weapon_control_img: null,
  weapon_stats_img: null,
  creator_name: '',
  creator_avatar: null,
  creator_contributions: 0,
  control: 70,
  handling: 60,
  stability: 50,
  accuracy: 40,
  range: 30,
  tags: [],
  attachments: [{ name: 'Compensator', type: 'muzzle' }],
  created_at: '2026-10-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  version: 0,
  last_edited_at: '2026-11-01T10:00:00Z',
  source: null,
  submitted_at: null,
  featured: false,
  ...extra,
});

const weapon = (builds: Build[]) =>
  ({
    id: 7,
    slug: 'm4a1',
    name: 'M4A1 Assault Rifle',
    category: { id: 1, name: 'Assault Rifle' },
    category_id: 1,
    tier: 'A',
    description: 'A steady rifle.',
    image_url: null,
    is_new: false,
    overview: '',
    notes: '',
    damage: 30,
    fire_rate: 800,
    range: 50,
    capacity: 30,
    reload_time: 2.5,
    mobility: 60,
    control: 60,
    accuracy: 60,
    stability: 60,
    handling: 60,
    armor_pen: 3,
    views: 10,
    pros: [],
    cons: [],
    ttk_values: [],
    builds,
    tags: [],
    updated_at: '2026-11-01T10:00:00Z',
    stats_source: null,
    stats_as_of: null,
    market_price: null,
    market_price_as_of: null,
    market_price_source: null,
  }) as unknown as Weapon;

const serveWeapon = (builds: Build[], extra: Partial<Weapon> = {}) =>
  serveApi({
    '/weapons/m4a1': () => ({ data: { weapon: { ...weapon(builds), ...extra } } }),
    '/weapons/7/weaponView': () => ({ data: { views: 11 } }),
  });

const open = (url = '/wiki/weapons/m4a1') =>
  renderPage(<WeaponDetailPage />, { path: '/wiki/weapons/:weaponNameId', url });

afterEach(() => vi.unstubAllGlobals());

describe('WeaponDetailPage, builds tab', () => {
  it('selects the first build, shows its code and the community credit with its date', async () => {
    serveWeapon([
      build(1, 'Community Laser', {
        creator_name: 'Nightjar',
        creator_contributions: 2,
        submitted_at: '2026-11-20T23:30:00Z',
      }),
      build(2, 'Second'),
    ]);
    open();
    const detail = await screen.findByTestId('build-detail');
    expect(within(detail).getByRole('heading', { name: 'Community Laser' })).toBeInTheDocument();
    expect(within(detail).getByText('6CODE0000000000000001')).toBeInTheDocument();
    expect(within(detail).getByText('Nightjar')).toBeInTheDocument();
    expect(within(detail).getByText('2 contributions')).toBeInTheDocument();
    // The submission day in UTC, the same on the server and in the browser.
    expect(within(detail).getByTestId('build-submitted')).toHaveTextContent('Submitted November 20, 2026');
  });

  it("dates a build by its newest revision, and labels its values and tags as someone's guess", async () => {
    serveWeapon([build(1, 'Editors pick', { tags: [{ id: 1, name: 'Meta' }] })]);
    open();
    const detail = await screen.findByTestId('build-detail');
    expect(within(detail).getByTestId('build-last-edited')).toHaveTextContent('Last edited November 1, 2026');
    expect(within(detail).queryByTestId('build-imported')).toBeNull();
    // Rating and performance: the editors' estimate (no source, not sent by a player).
    expect(
      within(detail)
        .getAllByTestId('values-tag')
        .map((e) => e.textContent),
    ).toEqual(["Editors' estimate", "Editors' estimate"]);
    expect(within(detail).getByTestId('tags-opinion')).toHaveTextContent('opinions');
  });

  it('an imported build says when and from which list, and an edit since then', async () => {
    const source = 'Some code list (a sheet, via example.org)';
    serveWeapon([
      build(1, 'Imported', {
        source,
        created_at: '2026-11-22T00:00:00Z',
        updated_at: '2026-11-22T00:00:00Z',
        last_edited_at: '2026-11-22T00:00:00Z',
      }),
      build(2, 'Edited', {
        source,
        created_at: '2026-11-22T00:00:00Z',
        updated_at: '2026-11-24T09:00:00Z',
        last_edited_at: '2026-11-24T09:00:00Z',
      }),
      build(3, 'Sent', { submitted_at: '2026-11-20T23:30:00Z' }),
    ]);
    open();
    let detail = await screen.findByTestId('build-detail');
    expect(within(detail).getByTestId('build-imported')).toHaveTextContent(
      'Imported November 22, 2026 from Some code list',
    );
    expect(within(detail).queryByTestId('build-last-edited')).toBeNull();
    expect(within(detail).getAllByTestId('values-tag')[0]).toHaveTextContent('Example');

    await userEvent.click(screen.getByRole('button', { name: /Edited/ }));
    detail = await screen.findByTestId('build-detail');
    expect(await within(detail).findByTestId('build-last-edited')).toHaveTextContent(
      'Last edited November 24, 2026',
    );
    expect(within(detail).getByTestId('build-imported')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Sent/ }));
    detail = await screen.findByTestId('build-detail');
    expect(await within(detail).findAllByTestId('values-tag')).toHaveLength(2);
    expect(within(detail).getAllByTestId('values-tag')[0]).toHaveTextContent("Submitter's estimate");
  });

  it('selecting another build puts it in the URL', async () => {
    serveWeapon([build(1, 'First'), build(2, 'Second')]);
    const { router } = open();
    await screen.findByTestId('build-detail');
    await userEvent.click(screen.getByRole('button', { name: /Second/ }));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('build=2');
  });

  it('offers "Submit a build" for this weapon, also when it has no builds yet', async () => {
    serveWeapon([]);
    open();
    const links = await screen.findAllByRole('link', { name: /Submit a build/ });
    expect(links[0]).toHaveAttribute('href', '/my/submissions/new?weapon=m4a1');
  });

  it('a damage and fire rate no source gives read "—" in the header, never 0', async () => {
    serveWeapon([], { damage: null, fire_rate: null });
    open();
    await screen.findByRole('heading', { level: 1 });
    for (const label of ['Damage', 'Fire rate']) {
      const value = screen.getAllByText(label)[0]!.nextSibling as HTMLElement;
      expect(value).toHaveTextContent('— (No source gives this figure)');
    }
  });

  it.each([
    [
      'sourced figures',
      {
        stats_source: 'github.com/WaterBag/DeltaForce-PTTK-Website @ 9db1b89 : weapons.json',
        stats_as_of: '2026-05-21',
        base_stats_source: 'github.com/xxxsy11/DeltaForceAgent @ a9abb25 : firearms.json',
        base_stats_as_of: '2026-02-20',
      },
      'Damage and fire rate: WaterBag TTK data, May 21, 2026. Range: DeltaForceAgent game data, Feb 20, 2026.',
    ],
    [
      'our own range',
      { base_stats_source: null, base_stats_as_of: null },
      'Range: DF Wiki figure, no source.',
    ],
  ])('dates the headline figures: %s', async (_, extra, text) => {
    serveWeapon([], extra);
    open();
    const line = await screen.findByTestId('headline-provenance');
    expect(line).toHaveTextContent(text);
    expect(line).toHaveTextContent('TTK: worked out by our damage model');
  });

  it('an unknown weapon shows the not-found state', async () => {
    serveApi({});
    open('/wiki/weapons/nope');
    expect(await screen.findByText('Weapon Not Found')).toBeInTheDocument();
  });

  it.each([
    ['2026-11-22T23:30:00.000Z', 'Last edited Nov 22, 2026'],
    [null, null],
  ])('the header says when the weapon was last edited (%s), in UTC', async (at, text) => {
    serveWeapon([], { last_edited_at: at });
    open();
    await screen.findByRole('heading', { name: 'M4A1 Assault Rifle' });
    if (text) expect(screen.getByTestId('last-edited')).toHaveTextContent(text);
    else expect(screen.queryByTestId('last-edited')).toBeNull();
  });
});
