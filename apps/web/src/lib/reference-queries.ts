import { queryOptions } from '@tanstack/react-query';
import type { Keycard, Weapon } from '@dfwiki/shared';
import { api } from './api-client';

/**
 * Query options for the public reference lists, shared by the pages and the search palette so they
 * use one cache entry each (same key, same data shape: the plain array).
 */
export const weaponsQuery = queryOptions({
  queryKey: ['weapons'] as const,
  queryFn: async ({ signal }) => (await api.get<{ weapons: Weapon[] }>('/weapons', { signal })).weapons,
});

export const weaponQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['weapons', 'detail', idOrSlug] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ weapon: Weapon }>(`/weapons/${encodeURIComponent(idOrSlug)}`, { signal })).weapon,
  });

export const keycardsQuery = queryOptions({
  queryKey: ['keycards'] as const,
  queryFn: async ({ signal }) => (await api.get<{ keycards: Keycard[] }>('/keycards', { signal })).keycards,
});
