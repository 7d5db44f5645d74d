import { describe, expect, it } from 'vitest';
import { aOneTimeForm } from '../../test/arbitraries/validation.js';
import { toFieldMessages } from './field-errors.js';
import { isValidOneTimePhone, validateOneTimeForm } from './one-time-form.validator.js';

describe('validateOneTimeForm', () => {
  it('accepts a complete form', () => {
    expect(validateOneTimeForm(aOneTimeForm())).toEqual({});
  });

  it('reports every field with the spec texts', () => {
    const errors = validateOneTimeForm({
      quantity: '',
      fullName: ' ',
      phone: '123',
      email: 'nope',
    });
    expect(toFieldMessages(errors)).toEqual({
      quantity: 'Please enter a valid quantity (must be > 0)',
      fullName: 'Full name is required',
      phone: 'Enter a valid phone number: 10 to 15 digits (spaces, +, - and brackets are fine)',
      email: 'Enter a valid email address',
    });
  });

  it.each([['0.5'], [0.25], [3], ['12'], [' 7 ']])(
    'accepts the quantity %j (above 0)',
    (quantity) => {
      expect(validateOneTimeForm(aOneTimeForm({ quantity })).quantity).toBeUndefined();
    },
  );

  it.each([
    [null],
    [''],
    ['0'],
    [0],
    [-1],
    ['-0.1'],
    ['abc'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['Infinity'],
  ])('rejects the quantity %j', (quantity) => {
    expect(validateOneTimeForm(aOneTimeForm({ quantity })).quantity).toBe(
      'ONE_TIME.QUANTITY_INVALID',
    );
  });

  // Spec §5's 10–15 counts digits: separators no longer eat into it.
  it.each([
    '9876543210',
    '+442079460958',
    '(555) 010-2030',
    '+1-555-010-2030',
    '123456789012345',
    '+1 (415) 555-0134',
    '+44 20 7946 0958',
    '+91 22 5550 1234',
  ])('accepts the phone %j', (phone) => {
    expect(validateOneTimeForm(aOneTimeForm({ phone })).phone).toBeUndefined();
  });

  it.each([
    '',
    '123456789',
    '(555) 010-203',
    '1234567890123456',
    '+44 (0) 20 7946 0958 123',
    '555.010.2030',
    '+44 20 7946 x58',
    '44+2079460958',
    '++442079460958',
    '          ',
    '----------',
    '(((((((((((((((',
    '1-2-3-4-5-6-7-8-9-0-------',
    '１２３４５６７８９０',
  ])('rejects the phone %j', (phone) => {
    expect(validateOneTimeForm(aOneTimeForm({ phone })).phone).toBe('ONE_TIME.PHONE_INVALID');
  });

  it('checks the phone and e-mail without surrounding whitespace', () => {
    expect(
      validateOneTimeForm(aOneTimeForm({ phone: ' 123456789012345 ', email: ' a@b.co ' })),
    ).toEqual({});
  });
});

describe('isValidOneTimePhone', () => {
  it('takes the text exactly as given', () => {
    expect(isValidOneTimePhone('123456789012345')).toBe(true);
    expect(isValidOneTimePhone('123456789012345\t')).toBe(false);
  });

  it('allows separators up to 25 characters in all', () => {
    expect(isValidOneTimePhone('+1 (415) 555-0134 -- 9876')).toBe(true);
    expect(isValidOneTimePhone('+1 (415) 555-0134 --- 9876')).toBe(false);
  });
});
