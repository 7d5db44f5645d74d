/** A public certificate of retired tonnes. */
export interface CertificateRecord {
  /** Unguessable id (128 random bits, base64url). */
  readonly id: string;
  readonly orderId: number;
  readonly recipientName: string;
  readonly issuedAt: Date;
  /** When the order was refunded and the retirement cancelled; null while it stands. */
  readonly cancelledAt: Date | null;
  /** A test-mode API order's certificate ('TEST-…'): its ranges are in the test ledger, nothing retired. */
  readonly testMode?: { readonly apiOrderId: string };
  readonly ranges: readonly {
    readonly productId: number;
    readonly projectTitle: string;
    readonly standard: string;
    readonly vintage: number;
    readonly location: string;
    readonly tonnes: number;
    readonly firstSerial: number;
    readonly lastSerial: number;
  }[];
}

/** Reads certificates (they are written by OrderRepository.fulfil). */
export interface CertificateRepository {
  findById(id: string): Promise<CertificateRecord | null>;
}
