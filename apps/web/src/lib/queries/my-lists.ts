// A player's own lists, read by their "My" page and summed up on the account page (decision 030:
// a read several features need lives here). Account data: dropped when the account changes and
// read again on each visit, since editors decide on them meanwhile.
import { queryOptions } from '@tanstack/react-query';
import type { Correction, Guide, SavedBuild, Submission } from '@dfwiki/shared';
import { api } from '../api-client';
import { FRESH_ACCOUNT_DATA } from './session';

/** GET /guides/mine: the player's guides (every status, with the editors' notes), newest first. */
export const myGuidesQuery = queryOptions({
  queryKey: ['my-guides'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ guides: Guide[] }>('/guides/mine', { signal, auth: true })).guides,
  ...FRESH_ACCOUNT_DATA,
});

/** GET /build-submissions/mine: the builds the player sent for review, newest first. */
export const mySubmissionsQuery = queryOptions({
  queryKey: ['my-submissions'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ submissions: Submission[] }>('/build-submissions/mine', { signal, auth: true }))
      .submissions,
  ...FRESH_ACCOUNT_DATA,
});

/**
 * GET /my/saved-builds: the public builds the player saved, newest first. On a weapon page it is
 * read only in the browser, after the app took over (useBrowserQuery), never into the server's HTML.
 */
export const savedBuildsQuery = queryOptions({
  queryKey: ['my-saved-builds'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ saved_builds: SavedBuild[] }>('/my/saved-builds', { signal, auth: true })).saved_builds,
  ...FRESH_ACCOUNT_DATA,
});

/** The query key of "My corrections" (a new correction drops it). */
export const MY_CORRECTIONS_KEY = ['my-corrections'] as const;

/** GET /corrections/mine: the corrections the player suggested, newest first. */
export const myCorrectionsQuery = queryOptions({
  queryKey: MY_CORRECTIONS_KEY,
  queryFn: async ({ signal }) =>
    (await api.get<{ corrections: Correction[] }>('/corrections/mine', { signal, auth: true })).corrections,
  ...FRESH_ACCOUNT_DATA,
});
