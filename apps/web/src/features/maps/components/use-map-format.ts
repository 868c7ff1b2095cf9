import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole numbers and days in the reader's language (UTC days: the figures are dated in UTC). */
export function useMapFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const int = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    const day = new Intl.DateTimeFormat(lang, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return {
      int: (n: number) => int.format(n),
      /** An ISO date or date-time as its day. */
      day: (iso: string) => day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    };
  }, [lang]);
}
