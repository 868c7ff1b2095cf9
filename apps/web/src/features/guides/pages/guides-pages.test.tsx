import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, serveApi } from '../../../test/render-page';
import { guide, guidePage, guideSummary, revision } from '../guide-fixture';
import GuidePage from './GuidePage';
import GuidesPage from './GuidesPage';
import GuideHistoryPage from './GuideHistoryPage';

afterEach(() => vi.unstubAllGlobals());

const signedOut = () => ({ data: { isValid: false, user: null } });
const editor = () => ({
  data: {
    isValid: true,
    user: { id: 12, nickname: 'Editor Kite', email: 'kite@x.test', role: { name: 'editor' } },
  },
});

const openGuide = (url = '/wiki/guides/smoke-lines-on-zero-dam') =>
  renderPage(<GuidePage />, { path: '/wiki/guides/:guideSlug', url });

describe('GuidePage', () => {
  it('shows the title, writer, dates, subject, contents and text', async () => {
    serveApi({
      '/guides/smoke-lines-on-zero-dam': () => ({ data: { guide: guide() } }),
      '/auth/check-token': signedOut,
    });
    openGuide();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Smoke lines on Zero Dam' }),
    ).toBeInTheDocument();
    const byline = screen.getByTestId('guide-byline');
    expect(byline).toHaveTextContent('by Nightjar');
    // Days in UTC, so the server's HTML and the browser agree.
    expect(byline).toHaveTextContent('Published Nov 1, 2026');
    expect(byline).toHaveTextContent('last edited Nov 3, 2026');
    expect(screen.getByText('Tactics & Strategy')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('guide-subject')).getByRole('link', { name: 'M4A1 Assault Rifle' }),
    ).toHaveAttribute('href', '/wiki/weapons/m4a1');
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#guide-before-the-crossing', '#guide-the-east-stairs', '#guide-after']);
    const body = screen.getByTestId('guide-body');
    expect(body).toHaveAttribute('lang', 'en');
    expect(within(body).getByRole('heading', { level: 2, name: 'Before the crossing' })).toHaveAttribute(
      'id',
      'guide-before-the-crossing',
    );
    expect(within(body).getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History of this guide' })).toHaveAttribute(
      'href',
      '/wiki/guides/smoke-lines-on-zero-dam/history',
    );
    // Written in the page's language: no note. Signed out: no edit link.
    expect(screen.queryByTestId('guide-language-note')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit this guide' })).toBeNull();
  });

  it('has no contents under GUIDE_TOC_MIN_HEADINGS headings, and no "last edited" before publication', async () => {
    serveApi({
      '/guides/smoke-lines-on-zero-dam': () => ({
        data: {
          guide: guide({
            headings: guide().headings.slice(0, 2),
            updated_at: '2026-10-30T09:00:00Z',
          }),
        },
      }),
      '/auth/check-token': signedOut,
    });
    openGuide();
    await screen.findByTestId('guide-body');
    expect(screen.queryByTestId('guide-toc')).toBeNull();
    expect(screen.queryByTestId('guide-edited')).toBeNull();
  });

  it('notes a guide written in another language, and offers editors the edit link', async () => {
    serveApi({
      '/guides/smoke-lines-on-zero-dam': () => ({
        data: {
          guide: guide({
            language: 'ro',
            subject: { type: 'map', id: 'zero-dam', slug: 'zero-dam', name: 'Zero Dam' },
          }),
        },
      }),
      '/auth/check-token': editor,
    });
    openGuide();
    expect(await screen.findByTestId('guide-language-note')).toHaveTextContent('Written in Română');
    expect(screen.getByTestId('guide-body')).toHaveAttribute('lang', 'ro');
    expect(screen.getByRole('link', { name: 'Zero Dam' })).toHaveAttribute('href', '/wiki/maps/zero-dam');
    expect(await screen.findByRole('link', { name: 'Edit this guide' })).toHaveAttribute(
      'href',
      '/my/guides/3/edit',
    );
  });

  it('says when there is no such guide', async () => {
    serveApi({ '/auth/check-token': signedOut });
    openGuide('/wiki/guides/no-such-guide');
    expect(await screen.findByText('Guide not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All guides' })).toHaveAttribute('href', '/wiki/guides');
  });
});

