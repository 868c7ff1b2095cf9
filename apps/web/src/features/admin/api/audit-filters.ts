import { AuditQuerySchema } from '@dfwiki/shared';

/** The audit screen's filters as the URL keeps them ('' = not filtered). */
export interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
}

export const AUDIT_FILTER_KEYS = ['actor', 'action', 'from', 'to'] as const;

const fields = AuditQuerySchema.shape;

/** The filters in a URL; a value the API would refuse (a hand-edited link) counts as no filter. */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const valid = (key: (typeof AUDIT_FILTER_KEYS)[number]) => {
    const value = params.get(key) ?? '';
    return value && fields[key].safeParse(value).success ? value : '';
  };
  return { actor: valid('actor'), action: valid('action'), from: valid('from'), to: valid('to') };
}

/** True when any filter is set (the empty text then says nothing matched, not that the log is empty). */
export const isFiltered = (filters: AuditFilters) => AUDIT_FILTER_KEYS.some((key) => filters[key] !== '');

/** GET /audit for the filters: the page of entries older than `before` when one is given. */
export function auditApiPath(filters: AuditFilters, before?: number | null): string {
  const query = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) if (filters[key]) query.set(key, filters[key]);
  if (before) query.set('before', String(before));
  const text = query.toString();
  return text ? `/audit?${text}` : '/audit';
}
