/** '16 May 2025 – 30 May 2025' in the reader's language; dates are whole UTC days. */
export function formatEventRange(event: { startDate: string; endDate: string }, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${format.format(new Date(`${event.startDate}T00:00:00Z`))} – ${format.format(new Date(`${event.endDate}T00:00:00Z`))}`;
}
