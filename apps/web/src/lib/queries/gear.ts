import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArmorPiece, Round, WeaponModelRead } from '@dfwiki/shared';
import { api } from '../api-client';

// Rounds and armour: small lists, answered whole (no paging). The pages read only these.

export const roundsQuery = queryOptions({
  queryKey: ['ammo'] as const,
  queryFn: async ({ signal }) => (await api.get<{ rounds: Round[] }>('/ammo', { signal })).rounds,
});

export const roundQuery = (id: string) =>
  queryOptions({
    queryKey: ['ammo', 'detail', id] as const,
    // An unknown round stays 'not found' (also when the server rendered that answer).
    retryOnMount: false,
    queryFn: async ({ signal }) =>
      (await api.get<{ round: Round }>(`/ammo/${encodeURIComponent(id)}`, { signal })).round,
  });

export const armorQuery = queryOptions({
  queryKey: ['armor'] as const,
  queryFn: async ({ signal }) => (await api.get<{ armor: ArmorPiece[] }>('/armor', { signal })).armor,
});

export const armorPieceQuery = (id: string) =>
  queryOptions({
    queryKey: ['armor', 'detail', id] as const,
    retryOnMount: false,
    queryFn: async ({ signal }) =>
      (await api.get<{ piece: ArmorPiece }>(`/armor/${encodeURIComponent(id)}`, { signal })).piece,
  });

export const useRounds = () => useQuery(roundsQuery);
export const useRound = (id: string) => useQuery(roundQuery(id));
export const useArmor = () => useQuery(armorQuery);
export const useArmorPiece = (id: string) => useQuery(armorPieceQuery(id));

/** Every weapon's damage model: what the TTK engine needs besides rounds and armour. */
export const weaponModelsQuery = queryOptions({
  queryKey: ['weapon-models'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ weapons: WeaponModelRead[] }>('/weapon-models', { signal })).weapons,
});

/** The queries of the engine's inputs, for the loaders of pages that run the engine. */
export const engineInputQueries = () => [roundsQuery, armorQuery, weaponModelsQuery];

export interface EngineInputs {
  rounds: Round[];
  armor: ArmorPiece[];
  models: WeaponModelRead[];
}

/**
 * The TTK engine's three input lists together: `inputs` is null until all have loaded; `reads` are
 * the queries, for the loading and error state and a retry.
 */
export function useEngineInputs() {
  const rounds = useQuery(roundsQuery);
  const armor = useQuery(armorQuery);
  const models = useQuery(weaponModelsQuery);
  const inputs = useMemo<EngineInputs | null>(
    () =>
      rounds.data && armor.data && models.data
        ? { rounds: rounds.data, armor: armor.data, models: models.data }
        : null,
    [rounds.data, armor.data, models.data],
  );
  return { inputs, reads: [rounds, armor, models] };
}
