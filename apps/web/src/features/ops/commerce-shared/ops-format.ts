import { formatMoney } from '@netzero/core';

/** Minor units of a currency as money text, e.g. '$28.00'. */
export function money(cents: number, currency: string): string {
  return formatMoney({ amountMinor: cents, currency });
}

/** A server date-time as date and time in the operator's locale; as sent when unreadable. */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}
