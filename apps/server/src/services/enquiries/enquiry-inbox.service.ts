import { err, ok, type Result } from '@netzero/core';
import type { OperatorActor } from '../ports/audit-log.port.js';
import type { ServerClock } from '../ports/clock.port.js';
import type {
  EnquiryInbox,
  EnquiryStatus,
  InboxEnquiryDetail,
} from '../ports/enquiry-inbox.port.js';
import type { OperatorNote } from '../ports/operator-note.port.js';
import { enquiryReplyEmail } from './enquiry-reply-email.js';

/** Why an inbox action did nothing. */
export type InboxFailure = { readonly code: 'OPS.ENQUIRY_NOT_FOUND' | 'OPS.NOTE_NEEDS_ACCOUNT' };

const notFound = err({ code: 'OPS.ENQUIRY_NOT_FOUND' } as const);

/** The operators' inbox of enquiries (issue 19 §7): statuses, internal notes, replies by e-mail. */
export class EnquiryInboxService {
  readonly #inbox: EnquiryInbox;
  readonly #clock: ServerClock;

  constructor(deps: { inbox: EnquiryInbox; clock: ServerClock }) {
    this.#inbox = deps.inbox;
    this.#clock = deps.clock;
  }

  list(query: Parameters<EnquiryInbox['list']>[0]) {
    return this.#inbox.list(query);
  }

  async detail(id: number): Promise<Result<InboxEnquiryDetail, InboxFailure>> {
    const found = await this.#inbox.findById(id);
    return found ? ok(found) : notFound;
  }

  async setStatus(
    id: number,
    status: EnquiryStatus,
    actor: OperatorActor,
  ): Promise<Result<InboxEnquiryDetail, InboxFailure>> {
    if (!(await this.#inbox.setStatus(id, status, actor, this.#clock.now()))) return notFound;
    return this.detail(id);
  }

  /** Notes are signed by an account: the machine token (no account) cannot write one. */
  async addNote(
    id: number,
    body: string,
    actor: OperatorActor,
  ): Promise<Result<OperatorNote, InboxFailure>> {
    const { userId } = actor;
    if (userId === null) return err({ code: 'OPS.NOTE_NEEDS_ACCOUNT' });
    const note = await this.#inbox.addNote(id, body, { ...actor, userId });
    return note ? ok(note) : notFound;
  }

  /** E-mails the enquirer (a durable job) and marks the enquiry answered. */
  async reply(
    id: number,
    reply: { subject?: string | undefined; body: string },
    actor: OperatorActor,
  ): Promise<Result<InboxEnquiryDetail, InboxFailure>> {
    const sent = await this.#inbox.reply(
      id,
      (enquiry) => enquiryReplyEmail(enquiry, reply),
      actor,
      this.#clock.now(),
    );
    return sent ? this.detail(id) : notFound;
  }
}
