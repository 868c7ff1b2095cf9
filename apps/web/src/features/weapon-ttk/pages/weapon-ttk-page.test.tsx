import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WeaponListItem } from '@dfwiki/shared';
import { onePage, renderPage, serveApi } from '../../../test/render-page';
import WeaponTtkPage from './WeaponTtkPage';

/** A list weapon with time-to-kill values for gold ("yellow") ammo, chest and head. */
const weapon = (id: number, name: string, chest: number, head: number) =>
  ({
    id,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    category: { id: 1, name: 'Assault Rifle' },
    category_id: 1,
    tier: 'A',
    description: `${name} description`,
    image_url: null,
    is_new: false,
    notes: '',
    views: 0,
    ttk_values: [
      { ammo_type: 'yellow', target_area: 'chest', ttk_value: chest },
      { ammo_type: 'yellow', target_area: 'head', ttk_value: head },
    ],
    tags: [],
    updated_at: '2026-11-01T10:00:00Z',
    builds: [],
  }) as unknown as WeaponListItem;

// Alphabetical order (the default sort within a category) differs from both TTK orders.
const WEAPONS = [
  weapon(1, 'Alpha Rifle', 0.6, 0.3),
  weapon(2, 'Charlie Rifle', 0.4, 0.35),
  weapon(3, 'Bravo Rifle', 0.5, 0.2),
];

const rowNames = () =>
  screen.getAllByTestId('ttk-row').map((row) => within(row).getAllByRole('link')[0]!.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('WeaponTtkPage', () => {
  it('lists the weapons by category, then name, by default', async () => {
    serveApi({ '/weapons': () => onePage('weapons', WEAPONS) });
    renderPage(<WeaponTtkPage />, { path: '/wiki/weaponsttk' });
    await screen.findAllByTestId('ttk-row');
    expect(rowNames()).toEqual(['Alpha Rifle', 'Bravo Rifle', 'Charlie Rifle']);
  });

  it('sorted by time to kill, the fastest for gold ammo to the chest comes first', async () => {
    serveApi({ '/weapons': () => onePage('weapons', WEAPONS) });
    renderPage(<WeaponTtkPage />, { path: '/wiki/weaponsttk', url: '/wiki/weaponsttk?sort=ttk' });
    await screen.findAllByTestId('ttk-row');
    expect(rowNames()).toEqual(['Charlie Rifle', 'Bravo Rifle', 'Alpha Rifle']);
  });

  it('Headshot re-orders by the head values and is kept in the URL', async () => {
    serveApi({ '/weapons': () => onePage('weapons', WEAPONS) });
    const { router } = renderPage(<WeaponTtkPage />, {
      path: '/wiki/weaponsttk',
      url: '/wiki/weaponsttk?sort=ttk',
    });
    await screen.findAllByTestId('ttk-row');
    await userEvent.click(screen.getByRole('button', { name: 'Headshot' }));
    expect(screen.getByRole('button', { name: 'Headshot' })).toHaveAttribute('aria-pressed', 'true');
    expect(rowNames()).toEqual(['Bravo Rifle', 'Alpha Rifle', 'Charlie Rifle']);
    expect(router.state.location.search).toContain('zone=head');
  });
});
