import { describe, expect, it } from 'vitest';
import { firstMonthlyPeriodEnd, nextMonthlyPeriodEnd } from './sandbox-billing-period.js';

describe('monthly billing periods (calendar months, UTC)', () => {
  it('ends the first period one calendar month after the start, at the same time of day', () => {
    expect(firstMonthlyPeriodEnd(new Date('2026-11-22T10:00:00.123Z'))).toEqual(
      new Date('2026-12-22T10:00:00.123Z'),
    );
    expect(firstMonthlyPeriodEnd(new Date('2026-12-15T23:59:59Z'))).toEqual(
      new Date('2027-01-15T23:59:59Z'),
    );
  });

  it('ends on the last day of a shorter month, then returns to the anchor day', () => {
    const start = new Date('2027-01-31T08:00:00Z');
    const february = firstMonthlyPeriodEnd(start);
    const march = nextMonthlyPeriodEnd(february, 31);
    const april = nextMonthlyPeriodEnd(march, 31);
    expect([february, march, april]).toEqual([
      new Date('2027-02-28T08:00:00Z'),
      new Date('2027-03-31T08:00:00Z'),
      new Date('2027-04-30T08:00:00Z'),
    ]);
    expect(firstMonthlyPeriodEnd(new Date('2028-01-30T08:00:00Z'))).toEqual(
      new Date('2028-02-29T08:00:00Z'),
    );
  });

  it('moves forward by exactly twelve anchored months in a year, whatever the anchor day', () => {
    for (const anchorDay of [1, 15, 28, 29, 30, 31]) {
      const start = new Date(Date.UTC(2027, 0, anchorDay, 12));
      let end = firstMonthlyPeriodEnd(start);
      for (let month = 1; month < 12; month += 1) end = nextMonthlyPeriodEnd(end, anchorDay);
      expect(end).toEqual(new Date(Date.UTC(2028, 0, anchorDay, 12)));
    }
  });
});
