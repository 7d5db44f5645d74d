// Shared arrangements of the auth pages' tests (not shipped: only test files import it).
import { type FakeAccount, FakeAuthGateway } from '@netzero/core-fakes';
import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { createFakePorts, type FakePorts } from '../../test/fake-ports';

/** An account of the fake auth server. */
export const ADA: FakeAccount = {
  userId: '42',
  username: 'ada',
  email: 'ada@example.com',
  password: 'correct-horse-9',
};

/** Fake ports whose auth server knows the given accounts. */
export function authPorts(accounts: readonly FakeAccount[] = [ADA]): FakePorts {
  return { ...createFakePorts(), authGateway: new FakeAuthGateway(accounts) };
}

/** Lets pending promises (gateway replies, use cases) and React updates run to the end. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await act(async () => undefined);
}

/**
 * From here on, time moves only when the test advances it, so a delay can be checked to the
 * millisecond (with shouldAdvanceTime the clock also follows real time).
 */
export function holdTime(): void {
  vi.useFakeTimers();
}

/**
 * Clicks while time is held. user-event cannot be used then: Testing Library's async wrapper
 * waits on a zero-delay timer that only Jest's fake timers advance.
 */
export async function clickHeld(element: HTMLElement): Promise<void> {
  await act(async () => {
    element.click();
  });
  await settle();
}

/**
 * The texts of the page's live regions with a role ('alert' or 'status') that say something now;
 * the test harness's location probe (an <output>, role status) is left out.
 */
export function liveTexts(role: 'alert' | 'status'): string[] {
  return screen
    .queryAllByRole(role)
    .filter((region) => region.tagName !== 'OUTPUT')
    .map((region) => region.textContent ?? '')
    .filter((text) => text !== '');
}

/** Moves the held clock forward, in milliseconds, letting React apply what the timers did. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await settle();
}
