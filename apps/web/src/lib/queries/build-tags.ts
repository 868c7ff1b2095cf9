import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tag } from '@dfwiki/shared';
import { api } from '../api-client';

/** Every build tag, by name (the submission form offers them, the admin edits them). */
export const buildTagsQuery = queryOptions({
  queryKey: ['build-tags'] as const,
  queryFn: async ({ signal }) => (await api.get<{ tags: Tag[] }>('/build-tags', { signal })).tags,
});

export const useBuildTags = () => useQuery(buildTagsQuery);
