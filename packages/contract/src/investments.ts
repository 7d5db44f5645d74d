import { z } from 'zod';

// Names end up in e-mails and operators' screens: no control characters (an address may span lines).
const NO_CONTROL = /^[^\p{Cc}]*$/u;
const NO_CONTROL_BUT_LINES = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;
const controlMessage = 'This field cannot contain control characters.';

/**
 * POST /api/investments body: both steps of the investment form (spec §3 'Investment project',
 * §5 'Investment form'), without card fields (DESIGN §5: the payment is the provider's hosted
 * checkout). Only the shape is checked here; the rules and messages are the core's
 * validateInvestmentReservation, so the form and the server say the same.
 */
export const InvestmentRequest = z.object({
  /** The investment project's id, 1–6 (a numeric text is accepted too). */
  projectId: z.union([z.number(), z.string().max(32)]),
  businessName: z.string().max(200).regex(NO_CONTROL, { message: controlMessage }),
  /** Whole tonnes CO2, 1 … 1,000,000 (a numeric text is accepted too). */
  tons: z.union([z.number(), z.string().max(32)]),
  email: z.string().max(254),
  fullName: z.string().max(200).regex(NO_CONTROL, { message: controlMessage }),
  address: z.string().max(500).regex(NO_CONTROL_BUT_LINES, { message: controlMessage }),
  /** Where the investor returns from the hosted checkout; honoured only on this site. */
  redirectUrl: z.string().max(2048).optional(),
});
/** POST /api/investments body. */
export type InvestmentRequest = z.infer<typeof InvestmentRequest>;

/** POST /api/investments reply: the stored reservation, its hosted checkout and the spec §8 notice. */
export const InvestmentResponse = z.object({
  investmentId: z.number().int(),
  checkoutUrl: z.string(),
  message: z.string(),
});
/** POST /api/investments reply. */
export type InvestmentResponse = z.infer<typeof InvestmentResponse>;

/** GET /api/investments/confirm query: the session_id the investor came back with. */
export const InvestmentConfirmQuery = z.object({ sessionId: z.string().max(500).optional() });

/** GET /api/investments/confirm reply: whether the investment is paid. */
export const InvestmentConfirmResponse = z.object({ success: z.boolean() });
/** GET /api/investments/confirm reply. */
export type InvestmentConfirmResponse = z.infer<typeof InvestmentConfirmResponse>;
