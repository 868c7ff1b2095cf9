import type { Correction, CorrectionInputRaw } from '@dfwiki/shared';
import { api } from '../../lib/api-client';

/** The query keys of the editors' queue, one per status, under this prefix. */
export const CORRECTION_QUEUE_KEY = ['correction-queue'] as const;

/** POST /corrections: the player's proposal, pending until an editor decides. */
export const sendCorrection = async (input: CorrectionInputRaw) =>
  (await api.post<{ correction: Correction }>('/corrections', input, { auth: true })).correction;
