import { useQuery } from '@tanstack/react-query';
import { fetchKeycards, keycardsQueryKey } from '../api/keycards-api';

/** All keycards (every map); the page filters by the selected map tab. */
export function useKeycards() {
  return useQuery({ queryKey: keycardsQueryKey, queryFn: ({ signal }) => fetchKeycards(signal) });
}
