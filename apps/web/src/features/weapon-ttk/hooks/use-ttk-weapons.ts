import { useQuery } from '@tanstack/react-query';
import { fetchWeapons, ttkWeaponsQueryKey } from '../api/weapons-api';

export function useTtkWeapons() {
  return useQuery({ queryKey: ttkWeaponsQueryKey, queryFn: ({ signal }) => fetchWeapons(signal) });
}
