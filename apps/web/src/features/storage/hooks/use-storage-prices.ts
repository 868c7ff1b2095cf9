import type { ItemPrice } from '@dfwiki/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Newest sourced price of each storage item (GET /storage-prices), by item key; items are static data. */
export function useStoragePrices() {
  return useQuery({
    queryKey: ['storage-prices'],
    queryFn: async ({ signal }) => {
      const data = await api.get<{ prices: ItemPrice[] }>('/storage-prices', { signal });
      return new Map(data.prices.map((p) => [p.item_key, p]));
    },
  });
}
