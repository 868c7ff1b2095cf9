import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceHistoryEntry } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';

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

export const usePriceHistory = (id: string) => useQuery(priceHistoryQuery(id));
