/** A server date-time (ISO 8601) as a date in the user's own locale, e.g. '22 Nov 2026'; as sent when unreadable. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
}
