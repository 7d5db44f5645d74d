import type { OperatorActor } from '../ports/audit-log.port.js';
import type { ServerClock } from '../ports/clock.port.js';
import type {
  OpsCustomerDetailRecord,
  OpsCustomerOutcome,
  OpsCustomerRepository,
} from '../ports/ops-customers.port.js';
import type { OperatorNotes } from '../ports/ops-orders.port.js';
import type { NoteOutcome } from './ops-orders.service.js';
import { operatorPasswordResetEmail } from './ops-reset-email.js';

/** What an operator's action on an account did ('is-you': an operator disabling themselves). */
export type CustomerActionOutcome = OpsCustomerOutcome | { readonly kind: 'is-you' };

/** The operators' customers: list, detail, disable/enable, end sessions, reset link, notes. */
export class OpsCustomersService {
  readonly #deps: {
    customers: OpsCustomerRepository;
    notes: OperatorNotes;
    clock: ServerClock;
    publicUrl: string;
  };

  constructor(deps: {
    customers: OpsCustomerRepository;
    notes: OperatorNotes;
    clock: ServerClock;
    publicUrl: string;
  }) {
    this.#deps = deps;
  }

  list(q: string | undefined, page: { limit: number; offset: number }) {
    return this.#deps.customers.list(q, page);
  }

  detail(userId: number): Promise<OpsCustomerDetailRecord | null> {
    return this.#deps.customers.detail(userId);
  }

  /** Disables the account and ends its sessions; an operator cannot lock themselves out. */
  async disable(userId: number, actor: OperatorActor): Promise<CustomerActionOutcome> {
    if (actor.userId === userId) return { kind: 'is-you' };
    return this.#deps.customers.setDisabled(userId, true, actor, this.#deps.clock.now());
  }

  enable(userId: number, actor: OperatorActor): Promise<CustomerActionOutcome> {
    return this.#deps.customers.setDisabled(userId, false, actor, this.#deps.clock.now());
  }

  endSessions(userId: number, actor: OperatorActor): Promise<CustomerActionOutcome> {
    return this.#deps.customers.endSessions(userId, actor);
  }

  /** E-mails the customer the way to a new password (see operatorPasswordResetEmail). */
  passwordReset(userId: number, actor: OperatorActor): Promise<CustomerActionOutcome> {
    const page = `${this.#deps.publicUrl}/ResetPassword`;
    return this.#deps.customers.queueAccountEmail(userId, actor, 'customer.password-reset', (to) =>
      operatorPasswordResetEmail(to.email, to.username, page),
    );
  }

  async addNote(userId: number, actor: OperatorActor, body: string): Promise<NoteOutcome> {
    if (actor.userId === null) return { kind: 'needs-account' };
    const note = await this.#deps.notes.add(
      'customer',
      userId,
      { ...actor, userId: actor.userId },
      body.trim(),
    );
    return note ? { kind: 'added', note } : { kind: 'not-found' };
  }
}
