import { formatMoney } from '@netzero/core';

/** Cents of `currency` as the console shows them ($1,234.50). */
export const money = (cents: number, currency = 'USD') =>
  formatMoney({ amountMinor: cents, currency });

/** A moment as operators read it anywhere: '22 Nov 2026, 10:00 UTC'. */
export function utcDateTime(iso: string): string {
  const text = new Date(iso).toLocaleString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${text} UTC`;
}

/** A UTC day (YYYY-MM-DD) as '22 Nov'. */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  });
}

/** Whole tonnes with thousands separators. */
export const tonnes = (n: number) => n.toLocaleString('en-US');
