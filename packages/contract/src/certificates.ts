import { z } from 'zod';
import { SingleLineText } from './fields.js';

/** GET /api/certificates/{id} and /certificates/{id} path: the certificate's unguessable id. */
export const CertificateParams = z.object({ id: SingleLineText(100).min(1) });

/** One project's retired tonnes on a certificate. */
export const CertificateLineResponse = z.object({
  project: z.string(),
  standard: z.string(),
  vintage: z.number().int(),
  location: z.string(),
  tonnes: z.number().int().positive(),
  /** The ledger's name of the range: NZM-<project id>-<vintage>-<first>-<last> (7-digit serials). */
  serialRange: z.string(),
  firstSerial: z.number().int().positive(),
  lastSerial: z.number().int().positive(),
});
/** One project's retired tonnes on a certificate. */
export type CertificateLineResponse = z.infer<typeof CertificateLineResponse>;

/** GET /api/certificates/{id} reply: public proof that the order's tonnes were retired. */
export const CertificateResponse = z.object({
  id: z.string(),
  recipientName: z.string(),
  /** All tonnes CO2 retired by the order. */
  tonnes: z.number().int().positive(),
  orderId: z.number().int(),
  /** When the tonnes were retired (ISO 8601, UTC). */
  retiredAt: z.iso.datetime(),
  /** When the retirement was cancelled because the order was refunded (ISO 8601, UTC); null while it stands. */
  cancelledAt: z.iso.datetime().nullable(),
  /** True for a test-mode API order's certificate: nothing was retired (orderId is then 0). */
  testMode: z.boolean().optional(),
  lines: z.array(CertificateLineResponse),
});
/** A certificate of retired tonnes. */
export type CertificateResponse = z.infer<typeof CertificateResponse>;
