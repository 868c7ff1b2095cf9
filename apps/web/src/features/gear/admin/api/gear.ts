import type { ArmorPiece, ArmorPieceReplaceRaw, Round, RoundReplaceRaw } from '@dfwiki/shared';
import { api } from '../../../../lib/api-client';

// Round and armour corrections (editor+). Reads are the public gear queries (lib/queries/gear).

export const updateRound = async (id: string, body: RoundReplaceRaw, version?: number) =>
  (
    await api.put<{ round: Round }>(`/ammo/${encodeURIComponent(id)}`, body, {
      auth: true,
      ifMatch: version,
    })
  ).round;

export const updateArmorPiece = async (id: string, body: ArmorPieceReplaceRaw, version?: number) =>
  (
    await api.put<{ piece: ArmorPiece }>(`/armor/${encodeURIComponent(id)}`, body, {
      auth: true,
      ifMatch: version,
    })
  ).piece;
