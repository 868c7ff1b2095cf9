import type { ItemPrice } from '@dfwiki/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Newest sourced price of each storage item (GET /storage-prices); the items are static data. */
export const storagePricesQuery = queryOptions({
  queryKey: ['storage-prices'] as const,
  // The cache keeps the plain list: it travels in the server-rendered page as JSON.
  queryFn: async ({ signal }) =>
    (await api.get<{ prices: ItemPrice[] }>('/storage-prices', { signal })).prices,
});

/** Storage prices by item key. */
export function useStoragePrices() {
  return useQuery({ ...storagePricesQuery, select: (prices) => new Map(prices.map((p) => [p.item_key, p])) });
}
