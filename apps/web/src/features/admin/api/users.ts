import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser, UserPatch } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';
import { FRESH_ACCOUNT_DATA } from '../../../lib/queries/session';

/** Every account with its role and disabled flag (admins only); re-read on every visit. */
export const usersQuery = queryOptions({
  queryKey: ['users'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ users: AdminUser[] }>('/users', { signal, auth: true })).users,
  ...FRESH_ACCOUNT_DATA,
});

export const useUsers = (enabled = true) => useQuery({ ...usersQuery, enabled });

export const patchUser = async (id: number, patch: UserPatch) =>
  (await api.patch<{ user: AdminUser }>(`/users/${id}`, patch, { auth: true })).user;
