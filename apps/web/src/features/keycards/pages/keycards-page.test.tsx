import { describe, expect, it, vi, afterEach } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Keycard } from '@dfwiki/shared';
import { renderPage } from '../../../test/render-page';
import { keycardRead } from '../../../test/keycard-fixture';
import KeycardsPage from './KeycardsPage';

/** A card on Zero Dam with one available and one closed difficulty; `extra` overrides fields. */
const card = (id: string, name: string, rarity_id: string, extra: Partial<Keycard> = {}) =>
  keycardRead({
    id,
    name,
    rarity: { id: rarity_id, name: rarity_id },
    rarity_id,
    location: 'Somewhere',
    room_info: 'Loot',
    difficulties: [
      { difficulty_id: 1, name: 'Easy', cost: 0, is_available: true },
      { difficulty_id: 3, name: 'Hard', cost: 0, is_available: false },
    ],
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

const renderCards = (url = '/wiki/cards') =>
  renderPage(<KeycardsPage />, { path: '/wiki/cards', url }).router;

function mockFetch(body: unknown, status = 200) {
  const fn = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** One page holding every card, as the API answers a short list. */
const onePage = (keycards: unknown[]) => ({
  data: { keycards, page: { offset: 0, limit: 200, total: keycards.length, next_offset: null } },
});

/**
 * The API at the network boundary: GET /keycards pages through `all` by limit and offset (as the
 * server does, at most 200 a page) and /keycards/{id}/price-history answers `history`.
 */
function serveKeycards(all: ReturnType<typeof card>[], history: unknown[] = []) {
  const fn = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test');
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname.endsWith('/price-history')) return json({ data: { price_history: history } });
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Math.min(200, Number(url.searchParams.get('limit') ?? 200));
    const next = offset + limit < all.length ? offset + limit : null;
    return json({
      data: {
        keycards: all.slice(offset, offset + limit),
        page: { offset, limit, total: all.length, next_offset: next },
      },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('KeycardsPage', () => {
  it('orders by rarity then name, shows N/A for ≤1 item and cost per open for available difficulties only', async () => {
    mockFetch(
      onePage([
        card('a', 'Bravo', 'rare', { items: [item(1), item(2), item(3)] }),
        card('b', 'Alpha', 'rare', { items: [item(1)] }),
        card('c', 'Zulu', 'unique', {
          price_history: [{ old_value: 1000, new_value: 3000, changed_at: '2026-08-03T00:00:00Z' }],
        }),
        card('d', 'Other map', 'unique', { map: { id: 2, name: 'Space City' } }),
      ]),
    );
    renderCards();
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

  it("shows the game's Chinese name under our English one, and says cost per open is our rule", async () => {
    mockFetch(
      onePage([
        card('a', 'Alpha', 'rare', { name_original: '阿尔法房间钥匙' }),
        card('b', 'Bravo', 'rare', { name_original: null }),
      ]),
    );
    renderCards();
    const table = await screen.findByRole('table', { name: 'Keycards on Zero Dam' });
    const [alpha, bravo] = within(table).getAllByTestId('keycard-row');
    expect(within(alpha!).getByTestId('keycard-name-original')).toHaveTextContent('阿尔法房间钥匙');
    expect(within(alpha!).getByTestId('keycard-name-original')).toHaveAttribute('lang', 'zh');
    expect(within(bravo!).queryByTestId('keycard-name-original')).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Cost per open *' })).toBeInTheDocument();
    expect(screen.getByTestId('cost-rule-note')).toHaveTextContent(
      "rule of thumb, not a game figure: the key's value divided by its uses, times 2 on Normal and times 4 on Hard",
    );
  });

  it('shows the no-cards message with Retry when the load fails', async () => {
    const fetch = mockFetch({ error: { code: 'BOOM', message: 'down' } }, 503);
    renderCards('/wiki/cards?map=space-city');
    expect(await screen.findByText('No cards found')).toBeInTheDocument();
    mockFetch(onePage([card('d', 'Vault', 'unique', { map: { id: 2, name: 'Space City' } })]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Keycards on Space City' });
    expect(within(table).getByText('Vault')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalled();
  });

  it('switching tabs writes ?map= and a map without cards shows the message', async () => {
    mockFetch(onePage([card('a', 'Alpha', 'rare')]));
    const router = renderCards();
    await screen.findByRole('table', { name: 'Keycards on Zero Dam' });
    await userEvent.click(screen.getByRole('tab', { name: 'Brakkesh' }));
    expect(router.state.location.search).toBe('?map=brakkesh');
    expect(screen.getByText('There are no keycards for Brakkesh yet.')).toBeInTheDocument();
  });

  it('shows every card of a list longer than one page (450 cards served in 3 pages)', async () => {
    const all = Array.from({ length: 450 }, (_, i) =>
      card(`k${String(i).padStart(3, '0')}`, `Key ${String(i).padStart(3, '0')}`, 'rare'),
    );
    const fetch = serveKeycards(all);
    renderCards();
    const table = await screen.findByRole('table', { name: 'Keycards on Zero Dam' });
    const rows = within(table).getAllByTestId('keycard-row');
    expect(rows).toHaveLength(450);
    // The last page's cards are there, not only the first 200.
    expect(within(table).getByText('Key 449')).toBeInTheDocument();
    expect(
      fetch.mock.calls.map(([url]) => new URL(String(url), 'http://test').searchParams.get('offset')),
    ).toEqual([null, '200', '400']);
  }, 30_000);

  it('the History chart reads the whole price history when the dialog opens', async () => {
    // The list carries only the newest change; the chart's endpoint has two more, older ones.
    const newest = { id: 3, old_value: 2000, new_value: 3000, changed_at: '2026-08-03T00:00:00Z' };
    const fetch = serveKeycards(
      [card('a', 'Alpha', 'rare', { price_history: [newest] })],
      [
        newest,
        { id: 2, old_value: 1500, new_value: 2000, changed_at: '2026-07-20T00:00:00Z' },
        { id: 1, old_value: 1000, new_value: 1500, changed_at: '2026-07-01T00:00:00Z' },
      ],
    );
    renderCards();
    const table = await screen.findByRole('table', { name: 'Keycards on Zero Dam' });
    const historyCalls = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/price-history'));
    expect(historyCalls()).toHaveLength(0);
    await userEvent.click(within(table).getByRole('button', { name: /History/ }));
    const dialog = await screen.findByRole('dialog');
    expect(historyCalls().map(([url]) => String(url))).toEqual(['/api/v1/keycards/a/price-history']);
    // The chart spans the full history: its first point is the oldest change (to 1,500).
    expect(await within(dialog).findByRole('img', { name: /from 1,500 to 3,000/ })).toBeInTheDocument();
  });

  it('Details shows the sourced area with its original, and an editor-changed location without it', async () => {
    mockFetch(
      onePage([
        card('a', 'Alpha', 'rare', { location: 'Cement Plant', location_original: '水泥厂' }),
        card('b', 'Bravo', 'rare', { location: 'Behind the fence', location_original: '水泥厂' }),
      ]),
    );
    renderCards();
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
