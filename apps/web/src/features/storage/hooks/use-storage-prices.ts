import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Newest sourced price of a storage item (GET /storage-prices); items are static data. */
export interface StoragePrice {
  item_key: string;
  price: number;
  /** YYYY-MM-DD. */
  as_of: string;
  source: string | null;
}

export function useStoragePrices() {
  return useQuery({
    queryKey: ['storage-prices'],
    queryFn: async ({ signal }) => {
      const data = await api.get<{ prices: StoragePrice[] }>('/storage-prices', { signal });
      return new Map((data.prices ?? []).map((p) => [p.item_key, p]));
    },
  });
}
