import { z } from 'zod';
import { SingleLineText } from './fields.js';

/** POST /api/payments/{provider}/webhook path: 'sandbox' or 'stripe' (whichever the server runs). */
export const WebhookParams = z.object({ provider: SingleLineText(40).min(1) });

/** POST /api/payments/{provider}/webhook reply once a verified event is handled (or deliberately ignored). */
export const WebhookReceivedResponse = z.object({ received: z.literal(true) });
/** The webhook's reply. */
export type WebhookReceivedResponse = z.infer<typeof WebhookReceivedResponse>;
