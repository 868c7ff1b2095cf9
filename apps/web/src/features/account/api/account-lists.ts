// The four lists the account page sums up, read through the API as each "My" page reads them.
// Features never import each other (docs/decisions/010), so these are this feature's own options;
// each uses the same query key and answer shape as its My page's read (submissions, guide-writing,
// weapons' saved builds, corrections), so the two pages share one cache entry and a write that
// refreshes one list refreshes the other.
import { queryOptions } from '@tanstack/react-query';
import type { Correction, Guide, SavedBuild, Submission } from '@dfwiki/shared';
import { MY_CORRECTIONS_KEY } from '../../../components/corrections/correction-api';
import { api } from '../../../lib/api-client';
import { FRESH_ACCOUNT_DATA } from '../../../lib/queries/session';

/** GET /guides/mine: the player's guides (every status, with the editors' notes), newest first. */
export const accountGuidesQuery = queryOptions({
  queryKey: ['my-guides'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ guides: Guide[] }>('/guides/mine', { signal, auth: true })).guides,
  ...FRESH_ACCOUNT_DATA,
});

/** GET /build-submissions/mine: the builds the player sent for review, newest first. */
export const accountSubmissionsQuery = queryOptions({
  queryKey: ['my-submissions'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ submissions: Submission[] }>('/build-submissions/mine', { signal, auth: true }))
      .submissions,
  ...FRESH_ACCOUNT_DATA,
});

/** GET /my/saved-builds: the public builds the player saved, newest first. */
export const accountSavedBuildsQuery = queryOptions({
  queryKey: ['my-saved-builds'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ saved_builds: SavedBuild[] }>('/my/saved-builds', { signal, auth: true })).saved_builds,
  ...FRESH_ACCOUNT_DATA,
});

/** GET /corrections/mine: the corrections the player suggested, newest first. */
export const accountCorrectionsQuery = queryOptions({
  queryKey: MY_CORRECTIONS_KEY,
  queryFn: async ({ signal }) =>
    (await api.get<{ corrections: Correction[] }>('/corrections/mine', { signal, auth: true })).corrections,
  ...FRESH_ACCOUNT_DATA,
});
