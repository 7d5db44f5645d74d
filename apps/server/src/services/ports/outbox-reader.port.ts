/** One message as the embedded mailer stored it. */
export interface OutboxMessage {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly createdAt: Date;
}

/** One message with its HTML body, for the console's message view. */
export interface OutboxMessageDetail extends OutboxMessage {
  readonly html: string | null;
}

/** A message of the outbox listing: never its bodies. */
export interface OutboxListed {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly hasHtml: boolean;
  readonly createdAt: Date;
}

/** Reads the embedded mailer's outbox, for operators (DESIGN §4: 'readable by operators'). */
export interface OutboxReader {
  /** The newest `limit` messages sent to `to` (compared without case), newest first. */
  sentTo(to: string, limit: number): Promise<readonly OutboxMessage[]>;
  /** The whole outbox (or one address's), newest first, `limit` older than `beforeId`. */
  list(query: {
    to?: string | undefined;
    beforeId?: number | undefined;
    limit: number;
  }): Promise<readonly OutboxListed[]>;
  /** One message, or null. */
  findById(id: number): Promise<OutboxMessageDetail | null>;
}
