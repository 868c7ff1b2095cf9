import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Difficulty, GameMap, ItemType, Rarity } from '@dfwiki/shared';
import { api } from '../api-client';

// The small lookup lists the weapon and keycard forms choose from.

export const categoriesQuery = queryOptions({
  queryKey: ['weapon-categories'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ categories: Category[] }>('/weapon-categories', { signal })).categories,
});
export const useCategories = () => useQuery(categoriesQuery);

export const mapsQuery = queryOptions({
  queryKey: ['maps'] as const,
  queryFn: async ({ signal }) => (await api.get<{ maps: GameMap[] }>('/maps', { signal })).maps,
});
export const useMaps = () => useQuery(mapsQuery);

export const difficultiesQuery = queryOptions({
  queryKey: ['difficulties'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ difficulties: Difficulty[] }>('/difficulty', { signal })).difficulties,
});
export const useDifficulties = () => useQuery(difficultiesQuery);

export const itemTypesQuery = queryOptions({
  queryKey: ['item-types'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ itemTypes: ItemType[] }>('/item-types', { signal })).itemTypes,
});
export const useItemTypes = () => useQuery(itemTypesQuery);

export const raritiesQuery = queryOptions({
  queryKey: ['rarities'] as const,
  queryFn: async ({ signal }) => (await api.get<{ rarities: Rarity[] }>('/rarities', { signal })).rarities,
});
export const useRarities = () => useQuery(raritiesQuery);
