import { describe, expect, it, vi, afterEach } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import KeycardsPage from './KeycardsPage';

const card = (id: string, name: string, rarity_id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  name_original: null,
  image_url: null,
  durability: 2,
  card_value: 1000,
  map: { id: 1, name: 'Zero Dam' },
  map_id: 1,
  rarity: { id: rarity_id, name: rarity_id },
  rarity_id,
  location_img: null,
  location: 'Somewhere',
  room_info: 'Loot',
  items: [],
  difficulties: [
    { difficulty_id: 1, name: 'Easy', cost: 0, is_available: true },
    { difficulty_id: 3, name: 'Hard', cost: 0, is_available: false },
  ],
  price_history: [],
  location_original: null,
  price_source: 'A cited feed',
  price_as_of: '2026-08-03',
  ...extra,
});

const item = (id: number) => ({
  id,
  item_type_id: id,
  quantity: 1,
  item_type: { name: `Crate ${id}`, image_url: null },
});

function renderPage(url = '/wiki/cards') {
  const router = createMemoryRouter([{ path: '/wiki/cards', element: <KeycardsPage /> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function mockFetch(body: unknown, status = 200) {
  const fn = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('KeycardsPage', () => {
  it('orders by rarity then name, shows N/A for ≤1 item and cost per open for available difficulties only', async () => {
    mockFetch({
      data: {
        keycards: [
          card('a', 'Bravo', 'rare', { items: [item(1), item(2), item(3)] }),
          card('b', 'Alpha', 'rare', { items: [item(1)] }),
          card('c', 'Zulu', 'unique', {
            price_history: [{ id: 1, old_value: 1000, new_value: 3000, changed_at: '2026-08-03T00:00:00Z' }],
          }),
          card('d', 'Other map', 'unique', { map: { id: 2, name: 'Space City' } }),
        ],
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Keycards on Zero Dam' });
    const rows = within(table).getAllByTestId('keycard-row');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual(['Zulu', 'Alpha', 'Bravo']);
    expect(within(rows[1]!).getByText('N/A')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Items: 3')).toBeInTheDocument();
    // Zulu: current value 3000 (newest history), durability 2, Easy ×1 → 1500; Hard is not available.
    expect(within(rows[0]!).getByText('3,000')).toBeInTheDocument();
    expect(rows[0]!.textContent).toContain('Easy: 1,500');
    expect(rows[0]!.textContent).not.toContain('Hard');
    expect(screen.getByTestId('price-note')).toHaveTextContent('Aug 3, 2026');
  });

  it('shows the no-cards message with Retry when the load fails', async () => {
    const fetch = mockFetch({ error: { code: 'BOOM', message: 'down' } }, 503);
    renderPage('/wiki/cards?map=space-city');
    expect(await screen.findByText('No cards found')).toBeInTheDocument();
    mockFetch({ data: { keycards: [card('d', 'Vault', 'unique', { map: { id: 2, name: 'Space City' } })] } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Vault')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalled();
  });

  it('switching tabs writes ?map= and a map without cards shows the message', async () => {
    mockFetch({ data: { keycards: [card('a', 'Alpha', 'rare')] } });
    const router = renderPage();
    await screen.findByText('Alpha');
    await userEvent.click(screen.getByRole('tab', { name: 'Brakkesh' }));
    expect(router.state.location.search).toBe('?map=brakkesh');
    expect(screen.getByText('There are no keycards for Brakkesh yet.')).toBeInTheDocument();
  });

  it('Details shows the sourced area with its original, and an editor-changed location without it', async () => {
    mockFetch({
      data: {
        keycards: [
          card('a', 'Alpha', 'rare', { location: 'Cement Plant', location_original: '水泥厂' }),
          card('b', 'Bravo', 'rare', { location: 'Behind the fence', location_original: '水泥厂' }),
        ],
      },
    });
    renderPage();
    const rows = await screen.findAllByTestId('keycard-row');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Details/ }));
    expect(screen.getByTestId('keycard-area')).toHaveTextContent(/^Cement Plant\s*水泥厂$/);
    expect(screen.getByText(/Area name translated by DF Wiki/)).toBeInTheDocument();
    expect(screen.getByTestId('no-room-items')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Details/ }));
    expect(screen.getByTestId('keycard-area')).toHaveTextContent(/^Behind the fence$/);
  });
});
