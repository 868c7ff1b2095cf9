import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RotationVersion, RotationVersionSummary } from '@dfwiki/shared';
import { api } from '../api-client';

/** The current map rotation (null when none is stored); the public page and the admin editor read it. */
export const rotationQuery = queryOptions({
  queryKey: ['rotation'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ rotation: RotationVersion | null }>('/rotation', { signal })).rotation,
});

export const useRotation = () => useQuery(rotationQuery);

/** Every stored version, newest first, without schedules. */
export const rotationVersionsQuery = queryOptions({
  queryKey: ['rotation', 'versions'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ versions: RotationVersionSummary[] }>('/rotation/versions', { signal })).versions,
});

export const useRotationVersions = () => useQuery(rotationVersionsQuery);
