import { z } from 'zod';
import { Amount, Id, IdParam, SingleLineText, singleLine } from './fields.js';

/** GET /api/direct-order-checkout/price query: the product id the spec's client forgot to send (DESIGN §5). */
export const PriceQuery = z.object({ productId: IdParam });

/** GET /api/direct-order-checkout/price reply: dollars per tonne. */
export const PriceResponse = z.object({ price: Amount });
/** GET /api/direct-order-checkout/price reply. */
export type PriceResponse = z.infer<typeof PriceResponse>;

const bothSpellingsMessage = (a: string, b: string) =>
  `${a} and ${b} are two spellings of one field: send one, or the same value in both.`;

/**
 * POST /api/direct-order-checkout/create-session body (spec §3 'Direct checkout session request')
 * in either spelling: the one-time page sends redirectUrl/subscribe, the subscription page
 * redirectionUrl/subscription (DESIGN §5). Parsed into one shape, `redirectUrl` and `subscribe`.
 * Only the shape is checked here: quantity and e-mail are judged by the core's
 * validateDirectCheckout, so client and server give the same messages.
 */
export const DirectCheckoutRequest = z
  .object({
    email: SingleLineText(254),
    /** Name on the receipt; when empty the server derives one (the core's resolveReceiptName). */
    receiptName: singleLine(z.string().max(200).trim()).default(''),
    productId: Id,
    /** Whole tonnes, at least 1 (monthly tonnes for a subscription); a numeric text is accepted too. */
    quantity: z.union([z.number(), SingleLineText(32)]),
    /**
     * A calculator buyer's donation, in US cents: 0 (none), 600, 1200 or 2400 (the core's
     * CALCULATOR_DONATION_CENTS, judged by the server); one-time purchases only. It is added to the
     * total and sent to the payment provider as its own line.
     */
    donationCents: z.number().int().min(0).default(0),
    paymentMethod: z
      .literal('CARD', { message: "Direct checkout is paid by card: send paymentMethod 'CARD'." })
      .default('CARD'),
    redirectUrl: SingleLineText(2048).optional(),
    redirectionUrl: SingleLineText(2048).optional(),
    subscribe: z.boolean().optional(),
    subscription: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const conflicts = (a: unknown, b: unknown) => a !== undefined && b !== undefined && a !== b;
    if (conflicts(body.redirectUrl, body.redirectionUrl)) {
      ctx.addIssue({
        code: 'custom',
        path: ['redirectionUrl'],
        message: bothSpellingsMessage('redirectUrl', 'redirectionUrl'),
      });
    }
    if (conflicts(body.subscribe, body.subscription)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subscription'],
        message: bothSpellingsMessage('subscribe', 'subscription'),
      });
    }
  })
  .transform((body) => ({
    email: body.email,
    receiptName: body.receiptName,
    productId: body.productId,
    quantity: body.quantity,
    donationCents: body.donationCents,
    paymentMethod: body.paymentMethod,
    /** Where the buyer returns after paying (honoured only on the site's own origin). */
    redirectUrl: body.redirectUrl ?? body.redirectionUrl ?? null,
    /** True for a monthly subscription of `quantity` tonnes. */
    subscribe: body.subscribe ?? body.subscription ?? false,
  }));
/** POST /api/direct-order-checkout/create-session body as a client sends it, in either spelling. */
export type DirectCheckoutRequestBody = z.input<typeof DirectCheckoutRequest>;
/** POST /api/direct-order-checkout/create-session body, normalised to one spelling. */
export type DirectCheckoutRequest = z.output<typeof DirectCheckoutRequest>;

/** POST /api/direct-order-checkout/create-session reply. */
export const DirectCheckoutResponse = z.object({ checkoutUrl: z.string(), message: z.string() });
/** POST /api/direct-order-checkout/create-session reply. */
export type DirectCheckoutResponse = z.infer<typeof DirectCheckoutResponse>;

/** GET /api/direct-order-checkout/{provider}/session/confirm path: the provider's name, e.g. 'sandbox'. */
export const PaymentConfirmParams = z.object({ provider: SingleLineText(40).min(1) });

/** GET …/session/confirm query: the session_id of the return URL (missing → 400 with the spec's message). */
export const PaymentConfirmQuery = z.object({ sessionId: SingleLineText(500).optional() });

/** GET …/session/confirm reply: whether the session is paid and its order fulfilled. */
export const PaymentConfirmResponse = z.object({
  success: z.boolean(),
  refunded: z
    .boolean()
    .optional()
    .describe(
      'true when the payment reached us after the reservation ended and its tonnes had been sold: it is refunded in full (an e-mail says so).',
    ),
  certificateUrl: z
    .string()
    .optional()
    .describe(
      "When success is true for an order: its public certificate page, as a path on this server. The session id is an unguessable bearer of its own order, so a guest's return page can link the certificate directly.",
    ),
});
/** GET …/session/confirm reply. */
export type PaymentConfirmResponse = z.infer<typeof PaymentConfirmResponse>;
