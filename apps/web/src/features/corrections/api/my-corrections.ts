import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Correction } from '@dfwiki/shared';
import { MY_CORRECTIONS_KEY } from '../../../components/corrections/correction-api';
import { api } from '../../../lib/api-client';
import { FRESH_ACCOUNT_DATA } from '../../../lib/queries/session';

/** The signed-in player's corrections, newest first; re-read on every visit (editors decide them). */
export const myCorrectionsQuery = queryOptions({
  queryKey: MY_CORRECTIONS_KEY,
  queryFn: async ({ signal }) =>
    (await api.get<{ corrections: Correction[] }>('/corrections/mine', { signal, auth: true })).corrections,
  ...FRESH_ACCOUNT_DATA,
});
export const useMyCorrections = () => useQuery(myCorrectionsQuery);
