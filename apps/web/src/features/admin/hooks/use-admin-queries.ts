import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../api/admin-api';
import { useSession } from '../../../lib/session';

/** True when the signed-in user is an admin (Users page and menu entry). */
export function useIsAdmin(): boolean {
  const { data } = useSession();
  return data?.user?.role.name === 'admin';
}

// Admin lists are edited here, so they are re-read on every visit (staleTime 0).
export const useTags = () => useQuery({ queryKey: adminKeys.tags, queryFn: adminApi.tags, staleTime: 0 });
export const useWeapons = () =>
  useQuery({ queryKey: adminKeys.weapons, queryFn: adminApi.weapons, staleTime: 0 });
export const useWeapon = (id: number | undefined) =>
  useQuery({
    queryKey: adminKeys.weapon(id ?? 0),
    queryFn: () => adminApi.weapon(id!),
    enabled: id !== undefined,
    staleTime: 0,
  });
export const useCategories = () => useQuery({ queryKey: adminKeys.categories, queryFn: adminApi.categories });
export const useKeycards = () =>
  useQuery({ queryKey: adminKeys.keycards, queryFn: adminApi.keycards, staleTime: 0 });
export const useMaps = () => useQuery({ queryKey: adminKeys.maps, queryFn: adminApi.maps });
export const useDifficulties = () =>
  useQuery({ queryKey: adminKeys.difficulties, queryFn: adminApi.difficulties });
export const useItemTypes = () => useQuery({ queryKey: adminKeys.itemTypes, queryFn: adminApi.itemTypes });
export const useRarities = () => useQuery({ queryKey: adminKeys.rarities, queryFn: adminApi.rarities });
/** The pending submissions, oldest first; their count is the sidebar badge. Re-read every minute. */
export const useReviewQueue = () =>
  useQuery({
    queryKey: adminKeys.reviewQueue,
    queryFn: adminApi.reviewQueue,
    staleTime: 0,
    refetchInterval: 60_000,
  });
export const useUsers = (enabled = true) =>
  useQuery({ queryKey: adminKeys.users, queryFn: adminApi.users, staleTime: 0, enabled });

/**
 * After a write: mark every cached answer stale (admin and public pages alike) and re-read the
 * ones on screen. The session entry is left alone.
 */
export function useInvalidateAll(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' }),
    [queryClient],
  );
}
