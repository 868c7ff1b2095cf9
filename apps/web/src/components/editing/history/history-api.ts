import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { HistoryEntity, Revision } from '@dfwiki/shared';
import { api, ApiError } from '../../../lib/api-client';

// An entity's edit history (editor+): its revisions, newest first, and a restore of one of them.

const PAGE = 20;
type RevisionPage = { revisions: Revision[]; page: { next_offset: number | null } };

const revisionsPath = (entity: HistoryEntity, id: string, limit: number, offset: number) =>
  `/revisions?${new URLSearchParams({ entity, id, limit: String(limit), offset: String(offset) })}`;

/** The list a History tab shows, a page at a time. */
export const revisionsQuery = (entity: HistoryEntity, id: string) =>
  infiniteQueryOptions({
    queryKey: ['revisions', entity, id],
    queryFn: ({ pageParam }) =>
      api.get<RevisionPage>(revisionsPath(entity, id, PAGE, pageParam), { auth: true }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.page.next_offset ?? undefined,
    staleTime: 0,
  });

/** The newest revision id (0 when none): the version of an entity whose read does not carry it. */
export const newestVersionQuery = (entity: HistoryEntity, id: string) =>
  queryOptions({
    queryKey: ['revisions', entity, id, 'newest'],
    queryFn: async () =>
      (await api.get<RevisionPage>(revisionsPath(entity, id, 1, 0), { auth: true })).revisions[0]?.id ?? 0,
    staleTime: 0,
  });

export const restoreRevision = (revisionId: number) =>
  api.post<{ entity: HistoryEntity; entityId: string }>(`/revisions/${revisionId}/restore`, undefined, {
    auth: true,
  });

/** A save refused because someone else saved after the form was opened. */
export const isEditConflict = (error: unknown) => error instanceof ApiError && error.code === 'EDIT_CONFLICT';
