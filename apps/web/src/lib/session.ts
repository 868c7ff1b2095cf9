import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkToken } from './authed-api';

/**
 * Who is signed in, read once and kept five minutes. The admin area and the player pages share
 * this entry; its key sits under 'admin' so a login clears it with the admin data.
 */
export const sessionQuery = queryOptions({
  queryKey: ['admin', 'session'] as const,
  queryFn: checkToken,
  staleTime: 5 * 60_000,
  retry: false,
});

export const useSession = () => useQuery(sessionQuery);
