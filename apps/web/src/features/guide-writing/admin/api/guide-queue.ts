import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Guide, GuideDecisionInput, GuideSummary, PageInfo } from '@dfwiki/shared';
import { api } from '../../../../lib/api-client';
import { ACCOUNT_DATA, FRESH_ACCOUNT_DATA } from '../../../../lib/queries/session';

/** The statuses an editor's queue shows: waiting for a decision, and sent back to the writer. */
export const QUEUE_STATUSES = ['pending', 'changes_requested'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** Guides of one review status, oldest first (GET /guides?status=…). Re-read every minute. */
export const guideQueueQuery = (status: QueueStatus) =>
  queryOptions({
    queryKey: ['guide-queue', status] as const,
    queryFn: async ({ signal }) => {
      const { guides, page } = await api.get<{ guides: GuideSummary[]; page: PageInfo }>(
        `/guides?status=${status}&limit=100`,
        { signal, auth: true },
      );
      return { guides, total: page.total };
    },
    staleTime: 0,
    refetchInterval: 60_000,
    meta: ACCOUNT_DATA,
  });
export const useGuideQueue = (status: QueueStatus) => useQuery(guideQueueQuery(status));

/** One guide as an editor reads it before deciding: its rendered HTML and every earlier review. */
export const reviewedGuideQuery = (id: number) =>
  queryOptions({
    queryKey: ['guide-queue', 'guide', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ guide: Guide }>(`/guides/${id}`, { signal, auth: true })).guide,
    ...FRESH_ACCOUNT_DATA,
  });
export const useReviewedGuide = (id: number) => useQuery(reviewedGuideQuery(id));

export const decideGuide = async (id: number, decision: GuideDecisionInput) =>
  (await api.post<{ guide: Guide }>(`/guides/${id}/decision`, decision, { auth: true })).guide;
