import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aDirectCheckout,
  anyDirectCheckoutInput,
  anyText,
  emailAddress,
} from '../../test/arbitraries/validation.js';
import { isMessageCode } from '../messages/format-message.js';
import { resolveReceiptName, validateDirectCheckout } from './direct-checkout.validator.js';

describe('validateDirectCheckout (properties)', () => {
  it('accepts a whole number quantity exactly when it is at least 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1_000_000 }), fc.boolean(), (quantity, asText) => {
        const input = aDirectCheckout({ quantity: asText ? String(quantity) : quantity });
        expect(validateDirectCheckout(input).fields.quantity === undefined).toBe(quantity >= 1);
      }),
    );
  });

  it('rejects every fractional quantity', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
        (quantity) =>
          validateDirectCheckout(aDirectCheckout({ quantity })).fields.quantity !== undefined,
      ),
    );
  });

  it('never throws and only returns catalogue codes', () => {
    fc.assert(
      fc.property(anyDirectCheckoutInput, (input) => {
        const { fields, form } = validateDirectCheckout(input);
        for (const code of Object.values(fields)) expect(isMessageCode(code)).toBe(true);
        expect(form === null || isMessageCode(form)).toBe(true);
      }),
    );
  });
});

describe('resolveReceiptName (properties)', () => {
  it('never gives a blank name, and keeps a non-blank name as typed but trimmed', () => {
    fc.assert(
      fc.property(anyText, fc.oneof(anyText, emailAddress), (name, email) => {
        const resolved = resolveReceiptName(name, email);
        expect(resolved.trim()).not.toBe('');
        if (name.trim() !== '') expect(resolved).toBe(name.trim());
      }),
    );
  });
});
