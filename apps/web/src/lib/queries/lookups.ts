import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Difficulty, GameMap, ItemType, Rarity } from '@dfwiki/shared';
import { api } from '../api-client';

// The small lookup lists the weapon and keycard forms choose from. Each endpoint answers
// `{ <field>: rows }`; the query key is the resource's name.

function lookupList<Row>(key: string, path: string, field: string) {
  const query = queryOptions({
    queryKey: [key] as const,
    queryFn: async ({ signal }) => (await api.get<Record<string, Row[]>>(path, { signal }))[field] ?? [],
  });
  return () => useQuery(query);
}

export const useCategories = lookupList<Category>('weapon-categories', '/weapon-categories', 'categories');
export const useMaps = lookupList<GameMap>('maps', '/maps', 'maps');
export const useDifficulties = lookupList<Difficulty>('difficulties', '/difficulty', 'difficulties');
export const useItemTypes = lookupList<ItemType>('item-types', '/item-types', 'itemTypes');
export const useRarities = lookupList<Rarity>('rarities', '/rarities', 'rarities');
