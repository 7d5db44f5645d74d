import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anySubscriptionModalInput } from '../../test/arbitraries/validation.js';
import { isMessageCode } from '../messages/format-message.js';
import { validateSubscriptionModal } from './subscription-modal.validator.js';

describe('validateSubscriptionModal (properties)', () => {
  it('never throws, returns catalogue codes, and asks for both exactly when one is blank', () => {
    fc.assert(
      fc.property(anySubscriptionModalInput, (input) => {
        const { fields, form } = validateSubscriptionModal(input);
        for (const code of Object.values(fields)) expect(isMessageCode(code)).toBe(true);
        const eitherBlank = input.receiptName.trim() === '' || input.email.trim() === '';
        expect(form).toBe(eitherBlank ? 'SUBSCRIPTION.NAME_AND_EMAIL_REQUIRED' : null);
      }),
    );
  });
});
