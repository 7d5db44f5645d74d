import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anEnquiry,
  anyEnquiryInput,
  anyText,
  DIGITS,
  enquiryPhone,
  enquiryPhoneNearMiss,
} from '../../test/arbitraries/validation.js';
import { isMessageCode } from '../messages/format-message.js';
import { isValidEnquiryPhone, validateEnquiry } from './enquiry.validator.js';

const isTenAsciiDigits = (text: string) =>
  text.length === 10 && [...text].every((character) => DIGITS.includes(character));

describe('enquiry phone (properties)', () => {
  it('accepts every string of exactly 10 ASCII digits', () => {
    fc.assert(fc.property(enquiryPhone, (phone) => isValidEnquiryPhone(phone)));
  });

  it('rejects near misses: 9 or 11 digits, letters, spaces, lookalike digits', () => {
    fc.assert(fc.property(enquiryPhoneNearMiss, (phone) => !isValidEnquiryPhone(phone)));
  });

  it('accepts a string exactly when it is 10 ASCII digits', () => {
    fc.assert(
      fc.property(fc.oneof(enquiryPhone, enquiryPhoneNearMiss, anyText), (phone) => {
        expect(isValidEnquiryPhone(phone)).toBe(isTenAsciiDigits(phone));
      }),
    );
  });

  it('the validator flags the phone exactly when it is not 10 digits once trimmed', () => {
    fc.assert(
      fc.property(fc.oneof(enquiryPhone, enquiryPhoneNearMiss, anyText), (phoneNumber) => {
        const expected =
          phoneNumber.trim() === ''
            ? 'ENQUIRY.PHONE_REQUIRED'
            : isTenAsciiDigits(phoneNumber.trim())
              ? undefined
              : 'ENQUIRY.PHONE_DIGITS';
        expect(validateEnquiry(anEnquiry({ phoneNumber })).phoneNumber).toBe(expected);
      }),
    );
  });
});

describe('validateEnquiry (properties)', () => {
  it('never throws and only returns catalogue codes for form fields', () => {
    fc.assert(
      fc.property(anyEnquiryInput, (input) => {
        const errors = validateEnquiry(input);
        for (const [field, code] of Object.entries(errors)) {
          expect(field in input).toBe(true);
          expect(isMessageCode(code)).toBe(true);
        }
      }),
    );
  });
});
