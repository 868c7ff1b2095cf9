import { useTranslation } from 'react-i18next';
import type { SlotStatus } from '@dfwiki/shared';

const MODE_KEYS: Record<string, string> = {
  Normal: 'normal',
  Hard: 'hard',
  'Blackout Long Night': 'blackoutLongNight',
};

export function useRotationLabels() {
  const { t } = useTranslation();
  return {
    /** Translated mode; an empty mode reads 'Standard'. */
    mode: (mode: string) =>
      mode ? (MODE_KEYS[mode] ? t(`rotation.modes.${MODE_KEYS[mode]}`) : mode) : t('rotation.modes.standard'),
    status: (status: SlotStatus) => t(`rotation.status.${status.toLowerCase()}`),
  };
}

/** '0-1' → '00:00 - 01:00' (UTC). */
export function utcLabel(utcRange: string): string {
  const [start, end] = utcRange.split('-').map(Number);
  const pad = (h: number | undefined) => `${String((h ?? 0) % 24).padStart(2, '0')}:00`;
  return `${pad(start)} - ${pad(end)}`;
}
