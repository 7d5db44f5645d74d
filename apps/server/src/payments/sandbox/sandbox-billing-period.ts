/**
 * The end of the monthly billing period that follows one ending at `periodEnd`: the same time of
 * day one calendar month later (UTC), on the subscription's anchor day of the month, or on that
 * month's last day when it is shorter. Anchoring keeps a subscription started on the 31st from
 * drifting to the 28th for good after February.
 */
export function nextMonthlyPeriodEnd(periodEnd: Date, anchorDayOfMonth: number): Date {
  const year = periodEnd.getUTCFullYear();
  const month = periodEnd.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchorDayOfMonth, lastDay),
      periodEnd.getUTCHours(),
      periodEnd.getUTCMinutes(),
      periodEnd.getUTCSeconds(),
      periodEnd.getUTCMilliseconds(),
    ),
  );
}

/** The end of a subscription's first period: one calendar month after it starts (UTC). */
export function firstMonthlyPeriodEnd(start: Date): Date {
  return nextMonthlyPeriodEnd(start, start.getUTCDate());
}
