import { describe, expect, it } from 'vitest';
import { validateCardDetails } from './card-details.validator.js';
import { normalizeCardExpiry } from './card-expiry.js';

describe('normalizeCardExpiry', () => {
  it.each([
    ['1228', '12/28'],
    ['12 / 28', '12/28'],
    ['12/28', '12/28'],
    [' 12/28 ', '12/28'],
    ['12 28', '12/28'],
    ['0130', '01/30'],
    ['1/28', '01/28'],
    ['1 / 28', '01/28'],
    ['12/2028', '12/28'],
    ['12 / 2028', '12/28'],
  ])('reads %j as %j', (typed, expected) => {
    expect(normalizeCardExpiry(typed)).toBe(expected);
  });

  it.each([['128'], ['12-28'], ['12/3'], ['122028'], ['12/1999'], ['abcd'], [''], ['12/28/30']])(
    'leaves %j for the MM/YY rule to refuse',
    (typed) => {
      expect(normalizeCardExpiry(typed)).toBe(typed.trim());
      expect(
        validateCardDetails({
          cardNumber: '4242424242424242',
          expiry: normalizeCardExpiry(typed),
          cvv: '123',
        }).expiry,
      ).toBe('CARD.EXPIRY_INVALID');
    },
  );

  it('passes a month out of range on for the MM/YY rule to refuse', () => {
    expect(normalizeCardExpiry('1328')).toBe('13/28');
    expect(
      validateCardDetails({ cardNumber: '4242424242424242', expiry: '13/28', cvv: '123' }).expiry,
    ).toBe('CARD.EXPIRY_INVALID');
  });
});
