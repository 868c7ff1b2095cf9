import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ITEM_PAGE_SIZE, type Item, type ItemListResponse, type ItemPatch } from '@dfwiki/shared';
import { api } from '../../../../lib/api-client';
import { itemQuery } from '../../../../lib/field-query';

// Market items' English names (editor+). Reads are the public item reads, again on every visit.

/** One page of the items whose names match `q` (the server searches), by name. */
export const adminItemsQuery = (q: string, offset: number) => {
  const query = new URLSearchParams({ sort: 'name', limit: String(ITEM_PAGE_SIZE), offset: String(offset) });
  if (q) query.set('q', q);
  return queryOptions({
    queryKey: ['items', 'list', query.toString()] as const,
    queryFn: ({ signal }) => api.get<ItemListResponse>(`/items?${query}`, { signal }),
  });
};

/** The list keeps the page before on screen while the next one (or a new search) loads. */
export const useAdminItems = (q: string, offset: number) =>
  useQuery({ ...adminItemsQuery(q, offset), staleTime: 0, placeholderData: keepPreviousData });

/** The item an edit screen works on (by its id), with the version its save sends back. */
export const useEditedItem = (id: string) =>
  useQuery({ ...itemQuery<Item>('items', 'item', id), staleTime: 0, retryOnMount: true });

/** Saves our English name over the version the form opened with (If-Match). */
export const updateItemName = async (id: number, body: ItemPatch, version?: number) =>
  (await api.patch<{ item: Item }>(`/items/${id}`, body, { auth: true, ifMatch: version })).item;
