import type { UseQueryOptions } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useNoIndex } from '../../../../lib/use-no-index';
import { useUrlParams } from '../../../../lib/use-url-params';

/**
 * An admin gear list, read again on every visit (it is edited here), and the rows whose `text`
 * holds the search kept in the URL (`q`).
 */
export function useSearchedGear<T>(
  options: UseQueryOptions<T[], Error, T[], readonly string[]>,
  text: (row: T) => string,
) {
  useNoIndex();
  const read = useQuery({ ...options, staleTime: 0 });
  const [params] = useUrlParams();
  const q = (params.get('q') ?? '').trim().toLowerCase();
  const rows = (read.data ?? []).filter((row) => !q || text(row).toLowerCase().includes(q));
  return { read, rows, params };
}
