import { useTranslation } from 'react-i18next';
import type { RotationDifficulty, SlotStatus } from '@dfwiki/shared';

export function useRotationLabels() {
  const { t } = useTranslation();
  return {
    difficulty: (difficulty: RotationDifficulty) => t(`rotation.difficulty.${difficulty.toLowerCase()}`),
    status: (status: SlotStatus) => t(`rotation.status.${status.toLowerCase()}`),
  };
}
