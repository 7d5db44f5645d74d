import { z } from 'zod';
import { MultiLineText, SingleLineText } from './fields.js';

/**
 * POST /api/investments body: both steps of the investment form (spec §3 'Investment project',
 * §5 'Investment form'), without card fields (DESIGN §5: the payment is the provider's hosted
 * checkout). Only the shape is checked here; the rules and messages are the core's
 * validateInvestmentReservation, so the form and the server say the same.
 */
export const InvestmentRequest = z.object({
  /** The investment project's id, 1–6 (a numeric text is accepted too). */
  projectId: z.union([z.number(), SingleLineText(32)]),
  businessName: SingleLineText(200),
  /** Whole tonnes CO2, 1 … 1,000,000 (a numeric text is accepted too). */
  tons: z.union([z.number(), SingleLineText(32)]),
  email: SingleLineText(254),
  fullName: SingleLineText(200),
  /** A postal address may span lines. */
  address: MultiLineText(500),
  /** Where the investor returns from the hosted checkout; honoured only on this site. */
  redirectUrl: SingleLineText(2048).optional(),
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
export const InvestmentConfirmQuery = z.object({ sessionId: SingleLineText(500).optional() });

/** GET /api/investments/confirm reply: whether the investment is paid. */
export const InvestmentConfirmResponse = z.object({ success: z.boolean() });
/** GET /api/investments/confirm reply. */
export type InvestmentConfirmResponse = z.infer<typeof InvestmentConfirmResponse>;
