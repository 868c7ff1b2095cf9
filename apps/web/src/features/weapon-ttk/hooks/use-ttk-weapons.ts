import { useQuery } from '@tanstack/react-query';
import { weaponsQuery } from '../../../lib/reference-queries';

/** The weapons list, from the cache entry every weapon page shares. */
export function useTtkWeapons() {
  return useQuery(weaponsQuery);
}
