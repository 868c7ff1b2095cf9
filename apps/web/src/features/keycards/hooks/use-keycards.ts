import { useQuery } from '@tanstack/react-query';
import { keycardsQuery } from '../../../lib/reference-queries';

/** All keycards (every map, every page of the list); the page filters by the selected map tab. */
export function useKeycards() {
  return useQuery(keycardsQuery);
}
