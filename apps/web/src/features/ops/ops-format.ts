// The console shows times in the operator's own time zone: they compare entries with what they
// did, not with the server's clock.
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
});
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** An ISO 8601 instant as date and time, e.g. '26 Nov 2026, 09:21:14'; the text as given if invalid. */
export function formatOpsDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

/** An ISO 8601 instant as a date, e.g. '26 Nov 2026'; the text as given if invalid. */
export function formatOpsDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

/**
 * A day picked in a date field (YYYY-MM-DD) as the instant it starts, or ends with `endOfDay`, in
 * the operator's time zone, ISO 8601 in UTC; undefined for an empty field.
 */
export function dayBoundary(day: string, endOfDay = false): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const instant = new Date(`${day}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}
