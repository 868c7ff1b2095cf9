import { useTranslation } from 'react-i18next';
import type { RotationDifficulty, SlotStatus } from '@dfwiki/shared';

export function useRotationLabels() {
  const { t } = useTranslation();
  return {
    difficulty: (difficulty: RotationDifficulty) => t(`rotation.difficulty.${difficulty.toLowerCase()}`),
    status: (status: SlotStatus) => t(`rotation.status.${status.toLowerCase()}`),
  };
}

/** '0-1' → '00:00 - 01:00' (UTC). */
export function utcLabel(utcRange: string): string {
  const [start, end] = utcRange.split('-').map(Number);
  const pad = (h: number | undefined) => `${String((h ?? 0) % 24).padStart(2, '0')}:00`;
  return `${pad(start)} - ${pad(end)}`;
}
