import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { guide, serveGuidesApi, signedIn } from '../test-fixtures';
import MyGuidesPage from './MyGuidesPage';

afterEach(() => vi.unstubAllGlobals());

describe('MyGuidesPage', () => {
  it('lists each guide with its status, the latest note, and the links its status allows', async () => {
    serveGuidesApi({
      '/auth/check-token': () => signedIn(),
      '/guides/mine': () => ({
        data: {
          guides: [
            guide({ id: 1, title: 'Waiting one', status: 'pending' }),
            guide({
              id: 2,
              title: 'Needs work',
              status: 'changes_requested',
              reviews: [
                {
                  decision: 'request_changes',
                  note: 'Add a loadout table.',
                  reviewer: 'Ed',
                  decided_at: '2026-11-21T10:00:00.000Z',
                },
              ],
            }),
            guide({
              id: 3,
              slug: 'out-now',
              title: 'Out now',
              status: 'published',
              published_at: '2026-11-22T10:00:00.000Z',
            }),
            guide({
              id: 4,
              title: 'Not this one',
              status: 'rejected',
              subject: null,
              reviews: [
                {
                  decision: 'reject',
                  note: 'Copied from elsewhere.',
                  reviewer: 'Ed',
                  decided_at: '2026-11-21T10:00:00.000Z',
                },
              ],
            }),
          ],
        },
      }),
    });
    renderPage(<MyGuidesPage />, { path: '/my/guides' });
    const cards = await screen.findAllByTestId('my-guide');
    expect(cards).toHaveLength(4);
    const [waiting, changes, published, rejected] = cards.map((c) => within(c));

    expect(waiting!.getByText('Waiting for review')).toBeInTheDocument();
    expect(waiting!.getByText(/Weapons · English · Weapon: M4A1/)).toBeInTheDocument();
    expect(waiting!.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/my/guides/1/edit');
    expect(waiting!.queryByRole('link', { name: 'View the guide' })).toBeNull();

    expect(changes!.getByText('Changes requested', { selector: '.df-badge' })).toBeInTheDocument();
    expect(changes!.getByTestId('review-note')).toHaveTextContent('Add a loadout table.');
    expect(changes!.getByRole('link', { name: 'Edit and send again' })).toHaveAttribute(
      'href',
      '/my/guides/2/edit',
    );

    expect(published!.getByText('Published')).toBeInTheDocument();
    expect(published!.getByRole('link', { name: 'View the guide' })).toHaveAttribute(
      'href',
      '/wiki/guides/out-now',
    );
    expect(published!.queryByRole('link', { name: /Edit/ })).toBeNull();

    expect(rejected!.getByText('Rejected', { selector: '.df-badge' })).toBeInTheDocument();
    expect(rejected!.getByTestId('review-note')).toHaveTextContent('Copied from elsewhere.');
    expect(rejected!.queryByRole('link')).toBeNull();
  });

  it('offers to write the first guide when there is none', async () => {
    serveGuidesApi({
      '/auth/check-token': () => signedIn(),
      '/guides/mine': () => ({ data: { guides: [] } }),
    });
    renderPage(<MyGuidesPage />, { path: '/my/guides' });
    expect(await screen.findByText('You have not written a guide yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Write a guide' }).at(-1)).toHaveAttribute(
      'href',
      '/my/guides/new',
    );
  });

  it('asks a signed-out reader to sign in and reads nothing', async () => {
    const fetch = serveGuidesApi({ '/auth/check-token': () => ({ data: { isValid: false, user: null } }) });
    renderPage(<MyGuidesPage />, { path: '/my/guides' });
    expect(await screen.findByText('Sign in to write a guide')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/guides/mine'))).toBe(false);
  });
});
