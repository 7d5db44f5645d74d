import { describe, expect, it } from 'vitest';
import { aDirectCheckout } from '../../test/arbitraries/validation.js';
import { formatMessage } from '../messages/format-message.js';
import {
  DEFAULT_RECEIPT_NAME,
  resolveReceiptName,
  validateDirectCheckout,
} from './direct-checkout.validator.js';
import { hasFormErrors, toFieldMessages } from './field-errors.js';

describe('validateDirectCheckout', () => {
  it('accepts a whole quantity, a valid e-mail and a loaded price', () => {
    const verdict = validateDirectCheckout(aDirectCheckout());
    expect(verdict).toEqual({ fields: {}, form: null });
    expect(hasFormErrors(verdict)).toBe(false);
  });

  it.each([[1], ['1'], [' 25 '], [40], ['1e2']])('accepts the quantity %j', (quantity) => {
    expect(validateDirectCheckout(aDirectCheckout({ quantity })).fields.quantity).toBeUndefined();
  });

  it.each([[0], ['0'], [-3], ['1.5'], [2.5], [''], [null], ['two'], [Number.NaN], [1e300]])(
    'rejects the quantity %j (a whole number, at least 1)',
    (quantity) => {
      expect(validateDirectCheckout(aDirectCheckout({ quantity })).fields.quantity).toBe(
        'DIRECT_CHECKOUT.QUANTITY_INVALID',
      );
    },
  );

  it('rejects a malformed or empty e-mail with the spec text, and checks it trimmed', () => {
    expect(
      toFieldMessages(validateDirectCheckout(aDirectCheckout({ email: 'a@b' })).fields),
    ).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateDirectCheckout(aDirectCheckout({ email: '' })).fields.email).toBe(
      'DIRECT_CHECKOUT.EMAIL_INVALID',
    );
    expect(validateDirectCheckout(aDirectCheckout({ email: ' a@b.co ' })).fields).toEqual({});
  });

  it.each([[null], [undefined], [0], [-14], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'asks to try later when the price is %j',
    (price) => {
      const verdict = validateDirectCheckout(aDirectCheckout({ price }));
      expect(verdict).toEqual({ fields: {}, form: 'DIRECT_CHECKOUT.PRICE_UNAVAILABLE' });
      expect(formatMessage('DIRECT_CHECKOUT.PRICE_UNAVAILABLE')).toBe(
        'Price not available. Please try again later.',
      );
    },
  );

  it('reports field errors and the price together', () => {
    expect(validateDirectCheckout({ quantity: '0', email: 'x', price: null })).toEqual({
      fields: {
        quantity: 'DIRECT_CHECKOUT.QUANTITY_INVALID',
        email: 'DIRECT_CHECKOUT.EMAIL_INVALID',
      },
      form: 'DIRECT_CHECKOUT.PRICE_UNAVAILABLE',
    });
  });
});

describe('resolveReceiptName', () => {
  it('uses the trimmed recipient name when there is one', () => {
    expect(resolveReceiptName('  Green Rails Ltd ', 'asha@example.com')).toBe('Green Rails Ltd');
  });

  it("falls back to the e-mail's local part when the name is empty", () => {
    expect(resolveReceiptName('', 'asha.rao@example.com')).toBe('asha.rao');
    expect(resolveReceiptName('   ', '  asha.rao@example.com ')).toBe('asha.rao');
  });

  it('falls back to the default when the e-mail has no local part either', () => {
    expect(DEFAULT_RECEIPT_NAME).toBe('Customer');
    expect(resolveReceiptName('', '')).toBe(DEFAULT_RECEIPT_NAME);
    expect(resolveReceiptName('', 'no-at-sign')).toBe(DEFAULT_RECEIPT_NAME);
    expect(resolveReceiptName('', '@example.com')).toBe(DEFAULT_RECEIPT_NAME);
  });
});
