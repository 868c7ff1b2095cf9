import { useQuery } from '@tanstack/react-query';
import type { Submission, SubmissionInputRaw } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';
import { mySubmissionsQuery } from '../../../lib/queries/my-lists';

export const useMySubmissions = () => useQuery(mySubmissionsQuery);

export const submitBuild = async (input: SubmissionInputRaw) =>
  (await api.post<{ submission: Submission }>('/build-submissions', input, { auth: true })).submission;

export const resubmitBuild = async (id: number, input: SubmissionInputRaw) =>
  (await api.put<{ submission: Submission }>(`/build-submissions/${id}`, input, { auth: true })).submission;