describe('GuidesPage', () => {
  it('lists guides as cards, with the category and search of the address sent to the API', async () => {
    const api = serveApi({
      '/guides': () =>
        guidePage([
          guideSummary(),
          guideSummary({
            id: 4,
            slug: 'raid-de-noapte',
            title: 'Raid de noapte',
            language: 'ro',
            subject: null,
            author: null,
          }),
        ]),
    });
    renderPage(<GuidesPage />, { path: '/wiki/guides', url: '/wiki/guides?category=tactics&q=smoke' });
    const cards = await screen.findByTestId('guide-cards');
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Smoke lines on Zero Dam' })).toHaveAttribute(
      'href',
      '/wiki/guides/smoke-lines-on-zero-dam',
    );
    expect(items[0]).toHaveTextContent('by Nightjar');
    expect(items[0]).toHaveTextContent('Nov 1, 2026');
    expect(items[0]).toHaveTextContent('Where to throw smoke before the dam crossing.');
    expect(within(items[0]!).getByRole('link', { name: 'M4A1 Assault Rifle' })).toHaveAttribute(
      'href',
      '/wiki/weapons/m4a1',
    );
    expect(items[1]).toHaveTextContent('RO');
    expect(items[1]).toHaveTextContent('by a former member');
    expect(screen.getByText('2 guides')).toBeInTheDocument();
    const asked = new URL(String(api.mock.calls[0]![0]), 'http://x');
    expect(asked.searchParams.get('category')).toBe('tactics');
    expect(asked.searchParams.get('q')).toBe('smoke');
    // The categories are links in the address, the current one marked; each keeps the search.
    const nav = screen.getByRole('navigation', { name: 'Guide categories' });
    expect(within(nav).getByRole('link', { name: 'Tactics & Strategy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Maps & Loot Runs' })).toHaveAttribute(
      'href',
      '/wiki/guides?category=maps&q=smoke',
    );
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/wiki/guides?q=smoke');
    // A GET form that works without scripts, keeping the category.
    const search = screen.getByRole('searchbox', { name: 'Search guides' });
    expect(search).toHaveValue('smoke');
    expect(search.closest('form')).toHaveAttribute('method', 'get');
    expect(screen.getByRole('link', { name: 'Write a guide' })).toHaveAttribute(
      'href',
      '/my/guides/new?category=tactics',
    );
  });

  it('searches through the form', async () => {
    const api = serveApi({ '/guides': () => guidePage([guideSummary()]) });
    renderPage(<GuidesPage />, { path: '/wiki/guides', url: '/wiki/guides' });
    await screen.findByTestId('guide-cards');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search guides' }), 'stairs');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(
        api.mock.calls.some(([url]) => new URL(String(url), 'http://x').searchParams.get('q') === 'stairs'),
      ).toBe(true),
    );
  });

  it('shows an invitation when a category is empty, and a no-match state for a search', async () => {
    serveApi({ '/guides': () => guidePage([]) });
    renderPage(<GuidesPage />, { path: '/wiki/guides', url: '/wiki/guides?category=keycards&category=x' });
    expect(await screen.findByText('No guides here yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Write a guide' }).length).toBeGreaterThan(0);
    vi.unstubAllGlobals();

    serveApi({ '/guides': () => guidePage([]) });
    renderPage(<GuidesPage />, { path: '/wiki/guides', url: '/wiki/guides?q=nothing' });
    expect(await screen.findByText('No guide matches your search')).toBeInTheDocument();
  });

  it('sends no unknown category to the API', async () => {
    const api = serveApi({ '/guides': () => guidePage([guideSummary()]) });
    renderPage(<GuidesPage />, { path: '/wiki/guides', url: '/wiki/guides?category=%3Cb%3E' });
    await screen.findByTestId('guide-cards');
    expect(new URL(String(api.mock.calls[0]![0]), 'http://x').search).toBe('');
    expect(
      within(screen.getByRole('navigation', { name: 'Guide categories' })).getByRole('link', { name: 'All' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

const history = (session: () => unknown) =>
  serveApi({
    '/guides/smoke-lines-on-zero-dam': () => ({ data: { guide: guide() } }),
    '/revisions': () => ({
      data: {
        revisions: [
          revision(30, {
            changes: [
              { field: 'body', from: 'Line one\nThrow late.\n', to: 'Line one\nThrow early.\nMore.\n' },
              { field: 'title', from: 'Smoke', to: 'Smoke lines on Zero Dam' },
            ],
          }),
          revision(21, {
            at: '2026-11-01T10:00:00Z',
            changes: [{ field: 'status', from: 'pending', to: 'published' }],
          }),
        ],
        page: { offset: 0, limit: 100, total: 2, next_offset: null },
      },
    }),
    '/revisions/21/restore': () => ({ data: { entity: 'guide', entityId: '3', item: {} } }),
    '/auth/check-token': session,
  });

const openHistory = () =>
  renderPage(<GuideHistoryPage />, {
    path: '/wiki/guides/:guideSlug/history',
    url: '/wiki/guides/smoke-lines-on-zero-dam/history',
  });

describe('GuideHistoryPage', () => {
  it('lists each version with its day, editor, summary and line diff, and never an email', async () => {
    const api = history(signedOut);
    openHistory();
    const versions = await screen.findAllByTestId('guide-revision');
    expect(versions).toHaveLength(2);
    expect(versions[0]).toHaveTextContent('Nov 3, 2026');
    expect(versions[0]).toHaveTextContent('by Editor Kite');
    expect(versions[0]).toHaveTextContent('Current version');
    expect(within(versions[0]!).getByTestId('guide-revision-summary')).toHaveTextContent(
      'Edited the text (+11 / −4 characters) · Changed the title',
    );
    expect(within(versions[1]!).getByTestId('guide-revision-summary')).toHaveTextContent('Published');
    const diff = within(versions[0]!).getByTestId('guide-body-diff');
    expect(diff.querySelector('del')).toHaveTextContent('Throw late.');
    expect([...diff.querySelectorAll('ins')].map((e) => e.textContent)).toEqual([
      '+ added: Throw early.',
      '+ added: More.',
    ]);
    expect(document.body.textContent).not.toContain('@');
    // The history is read by the guide's id.
    const read = api.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .find((u) => u.pathname.endsWith('/revisions'));
    expect(read?.searchParams.get('entity')).toBe('guide');
    expect(read?.searchParams.get('id')).toBe('3');
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });

  it('lets an editor restore an older version', async () => {
    const api = history(editor);
    openHistory();
    const restore = await screen.findByRole('button', { name: 'Restore this version' });
    // One per version but the current one.
    expect(screen.getAllByRole('button', { name: 'Restore this version' })).toHaveLength(1);
    await userEvent.click(restore);
    expect(await screen.findByText('The guide is back to this version.')).toBeInTheDocument();
    const call = api.mock.calls.find(([url]) => String(url).endsWith('/revisions/21/restore'));
    expect(call?.[1]?.method).toBe('POST');
  });

  it('says when there is no such guide', async () => {
    serveApi({ '/auth/check-token': signedOut });
    renderPage(<GuideHistoryPage />, {
      path: '/wiki/guides/:guideSlug/history',
      url: '/wiki/guides/no-such-guide/history',
    });
    expect(await screen.findByText('Guide not found')).toBeInTheDocument();
  });
});
