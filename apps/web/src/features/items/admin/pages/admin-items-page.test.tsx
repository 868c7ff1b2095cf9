import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ItemListEntry } from '@dfwiki/shared';
import { renderPage, serveApi } from '../../../../test/render-page';
import AdminItemsPage from './AdminItemsPage';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, name: string, name_cn: string): ItemListEntry => ({
  id,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  name,
  name_cn,
  category: 'props',
  subcategory: 'valuable',
  grade: 5,
  width: 1,
  length: 1,
  slots: 1,
  wear: '',
  price: 1000,
  price_as_of: null,
  value_per_slot: 1000,
  change_7d: null,
});

/** 120 items in all, 50 a page; the answer echoes the offset asked for. */
const list = (url: URL) => {
  const offset = Number(url.searchParams.get('offset'));
  const q = url.searchParams.get('q') ?? '';
  return {
    data: {
      items: [entry(offset + 1, `${q || 'Gold'} bar ${offset + 1}`, '金条')],
      page: {
        offset,
        limit: 50,
        total: q ? 1 : 120,
        next_offset: !q && offset + 50 < 120 ? offset + 50 : null,
      },
      subcategories: [],
    },
  };
};
const itemCalls = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://test'))
    .filter((u) => u.pathname.endsWith('/items'));

describe('AdminItemsPage', () => {
  it('pages with the server, searches with the server and links each row to its edit page', async () => {
    const fetch = serveApi({ '/items': list });
    const { router } = renderPage(<AdminItemsPage />, { path: '/' });
    const user = userEvent.setup();

    expect(await screen.findByText('Gold bar 1')).toBeInTheDocument();
    expect(screen.getByText('金条')).toHaveAttribute('lang', 'zh');
    expect(screen.getByRole('link', { name: 'Edit Gold bar 1' })).toHaveAttribute(
      'href',
      '/admin/dashboard/items/1',
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next →' }));
    expect(await screen.findByText('Gold bar 51')).toBeInTheDocument();
    expect(itemCalls(fetch).at(-1)?.searchParams.get('offset')).toBe('50');
    expect(router.state.location.search).toBe('?page=2');

    await user.type(screen.getByRole('searchbox'), 'ak');
    expect(await screen.findByText('ak bar 1')).toBeInTheDocument();
    const last = itemCalls(fetch).at(-1)!;
    expect(last.searchParams.get('q')).toBe('ak');
    expect(last.searchParams.get('offset')).toBe('0');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ak'));
  });
});
