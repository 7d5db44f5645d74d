import { describe, expect, it } from 'vitest';
import { FakeCheckoutGateway } from '../../test/fakes/fake-checkout-gateway.js';
import { httpError, NETWORK_ERROR } from '../../test/fakes/gateway-fakes.js';
import { MESSAGES } from '../messages/catalogue.js';
import type { DirectCheckoutRequest } from '../ports/checkout-gateway.port.js';
import {
  directCheckoutFailureMessage,
  isRetryableGatewayError,
  openDirectCheckout,
  SINGLE_ATTEMPT,
  subscriptionCheckoutFailureMessage,
} from './open-direct-checkout.use-case.js';

const request: DirectCheckoutRequest = {
  email: 'ana@example.com',
  receiptName: 'Ana',
  productId: 1,
  quantity: 3,
  returnUrl: 'https://netzero.example/checkout',
  subscribe: false,
  page: 'one-time',
};

function setup() {
  const checkoutGateway = new FakeCheckoutGateway();
  const waits: number[] = [];
  const wait = async (ms: number) => {
    waits.push(ms);
  };
  return { deps: { checkoutGateway, wait }, checkoutGateway, waits };
}

describe('isRetryableGatewayError', () => {
  it('retries no reply and 5xx, never a 4xx', () => {
    expect(isRetryableGatewayError(NETWORK_ERROR)).toBe(true);
    expect(isRetryableGatewayError(httpError(500))).toBe(true);
    expect(isRetryableGatewayError(httpError(502, 'Bad gateway'))).toBe(true);
    expect(isRetryableGatewayError(httpError(499))).toBe(false);
    expect(isRetryableGatewayError(httpError(409, 'Not enough carbon credits'))).toBe(false);
    expect(isRetryableGatewayError(httpError(400))).toBe(false);
  });
});

describe('openDirectCheckout', () => {
  it('sends the request once and gives the checkout url', async () => {
    const { deps, checkoutGateway, waits } = setup();
    expect(await openDirectCheckout(deps, request)).toEqual({
      ok: true,
      value: 'https://pay.example/checkout/session-1',
    });
    expect(checkoutGateway.script.argsOf('createSession')).toEqual([[request]]);
    expect(waits).toEqual([]);
  });

  it('tries 3 times, 1 s apart, on network errors and 5xx, then gives the last error', async () => {
    const { deps, checkoutGateway, waits } = setup();
    checkoutGateway.script
      .failNext('createSession', NETWORK_ERROR)
      .failNext('createSession', httpError(503))
      .failNext('createSession', NETWORK_ERROR);
    expect(await openDirectCheckout(deps, request)).toEqual({ ok: false, error: NETWORK_ERROR });
    expect(checkoutGateway.script.argsOf('createSession')).toHaveLength(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('succeeds on a later attempt', async () => {
    const { deps, checkoutGateway, waits } = setup();
    checkoutGateway.script.failNext('createSession', httpError(500));
    const opened = await openDirectCheckout(deps, request);
    expect(opened.ok).toBe(true);
    expect(waits).toEqual([1000]);
  });

  it('does not retry a 4xx answer', async () => {
    const { deps, checkoutGateway, waits } = setup();
    const conflict = httpError(409, 'Not enough carbon credits for this quantity.');
    checkoutGateway.script.failAlways('createSession', conflict);
    expect(await openDirectCheckout(deps, request)).toEqual({ ok: false, error: conflict });
    expect(checkoutGateway.script.argsOf('createSession')).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('tries once with SINGLE_ATTEMPT', async () => {
    const { deps, checkoutGateway } = setup();
    checkoutGateway.script.failAlways('createSession', NETWORK_ERROR);
    await openDirectCheckout(deps, request, SINGLE_ATTEMPT);
    expect(checkoutGateway.script.argsOf('createSession')).toHaveLength(1);
  });

  it('fails when a 2xx reply has no checkout url', async () => {
    const { deps, checkoutGateway } = setup();
    checkoutGateway.session = { checkoutUrl: '  ', message: 'ok' };
    expect(await openDirectCheckout(deps, request)).toEqual({
      ok: false,
      error: { kind: 'no-checkout-url' },
    });
  });
});

describe('directCheckoutFailureMessage', () => {
  it('shows the server message, else the non-2xx text, else the processing error', () => {
    expect(directCheckoutFailureMessage(httpError(409, 'Not enough carbon credits'))).toBe(
      'Not enough carbon credits',
    );
    expect(directCheckoutFailureMessage(httpError(500, ' ', 'Internal Server Error'))).toBe(
      MESSAGES['CHECKOUT.INITIATE_FAILED'],
    );
    expect(directCheckoutFailureMessage({ kind: 'no-checkout-url' })).toBe(
      MESSAGES['CHECKOUT.INITIATE_FAILED'],
    );
    expect(directCheckoutFailureMessage({ kind: 'invalid-reply', status: 200 })).toBe(
      MESSAGES['CHECKOUT.INITIATE_FAILED'],
    );
    expect(directCheckoutFailureMessage(NETWORK_ERROR)).toBe(MESSAGES['CHECKOUT.PROCESSING_ERROR']);
  });
});

describe('subscriptionCheckoutFailureMessage', () => {
  it('turns a stock shortage into the out-of-stock notice', () => {
    const conflict = httpError(409, 'Not enough carbon credits for this quantity.', 'Conflict');
    expect(subscriptionCheckoutFailureMessage(conflict)).toBe(
      MESSAGES['SUBSCRIPTION.OUT_OF_STOCK'],
    );
  });

  it('otherwise shows the server message, the status text, or the processing error', () => {
    expect(subscriptionCheckoutFailureMessage(httpError(400, 'Bad e-mail'))).toBe('Bad e-mail');
    expect(subscriptionCheckoutFailureMessage(httpError(502, undefined, 'Bad Gateway'))).toBe(
      'Bad Gateway',
    );
    expect(subscriptionCheckoutFailureMessage(NETWORK_ERROR)).toBe(
      MESSAGES['CHECKOUT.PROCESSING_ERROR'],
    );
    expect(subscriptionCheckoutFailureMessage({ kind: 'no-checkout-url' })).toBe(
      MESSAGES['CHECKOUT.INITIATE_FAILED'],
    );
    expect(subscriptionCheckoutFailureMessage({ kind: 'invalid-reply', status: 201 })).toBe(
      MESSAGES['CHECKOUT.INITIATE_FAILED'],
    );
  });
});
