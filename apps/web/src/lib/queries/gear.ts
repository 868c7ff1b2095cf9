import { queryOptions } from '@tanstack/react-query';
import type { ArmorPiece, Round, WeaponModelRead } from '@dfwiki/shared';
import { api } from '../api-client';

// Every round, armour piece and weapon damage model: the TTK engine's inputs, read whole (small
// lists, no paging) by the gear pages and the TTK calculator alike.

export const roundsQuery = queryOptions({
  queryKey: ['ammo'] as const,
  queryFn: async ({ signal }) => (await api.get<{ rounds: Round[] }>('/ammo', { signal })).rounds,
});

export const armorQuery = queryOptions({
  queryKey: ['armor'] as const,
  queryFn: async ({ signal }) => (await api.get<{ armor: ArmorPiece[] }>('/armor', { signal })).armor,
});

export const weaponModelsQuery = queryOptions({
  queryKey: ['weapon-models'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ weapons: WeaponModelRead[] }>('/weapon-models', { signal })).weapons,
});
