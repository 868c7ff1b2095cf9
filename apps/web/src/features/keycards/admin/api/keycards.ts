import type { BatchPriceResult, KeycardInputRaw, KeycardReplaceRaw } from '@dfwiki/shared';
import { api } from '../../../../lib/api-client';

// Keycard writes (editor+). Reads are the public keycards query (lib/queries/keycards).

export const createKeycard = (input: KeycardInputRaw) => api.post('/keycards', input, { auth: true });

export const updateKeycard = (id: string, input: KeycardReplaceRaw, version?: number) =>
  api.put(`/keycards/${encodeURIComponent(id)}`, input, { auth: true, ifMatch: version });

export const deleteKeycard = (id: string) =>
  api.delete(`/keycards/${encodeURIComponent(id)}`, { auth: true });

/** The Mass Card Updater's batch: new prices of many cards at once. */
export const updatePrices = (items: { id: string; price: number; example?: boolean }[]) =>
  api.post<BatchPriceResult>('/keycards/prices', { items }, { auth: true });
