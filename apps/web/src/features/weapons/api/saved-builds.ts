import { queryOptions } from '@tanstack/react-query';
import type { FeaturedBuild, SavedBuild } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';

// Saved and featured builds (docs/product.md, "Saved and featured builds").

/** Saves a public build; answers the player's saved builds after the save. */
export const saveBuild = async (buildId: number) =>
  (await api.put<{ saved_builds: SavedBuild[] }>(`/my/saved-builds/${buildId}`, undefined, { auth: true }))
    .saved_builds;

/** Takes a build off the saved builds; answers them after the removal. */
export const unsaveBuild = async (buildId: number) =>
  (await api.delete<{ saved_builds: SavedBuild[] }>(`/my/saved-builds/${buildId}`, { auth: true }))
    .saved_builds;

/** The builds editors featured, newest first: public, in the builds index's first HTML (its loader). */
export const featuredBuildsQuery = queryOptions({
  queryKey: ['builds', 'featured'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ builds: FeaturedBuild[] }>('/builds/featured', { signal })).builds,
});
