import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onePage, renderPage, serveApi } from '../../../../test/render-page';
import { keycardRead } from '../../../../test/keycard-fixture';
import AdminPriceUpdaterPage from './AdminPriceUpdaterPage';

const card = (id: string, name: string, card_value: number) => keycardRead({ id, name, card_value });

const CARDS = [
  card('zd-office', 'Cement Plant Office', 400_000),
  card('zd-ticket', 'Ticket Office', 450_931),
];

/** The keycards, maps and the batch price write, at the network boundary. */
function serve() {
  return serveApi({
    '/keycards': () => onePage('keycards', CARDS),
    '/maps': () => ({ data: { maps: [{ id: 1, name: 'Zero Dam' }] } }),
    '/keycards/prices': (_url, init) => {
      const { items } = JSON.parse(String(init?.body)) as { items: { id: string }[] };
      return { data: { updated: items.map((i) => i.id), unchanged: [] } };
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminPriceUpdaterPage', () => {
  it('matches pasted lines to the map’s cards and sends only the changed prices', async () => {
    const fetch = serve();
    renderPage(<AdminPriceUpdaterPage />, { path: '/admin/dashboard/cardsupdater' });
    await screen.findAllByText('Cement Plant Office');
    await userEvent.type(
      screen.getByLabelText('Price data'),
      'Cement Plant Office: 435,072{enter}Ticket Office: $450,931{enter}Nowhere Room: 5',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Process Price Data' }));
    const table = await screen.findByRole('table', { name: 'Identified Prices' });
    expect(within(table).getByText('Cement Plant Office')).toBeInTheDocument();
    expect(await screen.findByText('Found 2 items')).toBeInTheDocument();
    expect(await screen.findByText('Could not find exact matches for: Nowhere Room')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Update Prices' }));
    expect(await screen.findByText('Updated 1 items successfully, 0 failed')).toBeInTheDocument();
    const write = fetch.mock.calls.find(([url]) => String(url).endsWith('/keycards/prices'));
    // 435,072 is the preset's example figure for this card: it goes out labelled as an example.
    expect(JSON.parse(String(write?.[1]?.body))).toEqual({
      items: [{ id: 'zd-office', price: 435_072, example: true }],
    });
  });
});
