import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TTK_DECIMALS } from '@dfwiki/shared';

/**
 * '0.352 s' in the reader's language; null → the translated N/A; 0 → '0.000 s (one shot)', so a kill
 * in one shot never reads like a missing figure. `time` leaves the note out where shots are shown.
 */
export function useTtkFormat() {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const secs = new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: TTK_DECIMALS,
      maximumFractionDigits: TTK_DECIMALS,
    });
    const bounds = new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return {
      seconds: (value: number | null) =>
        value === null
          ? t('ttk.na')
          : t(value === 0 ? 'ttk.oneShot' : 'ttk.seconds', { value: secs.format(value) }),
      time: (value: number) => t('ttk.seconds', { value: secs.format(value) }),
      bound: (value: number) => bounds.format(value),
    };
  }, [i18n.language, t]);
}
