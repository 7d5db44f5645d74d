import { InMemorySessionStore } from '@netzero/core-fakes';
import { InMemorySessionEvents } from '../memory/in-memory-session-events';
import type { HttpSession } from './http-client';

/** The session an HTTP client test runs with, and how many times the client said it was rejected. */
export function testSession(store = new InMemorySessionStore()) {
  const events = new InMemorySessionEvents();
  const session = { store, events, rejections: 0 };
  events.subscribe(() => {
    session.rejections++;
  });
  return session satisfies HttpSession;
}
