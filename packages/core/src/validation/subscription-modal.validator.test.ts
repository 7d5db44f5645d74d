import { describe, expect, it } from 'vitest';
import { aSubscriptionModal } from '../../test/arbitraries/validation.js';
import { formatMessage } from '../messages/format-message.js';
import { toFieldMessages } from './field-errors.js';
import { validateSubscriptionModal } from './subscription-modal.validator.js';

describe('validateSubscriptionModal', () => {
  it('accepts a receipt name and a valid e-mail', () => {
    expect(validateSubscriptionModal(aSubscriptionModal())).toEqual({ fields: {}, form: null });
  });

  it('asks for both, with the spec texts, when both are empty', () => {
    const { fields, form } = validateSubscriptionModal({ receiptName: ' ', email: '' });
    expect(toFieldMessages(fields)).toEqual({
      receiptName: 'Please enter your receipt name.',
      email: 'Please enter your email address.',
    });
    expect(form).toBe('SUBSCRIPTION.NAME_AND_EMAIL_REQUIRED');
    expect(formatMessage('SUBSCRIPTION.NAME_AND_EMAIL_REQUIRED')).toBe(
      'Please enter both name and email.',
    );
  });

  it('shows the top-level message when only the name is empty', () => {
    expect(validateSubscriptionModal(aSubscriptionModal({ receiptName: '' }))).toEqual({
      fields: { receiptName: 'SUBSCRIPTION.RECEIPT_NAME_REQUIRED' },
      form: 'SUBSCRIPTION.NAME_AND_EMAIL_REQUIRED',
    });
  });

  it('shows the top-level message when only the e-mail is empty', () => {
    expect(validateSubscriptionModal(aSubscriptionModal({ email: '\t' }))).toEqual({
      fields: { email: 'SUBSCRIPTION.EMAIL_REQUIRED' },
      form: 'SUBSCRIPTION.NAME_AND_EMAIL_REQUIRED',
    });
  });

  it('flags a malformed e-mail on its field only, with the spec text', () => {
    const verdict = validateSubscriptionModal(aSubscriptionModal({ email: 'billing@example' }));
    expect(verdict).toEqual({ fields: { email: 'SUBSCRIPTION.EMAIL_INVALID' }, form: null });
    expect(toFieldMessages(verdict.fields).email).toBe('Please enter a valid email address.');
  });

  it('checks the e-mail trimmed', () => {
    expect(
      validateSubscriptionModal(aSubscriptionModal({ email: ' billing@example.com\n' })).fields,
    ).toEqual({});
  });
});
