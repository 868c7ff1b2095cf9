import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Submission, SubmissionInputRaw } from '@dfwiki/shared';
import { authedApi } from '../../../lib/authed-api';

/** The signed-in player's submissions, newest first; re-read on every visit (reviews change them). */
export const mySubmissionsQuery = queryOptions({
  queryKey: ['member', 'submissions'] as const,
  queryFn: async () =>
    (await authedApi.get<{ submissions: Submission[] }>('/build-submissions/mine')).submissions,
  staleTime: 0,
});
export const useMySubmissions = () => useQuery(mySubmissionsQuery);

export const submitBuild = async (input: SubmissionInputRaw) =>
  (await authedApi.post<{ submission: Submission }>('/build-submissions', input)).submission;

export const resubmitBuild = async (id: number, input: SubmissionInputRaw) =>
  (await authedApi.put<{ submission: Submission }>(`/build-submissions/${id}`, input)).submission;
