// My corrections: each correction with its fact (linked to its page), field, today's value and the
// proposed one, the source (nofollow), its status, and the editor's reason when rejected.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { correction, serveCorrectionsApi, signedIn, signedOut } from '../../../test/correction-fixture';
import MyCorrectionsPage from './MyCorrectionsPage';

afterEach(() => vi.unstubAllGlobals());

const list = (corrections: unknown[]) => ({
  data: { corrections, page: { offset: 0, limit: 50, total: corrections.length, next_offset: null } },
});

describe('MyCorrectionsPage', () => {
  it('shows each correction with its status, values, source and the editor’s note', async () => {
    serveCorrectionsApi({
      '/auth/check-token': () => signedIn(),
      '/corrections/mine': () =>
        list([
          correction({ id: 3 }),
          correction({
            id: 2,
            entity: 'keycard',
            entity_id: 'east-wing',
            entity_name: 'East Wing',
            field: 'location',
            current_value: 'Admin block',
            value: 'Basement',
            status: 'rejected',
            reviewer: 'Editor',
            decided_at: '2026-11-21T10:00:00.000Z',
            decision_note: 'The source is about another map.',
          }),
          correction({
            id: 1,
            status: 'accepted',
            current_value: 31.5,
            reviewer: 'Editor',
            decided_at: '2026-11-21T10:00:00.000Z',
          }),
        ]),
    });
    renderPage(<MyCorrectionsPage />, { path: '/' });
    const cards = await screen.findAllByTestId('my-correction');
    expect(cards.map((c) => within(c).getByTestId('correction-status').textContent)).toEqual([
      'Waiting for review',
      'Rejected',
      'Accepted',
    ]);
    const pending = within(cards[0]!);
    expect(pending.getByRole('link', { name: 'M4A1 Assault Rifle' })).toHaveAttribute(
      'href',
      '/wiki/weapons/7',
    );
    expect(pending.getByTestId('correction-field')).toHaveTextContent('Damage');
    expect(pending.getByTestId('correction-current')).toHaveTextContent('30');
    expect(pending.getByTestId('correction-proposed')).toHaveTextContent('31.5');
    const source = pending.getByTestId('correction-source');
    expect(source).toHaveAttribute('href', 'https://example.org/patch-notes');
    expect(source.getAttribute('rel')).toMatch(/\bnofollow\b.*\bugc\b.*\bnoopener\b/);
    expect(pending.queryByTestId('decision-note')).toBeNull();

    const rejected = within(cards[1]!);
    expect(rejected.getByRole('link', { name: 'East Wing' })).toHaveAttribute('href', '/wiki/cards');
    expect(rejected.getByTestId('correction-field')).toHaveTextContent('Area');
    expect(rejected.getByText(/Rejected by Editor on/)).toBeVisible();
    expect(rejected.getByTestId('decision-note')).toHaveTextContent('The source is about another map.');
    expect(within(cards[2]!).getByText(/Accepted by Editor on/)).toBeVisible();
  });

  it('asks a signed-out reader to sign in', async () => {
    serveCorrectionsApi({ '/auth/check-token': () => signedOut });
    renderPage(<MyCorrectionsPage />, { path: '/' });
    expect(await screen.findByText('Sign in to suggest a correction')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(
      /next=%2Fmy%2Fcorrections/,
    );
  });

  it('says so when there is none yet', async () => {
    serveCorrectionsApi({ '/auth/check-token': () => signedIn(), '/corrections/mine': () => list([]) });
    renderPage(<MyCorrectionsPage />, { path: '/' });
    expect(await screen.findByText('No corrections yet')).toBeVisible();
  });
});
