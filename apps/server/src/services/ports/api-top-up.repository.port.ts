import type { PaymentProviderName } from './payment-provider.port.js';

/** Where a top-up is: PENDING until its session is paid, EXPIRED or FAILED if it never was. */
export type ApiTopUpStatus = 'PENDING' | 'PAID' | 'EXPIRED' | 'FAILED';

/** A live top-up of an account's balance, paid on the provider's hosted checkout. */
export interface ApiTopUpRecord {
  readonly id: number;
  readonly userId: number;
  readonly amountCents: number;
  readonly currency: string;
  readonly status: ApiTopUpStatus;
  readonly provider: PaymentProviderName;
  readonly providerSessionId: string | null;
  readonly createdAt: Date;
  /** Until when its session takes payment. */
  readonly expiresAt: Date;
  readonly paidAt: Date | null;
}

/** The accounts' top-ups; crediting the live balance is part of marking one paid. */
export interface ApiTopUpRepository {
  create(
    topUp: {
      userId: number;
      amountCents: number;
      currency: string;
      provider: PaymentProviderName;
      expiresAt: Date;
    },
    now: Date,
  ): Promise<ApiTopUpRecord>;
  /** Records the provider's session of a top-up and until when it really takes payment. */
  attachSession(id: number, sessionId: string, expiresAt: Date): Promise<void>;
  findBySessionId(sessionId: string): Promise<ApiTopUpRecord | null>;
  /**
   * Marks the top-up PAID and credits its amount to the live balance in one transaction, if it
   * was not PAID already: true for the one caller that did it (a replayed webhook, a parallel
   * confirm call find it done and get false).
   */
  markPaidAndCredit(id: number, now: Date): Promise<boolean>;
  /** Closes a PENDING top-up (its session ended unpaid or failed); whether it was closed. */
  close(id: number, status: 'EXPIRED' | 'FAILED', now: Date): Promise<boolean>;
  /** PENDING top-ups whose session time is up by `now`, oldest first. */
  findPendingDue(now: Date, limit: number): Promise<ApiTopUpRecord[]>;
}
