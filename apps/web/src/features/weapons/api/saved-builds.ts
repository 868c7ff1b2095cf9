import { queryOptions } from '@tanstack/react-query';
import type { FeaturedBuild, SavedBuild } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';
import { FRESH_ACCOUNT_DATA } from '../../../lib/queries/session';

// Saved and featured builds (docs/product.md, "Saved and featured builds").

/**
 * The signed-in player's saved builds, newest first: account data (dropped when the account
 * changes), read again on each visit. On a weapon page it is read only in the browser, after the
 * app took over (useBrowserQuery), never into the server's HTML.
 */
export const savedBuildsQuery = queryOptions({
  queryKey: ['my-saved-builds'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ saved_builds: SavedBuild[] }>('/my/saved-builds', { signal, auth: true })).saved_builds,
  ...FRESH_ACCOUNT_DATA,
});

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
