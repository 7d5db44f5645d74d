import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCardDetailsInput, DIGITS, stringOver } from '../../test/arbitraries/validation.js';
import { isMessageCode } from '../messages/format-message.js';
import {
  CARD_CVV_MAX_LENGTH,
  CARD_EXPIRY_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
} from '../shared/limits.js';
import { CARD_NUMBER_MIN_DIGITS, validateCardDetails } from './card-details.validator.js';

describe('validateCardDetails (properties)', () => {
  it('never throws and only returns catalogue codes', () => {
    fc.assert(
      fc.property(anyCardDetailsInput, (input) => {
        for (const code of Object.values(validateCardDetails(input)))
          expect(isMessageCode(code)).toBe(true);
      }),
    );
  });

  it('never accepts a field longer than its spec maximum', () => {
    fc.assert(
      fc.property(anyCardDetailsInput, (input) => {
        const errors = validateCardDetails(input);
        if (input.cardNumber.trim().length > CARD_NUMBER_MAX_LENGTH)
          expect(errors.cardNumber).toBeDefined();
        if (input.expiry.trim().length > CARD_EXPIRY_MAX_LENGTH)
          expect(errors.expiry).toBeDefined();
        if (input.cvv.trim().length > CARD_CVV_MAX_LENGTH) expect(errors.cvv).toBeDefined();
      }),
    );
  });

  it('accepts a number of digits and single spaces exactly when it has 12+ digits within 19 characters', () => {
    fc.assert(
      fc.property(fc.array(stringOver(DIGITS, 1, 6), { minLength: 1, maxLength: 6 }), (groups) => {
        const cardNumber = groups.join(' ');
        const digits = groups.join('').length;
        const expected =
          digits >= CARD_NUMBER_MIN_DIGITS && cardNumber.length <= CARD_NUMBER_MAX_LENGTH;
        expect(
          validateCardDetails({ cardNumber, expiry: '12/30', cvv: '123' }).cardNumber === undefined,
        ).toBe(expected);
      }),
    );
  });

  it('accepts an expiry exactly when it is MM/YY with a month from 01 to 12', () => {
    fc.assert(
      fc.property(stringOver(`${DIGITS}/`, 0, 7), (expiry) => {
        const [month, year, ...rest] = expiry.split('/');
        const monthNumber = Number(month);
        const expected =
          rest.length === 0 &&
          month?.length === 2 &&
          year?.length === 2 &&
          monthNumber >= 1 &&
          monthNumber <= 12;
        expect(
          validateCardDetails({ cardNumber: '4242424242424242', expiry, cvv: '123' }).expiry ===
            undefined,
        ).toBe(expected);
      }),
    );
  });
});
