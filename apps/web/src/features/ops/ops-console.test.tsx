import { err, ok } from '@netzero/core';
import { NETWORK_ERROR } from '@netzero/core-fakes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeOpsPorts, MIRA, renderConsole, settle } from './ops-shell-test-kit';

function signedIn() {
  const ports = fakeOpsPorts();
  ports.operatorSessionStore.setToken('ops-token');
  return ports;
}

describe("the operator console's frame (issue 19)", () => {
  it('opens the first section at /ops, with the operator, the sections and "Sign out"', async () => {
    renderConsole('/ops', signedIn());
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/ops/audit');
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    const links = [...nav.querySelectorAll('a')].map((link) => link.textContent);
    expect(links).toEqual(['Audit log', 'Operators']);
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('banner').textContent).toContain(MIRA.email);
    expect(document.title).toBe('Audit log · NetZero Market Operations');
  });

  it('signs out on the server and here, back to sign-in', async () => {
    const user = userEvent.setup();
    const { ports } = renderConsole('/ops/operators', signedIn());
    await screen.findByRole('heading', { name: 'Operators', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await settle();
    expect(ports.opsAuthGateway.calls).toContain('logOut');
    expect(ports.operatorSessionStore.getToken()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign in to Operations' })).toBeTruthy();
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
  });

  it('shows its own 404 inside the frame', async () => {
    renderConsole('/ops/no-such-section', signedIn());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Console sections' })).toBeTruthy();
  });

  it('opens and closes the menu of sections from its button (narrow screens)', async () => {
    const user = userEvent.setup();
    renderConsole('/ops/audit', signedIn());
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Operators' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    // The section already shown closes it too, though the address stays the same.
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Operators' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when the server cannot be reached for a stored session, and tries again', async () => {
    const user = userEvent.setup();
    const ports = signedIn();
    let calls = 0;
    ports.opsAuthGateway.me = () => {
      calls += 1;
      return Promise.resolve(calls === 1 ? err(NETWORK_ERROR) : ok(MIRA));
    };
    renderConsole('/ops/audit', ports);
    expect(await screen.findByText('The console could not reach the server.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeTruthy();
  });
});
