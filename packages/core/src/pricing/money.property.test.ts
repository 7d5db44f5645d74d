import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { majorAmount, money } from '../../test/arbitraries/pricing.js';
import { addMoney, moneyFromMajor, moneyToMajor, multiplyMoney } from './money.js';

describe('money properties', () => {
  it('round-trips minor units: moneyFromMajor(moneyToMajor(m)) = m', () => {
    fc.assert(
      fc.property(money(), (m) => {
        expect(moneyFromMajor(moneyToMajor(m), m.currency)).toEqual(m);
      }),
    );
  });

  it('keeps any major amount within half a minor unit, and is idempotent', () => {
    fc.assert(
      fc.property(majorAmount(), ({ amount, currency, digits }) => {
        const m = moneyFromMajor(amount, currency);
        expect(Number.isSafeInteger(m.amountMinor)).toBe(true);
        const halfMinorUnit = 0.5 * 10 ** -digits;
        expect(Math.abs(moneyToMajor(m) - amount)).toBeLessThanOrEqual(
          halfMinorUnit + Math.abs(amount) * Number.EPSILON * 4,
        );
        expect(moneyFromMajor(moneyToMajor(m), currency)).toEqual(m);
      }),
    );
  });

  it('distributes: multiplyMoney(m, a + b) = multiplyMoney(m, a) + multiplyMoney(m, b)', () => {
    const quantity = () => fc.integer({ min: -1_000_000, max: 1_000_000 });
    fc.assert(
      fc.property(money(1_000_000), quantity(), quantity(), (m, a, b) => {
        expect(addMoney(multiplyMoney(m, a), multiplyMoney(m, b))).toEqual({
          ok: true,
          value: multiplyMoney(m, a + b),
        });
      }),
    );
  });

  it('adds commutatively within a currency', () => {
    fc.assert(
      fc.property(money(), fc.integer({ min: -1e12, max: 1e12 }), (a, otherMinor) => {
        const b = { amountMinor: otherMinor, currency: a.currency };
        expect(addMoney(a, b)).toEqual(addMoney(b, a));
      }),
    );
  });
});
