/**
 * What a use case that e-mails reports about its mail. E-mails are now jobs queued in the state
 * change's transaction (DESIGN §3.12), so sending can no longer fail inside the request and
 * mailError is always null; the field stays until the routes' logging of it is removed.
 */
export interface MailOutcome {
  readonly mailError: Error | null;
}
