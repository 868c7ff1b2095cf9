import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageInfo, ReviewDecisionInputRaw, Submission } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA } from '../../../lib/queries/session';

/** The pending submissions, oldest first; their count is the sidebar badge. Re-read every minute. */
export const reviewQueueQuery = queryOptions({
  queryKey: ['review-queue'] as const,
  queryFn: async ({ signal }) => {
    const { submissions, page } = await api.get<{ submissions: Submission[]; page: PageInfo }>(
      '/build-submissions?status=pending&limit=100',
      { signal, auth: true },
    );
    return { submissions, total: page.total };
  },
  staleTime: 0,
  refetchInterval: 60_000,
  meta: ACCOUNT_DATA,
});

export const useReviewQueue = () => useQuery(reviewQueueQuery);

export const decideSubmission = async (id: number, decision: ReviewDecisionInputRaw) =>
  (await api.post<{ submission: Submission }>(`/build-submissions/${id}/decision`, decision, { auth: true }))
    .submission;
