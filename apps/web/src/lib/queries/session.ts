// Shared below features: the admin shell, the sign-in pages (auth), a player's submissions and the
// shared editing hooks (components/editing) all ask who is signed in.

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, checkToken } from '../api-client';

/**
 * Query `meta` of data that belongs to the signed-in account (the session, My submissions, the
 * admin's users and review queue): it is dropped whenever the account changes, see forgetAccount.
 */
export const ACCOUNT_DATA = { account: true } as const;

/** Options of account data re-read on every visit (lists an editor or admin acts on). */
export const FRESH_ACCOUNT_DATA = { staleTime: 0, meta: ACCOUNT_DATA } as const;

/** Who is signed in, read once and kept five minutes; the admin area and player pages share it. */
export const sessionQuery = queryOptions({
  queryKey: ['session'] as const,
  queryFn: checkToken,
  staleTime: 5 * 60_000,
  retry: false,
  meta: ACCOUNT_DATA,
});

export const useSession = () => useQuery(sessionQuery);

/** POST /auth/logout: revokes the session and clears both cookies. */
export const logout = () => api.post('/auth/logout', undefined, { skipAuthRedirect: true });

/** After a login or logout: the previous account's data must not be shown; public data stays. */
export function forgetAccount(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.account === true });
}
