import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Item, ItemListResponse, ItemPriceSeries } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';
import { itemQuery } from '../../../lib/field-query';
import type { ItemFilters } from '../hooks/item-filters';
import { listApiQuery } from '../hooks/item-filters';

/** One page of the item list for the filters in the address (GET /items). */
export const itemListQuery = (filters: ItemFilters) =>
  queryOptions({
    queryKey: ['items', 'list', listApiQuery(filters)] as const,
    queryFn: ({ signal }) => api.get<ItemListResponse>(`/items?${listApiQuery(filters)}`, { signal }),
  });

/** The list keeps showing the page before while the next one loads (no empty flash on a filter). */
export const useItemList = (filters: ItemFilters) =>
  useQuery({ ...itemListQuery(filters), placeholderData: keepPreviousData });

/** One item with its wear states, links and where it is found. */
export const itemDetailQuery = (slug: string) => itemQuery<Item>('items', 'item', slug);

/** Every dated price of one item: a series per state, kind and source. */
export const itemPricesQuery = (slug: string) =>
  queryOptions({
    queryKey: ['items', 'prices', slug] as const,
    retryOnMount: false,
    queryFn: async ({ signal }) =>
      (await api.get<{ series: ItemPriceSeries[] }>(`/items/${encodeURIComponent(slug)}/prices`, { signal }))
        .series,
  });
