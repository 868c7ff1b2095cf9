import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuideSummary } from '@dfwiki/shared';
import { renderPage } from '../../../../test/render-page';
import { guide, sent, serveGuidesApi, signedIn } from '../../test-fixtures';
import AdminGuidesPage from './AdminGuidesPage';

afterEach(() => vi.unstubAllGlobals());

const summary = ({
  body: _b,
  html: _h,
  headings: _hd,
  reviews: _r,
  version: _v,
  ...rest
}: ReturnType<typeof guide>): GuideSummary => rest;

const page = (guides: GuideSummary[]) => ({
  data: { guides, page: { offset: 0, limit: 100, total: guides.length, next_offset: null } },
});

function serveQueue(
  editorId: number,
  decision: () => unknown = () => ({ data: { guide: guide({ status: 'published' }) } }),
) {
  let pending = [summary(guide())];
  const fetch = serveGuidesApi({
    '/auth/check-token': () => signedIn(editorId, 'editor'),
    '/guides': (url) => page(url.searchParams.get('status') === 'pending' ? pending : []),
    'GET /guides/5': () => ({
      data: {
        guide: guide({
          reviews: [
            {
              decision: 'request_changes',
              note: 'Say which attachments.',
              reviewer: 'Ed',
              decided_at: '2026-11-21T10:00:00.000Z',
            },
          ],
        }),
      },
    }),
    'POST /guides/5/decision': () => {
      pending = [];
      return decision();
    },
  });
  return { fetch };
}

describe('AdminGuidesPage', () => {
  it('opens a waiting guide to its rendered page and earlier reviews, and asks for changes only with a note', async () => {
    const { fetch } = serveQueue(9);
    renderPage(<AdminGuidesPage />, { path: '/' });
    expect(await screen.findByRole('tab', { name: 'Waiting (1)' })).toHaveAttribute('aria-selected', 'true');
    const item = within(screen.getByTestId('guide-review'));
    expect(item.getByText(/by Writer/)).toBeInTheDocument();
    await userEvent.click(item.getByRole('button', { name: 'Read and decide' }));
    expect(await item.findByRole('heading', { name: 'Pull', level: 2 })).toBeInTheDocument();
    expect(item.getByTestId('guide-reviews')).toHaveTextContent('Say which attachments.');

    await userEvent.click(item.getByRole('button', { name: 'Ask for changes' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ask for changes' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ask for changes' }));
    expect(dialog.getByText('Write what should change.')).toBeInTheDocument();
    expect(sent(fetch, 'POST', '/decision')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText(/What should change/), 'Name the attachments.');
    await userEvent.click(dialog.getByRole('button', { name: 'Ask for changes' }));
    expect(await screen.findByText('Changes requested.')).toBeInTheDocument();
    expect(sent(fetch, 'POST', '/decision')[0]!.body).toEqual({
      decision: 'request_changes',
      note: 'Name the attachments.',
    });
    expect(await screen.findByText('No guides are waiting for review.')).toBeInTheDocument();
  });

  it('rejects only with a reason, and approves without one', async () => {
    const { fetch } = serveQueue(9);
    renderPage(<AdminGuidesPage />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Read and decide' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const reject = within(screen.getByRole('dialog', { name: 'Reject this guide' }));
    await userEvent.click(reject.getByRole('button', { name: 'Reject' }));
    expect(reject.getByText('Write why the guide is rejected.')).toBeInTheDocument();
    await userEvent.click(reject.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const approve = within(screen.getByRole('dialog', { name: 'Approve and publish this guide?' }));
    await userEvent.click(approve.getByRole('button', { name: 'Approve and publish' }));
    expect(await screen.findByText('Guide approved and published.')).toBeInTheDocument();
    expect(sent(fetch, 'POST', '/decision').map((c) => c.body)).toEqual([{ decision: 'approve', note: '' }]);
  });

  it("keeps the decisions off an editor's own guide, saying why", async () => {
    serveQueue(1);
    renderPage(<AdminGuidesPage />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Read and decide' }));
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('You wrote this guide: another editor decides it.');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it("words the API's refusal of an editor's own guide (403 OWN_GUIDE)", async () => {
    serveQueue(9, () => ({ status: 403, body: { error: { code: 'OWN_GUIDE', message: 'Own guide.' } } }));
    renderPage(<AdminGuidesPage />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Read and decide' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Approve and publish' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You wrote this guide: another editor decides it.',
    );
  });
});
