import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Submission, SubmissionInputRaw, Tag } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';
import { authedApi } from '../../../lib/authed-api';

/** The signed-in player's submissions, newest first; re-read on every visit (reviews change them). */
export const mySubmissionsQuery = queryOptions({
  queryKey: ['member', 'submissions'] as const,
  queryFn: async () =>
    (await authedApi.get<{ submissions: Submission[] }>('/build-submissions/mine')).submissions,
  staleTime: 0,
});
export const useMySubmissions = (enabled = true) => useQuery({ ...mySubmissionsQuery, enabled });

/** Every build tag, to pick from (public read). */
export const buildTagsQuery = queryOptions({
  queryKey: ['build-tags'] as const,
  queryFn: async () => (await api.get<{ tags: Tag[] }>('/build-tags')).tags,
});
export const useBuildTags = () => useQuery(buildTagsQuery);

export const submitBuild = async (input: SubmissionInputRaw) =>
  (await authedApi.post<{ submission: Submission }>('/build-submissions', input)).submission;

export const resubmitBuild = async (id: number, input: SubmissionInputRaw) =>
  (await authedApi.put<{ submission: Submission }>(`/build-submissions/${id}`, input)).submission;
