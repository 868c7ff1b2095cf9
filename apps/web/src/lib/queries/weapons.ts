// Shared below features: the weapon pages and their editor, the weapon TTK table, the submission
// form and the site search palette (components/search) read the same weapon list.

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Weapon, WeaponListItem } from '@dfwiki/shared';
import { api, ApiError } from '../api-client';
import { fetchAllPages } from '../fetch-all-pages';
import { itemQuery } from '../field-query';

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
export const weaponQuery = (idOrSlug: string) => itemQuery<Weapon>('weapons', 'weapon', idOrSlug);

export const useWeapon = (idOrSlug: string) => useQuery(weaponQuery(idOrSlug));

/**
 * A weapon a compare link names, by slug: null when no weapon answers to it, so a link that names
 * one wrongly still opens the page (the page's own weapon decides whether the page exists).
 */
export const comparedWeaponQuery = (slug: string) =>
  queryOptions({
    queryKey: ['weapons', 'compared', slug] as const,
    queryFn: async ({ signal }) => {
      try {
        return (await api.get<{ weapon: Weapon }>(`/weapons/${encodeURIComponent(slug)}`, { signal })).weapon;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
