import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderPage } from '../../../../test/render-page';
import { round } from '../../../../test/gear-fixtures';
import type { EditSession } from '../../../../components/editing/history/use-edit-session';
import { RoundForm } from './round-form';

afterEach(() => vi.unstubAllGlobals());

/** The API refusing every save as stale; the headers of each call are kept. */
function refuseAsStale() {
  const fn = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'PUT'
      ? jsonResponse({ error: { code: 'EDIT_CONFLICT', message: 'Changed since you loaded it.' } }, 409)
      : jsonResponse({}, 404),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('a save over a newer version', () => {
  it('sends the loaded version, keeps what was typed and offers Reload', async () => {
    const fetch = refuseAsStale();
    const reload = vi.fn(async () => undefined);
    const session: EditSession = {
      entity: 'ammo',
      id: 'r1',
      version: 7,
      ready: true,
      failed: false,
      formKey: 'r1-0',
      reload,
    };
    renderPage(<RoundForm round={round('r1', { name: 'Old' })} session={session} />, { path: '/' });
    const user = userEvent.setup();
    const name = screen.getByLabelText('English name');
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const reloadButton = await screen.findByRole('button', { name: 'Reload' });
    const notice = reloadButton.closest('[role="alert"]');
    expect(notice).toHaveTextContent('Someone else saved this after you opened it.');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(new Headers(put[1]!.headers).get('If-Match')).toBe('"7"');
    expect(name).toHaveValue('Mine');
    await user.click(reloadButton);
    expect(reload).toHaveBeenCalledOnce();
  });
});
