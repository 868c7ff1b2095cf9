import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-day';

/** Prices, shares and days in the reader's language. */
export function useItemFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const int = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    const pct = new Intl.NumberFormat(lang, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    const kg = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
    return {
      int: (n: number) => int.format(n),
      pct: (n: number) => pct.format(n),
      kg: (n: number) => kg.format(n),
      /** The day of an ISO date or date-time. */
      day: (iso: string) => formatDay(iso.slice(0, 10), lang),
    };
  }, [lang]);
}
