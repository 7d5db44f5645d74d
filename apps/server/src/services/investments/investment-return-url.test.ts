import { describe, expect, it } from 'vitest';
import { investmentReturnUrls } from './investment-return-url.js';

const site = 'https://netzero.example';

describe('investmentReturnUrls', () => {
  it("defaults to the site's /InvestmentForm with the investment id, the session placeholder or cancelled=1", () => {
    expect(investmentReturnUrls(site, undefined, 7)).toEqual({
      successUrl:
        'https://netzero.example/InvestmentForm?investmentId=7&session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://netzero.example/InvestmentForm?investmentId=7&cancelled=1',
    });
    expect(investmentReturnUrls(site, '  ', 7)).toEqual(investmentReturnUrls(site, null, 7));
  });

  it('honours a page on the same origin, absolute or relative, replacing ids slipped into it', () => {
    expect(
      investmentReturnUrls(
        site,
        'https://netzero.example/investmentform?project=3&investmentId=1&session_id=cs_x&cancelled=1#top',
        7,
      ).successUrl,
    ).toBe(
      'https://netzero.example/investmentform?project=3&investmentId=7&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(investmentReturnUrls(site, '/InvestmentForm', 7).cancelUrl).toBe(
      'https://netzero.example/InvestmentForm?investmentId=7&cancelled=1',
    );
  });
});
