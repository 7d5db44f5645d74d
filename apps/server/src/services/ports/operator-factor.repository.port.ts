import type { AuditEntry } from './audit-log.port.js';

/** An operator's second factor as stored (operator_factors). */
export interface OperatorFactor {
  readonly totpSecret: string;
  /** When a first code confirmed it; null while enrolment is open. */
  readonly enrolledAt: Date | null;
  /** The last time step accepted: no code of it, or of any earlier step, is accepted again. */
  readonly lastUsedStep: number | null;
  readonly recoveryCodeHashes: readonly string[];
}

/**
 * Operators' TOTP secrets and recovery codes. The changes that sign someone in are single
 * conditional updates, so two requests racing with one code cannot both win.
 */
export interface OperatorFactorRepository {
  find(userId: number): Promise<OperatorFactor | null>;
  /** Stores a new unconfirmed secret (replacing an unconfirmed one); false when already enrolled. */
  startEnrolment(userId: number, totpSecret: string): Promise<boolean>;
  /** Confirms the open enrolment with its first code's step; false when there is none to confirm. */
  confirmEnrolment(
    userId: number,
    confirmation: { step: number; recoveryCodeHashes: readonly string[]; at: Date },
    audit: readonly AuditEntry[],
  ): Promise<boolean>;
  /** Records `step` as used if it is after the last one used; false when it is not (a replay). */
  useStep(userId: number, step: number, audit: readonly AuditEntry[]): Promise<boolean>;
  /** Removes one recovery code; false when it is not (or no longer) there. */
  useRecoveryCode(userId: number, codeHash: string, audit: readonly AuditEntry[]): Promise<boolean>;
}
