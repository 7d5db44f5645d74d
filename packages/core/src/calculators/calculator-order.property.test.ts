import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_DONATION_CENTS, calculatorOrder } from './calculator-order.js';
import { inrToUsdCents, RUPEE_CONVERSION, usdCentsToInr } from './rupee-conversion.js';

describe('calculatorOrder (property)', () => {
  it('total = tonnes × price + donation, and the donation is its own figure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(...CALCULATOR_DONATION_CENTS),
        (tonnes, unitPriceCents, donationCents) => {
          const order = calculatorOrder({
            productId: 1,
            projectName: 'P',
            tonnes,
            unitPriceCents,
            donationCents,
          });
          expect(order).not.toBeNull();
          expect(order?.offsetCents).toBe(tonnes * unitPriceCents);
          expect(order?.donationCents).toBe(donationCents);
          expect(order?.totalCents).toBe(tonnes * unitPriceCents + donationCents);
        },
      ),
    );
  });
});

describe('rupee conversion (property)', () => {
  it('round-trips dollars: cents → rupees → cents gives the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        expect(inrToUsdCents(usdCentsToInr(cents))).toBe(cents);
      }),
    );
  });

  it('rupees → cents → rupees stays within half a cent’s worth of rupees, plus the paisa rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (paise) => {
        const rupees = paise / 100;
        const back = usdCentsToInr(inrToUsdCents(rupees));
        expect(Math.abs(back - rupees)).toBeLessThanOrEqual(
          // Half a cent in rupees, then the rounding of the result to the paisa.
          RUPEE_CONVERSION.inrPerUsd / 200 + 0.005 + 1e-6,
        );
      }),
    );
  });
});
