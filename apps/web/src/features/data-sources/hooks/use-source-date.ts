import { useTranslation } from 'react-i18next';
import type { DataSource, PartialDate } from '../data/sources';

/** How precise a partial date is, and the format that shows just that much. */
const FORMATS: Record<number, Intl.DateTimeFormatOptions> = {
  1: { year: 'numeric' },
  2: { year: 'numeric', month: 'long' },
  3: { dateStyle: 'medium' },
};

/** Noon UTC of the day (or the first day of the month or year), read in UTC so server and browser agree. */
const toDate = (date: PartialDate) => {
  const [year, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month - 1, day, 12));
};

/** A source's date in the reader's language: one date, a range, or null when the source gives none. */
export function useSourceDate(): (date: DataSource['date']) => string | null {
  const { i18n } = useTranslation();
  return (date) => {
    if (!date) return null;
    const precision = Math.max(date.to.split('-').length, date.from?.split('-').length ?? 0);
    const format = new Intl.DateTimeFormat(i18n.language, { ...FORMATS[precision], timeZone: 'UTC' });
    // Not formatRange: Node's and the browser's ICU space a range differently, which breaks hydration.
    const to = format.format(toDate(date.to));
    return date.from ? `${format.format(toDate(date.from))} – ${to}` : to;
  };
}
