/** A calendar day (YYYY-MM-DD) in the reader's format; noon UTC keeps it the same day everywhere. */
export const formatDay = (day: string, language: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(language, { dateStyle: 'medium', timeZone: 'UTC' });

/** A moment (ISO date-time) as its date with the month spelled out, in the reader's language and time zone. */
export const formatLongDate = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric' });

/** A moment (ISO date-time) as date and time in the reader's language and time zone. */
export const formatMoment = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A moment as its UTC day in the reader's format and a 24-hour UTC time ("29 Nov 2026, 15:12 UTC").
 * For server-rendered pages: the time is written by hand because Node's and the browser's ICU
 * differ in how they join a date and a time (a comma, "at", a narrow space before PM), and the
 * taken-over page must read exactly as the server wrote it.
 */
export const formatUtcMoment = (iso: string, language: string) =>
  `${formatDay(iso.slice(0, 10), language)}, ${iso.slice(11, 16)} UTC`;
