import type { OperatorActor } from './audit-log.port.js';
import type { MailMessage } from './mailer.port.js';
import type { ConsoleListQuery, ConsolePage, OperatorNote } from './operator-note.port.js';

/** Where an enquiry is in the operators' inbox. */
export type EnquiryStatus = 'new' | 'in_progress' | 'answered';

/** An enquiry as operators see it. */
export interface InboxEnquiry {
  readonly id: number;
  readonly name: string;
  readonly organization: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly enquiry: string;
  readonly status: EnquiryStatus;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A reply e-mailed to an enquirer, as its audit entry keeps it. */
export interface EnquiryReply {
  readonly at: Date;
  readonly actor: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

/** An enquiry with its notes and replies, oldest first. */
export interface InboxEnquiryDetail extends InboxEnquiry {
  readonly notes: readonly OperatorNote[];
  readonly replies: readonly EnquiryReply[];
}

/**
 * The operators' inbox of enquiries. Every change writes its audit entry (and the reply its
 * 'send-mail' job) in its own transaction; null when the enquiry does not exist.
 */
export interface EnquiryInbox {
  list(query: ConsoleListQuery<EnquiryStatus>): Promise<ConsolePage<InboxEnquiry, EnquiryStatus>>;
  findById(id: number): Promise<InboxEnquiryDetail | null>;
  setStatus(id: number, status: EnquiryStatus, actor: OperatorActor, now: Date): Promise<boolean>;
  /** Adds a note signed by `authorUserId` (an operator's account). */
  addNote(
    id: number,
    body: string,
    actor: OperatorActor & { readonly userId: number },
  ): Promise<OperatorNote | null>;
  /** Queues `reply(enquiry)`, marks the enquiry answered and keeps the reply with the enquiry. */
  reply(
    id: number,
    reply: (enquiry: InboxEnquiry) => MailMessage & { readonly body: string },
    actor: OperatorActor,
    now: Date,
  ): Promise<boolean>;
}
