/** Provider events already acted on, so a redelivered webhook changes nothing twice. */
export interface PaymentEventLog {
  /** Whether this event id was already recorded as handled. */
  seen(eventId: string): Promise<boolean>;
  /** Records an event as handled (after acting on it; recording twice is harmless). */
  record(event: {
    id: string;
    provider: string;
    type: string;
    /** The checkout session the event is about, when it names one. */
    sessionId: string | null;
  }): Promise<void>;
}
