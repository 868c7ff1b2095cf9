// The editors' queue of corrections: accept, reject only with a reason (in a dialog), never one's own;
// the accepted and rejected ones under their tabs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Correction } from '@dfwiki/shared';
import { renderPage } from '../../../test/render-page';
import { bodiesSent, correction, serveCorrectionsApi, signedIn } from '../../../test/correction-fixture';
import AdminCorrectionsPage from './AdminCorrectionsPage';

afterEach(() => vi.unstubAllGlobals());

const list = (corrections: Correction[]) => ({
  data: { corrections, page: { offset: 0, limit: 100, total: corrections.length, next_offset: null } },
});

function serveQueue(editorId: number, pending: Correction[]) {
  let waiting = pending;
  return serveCorrectionsApi({
    '/auth/check-token': () => signedIn(editorId, 'editor'),
    '/corrections': (url) => list(url.searchParams.get('status') === 'pending' ? waiting : []),
    'POST /corrections/11/decision': () => {
      waiting = [];
      return { data: { correction: correction({ status: 'rejected' }) } };
    },
  });
}

describe('AdminCorrectionsPage', () => {
  it('rejects only with a reason, given in a dialog', async () => {
    const fetch = serveQueue(9, [correction()]);
    renderPage(<AdminCorrectionsPage />, { path: '/' });
    expect(screen.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
    const card = within(await screen.findByTestId('correction-review'));
    expect(card.getByText(/by Lapwing/)).toBeVisible();
    expect(card.getByTestId('correction-current')).toHaveTextContent('30');
    expect(card.getByTestId('correction-proposed')).toHaveTextContent('31.5');
    await userEvent.click(card.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(dialog.getByLabelText(/Reason/)).toHaveAccessibleDescription(
      'Write why the correction is rejected.',
    );
    expect(bodiesSent(fetch, 'POST', '/decision')).toEqual([]);
    await userEvent.type(dialog.getByLabelText(/Reason/), 'The source is about another mode.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Correction rejected.')).toBeVisible();
    expect(bodiesSent(fetch, 'POST', '/corrections/11/decision')).toEqual([
      { decision: 'reject', note: 'The source is about another mode.' },
    ]);
    expect(await screen.findByText('No correction is waiting for review.')).toBeVisible();
  });

  it('accepts with one press', async () => {
    const fetch = serveQueue(9, [correction()]);
    renderPage(<AdminCorrectionsPage />, { path: '/' });
    const card = within(await screen.findByTestId('correction-review'));
    await userEvent.click(card.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Correction accepted: the page shows the new value.')).toBeVisible();
    expect(bodiesSent(fetch, 'POST', '/corrections/11/decision')).toEqual([{ decision: 'accept', note: '' }]);
  });

  it("disables the buttons on the editor's own correction, and says why", async () => {
    serveQueue(3, [correction()]);
    renderPage(<AdminCorrectionsPage />, { path: '/' });
    const card = within(await screen.findByTestId('correction-review'));
    expect(card.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(card.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(card.getByText('You sent this correction: another editor has to decide it.')).toBeVisible();
  });
});
