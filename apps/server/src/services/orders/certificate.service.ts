import { err, ok, type Result } from '@netzero/core';
import type { CertificateRepository } from '../ports/certificate.repository.port.js';

/** One project's retired tonnes on a certificate, with its serial range in the ledger. */
export interface CertificateLineView {
  readonly project: string;
  readonly standard: string;
  readonly vintage: number;
  readonly location: string;
  readonly tonnes: number;
  /** e.g. 'NZM-1-2023-0000001-0000003'. */
  readonly serialRange: string;
  readonly firstSerial: number;
  readonly lastSerial: number;
}

/** A certificate as the public JSON and page show it. */
export interface CertificateView {
  readonly id: string;
  readonly recipientName: string;
  /** All tonnes retired by the order. */
  readonly tonnes: number;
  readonly orderId: number;
  readonly retiredAt: Date;
  /** When the retirement was cancelled (its order refunded); the page stays and says so. */
  readonly cancelledAt: Date | null;
  /** A test-mode API order's certificate: nothing was retired (the page says so); its order's id. */
  readonly testMode: { readonly apiOrderId: string } | null;
  readonly lines: readonly CertificateLineView[];
}

// Certificate ids are 22 base64url characters; anything else cannot exist, so skip the lookup.
const CERTIFICATE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The ledger's name of a serial range: NZM-<project>-<vintage>-<first>-<last>, serials padded to 7 digits. */
export function formatSerialRange(
  productId: number,
  vintage: number,
  firstSerial: number,
  lastSerial: number,
): string {
  const pad = (serial: number) => String(serial).padStart(7, '0');
  return `NZM-${productId}-${vintage}-${pad(firstSerial)}-${pad(lastSerial)}`;
}

/** Public proof of impact: certificates by their unguessable id. */
export class CertificateService {
  readonly #certificates: CertificateRepository;

  constructor(deps: { certificates: CertificateRepository }) {
    this.#certificates = deps.certificates;
  }

  /** The certificate with this id; CERTIFICATE.NOT_FOUND for any other id. */
  async get(id: string): Promise<Result<CertificateView, 'CERTIFICATE.NOT_FOUND'>> {
    if (!CERTIFICATE_ID.test(id)) return err('CERTIFICATE.NOT_FOUND');
    const certificate = await this.#certificates.findById(id);
    if (!certificate) return err('CERTIFICATE.NOT_FOUND');
    const lines = certificate.ranges.map((range) => ({
      project: range.projectTitle,
      standard: range.standard,
      vintage: range.vintage,
      location: range.location,
      tonnes: range.tonnes,
      serialRange: `${certificate.testMode ? 'TEST-' : ''}${formatSerialRange(
        range.productId,
        range.vintage,
        range.firstSerial,
        range.lastSerial,
      )}`,
      firstSerial: range.firstSerial,
      lastSerial: range.lastSerial,
    }));
    return ok({
      id: certificate.id,
      recipientName: certificate.recipientName,
      tonnes: lines.reduce((sum, line) => sum + line.tonnes, 0),
      orderId: certificate.orderId,
      retiredAt: certificate.issuedAt,
      cancelledAt: certificate.cancelledAt,
      testMode: certificate.testMode ?? null,
      lines,
    });
  }
}
