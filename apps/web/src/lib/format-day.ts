/** A calendar day (YYYY-MM-DD) in the reader's format; noon UTC keeps it the same day everywhere. */
export const formatDay = (day: string, language: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(language, { dateStyle: 'medium', timeZone: 'UTC' });

/** A moment (ISO date-time) as date and time in the reader's language and time zone. */
export const formatMoment = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
