import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQuery } from './queries/session';

/**
 * After a write: mark every cached answer stale (the admin and the public pages read the same
 * entries) and re-read the ones on screen. The session entry is left alone.
 */
export function useInvalidateAll(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] }),
    [queryClient],
  );
}
