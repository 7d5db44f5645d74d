import { describe, expect, it } from 'vitest';
import { paymentProviderForSession, SANDBOX_SESSION_ID_PREFIX } from './payment-provider.js';

describe('paymentProviderForSession', () => {
  it('names the sandbox for the ids the sandbox issues', () => {
    expect(paymentProviderForSession('cs_sandbox_abc123')).toBe('sandbox');
    expect(paymentProviderForSession(`${SANDBOX_SESSION_ID_PREFIX}x`)).toBe('sandbox');
    expect(paymentProviderForSession('  cs_sandbox_abc  ')).toBe('sandbox');
  });

  it('names Stripe for its test and live ids', () => {
    expect(paymentProviderForSession('cs_test_a1B2c3')).toBe('stripe');
    expect(paymentProviderForSession('cs_live_a1B2c3')).toBe('stripe');
  });

  it('names Stripe for anything else, the prefix being case-sensitive', () => {
    expect(paymentProviderForSession('')).toBe('stripe');
    expect(paymentProviderForSession('CS_SANDBOX_abc')).toBe('stripe');
    expect(paymentProviderForSession('xcs_sandbox_abc')).toBe('stripe');
  });
});
