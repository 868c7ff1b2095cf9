import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Submission, SubmissionInputRaw } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';
import { FRESH_ACCOUNT_DATA } from '../../../lib/queries/session';

/** The signed-in player's submissions, newest first; re-read on every visit (reviews change them). */
export const mySubmissionsQuery = queryOptions({
  queryKey: ['my-submissions'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ submissions: Submission[] }>('/build-submissions/mine', { signal, auth: true }))
      .submissions,
  ...FRESH_ACCOUNT_DATA,
});
export const useMySubmissions = () => useQuery(mySubmissionsQuery);

export const submitBuild = async (input: SubmissionInputRaw) =>
  (await api.post<{ submission: Submission }>('/build-submissions', input, { auth: true })).submission;

export const resubmitBuild = async (id: number, input: SubmissionInputRaw) =>
  (await api.put<{ submission: Submission }>(`/build-submissions/${id}`, input, { auth: true })).submission;
