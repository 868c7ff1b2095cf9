import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UNKNOWN_TIME, formatHistoryTime } from '@dfwiki/shared';

/** Number and date formatting in the reader's language. */
export function useFormatters() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const int = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    const pct = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return {
      num: (n: number) => int.format(n),
      percent: (n: number) => pct.format(n),
      dateTime: (iso: string | null | undefined) => {
        if (formatHistoryTime(iso, lang) === UNKNOWN_TIME) return t('keycards.history.unknownTime');
        return new Date(iso!).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
      },
      date: (iso: string | number) => new Date(iso).toLocaleDateString(lang, { dateStyle: 'medium' }),
      shortDate: (ms: number) => new Date(ms).toLocaleDateString(lang, { day: 'numeric', month: 'short' }),
    };
  }, [lang, t]);
}
