import type { MessageCode } from '@netzero/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { withSessionId } from '../../services/ports/payment-provider.port.js';
import { judgeCard, readCardForm } from './sandbox-card.js';
import { renderCheckoutPage } from './sandbox-checkout-page.js';
import { type NoticePageKind, renderNoticePage } from './sandbox-notice-page.js';
import type { SandboxPaymentProvider } from './sandbox-payment-provider.js';
import type { SandboxSession } from './sandbox-records.js';

const SESSION_ID = /^cs_sandbox_[A-Za-z0-9_-]{32}$/;

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/** The page for a session that cannot be paid now, with the status that says why. */
function sendNotice(
  reply: FastifyReply,
  found: { session: SandboxSession; status: SandboxSession['status'] } | null,
  method: 'GET' | 'POST',
): FastifyReply {
  if (!found) return sendHtml(reply, 404, renderNoticePage('not_found'));
  const { session, status } = found;
  if (status !== 'complete')
    return sendHtml(
      reply,
      410,
      renderNoticePage('expired', withSessionId(session.cancelUrl, session.id)),
    );
  const href = withSessionId(session.successUrl, session.id);
  // A paid session offers its refund, as a provider's dashboard would; once refunded, says when.
  const kind: NoticePageKind = session.refundedAt ? 'refunded' : 'complete';
  const details = session.refundedAt
    ? { refundedAt: session.refundedAt }
    : { refundAction: `${pagePath(session.id)}/refund` };
  return sendHtml(reply, method === 'GET' ? 200 : 409, renderNoticePage(kind, href, details));
}

const pagePath = (id: string) => `/sandbox/checkout/${encodeURIComponent(id)}`;

/**
 * The sandbox provider's hosted checkout, served by our server: GET shows the order and the card
 * form; POST …/pay takes the test cards (4242… pays, 4000…0002 is declined); POST …/cancel ends the
 * session; POST …/refund refunds a paid session in full (the page then says when). Forms post
 * application/x-www-form-urlencoded, parsed here only (no new dependency).
 */
export const sandboxCheckoutRoutes: FastifyPluginAsync<{
  sandbox: SandboxPaymentProvider;
}> = async (app, { sandbox }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string> = Object.create(null);
      for (const [name, value] of new URLSearchParams(String(body))) fields[name] ??= value;
      done(null, fields);
    },
  );

  const lookup = (id: string) =>
    SESSION_ID.test(id) ? sandbox.checkout(id) : Promise.resolve(null);
  const schema = { hide: true };

  app.get<{ Params: { id: string } }>(
    '/sandbox/checkout/:id',
    { schema },
    async (request, reply) => {
      const found = await lookup(request.params.id);
      if (found?.status !== 'open') return sendNotice(reply, found, 'GET');
      return sendHtml(reply, 200, renderCheckoutPage(found.session));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/sandbox/checkout/:id/pay',
    { schema },
    async (request, reply) => {
      const found = await lookup(request.params.id);
      if (found?.status !== 'open') return sendNotice(reply, found, 'POST');
      const form = readCardForm(request.body);
      const verdict = judgeCard(form, sandbox.now());
      // The card number and CVC are never echoed back, except a number to correct a typo elsewhere.
      const kept = { cardholderName: form.cardholderName, expiry: form.expiry };
      const retry = (status: number, formError: MessageCode) =>
        sendHtml(reply, status, renderCheckoutPage(found.session, { values: kept, formError }));
      switch (verdict.kind) {
        case 'invalid':
          return sendHtml(
            reply,
            422,
            renderCheckoutPage(found.session, {
              values: verdict.errors.cardNumber ? kept : { ...kept, cardNumber: form.cardNumber },
              errors: verdict.errors,
              formError: 'SANDBOX.FIX_FIELDS',
            }),
          );
        case 'declined':
          await sandbox.decline(found.session.id);
          return retry(402, 'SANDBOX.CARD_DECLINED');
        case 'not_a_test_card':
          return retry(422, 'SANDBOX.TEST_CARDS_ONLY');
        case 'approved': {
          const paid = await sandbox.pay(found.session.id);
          if (!paid.ok) return sendNotice(reply, await lookup(found.session.id), 'POST');
          return reply.header('cache-control', 'no-store').redirect(paid.value.redirectUrl, 303);
        }
      }
    },
  );

  app.post<{ Params: { id: string } }>(
    '/sandbox/checkout/:id/cancel',
    { schema },
    async (request, reply) => {
      if (!SESSION_ID.test(request.params.id)) return sendNotice(reply, null, 'POST');
      const cancelled = await sandbox.cancel(request.params.id);
      if (!cancelled.ok) return sendNotice(reply, await lookup(request.params.id), 'POST');
      return reply.header('cache-control', 'no-store').redirect(cancelled.value.redirectUrl, 303);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/sandbox/checkout/:id/refund',
    { schema },
    async (request, reply) => {
      const found = await lookup(request.params.id);
      if (!found || found.status === 'expired') return sendNotice(reply, found, 'POST');
      if (found.status === 'complete') {
        const sessionId = found.session.id;
        await sandbox.refund({
          payment: { sessionId, invoiceId: null },
          idempotencyKey: `sandbox-page-${sessionId}`,
          reason: 'requested',
        });
      }
      // Back to the page (post/redirect/get): refunded, it says when; still open, nothing was paid.
      return reply.header('cache-control', 'no-store').redirect(pagePath(found.session.id), 303);
    },
  );
};
