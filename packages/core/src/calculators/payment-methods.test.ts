import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from './payment-methods.js';

describe('payment methods', () => {
  it('are CARD for direct checkout and CREDIT_CARD for cart orders', () => {
    expect(PAYMENT_METHODS).toEqual({ directCheckout: 'CARD', cartOrder: 'CREDIT_CARD' });
  });
});
