import { describe, expect, it } from 'vitest';
import { aCard } from '../../test/arbitraries/validation.js';
import { CARD_NUMBER_MAX_LENGTH } from '../shared/limits.js';
import { isValidCardNumber, validateCardDetails } from './card-details.validator.js';
import { toFieldMessages } from './field-errors.js';

describe('validateCardDetails', () => {
  it('accepts a well-formed card', () => {
    expect(validateCardDetails(aCard())).toEqual({});
  });

  it('explains each invalid field', () => {
    const messages = toFieldMessages(validateCardDetails({ cardNumber: '', expiry: '', cvv: '' }));
    expect(messages.cardNumber).toMatch(/card number/i);
    expect(messages.expiry).toMatch(/MM\/YY/);
    expect(messages.cvv).toMatch(/CVV/);
  });

  it.each([
    '4242424242424242',
    '4242 4242 4242 4242',
    '378282246310005',
    '5018 0000 0009',
    '6011000990139424',
  ])('accepts the card number %j', (cardNumber) => {
    expect(validateCardDetails(aCard({ cardNumber })).cardNumber).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['11 digits', '42424242424'],
    ['too long with spaces', '4242 4242 4242 4242 4'],
    ['20 digits', '42424242424242424242'],
    ['hyphens', '4242-4242-4242-4242'],
    ['letters', '4242 4242 4242 424x'],
  ])('rejects a card number with %s', (_why, cardNumber) => {
    expect(validateCardDetails(aCard({ cardNumber })).cardNumber).toBe('CARD.NUMBER_INVALID');
  });

  it(`allows at most ${CARD_NUMBER_MAX_LENGTH} characters, spaces included`, () => {
    const nineteen = '4242424242424242424';
    expect(nineteen).toHaveLength(CARD_NUMBER_MAX_LENGTH);
    expect(isValidCardNumber(nineteen)).toBe(true);
    expect(isValidCardNumber(` ${nineteen}`)).toBe(false);
  });

  it.each(['01/25', '09/31', '12/99', ' 10/30 '])('accepts the expiry %j', (expiry) => {
    expect(validateCardDetails(aCard({ expiry })).expiry).toBeUndefined();
  });

  it.each(['', '00/25', '13/25', '1/25', '01/2025', '0125', '01-25', 'ab/cd', '12/3'])(
    'rejects the expiry %j',
    (expiry) => {
      expect(validateCardDetails(aCard({ expiry })).expiry).toBe('CARD.EXPIRY_INVALID');
    },
  );

  it.each(['123', '1234', ' 987 '])('accepts the CVV %j', (cvv) => {
    expect(validateCardDetails(aCard({ cvv })).cvv).toBeUndefined();
  });

  it.each(['', '12', '12345', '12a', '1 23'])('rejects the CVV %j', (cvv) => {
    expect(validateCardDetails(aCard({ cvv })).cvv).toBe('CARD.CVV_INVALID');
  });
});
