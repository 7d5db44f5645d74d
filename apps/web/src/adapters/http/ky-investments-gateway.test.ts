import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';
import { testSession } from './http-test-kit';
import { KyInvestmentsGateway } from './ky-investments-gateway';
import { stubFetch } from './stub-fetch';

const BASE = 'https://shop.example';

function gateway() {
  const stub = stubFetch();
  const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, testSession());
  return { stub, investments: new KyInvestmentsGateway(http) };
}

const request = {
  projectId: 3,
  businessName: 'Green Rails Ltd',
  tons: 25,
  email: 'asha@example.com',
  fullName: 'Asha Rao',
  address: '12 Park Street, Kolkata',
  redirectUrl: 'https://shop.example/InvestmentForm',
};

describe('KyInvestmentsGateway', () => {
  it('posts the reservation as JSON and reads its id, checkout url and message', async () => {
    const { stub, investments } = gateway();
    stub.reply(201, {
      investmentId: 12,
      checkoutUrl: 'https://pay.example/cs_1',
      message: 'Your investment is reserved.',
    });
    expect(await investments.reserve(request)).toEqual({
      ok: true,
      value: {
        investmentId: 12,
        checkoutUrl: 'https://pay.example/cs_1',
        message: 'Your investment is reserved.',
      },
    });
    expect(stub.seen).toEqual([
      { method: 'POST', url: `${BASE}/api/investments`, authorization: null, body: request },
    ]);
  });

  it('reads a reply the contract does not describe as an invalid reply, so the page says so', async () => {
    const { stub, investments } = gateway();
    stub.reply(201, { investmentId: '12' });
    expect(await investments.reserve(request)).toEqual({
      ok: false,
      error: { kind: 'invalid-reply', status: 201 },
    });
  });

  it('passes a 400 on with its message and field errors, and a network failure as such', async () => {
    const { stub, investments } = gateway();
    stub.reply(
      400,
      { message: 'Please correct the highlighted fields.', errors: { tons: 'Too many.' } },
      'Bad Request',
    );
    stub.fail();
    expect(await investments.reserve(request)).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 400,
        statusText: 'Bad Request',
        message: 'Please correct the highlighted fields.',
        errors: { tons: 'Too many.' },
      },
    });
    expect(await investments.reserve(request)).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('confirms a session with its id in the query; success must be a boolean', async () => {
    const { stub, investments } = gateway();
    stub.reply(200, { success: true });
    stub.reply(200, { success: 'yes' });
    expect(await investments.confirmPayment('cs_sandbox_a b')).toEqual({
      ok: true,
      value: { success: true },
    });
    expect(await investments.confirmPayment('cs_2')).toEqual({
      ok: false,
      error: { kind: 'invalid-reply', status: 200 },
    });
    expect(stub.seen.map((seen) => `${seen.method} ${seen.url}`)).toEqual([
      `GET ${BASE}/api/investments/confirm?sessionId=cs_sandbox_a+b`,
      `GET ${BASE}/api/investments/confirm?sessionId=cs_2`,
    ]);
  });
});
