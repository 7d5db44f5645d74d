import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyOneTimeFormInput,
  anyText,
  aOneTimeForm,
  DIGITS,
  ONE_TIME_PHONE_CHARACTERS,
  oneTimePhone,
  oneTimePhoneNearMiss,
} from '../../test/arbitraries/validation.js';
import { isMessageCode } from '../messages/format-message.js';
import { isValidOneTimePhone, validateOneTimeForm } from './one-time-form.validator.js';

// The oracle: allowed characters only, '+' only first, 10–15 digits, at most 25 characters.
const isOneTimePhone = (text: string) => {
  const characters = [...text];
  const digits = characters.filter((character) => DIGITS.includes(character)).length;
  return (
    text.length <= 25 &&
    characters.every((character) => ONE_TIME_PHONE_CHARACTERS.includes(character)) &&
    !text.slice(1).includes('+') &&
    digits >= 10 &&
    digits <= 15
  );
};

describe('/Onetime phone (properties)', () => {
  it('accepts every string of 10–15 digits with a leading + and spaces, brackets, hyphens', () => {
    fc.assert(fc.property(oneTimePhone, (phone) => isValidOneTimePhone(phone)));
  });

  it('rejects too few or many digits, another character, an inner + or over 25 characters', () => {
    fc.assert(fc.property(oneTimePhoneNearMiss, (phone) => !isValidOneTimePhone(phone)));
  });

  it('accepts a string exactly when it has 10–15 digits and only allowed characters', () => {
    fc.assert(
      fc.property(fc.oneof(oneTimePhone, oneTimePhoneNearMiss, anyText), (phone) => {
        expect(isValidOneTimePhone(phone)).toBe(isOneTimePhone(phone));
      }),
    );
  });

  it('the validator flags the phone exactly when its trimmed text is not a /Onetime phone', () => {
    fc.assert(
      fc.property(fc.oneof(oneTimePhone, oneTimePhoneNearMiss, anyText), (phone) => {
        const code = validateOneTimeForm(aOneTimeForm({ phone })).phone;
        expect(code === undefined).toBe(isOneTimePhone(phone.trim()));
      }),
    );
  });
});

describe('validateOneTimeForm (properties)', () => {
  it('accepts every quantity above 0 and rejects every other number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (quantity) => {
        const code = validateOneTimeForm(aOneTimeForm({ quantity })).quantity;
        expect(code === undefined).toBe(quantity > 0);
      }),
    );
  });

  it('never throws and only returns catalogue codes', () => {
    fc.assert(
      fc.property(anyOneTimeFormInput, (input) => {
        for (const code of Object.values(validateOneTimeForm(input))) {
          expect(isMessageCode(code)).toBe(true);
        }
      }),
    );
  });
});
