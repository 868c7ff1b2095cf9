import type { Register, User } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /auth/login. A 401 here is a wrong password, not an expired session, so it never triggers
 * the global redirect; a 429 carries its wait in the error's retryAfterSeconds.
 */
export const login = async (email: string, password: string): Promise<User> =>
  (await api.post<{ user: User }>('/auth/login', { email, password }, { skipAuthRedirect: true })).user;

export const register = (input: Register) =>
  api.post<{ user: User }>('/auth/register', input, { skipAuthRedirect: true });
