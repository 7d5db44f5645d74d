/** One message as the embedded mailer stored it. */
export interface OutboxMessage {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly createdAt: Date;
}

/** Reads the embedded mailer's outbox, for operators (DESIGN §4: 'readable by operators'). */
export interface OutboxReader {
  /** The newest `limit` messages sent to `to` (compared without case), newest first. */
  sentTo(to: string, limit: number): Promise<readonly OutboxMessage[]>;
}
