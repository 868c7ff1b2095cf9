import type { Weapon, WeaponInputRaw, WeaponReplaceRaw } from '@dfwiki/shared';
import { api } from '../../../../lib/api-client';

// Weapon writes (editor+). Reads are the public weapon queries (lib/queries/weapons).

export const createWeapon = async (input: WeaponInputRaw) =>
  (await api.post<{ weapon: Weapon }>('/weapons', input, { auth: true })).weapon;

export const updateWeapon = async (id: number, input: WeaponReplaceRaw, version?: number) =>
  (await api.put<{ weapon: Weapon }>(`/weapons/${id}`, input, { auth: true, ifMatch: version })).weapon;

export const deleteWeapon = (id: number) => api.delete(`/weapons/${id}`, { auth: true });
