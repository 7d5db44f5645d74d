import { formatMoney } from '@netzero/core';

/** A server date-time as a date and time in the user's locale; as sent when unreadable. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** A server date-time as a date in the user's locale. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
}

/** Cents as money, e.g. $1,234.50; signed ones keep their sign (+$10.00, −$14.00). */
export function formatCents(cents: number, currency = 'USD', signed = false): string {
  const text = formatMoney({ amountMinor: Math.abs(cents), currency });
  if (!signed) return cents < 0 ? `−${text}` : text;
  return `${cents < 0 ? '−' : '+'}${text}`;
}
