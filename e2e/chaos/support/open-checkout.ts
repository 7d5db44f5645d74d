import { randomBytes } from 'node:crypto';
import { SUBSCRIPTION_PRODUCT_ID } from '@netzero/core';
import type { BuyerContext } from './buyer-context.js';
import type { Answer, ChaosClient } from './chaos-client.js';
import { between } from './chaos-figures.js';

/** How a buyer gets to a hosted checkout. */
export type BuyerKind = 'cart' | 'guest' | 'subscription';

function sessionIdOf(checkoutUrl: string): string {
  return new URL(checkoutUrl).pathname.split('/').at(-1) ?? '';
}

/**
 * Signs up (and the account's e-mail is recorded for the mail invariant); when the signup was
 * retried after its server died, the first attempt may have made the account (409): then logs in.
 */
async function signUp(
  client: ChaosClient,
  context: BuyerContext,
  tag: string,
  email: string,
): Promise<string | null> {
  const credentials = { username: `chaos_${tag}`, password: `chaos-${tag}-secret` };
  let answer = await client.call({
    method: 'POST',
    path: '/auth/signup',
    json: { ...credentials, email },
  });
  let how = `signup ${answer.status}`;
  if (answer.status === 409) {
    answer = await client.call({ method: 'POST', path: '/auth/login', json: credentials });
    how += `, login ${answer.status}`;
  }
  if (answer.status !== 201 && answer.status !== 200) {
    context.figures.anomaly(`signup answered ${answer.status}: ${answer.text.slice(0, 120)}`);
    return null;
  }
  context.signups.set(email, how);
  return (JSON.parse(answer.text) as { data: { token: string } }).data.token;
}

/** Opens a hosted checkout as this kind of buyer: the session id, or null (sold out or refused). */
export async function openCheckout(
  client: ChaosClient,
  kind: BuyerKind,
  context: BuyerContext,
): Promise<string | null> {
  const { figures } = context;
  const tag = randomBytes(5).toString('hex');
  const email = `chaos-${tag}@example.test`;
  const productId =
    Math.random() < 0.3
      ? context.scarceProductId
      : (context.productIds[between(0, context.productIds.length - 1)] ?? context.scarceProductId);
  const quantity = between(1, 4);
  let answer: Answer;
  if (kind === 'cart') {
    const token = await signUp(client, context, tag, email);
    if (!token) return null;
    const added = await client.call({
      method: 'POST',
      path: '/api/cart/add',
      json: { productId, quantity },
      token,
    });
    if (added.status !== 200) figures.anomaly(`cart add answered ${added.status}`);
    answer = await client.call({
      method: 'POST',
      path: '/api/orders/place',
      json: { paymentMethod: 'CREDIT_CARD' },
      token,
    });
  } else {
    answer = await client.call({
      method: 'POST',
      path: '/api/direct-order-checkout/create-session',
      json: {
        email,
        productId: kind === 'subscription' ? SUBSCRIPTION_PRODUCT_ID : productId,
        quantity,
        paymentMethod: 'CARD',
        ...(kind === 'subscription' ? { subscription: true } : { subscribe: false }),
      },
    });
  }
  if (answer.status === 409) {
    figures.soldOut += 1;
    return null;
  }
  if (answer.status !== 200) {
    figures.anomaly(`${kind} checkout answered ${answer.status}: ${answer.text.slice(0, 120)}`);
    return null;
  }
  return sessionIdOf((JSON.parse(answer.text) as { checkoutUrl: string }).checkoutUrl);
}
