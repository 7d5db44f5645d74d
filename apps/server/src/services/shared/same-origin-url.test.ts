import { describe, expect, it } from 'vitest';
import { investmentReturnUrls } from '../investments/investment-return-url.js';
import { checkoutReturnUrl } from '../orders/checkout-return-url.js';
import { sameOriginUrl } from './same-origin-url.js';

const site = 'https://netzero.example';
const FOREIGN = [
  'https://evil.example/checkout',
  '//evil.example/checkout',
  '/\\evil.example/checkout',
  'http://netzero.example/checkout',
  'https://netzero.example:8443/checkout',
  'https://netzero.example.evil.example/checkout',
  'https://netzero.example@evil.example/checkout',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://[::1',
  'https://[::1',
];

describe('the same-origin rule of every checkout return page (no open redirect)', () => {
  it('keeps a page of the site, absolute or relative', () => {
    expect(sameOriginUrl(site, ' /InvestmentForm?x=1 ')?.href).toBe(
      'https://netzero.example/InvestmentForm?x=1',
    );
    expect(sameOriginUrl(site, 'https://netzero.example/checkout')?.href).toBe(
      'https://netzero.example/checkout',
    );
    for (const nothing of [null, undefined, '', '  '])
      expect(sameOriginUrl(site, nothing)).toBe(null);
  });

  it.each(FOREIGN)('ignores %s in the rule, the order checkout and the investment', (requested) => {
    expect(sameOriginUrl(site, requested)).toBeNull();
    const guest = { orderId: 42, userId: null };
    expect(checkoutReturnUrl(site, requested, guest)).toBe(checkoutReturnUrl(site, null, guest));
    expect(investmentReturnUrls(site, requested, 7)).toEqual(investmentReturnUrls(site, null, 7));
  });
});
