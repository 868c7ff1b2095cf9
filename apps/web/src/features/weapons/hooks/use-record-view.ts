import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WeaponListItem } from '@dfwiki/shared';
import { API_BASE } from '../../../lib/constants';
import { weaponsQuery } from '../../../lib/queries/weapons';

/**
 * Records a view of a weapon (POST /weapons/{id}/weaponView) without holding up navigation:
 * the request is fired with keepalive (it survives the page changing) and the cached count is
 * bumped at once, then set to the server's number when it answers.
 */
export function useRecordView(): (weapon: Pick<WeaponListItem, 'id'>) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (weapon) => {
      const setViews = (views: (old: number) => number) =>
        queryClient.setQueryData(weaponsQuery.queryKey, (list) =>
          list?.map((w) => (w.id === weapon.id ? { ...w, views: views(w.views) } : w)),
        );
      setViews((old) => old + 1);
      fetch(`${API_BASE}/weapons/${weapon.id}/weaponView`, {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { Accept: 'application/json' },
      })
        .then(async (response) => {
          if (!response.ok) return;
          const body = (await response.json()) as { data?: { views?: number } };
          const views = body.data?.views;
          if (typeof views === 'number') setViews((old) => Math.max(old, views));
        })
        .catch(() => {
          /* A lost view count is not worth bothering the reader about. */
        });
    },
    [queryClient],
  );
}
