// The recent-changes reads (GET /recent-changes, GET /recent-changes/{revisionId}); docs/product.md,
// "Recent changes".
import { queryOptions } from '@tanstack/react-query';
import {
  RECENT_CHANGE_KINDS,
  type RecentChange,
  type RecentChangeDetail,
  type RecentChangeKind,
} from '@dfwiki/shared';
import { api, ApiError } from '../../../lib/api-client';

/** The page's filter as the address has it: one known kind, or every kind (null). */
export const kindFromUrl = (raw: string | null): RecentChangeKind | null =>
  RECENT_CHANGE_KINDS.includes(raw as RecentChangeKind) ? (raw as RecentChangeKind) : null;

/** `before` as the address has it: a positive whole number, else none (the newest page). */
export const beforeFromUrl = (raw: string | null): number | null =>
  raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

/** One page of recent changes, newest first (of one kind, or all; older than `before`). */
export const recentChangesQuery = (kind: RecentChangeKind | null, before: number | null) =>
  queryOptions({
    queryKey: ['recent-changes', kind ?? 'all', before ?? 'newest'] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (kind) query.set('kind', kind);
      if (before) query.set('before', String(before));
      const search = query.size ? `?${query}` : '';
      return api.get<{ changes: RecentChange[]; next_before: number | null }>(`/recent-changes${search}`, {
        signal,
      });
    },
  });

/** One change and its field-by-field diff; an id that is no public change stays 'not found'. */
export const recentChangeQuery = (revisionId: string) =>
  queryOptions({
    queryKey: ['recent-changes', 'detail', revisionId] as const,
    retryOnMount: false,
    queryFn: ({ signal }) =>
      // An address that names no revision id is a page that does not exist (404), not a bad read.
      beforeFromUrl(revisionId) === null
        ? Promise.reject(new ApiError(404, 'NOT_FOUND', 'No such change.'))
        : api.get<RecentChangeDetail>(`/recent-changes/${revisionId}`, { signal }),
  });
