import { describe, expect, it } from 'vitest';
import { anEnquiry } from '../../test/arbitraries/validation.js';
import { ENQUIRY_FIELDS, isValidEnquiryPhone, validateEnquiry } from './enquiry.validator.js';
import { firstFieldWithError, toFieldMessages } from './field-errors.js';

describe('validateEnquiry', () => {
  it('accepts a complete enquiry', () => {
    expect(validateEnquiry(anEnquiry())).toEqual({});
  });

  it('requires every field, with the spec texts, counting whitespace as empty', () => {
    const errors = validateEnquiry({
      name: '',
      organization: '  ',
      phoneNumber: '\t',
      email: '',
      enquiry: ' \n ',
    });
    expect(toFieldMessages(errors)).toEqual({
      name: 'Name is required.',
      organization: 'Organization is required.',
      phoneNumber: 'Phone number is required.',
      email: 'Email is required.',
      enquiry: 'Enquiry message is required.',
    });
  });

  it.each([
    '987654321',
    '98765432101',
    '98765-43210',
    '+919876543210',
    '98765 43210',
    'abcdefghij',
  ])('rejects the phone %j as not 10 digits', (phoneNumber) => {
    expect(validateEnquiry(anEnquiry({ phoneNumber }))).toEqual({
      phoneNumber: 'ENQUIRY.PHONE_DIGITS',
    });
  });

  it('checks the phone and e-mail without surrounding whitespace', () => {
    expect(validateEnquiry(anEnquiry({ phoneNumber: ' 9876543210 ', email: ' a@b.co\n' }))).toEqual(
      {},
    );
  });

  it('rejects a malformed e-mail with the spec text', () => {
    const errors = validateEnquiry(anEnquiry({ email: 'asha@example' }));
    expect(errors).toEqual({ email: 'ENQUIRY.EMAIL_INVALID' });
    expect(toFieldMessages(errors).email).toBe('Invalid email format.');
  });

  it('lists the fields in the order of the form, so the first invalid one can be focused', () => {
    expect(ENQUIRY_FIELDS).toEqual(['name', 'organization', 'phoneNumber', 'email', 'enquiry']);
    const errors = validateEnquiry(anEnquiry({ enquiry: '', phoneNumber: '123' }));
    expect(firstFieldWithError(errors, ENQUIRY_FIELDS)).toBe('phoneNumber');
  });
});

describe('isValidEnquiryPhone', () => {
  it('accepts exactly ten ASCII digits', () => {
    expect(isValidEnquiryPhone('0123456789')).toBe(true);
    expect(isValidEnquiryPhone('012345678٩')).toBe(false);
    expect(isValidEnquiryPhone('0123456789\n')).toBe(false);
  });
});
