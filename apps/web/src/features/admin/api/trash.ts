import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrashItem } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';
import { FRESH_ACCOUNT_DATA } from '../../../lib/queries/session';

/** What is in the trash, newest delete first (editors and admins); re-read on every visit. */
export const trashQuery = queryOptions({
  queryKey: ['trash'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ items: TrashItem[] }>('/trash', { signal, auth: true })).items,
  ...FRESH_ACCOUNT_DATA,
});

export const useTrash = () => useQuery(trashQuery);

/** Undoes the delete that revision made: the entity comes back under its own id. */
export const restoreRevision = (revisionId: number) =>
  api.post(`/revisions/${revisionId}/restore`, undefined, { auth: true });
