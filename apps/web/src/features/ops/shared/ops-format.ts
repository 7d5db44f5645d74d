import { formatMoney } from '@netzero/core';

// The console shows times in the operator's own time zone: they compare entries with what they
// did, not with the server's clock. One locale for every section, so a date reads the same on
// the orders list as on the audit log.
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const DATE_TIME_SECONDS = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
});
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** The shop sells in one currency: totals the server sums without naming one are in it. */
export const SHOP_CURRENCY = 'USD';

/** Minor units of a currency as money text, e.g. '$1,234.50'. */
export function money(cents: number, currency: string): string {
  return formatMoney({ amountMinor: cents, currency });
}

/** A whole number (serials, counts) with thousands separators, as the shop prints them. */
export const wholeNumber = (n: number) => n.toLocaleString('en-US');

/** Whole tonnes with thousands separators. */
export const tonnes = wholeNumber;

/**
 * An ISO 8601 instant as date and time, e.g. '26 Nov 2026, 09:21' (with `seconds`, as the audit
 * log orders close entries: '26 Nov 2026, 09:21:14'); the text as given if invalid.
 */
export function formatOpsDateTime(iso: string, { seconds = false } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (seconds ? DATE_TIME_SECONDS : DATE_TIME).format(date);
}

/** An ISO 8601 instant as a date, e.g. '26 Nov 2026'; the text as given if invalid. */
export function formatOpsDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

/** A UTC calendar day (YYYY-MM-DD, as the overview's sales are summed) as '22 Nov'. */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  });
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
