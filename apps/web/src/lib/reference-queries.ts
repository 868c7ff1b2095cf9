import { queryOptions } from '@tanstack/react-query';
import type { Keycard, PriceHistoryEntry, Tag, Weapon, WeaponListItem } from '@dfwiki/shared';
import { api } from './api-client';
import { fetchAllPages } from './fetch-all-pages';

/**
 * Query options for the public reference lists, shared by the pages and the search palette so they
 * use one cache entry each (same key, same data shape: the plain array of every row).
 */
export const weaponsQuery = queryOptions({
  queryKey: ['weapons'] as const,
  queryFn: ({ signal }) => fetchAllPages<WeaponListItem>('/weapons', 'weapons', signal),
});

/** One weapon with its full builds (the list only carries build summaries). */
export const weaponQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['weapons', 'detail', idOrSlug] as const,
    // A weapon that does not exist stays 'not found' (also when the server rendered that answer)
    // instead of being asked again on every mount; the page offers a retry for other failures.
    retryOnMount: false,
    queryFn: async ({ signal }) =>
      (await api.get<{ weapon: Weapon }>(`/weapons/${encodeURIComponent(idOrSlug)}`, { signal })).weapon,
  });

/** Every keycard; each carries only its newest price changes (enough for the table). */
export const keycardsQuery = queryOptions({
  queryKey: ['keycards'] as const,
  queryFn: ({ signal }) => fetchAllPages<Keycard>('/keycards', 'keycards', signal),
});

/** A card's whole price history, newest first: read when its chart opens. */
export const priceHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: ['keycards', 'price-history', id] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ price_history: PriceHistoryEntry[] }>(
          `/keycards/${encodeURIComponent(id)}/price-history`,
          { signal },
        )
      ).price_history,
  });

/** Every build tag, by name (the submission form offers them). */
export const buildTagsQuery = queryOptions({
  queryKey: ['build-tags'] as const,
  queryFn: async ({ signal }) => (await api.get<{ tags: Tag[] }>('/build-tags', { signal })).tags,
});
