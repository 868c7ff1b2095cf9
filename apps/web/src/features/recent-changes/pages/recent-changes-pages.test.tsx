import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecentChange } from '@dfwiki/shared';
import { renderPage, serveApi } from '../../../test/render-page';
import RecentChangesPage, { pageData } from './RecentChangesPage';
import RecentChangePage from './RecentChangePage';

const change = (id: number, overrides: Partial<RecentChange> = {}): RecentChange => ({
  id,
  at: '2026-11-27T10:05:00.000Z',
  kind: 'edit',
  action: 'update',
  by: 'Sable',
  source: null,
  target: { entity: 'weapon', id: '3', name: 'M4A1', slug: 'm4a1' },
  fields: ['notes', 'tier'],
  batch: null,
  ...overrides,
});

const CHANGES: RecentChange[] = [
  change(40),
  change(39, {
    kind: 'build',
    action: 'update',
    target: { entity: 'build', id: '12', name: 'Quiet Laser', slug: 'm4a1' },
    fields: ['status', 'rating'],
  }),
  change(30, {
    kind: 'import',
    action: 'create',
    by: null,
    source: 'DF Wiki sample data',
    target: null,
    fields: [],
    batch: {
      count: 1634,
      entities: [
        { entity: 'build', count: 1500 },
        { entity: 'weapon', count: 1 },
      ],
    },
  }),
];

afterEach(() => vi.unstubAllGlobals());

describe('RecentChangesPage', () => {
  const open = (url = '/wiki/recent-changes') => {
    const api = serveApi({
      '/recent-changes': (u) => {
        const kind = u.searchParams.get('kind');
        const changes = kind ? CHANGES.filter((c) => c.kind === kind) : CHANGES;
        return { data: { changes, next_before: kind ? null : 30 } };
      },
    });
    return { api, ...renderPage(<RecentChangesPage />, { path: '/wiki/recent-changes', url }) };
  };

  it('lists each change: when, kind, what with its link, who, the fields changed and its diff link', async () => {
    open();
    const list = await screen.findByTestId('recent-changes');
    const items = within(list).getAllByTestId('recent-change');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Nov 27, 2026, 10:05 UTC');
    expect(within(items[0]!).getByRole('link', { name: 'M4A1' })).toHaveAttribute(
      'href',
      '/wiki/weapons/m4a1',
    );
    expect(items[0]).toHaveTextContent('by Sable · Changed: Notes, Tier');
    expect(within(items[0]!).getByTestId('diff-link')).toHaveAttribute('href', '/wiki/recent-changes/40');
    expect(within(items[1]!).getByRole('link', { name: 'Quiet Laser' })).toHaveAttribute(
      'href',
      '/wiki/weapons/m4a1?build=12',
    );
    expect(items[2]).toHaveTextContent('Import: DF Wiki sample data (1634 changes)');
    expect(items[2]).toHaveTextContent('Imported by DF Wiki sample data · 1500 builds, 1 weapon');
    expect(screen.getByTestId('older-link')).toHaveAttribute('href', '/wiki/recent-changes?before=30');
    expect(screen.getByTestId('feed-link')).toHaveAttribute('href', '/recent-changes.atom');
    expect(screen.getByTestId('kind-all')).toHaveAttribute('aria-current', 'page');
  });

  it('filters by kind in the address, and reads an unknown kind as every kind', async () => {
    const { api, router } = open('/wiki/recent-changes?kind=nope');
    expect(await screen.findAllByTestId('recent-change')).toHaveLength(3);
    expect(String(api.mock.calls[0]![0])).toMatch(/\/recent-changes$/);
    await userEvent.click(screen.getByTestId('kind-build'));
    expect(router.state.location.search).toBe('?kind=build');
    expect(await screen.findByRole('link', { name: 'Quiet Laser' })).toBeInTheDocument();
    expect(screen.getAllByTestId('recent-change')).toHaveLength(1);
    expect(screen.getByTestId('kind-build')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('feed-link')).toHaveAttribute('href', '/recent-changes.atom?kind=build');
  });

  it('names the Atom feed of its filter in its head', () => {
    const head = pageData.handle!.head({
      params: {},
      search: new URLSearchParams('kind=import'),
      read: () => undefined,
      t: ((key: string) => key) as never,
      lang: 'en',
    });
    expect(head?.feed).toEqual({
      title: 'recentChanges.feedTitle',
      href: '/recent-changes.atom?kind=import',
    });
  });
});

describe('RecentChangePage', () => {
  const open = (id: string, body: unknown) => {
    serveApi({ [`/recent-changes/${id}`]: () => body });
    return renderPage(<RecentChangePage />, {
      path: '/wiki/recent-changes/:revisionId',
      url: `/wiki/recent-changes/${id}`,
    });
  };

  it('shows one change field by field', async () => {
    open('40', {
      data: {
        change: CHANGES[0],
        revisions: [
          {
            id: 40,
            action: 'update',
            at: CHANGES[0]!.at,
            target: CHANGES[0]!.target,
            changes: [{ field: 'tier', from: 'B', to: 'A' }],
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Weapon M4A1 · Edited');
    const diff = screen.getByTestId('diff');
    expect(within(diff).getByText('Tier')).toBeInTheDocument();
    expect(diff).toHaveTextContent('before: B → after: A');
    expect(screen.getByRole('link', { name: 'All recent changes' })).toHaveAttribute(
      'href',
      '/wiki/recent-changes',
    );
  });

  it('says so when the change is not public, and never asks for an address that is no id', async () => {
    const api = serveApi({});
    renderPage(<RecentChangePage />, {
      path: '/wiki/recent-changes/:revisionId',
      url: '/wiki/recent-changes/abc',
    });
    expect(await screen.findByText('Change not found')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});
