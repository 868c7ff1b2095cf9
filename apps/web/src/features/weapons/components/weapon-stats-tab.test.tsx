// A weapon page taken over from the server keeps the HTML of its stats tab. The TTK-per-level table
// in it is the engine's answer for the weapon, the rounds and the armour: an editor's change of the
// rounds or armour (a save drops the cached reads) must reach it as a change of the weapon does.
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { weaponLevelRows, type Weapon } from '@dfwiki/shared';
import { armorQuery, roundsQuery, weaponModelsQuery } from '../../../lib/queries/gear';
import { GEAR_ARMOR, GEAR_ROUNDS, fixtureSlug, gearModels } from '../../../test/gear-fixture';
import { setTakingOver } from '../../../take-over/take-over';
import { WeaponStatsTab } from './weapon-stats-tab';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NAME = 'M4A1 Assault Rifle';
const MODELS = gearModels([NAME]);
const WEAPON = {
  id: 1,
  slug: fixtureSlug(NAME),
  name: NAME,
  category: { id: 1, name: 'Assault Rifle' },
  category_id: 1,
  tier: 'B',
  description: '',
  image_url: null,
  is_new: false,
  overview: null,
  notes: '',
  damage: 30,
  fire_rate: 800,
  views: 1,
  pros: [],
  cons: [],
  ttk_values: [],
  builds: [],
  tags: [],
  updated_at: '2026-11-22T12:00:00.000Z',
  older_figures: [],
  market_price: null,
  market_price_as_of: null,
  market_price_source: null,
} as unknown as Weapon;

/** A client holding the gear reads, fresh for good (nothing is read again in this test). */
function gearClient() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(roundsQuery.queryKey, GEAR_ROUNDS);
  client.setQueryData(armorQuery.queryKey, GEAR_ARMOR);
  client.setQueryData(weaponModelsQuery.queryKey, MODELS);
  return client;
}

const page = (client: QueryClient): ReactNode => (
  <QueryClientProvider client={client}>
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <WeaponStatsTab weapon={WEAPON} /> }])}
    />
  </QueryClientProvider>
);

/** What the table says per armour level: the best round and the shots to the chest. */
const tableRows = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="ttk-level-row"]')].map((row) =>
    [row.querySelector('td a')?.textContent, row.querySelector('td:nth-child(3)')?.textContent].join(' · '),
  );

let container: HTMLElement;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  setTakingOver(false);
  vi.unstubAllGlobals();
});

describe('WeaponStatsTab taken over from the server', () => {
  it('shows the TTK per armour level again once an editor changes the rounds', async () => {
    // Nothing may be read over the network here: the reads are in the cache.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page(gearClient()));
    const client = gearClient();
    setTakingOver(true);
    await act(async () => {
      root = hydrateRoot(container, page(client));
    });
    setTakingOver(false);
    const before = tableRows(container);
    expect(before.length).toBeGreaterThan(1);

    // Every round does half the damage to flesh: more shots at every level.
    const weaker = GEAR_ROUNDS.map((round) => ({
      ...round,
      flesh_damage_factor: (round.flesh_damage_factor ?? 1) / 2,
    }));
    await act(async () => {
      client.setQueryData(roundsQuery.queryKey, weaker);
      // TanStack Query tells its readers on a timer.
      await new Promise((resolve) => setTimeout(resolve, 10));
    });

    const expected = weaponLevelRows(MODELS[0]!, { rounds: weaker, armor: GEAR_ARMOR })!;
    const after = tableRows(container);
    expect(after).not.toEqual(before);
    expect(after).toHaveLength(expected.length);
    expected.forEach((level, i) => {
      expect(after[i]).toContain(level.best!.round.name ?? level.best!.round.name_cn);
      expect(after[i]).toContain(`${level.best!.chest.shots} shot`);
    });
  });
});
