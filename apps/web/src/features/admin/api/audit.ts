import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';
import { FRESH_ACCOUNT_DATA } from '../../../lib/queries/session';
import { auditApiPath, type AuditFilters } from './audit-filters';

interface AuditPage {
  entries: AuditEntry[];
  next_before: number | null;
}

/** The audit log (admins only), newest first, one page at a time: "Older entries" reads the next. */
export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['audit', filters] as const,
    queryFn: ({ signal, pageParam }) =>
      api.get<AuditPage>(auditApiPath(filters, pageParam), { signal, auth: true }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    ...FRESH_ACCOUNT_DATA,
  });

/** The filtered log; the previous list stays on screen while a new filter's first page loads. */
export const useAudit = (filters: AuditFilters, enabled: boolean) =>
  useInfiniteQuery({ ...auditQuery(filters), enabled, placeholderData: keepPreviousData });
