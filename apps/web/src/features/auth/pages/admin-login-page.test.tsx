import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckTokenResult, User } from '@dfwiki/shared';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/queries/session';
import { weaponsQuery } from '../../../lib/queries/weapons';
import { jsonResponse, renderPage } from '../../../test/render-page';
import AdminLoginPage from './AdminLoginPage';

const editor: User = { id: 2, nickname: 'Ed', email: 'ed@example.com', role: { name: 'editor' } };

/** Answers POST /auth/login with `response`; records the calls. */
function answerLogin(response: () => Response) {
  const fn = vi.fn(async (input: RequestInfo | URL) =>
    String(input).endsWith('/auth/login')
      ? response()
      : jsonResponse({ error: { code: 'NOT_FOUND', message: String(input) } }, 404),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

async function signIn() {
  await userEvent.type(screen.getByLabelText('Email'), 'ed@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Long-Enough-Pass1');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminLoginPage', () => {
  it('shows the wait from the Retry-After header of a 429', async () => {
    answerLogin(
      () =>
        new Response(JSON.stringify({ error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many' } }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '300' },
        }),
    );
    renderPage(<AdminLoginPage />, { path: '*', url: '/login' });
    await signIn();
    expect(
      await screen.findByText('Too many failed login attempts. Please wait 5 min and try again.'),
    ).toBeInTheDocument();
  });

  it('answers a wrong password with its text, never with the 401 redirect', async () => {
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    answerLogin(() => jsonResponse({ error: { code: 'INVALID_CREDENTIALS', message: 'nope' } }, 401));
    renderPage(<AdminLoginPage />, { path: '*', url: '/login' });
    await signIn();
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('drops the previous account’s session on success and keeps the public data', async () => {
    answerLogin(() => jsonResponse({ data: { user: editor } }));
    const { client, router } = renderPage(<AdminLoginPage />, { path: '*', url: '/login' });
    const signedOut: CheckTokenResult = { isValid: false, user: null };
    await client.fetchQuery({ ...sessionQuery, queryFn: async () => signedOut });
    await client.fetchQuery({ ...weaponsQuery, queryFn: async () => [] });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard/quick'));
    expect(client.getQueryState(sessionQuery.queryKey)).toBeUndefined();
    expect(client.getQueryData(weaponsQuery.queryKey)).toEqual([]);
  });
});
