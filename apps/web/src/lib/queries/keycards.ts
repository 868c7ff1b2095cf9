// Shared below features: the keycards page and its editor read this list, and so does the site
// search palette in components/search, which may not import a feature.

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Keycard } from '@dfwiki/shared';
import { fetchAllPages } from '../fetch-all-pages';

/** Every keycard (every map, every page of the list); each carries only its newest price changes. */
export const keycardsQuery = queryOptions({
  queryKey: ['keycards'] as const,
  queryFn: ({ signal }) => fetchAllPages<Keycard>('/keycards', 'keycards', signal),
});

export const useKeycards = () => useQuery(keycardsQuery);
