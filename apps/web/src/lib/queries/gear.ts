import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArmorPiece, Round } from '@dfwiki/shared';
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
