import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Correction, CorrectionDecisionInput, CorrectionStatus, PageInfo } from '@dfwiki/shared';
import { CORRECTION_QUEUE_KEY } from '../../../components/corrections/correction-api';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA } from '../../../lib/queries/session';

/** The corrections of one status: pending ones oldest first (the API's order). Re-read every minute. */
export const correctionQueueQuery = (status: CorrectionStatus) =>
  queryOptions({
    queryKey: [...CORRECTION_QUEUE_KEY, status] as const,
    queryFn: async ({ signal }) => {
      const { corrections, page } = await api.get<{ corrections: Correction[]; page: PageInfo }>(
        `/corrections?status=${status}&limit=100`,
        { signal, auth: true },
      );
      return { corrections, total: page.total };
    },
    staleTime: 0,
    refetchInterval: 60_000,
    meta: ACCOUNT_DATA,
  });

export const useCorrectionQueue = (status: CorrectionStatus) => useQuery(correctionQueueQuery(status));

export const decideCorrection = async (id: number, decision: CorrectionDecisionInput) =>
  (await api.post<{ correction: Correction }>(`/corrections/${id}/decision`, decision, { auth: true }))
    .correction;
