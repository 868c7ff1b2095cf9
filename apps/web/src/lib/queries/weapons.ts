import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Weapon, WeaponListItem } from '@dfwiki/shared';
import { api } from '../api-client';
import { fetchAllPages } from '../fetch-all-pages';

/**
 * Every weapon (the plain array of every row): one cache entry shared by the public pages, the
 * search palette, the submission form and the admin list.
 */
export const weaponsQuery = queryOptions({
  queryKey: ['weapons'] as const,
  queryFn: ({ signal }) => fetchAllPages<WeaponListItem>('/weapons', 'weapons', signal),
});

export const useWeapons = () => useQuery(weaponsQuery);

/**
 * One weapon with its full builds (the list only carries build summaries), by slug (public pages)
 * or numeric id (admin editor): the API answers both with the same shape.
 */
export const weaponQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['weapons', 'detail', idOrSlug] as const,
    // A weapon that does not exist stays 'not found' (also when the server rendered that answer)
    // instead of being asked again on every mount; the page offers a retry for other failures.
    retryOnMount: false,
    queryFn: async ({ signal }) =>
      (await api.get<{ weapon: Weapon }>(`/weapons/${encodeURIComponent(idOrSlug)}`, { signal })).weapon,
  });

export const useWeapon = (idOrSlug: string) => useQuery(weaponQuery(idOrSlug));
