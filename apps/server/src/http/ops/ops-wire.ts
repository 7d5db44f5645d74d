import type { OperatorActor } from '../../services/ports/audit-log.port.js';
import type { OperatorNote } from '../../services/ports/operator-note.port.js';

/** A date on the wire (ISO 8601), or null. */
export const isoOrNull = (date: Date | null): string | null => date?.toISOString() ?? null;

/** A note on the wire. */
export const noteWire = (note: OperatorNote) => ({
  id: note.id,
  authorUserId: note.authorUserId,
  author: note.author,
  body: note.body,
  createdAt: note.createdAt.toISOString(),
});

/** What every console route says in the OpenAPI document. */
export const OPS_ROUTE = { tags: ['Operations'], security: [{ operatorToken: [] }] };

/** The acting operator: the guard always sets it on these routes, so none is a wiring bug. */
export function actorOf(operator: OperatorActor | null): OperatorActor {
  if (!operator) throw new Error('operator route without its operator guard');
  return operator;
}
