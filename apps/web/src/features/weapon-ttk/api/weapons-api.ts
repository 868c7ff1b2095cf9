import type { Weapon } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';

export const ttkWeaponsQueryKey = ['weapons', 'ttk'] as const;

export async function fetchWeapons(signal?: AbortSignal): Promise<Weapon[]> {
  const data = await api.get<{ weapons: Weapon[] }>('/weapons', { signal });
  return data.weapons ?? [];
}
