import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Keycard } from '@dfwiki/shared';
import { fetchAllPages } from '../fetch-all-pages';

/** Every keycard (every map, every page of the list); each carries only its newest price changes. */
export const keycardsQuery = queryOptions({
  queryKey: ['keycards'] as const,
  queryFn: ({ signal }) => fetchAllPages<Keycard>('/keycards', 'keycards', signal),
});

export const useKeycards = () => useQuery(keycardsQuery);
