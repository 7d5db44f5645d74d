import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_PRODUCT_ID } from './subscription-plans.js';

describe('subscription plans', () => {
  it('are the three plans of spec §9, all on product 7', () => {
    expect(SUBSCRIPTION_PRODUCT_ID).toBe(7);
    expect(SUBSCRIPTION_PLANS).toEqual([
      {
        title: 'NetZero Lite',
        amount: '1,000 kg per month',
        quantity: 1,
        productId: 7,
        buttonText: 'Subscribe Now',
      },
      {
        title: 'NetZero Plus',
        amount: '3-5,000 kg per month',
        quantity: 5,
        productId: 7,
        buttonText: 'Subscribe Now',
      },
      {
        title: 'NetZero Max',
        amount: '10,000 kg per month',
        quantity: 10,
        productId: 7,
        buttonText: 'Subscribe Now',
      },
    ]);
  });
});
