import { describe, expect, it } from 'vitest';
import { checkoutReturnUrl } from './checkout-return-url.js';

const site = 'https://netzero.example';
const guest = { orderId: 42, userId: null };

describe('checkoutReturnUrl', () => {
  it("defaults to the site's /checkout with orderId, userId and the provider's session placeholder", () => {
    expect(checkoutReturnUrl(site, null, { orderId: 42, userId: 7 })).toBe(
      'https://netzero.example/checkout?orderId=42&userId=7&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(checkoutReturnUrl(site, '  ', guest)).toBe(
      'https://netzero.example/checkout?orderId=42&session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it('honours a page on the same origin, absolute or relative, keeping its own query', () => {
    expect(
      checkoutReturnUrl(site, 'https://netzero.example/Checkout?from=onetime#top', guest),
    ).toBe(
      'https://netzero.example/Checkout?from=onetime&orderId=42&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(checkoutReturnUrl(site, '/Subscription', guest)).toBe(
      'https://netzero.example/Subscription?orderId=42&session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it('drops a userId a guest checkout was given, rather than leaving it empty', () => {
    expect(checkoutReturnUrl(site, '/checkout?userId=9', guest)).toBe(
      'https://netzero.example/checkout?orderId=42&session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it('replaces ids a caller slipped into the redirect, so the return page reads ours', () => {
    const url = checkoutReturnUrl(site, '/checkout?orderId=1&userId=2&session_id=cs_forged', {
      orderId: 42,
      userId: 7,
    });
    expect(url).toBe(
      'https://netzero.example/checkout?orderId=42&userId=7&session_id={CHECKOUT_SESSION_ID}',
    );
  });
});
