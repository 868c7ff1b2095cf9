import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WeaponListItem } from '@dfwiki/shared';
import { onePage, renderPage, serveApi } from '../../../test/render-page';
import WeaponsIndexPage from './WeaponsIndexPage';

afterEach(() => vi.unstubAllGlobals());

/** One SMG with a build, so the category select offers 'smg'. */
const smg = {
  id: 1,
  slug: 'mp5',
  name: 'MP5',
  category: { id: 2, name: 'SMG' },
  category_id: 2,
  tier: 'A',
  description: 'A quick SMG.',
  image_url: null,
  is_new: false,
  notes: '',
  views: 3,
  ttk_values: [],
  tags: [],
  updated_at: '2026-11-01T10:00:00Z',
  builds: [{ id: 9, name: 'Rush', rating: 4, tags: [], updated_at: '2026-11-01T10:00:00Z' }],
} as unknown as WeaponListItem;

function open(url: string) {
  serveApi({ '/weapons': () => onePage('weapons', [smg]) });
  return renderPage(<WeaponsIndexPage />, { path: '/wiki/weapons', url });
}

describe('WeaponsIndexPage filters', () => {
  it('keeps category, search and sort in the URL, leaving the default sort out', async () => {
    const { router } = open('/wiki/weapons?sort=ttk');
    const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'SMG' });

    await user.selectOptions(screen.getByLabelText('Category'), 'smg');
    expect(search()).toEqual({ sort: 'ttk', category: 'smg' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mp');
    expect(search()).toEqual({ sort: 'ttk', category: 'smg', q: 'mp' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'popularity');
    expect(search()).toEqual({ sort: 'popularity', category: 'smg', q: 'mp' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'name');
    expect(search()).toEqual({ category: 'smg', q: 'mp' });

    await user.selectOptions(screen.getByLabelText('Category'), '');
    expect(search()).toEqual({ q: 'mp' });
  });
});
