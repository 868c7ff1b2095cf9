import type { TFunction } from 'i18next';
import type { ArmorPiece } from '@dfwiki/shared';

/** "Level 4 body armour": our sources give no English names, so a piece is named by what it is. */
export const pieceLabel = (t: TFunction, piece: Pick<ArmorPiece, 'type' | 'protection_level'>) =>
  t(`gear.armor.label.${piece.type}`, { level: piece.protection_level });

/** Zone names in the reader's language (the raw name when we have no string for it). */
export const zoneList = (t: TFunction, zones: readonly string[]) =>
  zones.map((z) => t(`gear.zones.${z}`, { defaultValue: z })).join(', ');

const GRADES: Record<string, string> = { 低: 'low', 中: 'medium', 高: 'high' };

/** A repair grade from the data's Chinese (低/中/高) as Low/Medium/High, or null. */
export const gradeKey = (cn: string | null) => (cn && GRADES[cn] ? `gear.grade.${GRADES[cn]}` : null);
