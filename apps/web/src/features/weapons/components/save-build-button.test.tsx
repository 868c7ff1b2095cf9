// The Save / Saved toggle on a build: the player's own state is read in the browser only (never
// while the server renders), a press saves or removes the build, and a signed-out reader is asked
// to sign in and comes back to My saved builds with the build saved.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SavedBuild } from '@dfwiki/shared';
import { ToastProvider } from '../../../components/ui/toast';
import { renderPage, serveApi } from '../../../test/render-page';
import { SaveBuildButton } from './save-build-button';

afterEach(() => vi.unstubAllGlobals());

const BUILD = { id: 5, name: 'Laser beam' };
const savedEntry: SavedBuild = {
  build_id: 5,
  name: 'Laser beam',
  build_code: '6CODE',
  weapon: { id: 7, slug: 'm4a1', name: 'M4A1' },
  saved_at: '2026-11-20T10:00:00.000Z',
};
const signedIn = { data: { isValid: true, user: { id: 1, nickname: 'p', role: { name: 'user' } } } };

/** The API of one player: who is signed in and their saved builds, changed by PUT and DELETE. */
function serveAccount(session: unknown, saved: SavedBuild[]) {
  let list = saved;
  return serveApi({
    '/auth/check-token': () => session,
    '/my/saved-builds': () => ({ data: { saved_builds: list } }),
    '/my/saved-builds/5': (_url, init) => {
      list = init?.method === 'DELETE' ? [] : [savedEntry];
      return { data: { saved_builds: list } };
    },
  });
}

const open = () => renderPage(<SaveBuildButton build={BUILD} />, { path: '/' });
const button = () => screen.getByTestId('save-build');

describe('SaveBuildButton', () => {
  it('saves a build that is not saved yet, then shows Saved', async () => {
    const api = serveAccount(signedIn, []);
    open();
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(expect.stringContaining('/my/saved-builds'), expect.anything()),
    );
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(button()).toHaveTextContent('Save');

    await userEvent.setup().click(button());
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
    expect(button()).toHaveTextContent('Saved');
    const put = api.mock.calls.find(
      ([url, init]) => String(url).endsWith('/my/saved-builds/5') && init?.method === 'PUT',
    );
    expect(put).toBeDefined();
    expect(await screen.findByText('Build saved. You find it under My saved builds.')).toBeInTheDocument();
  });

  it('shows a saved build as Saved, and a press removes it', async () => {
    const api = serveAccount(signedIn, [savedEntry]);
    open();
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.setup().click(button());
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'false'));
    expect(
      api.mock.calls.some(
        ([url, init]) => String(url).endsWith('/my/saved-builds/5') && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('asks a signed-out reader to sign in, then to come back to My saved builds with the build', async () => {
    const api = serveAccount({ data: { isValid: false, user: null } }, []);
    open();
    await userEvent.setup().click(button());
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save builds' });
    const next = encodeURIComponent('/my/saved-builds?save=5');
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/admin-login?next=${next}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      `/admin-register?next=${next}`,
    );
    // Nobody is signed in: the saved builds are never asked for, nothing is saved.
    expect(api.mock.calls.some(([url]) => String(url).includes('/my/saved-builds'))).toBe(false);
  });

  it('reads nothing on the server: the HTML is the same plain Save for everyone', () => {
    const api = serveAccount(signedIn, [savedEntry]);
    const client = new QueryClient();
    const router = createMemoryRouter([{ path: '/', element: <SaveBuildButton build={BUILD} /> }]);
    const html = renderToString(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('>Save<');
    expect(api).not.toHaveBeenCalled();
    // Not even an empty entry: the page's state never names the account's reads.
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
