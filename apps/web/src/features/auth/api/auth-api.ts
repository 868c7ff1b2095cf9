import type { ErrorCode, User } from '@dfwiki/shared';
import { API_BASE, API_TIMEOUT_MS } from '../../../lib/constants';
import { ApiError, api } from '../../../lib/api-client';

/** Details of a 429 answer: seconds from the Retry-After header. */
export interface RetryDetails {
  retryAfterSeconds: number | null;
}

/**
 * POST /auth/login. Called with fetch directly (same-origin JSON, credentials included) because the
 * 429 answer's Retry-After header is needed for the wait message; a 401 here is a wrong password,
 * not an expired session, so it never triggers the global redirect.
 */
export async function login(email: string, password: string): Promise<User> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/auth/login`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.');
  }
  const body = (await response.json().catch(() => ({}))) as {
    data?: { user: User };
    error?: { code?: ErrorCode; message?: string };
  };
  if (!response.ok || !body.data) {
    const retry = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
    const details: RetryDetails = { retryAfterSeconds: Number.isFinite(retry) ? retry : null };
    throw new ApiError(
      response.status,
      body.error?.code ?? 'INVALID_RESPONSE',
      body.error?.message ?? '',
      details,
    );
  }
  return body.data.user;
}

export const register = (input: { nickname: string; email: string; password: string }) =>
  api.post<{ user: User }>('/auth/register', input, { skipAuthRedirect: true });

export const logout = () => api.post('/auth/logout', undefined, { skipAuthRedirect: true });
