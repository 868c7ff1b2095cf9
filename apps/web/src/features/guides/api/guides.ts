import { queryOptions } from '@tanstack/react-query';
import type { Guide, Revision } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';
import { itemQuery } from '../../../lib/field-query';

/** One guide by slug (or id): published for everyone; the writer's own or any for editors. */
export const guideQuery = (slug: string) => itemQuery<Guide>('guides', 'guide', slug);

/** The most versions a history page shows (the API's page size limit). */
const HISTORY_LIMIT = 100;

/**
 * A guide and its history, newest first. The history is read by the guide's id, which the address
 * does not carry, so the guide comes first (one read: it is the page's own data too). Anyone reads
 * a published guide's versions from the one that published it; editors read them all.
 */
export const guideHistoryQuery = (slug: string) =>
  queryOptions({
    queryKey: ['guides', 'history', slug] as const,
    retryOnMount: false,
    queryFn: async ({ client, signal }) => {
      const guide = await client.ensureQueryData(guideQuery(slug));
      const search = new URLSearchParams({
        entity: 'guide',
        id: String(guide.id),
        limit: String(HISTORY_LIMIT),
      });
      const { revisions } = await api.get<{ revisions: Revision[] }>(`/revisions?${search}`, { signal });
      return { guide, revisions };
    },
  });
