import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyOneTimeFormInput,
  anyText,
  aOneTimeForm,
  ONE_TIME_PHONE_CHARACTERS,
  oneTimePhone,
  oneTimePhoneNearMiss,
} from '../../test/arbitraries/validation.js';
import { isMessageCode } from '../messages/format-message.js';
import { isValidOneTimePhone, validateOneTimeForm } from './one-time-form.validator.js';

const isOneTimePhone = (text: string) =>
  text.length >= 10 &&
  text.length <= 15 &&
  [...text].every((character) => ONE_TIME_PHONE_CHARACTERS.includes(character));

describe('/Onetime phone (properties)', () => {
  it('accepts every string of 10–15 digits, +, spaces, brackets and hyphens', () => {
    fc.assert(fc.property(oneTimePhone, (phone) => isValidOneTimePhone(phone)));
  });

  it('rejects every string of another length or with another character', () => {
    fc.assert(fc.property(oneTimePhoneNearMiss, (phone) => !isValidOneTimePhone(phone)));
  });

  it('accepts a string exactly when it has 10–15 allowed characters', () => {
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
