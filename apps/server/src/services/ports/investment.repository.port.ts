import type { MailMessage } from './mailer.port.js';
import type { PaymentProviderName } from './payment-provider.port.js';

/** Investment statuses: PENDING until paid, closed unpaid (FAILED, EXPIRED), or paid then refunded. */
export type InvestmentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED';

/** A new, PENDING investment: whole tonnes of one project at its price now. */
export interface NewInvestment {
  readonly projectId: number;
  readonly projectName: string;
  /** Price of one tonne CO2, in cents of `currency`. */
  readonly pricePerTonCents: number;
  /** Whole tonnes CO2, 1 … 1,000,000. */
  readonly tons: number;
  readonly currency: string;
  readonly businessName: string;
  readonly email: string;
  readonly fullName: string;
  readonly address: string;
  readonly provider: PaymentProviderName;
}

/** A stored investment. */
export interface InvestmentRecord extends NewInvestment {
  readonly id: number;
  /** pricePerTonCents × tons. */
  readonly amountCents: number;
  readonly status: InvestmentStatus;
  readonly providerSessionId: string | null;
  readonly createdAt: Date;
  readonly paidAt: Date | null;
}

/** Stored investments; every status change is one conditional update (safe across servers). */
export interface InvestmentRepository {
  /** Stores a PENDING investment, made at `now`, and returns it. */
  create(investment: NewInvestment, now: Date): Promise<InvestmentRecord>;
  /** Records the checkout session of a PENDING investment and queues `mail` in the same transaction. */
  attachSession(id: number, sessionId: string, mail: MailMessage): Promise<void>;
  findById(id: number): Promise<InvestmentRecord | null>;
  findBySessionId(sessionId: string): Promise<InvestmentRecord | null>;
  /**
   * Marks an investment PAID unless it already is; the record when this call paid it, null when
   * it was already paid (or does not exist). A provider's word that it is paid outranks an
   * earlier FAILED or EXPIRED. The winner queues `mail` to the investor and `notice` to each
   * active operator in the same transaction.
   */
  markPaid(
    id: number,
    at: Date,
    mail: (paid: InvestmentRecord) => MailMessage,
    notice: (paid: InvestmentRecord, to: string) => MailMessage,
  ): Promise<InvestmentRecord | null>;
  /** PENDING investments created before `before` (at most `limit`, oldest first): the sessions to ask about. */
  findPendingSince(before: Date, limit: number): Promise<InvestmentRecord[]>;
  /** Marks a PAID investment REFUNDED (its payment went back); whether this call did. */
  markRefunded(id: number, at: Date): Promise<boolean>;
  /** Closes a PENDING investment unpaid; whether this call closed it. */
  close(id: number, status: 'FAILED' | 'EXPIRED', at: Date): Promise<boolean>;
}
