import type { Keycard } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';

/** GET /keycards row; the API also sends the card's original (Chinese) name. */
export type KeycardData = Keycard & { name_original?: string | null };

export const keycardsQueryKey = ['keycards'] as const;

export async function fetchKeycards(signal?: AbortSignal): Promise<KeycardData[]> {
  const data = await api.get<{ keycards: KeycardData[] }>('/keycards', { signal });
  return data.keycards ?? [];
}
