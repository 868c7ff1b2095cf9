import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { GuideSummary, Weapon } from '@dfwiki/shared';
import { renderPage, serveApi } from '../../../test/render-page';
import WeaponDetailPage from '../pages/WeaponDetailPage';

afterEach(() => vi.unstubAllGlobals());

const weapon = {
  id: 7,
  slug: 'm4a1',
  name: 'M4A1 Assault Rifle',
  category: { id: 1, name: 'Assault Rifle' },
  tier: 'A',
  description: 'A steady rifle.',
  builds: [],
  tags: [],
  ttk_values: [],
  pros: [],
  cons: [],
} as unknown as Weapon;

const summary: GuideSummary = {
  id: 3,
  slug: 'm4a1-recoil',
  title: 'Taming the M4A1',
  category: 'weapons',
  language: 'en',
  status: 'published',
  subject: { type: 'weapon', id: 7, slug: 'm4a1', name: 'M4A1 Assault Rifle' },
  author: { id: 11, nickname: 'Nightjar' },
  excerpt: 'Short bursts.',
  created_at: '2026-10-28T09:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  published_at: '2026-11-01T10:00:00Z',
};

function open(guides: GuideSummary[]) {
  const api = serveApi({
    '/weapons/m4a1': () => ({ data: { weapon } }),
    '/weapons/7/weaponView': () => ({ data: { views: 1 } }),
    '/guides': () => ({
      data: { guides, page: { offset: 0, limit: 50, total: guides.length, next_offset: null } },
    }),
  });
  renderPage(<WeaponDetailPage />, {
    path: '/wiki/weapons/:weaponNameId',
    url: '/wiki/weapons/m4a1?tab=guides',
  });
  return api;
}

describe("the weapon page's Guides & Tips tab", () => {
  it("opens from ?tab=guides and lists the weapon's guides, asked by its id", async () => {
    const api = open([summary]);
    const list = await screen.findByTestId('weapon-guides');
    expect(screen.getByRole('tab', { name: 'Guides & Tips' })).toHaveAttribute('aria-selected', 'true');
    expect(within(list).getByRole('link', { name: 'Taming the M4A1' })).toHaveAttribute(
      'href',
      '/wiki/guides/m4a1-recoil',
    );
    expect(list).toHaveTextContent('by Nightjar');
    const asked = api.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .find((u) => u.pathname.endsWith('/guides'))!;
    expect(asked.searchParams.get('subject_type')).toBe('weapon');
    expect(asked.searchParams.get('subject_id')).toBe('7');
    expect(within(list).getByRole('link', { name: 'Write a guide' })).toHaveAttribute(
      'href',
      '/my/guides/new?subject=weapon%3A7&category=weapons',
    );
  });

  it('invites a first guide when there is none', async () => {
    open([]);
    expect(await screen.findByText('No guides for this weapon yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a guide' })).toHaveAttribute(
      'href',
      '/my/guides/new?subject=weapon%3A7&category=weapons',
    );
  });
});
