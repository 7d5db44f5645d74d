import type { SessionEvents } from '@netzero/core';

/** SessionEvents as a set of listeners in this page (the HTTP client reports, the session context listens). */
export class InMemorySessionEvents implements SessionEvents {
  private readonly listeners = new Set<() => void>();

  rejected(): void {
    for (const listener of [...this.listeners]) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
