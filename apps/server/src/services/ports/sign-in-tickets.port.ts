/** Who passed the password step of an operator's sign-in. */
export interface SignInTicketClaims {
  readonly userId: number;
  /** The account's session version then: a logout or password change ends open tickets too. */
  readonly sessionVersion: number;
}

/**
 * Short-lived proofs that an operator gave the right password, good only for the second step
 * (a TOTP or recovery code, or enrolment); never accepted as a session.
 */
export interface SignInTickets {
  issue(claims: SignInTicketClaims): Promise<string>;
  /** The ticket's claims, or null when it is forged, expired or not a ticket. */
  verify(ticket: string): Promise<SignInTicketClaims | null>;
}
