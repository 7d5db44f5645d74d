import { RESET_REDIRECT_DELAY_MS } from '@netzero/core';
import { httpError, NETWORK_ERROR } from '@netzero/core-fakes';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakePorts } from '../../test/fake-ports';
import { renderApp, renderPage } from '../../test/render-app';
import { ADA, advance, authPorts, clickHeld, holdTime, liveTexts, settle } from './auth-test-kit';
import { ResetPasswordPage } from './reset-password-page';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

type View = ReturnType<typeof renderPage>;

async function openReset(ports: FakePorts = authPorts(), route = '/ResetPassword') {
  const view = renderPage(<ResetPasswordPage />, {
    route,
    path: '/ResetPassword',
    ports,
    advanceTimers: vi.advanceTimersByTime,
  });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

async function click(view: View, name: string) {
  await view.user.click(button(name));
  await settle();
}

describe('/ResetPassword request form', () => {
  it('requires the e-mail and the new password', async () => {
    const view = await openReset();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset your password');
    await click(view, 'Send reset link');
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('New password is required.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));

    await view.user.type(field('Email'), 'ada@');
    await view.user.type(field('New password'), 'short');
    await click(view, 'Send reset link');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('New password must be at least 8 characters.')).toBeTruthy();
    expect(view.ports.authGateway.script.calls).toEqual([]);
  });

  it("sends the request and shows the server's message, not 'reset successfully'", async () => {
    const view = await openReset();
    await view.user.type(field('Email'), ' ada@example.com ');
    await view.user.type(field('New password'), 'new-horse-10');
    holdTime();
    await clickHeld(button('Send reset link'));

    expect(view.ports.authGateway.script.argsOf('requestPasswordReset')).toEqual([
      [{ email: 'ada@example.com', newPassword: 'new-horse-10' }],
    ]);
    expect(liveTexts('status')).toEqual(['If the account exists, a reset link has been sent.']);
    expect(screen.queryByText(/Password reset successfully/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check your inbox');
    expect(view.ports.authGateway.accounts[0]?.password).toBe(ADA.password);

    await advance(RESET_REDIRECT_DELAY_MS * 2);
    expect(view.location()).toBe('/ResetPassword');
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/Login');
  });

  it('lets the visitor start again with an empty form', async () => {
    const view = await openReset();
    await view.user.type(field('Email'), 'ada@example.com');
    await view.user.type(field('New password'), 'new-horse-10');
    await click(view, 'Send reset link');
    await click(view, 'Use a different e-mail');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset your password');
    expect(field('Email').value).toBe('');
    expect(field('New password').value).toBe('');
    expect(liveTexts('status')).toEqual([]);
  });

  it("wraps the server's message of a failure, else says 'Unknown error'", async () => {
    const ports = authPorts();
    ports.authGateway.script
      .failNext(
        'requestPasswordReset',
        httpError(429, 'Too many attempts. Please wait 60 seconds and try again.'),
      )
      .failNext('requestPasswordReset', httpError(500, undefined, 'Internal Server Error'));
    const view = await openReset(ports);
    await view.user.type(field('Email'), 'ada@example.com');
    await view.user.type(field('New password'), 'new-horse-10');

    await click(view, 'Send reset link');
    expect(liveTexts('alert')).toEqual([
      'Reset failed: Too many attempts. Please wait 60 seconds and try again.',
    ]);
    await click(view, 'Send reset link');
    expect(liveTexts('alert')).toEqual(['Reset failed: Unknown error']);
    expect(liveTexts('status')).toEqual([]);
  });

  it('says an error occurred when the server cannot be reached', async () => {
    const ports = authPorts();
    ports.authGateway.script.failNext('requestPasswordReset', NETWORK_ERROR);
    const view = await openReset(ports);
    await view.user.type(field('Email'), 'ada@example.com');
    await view.user.type(field('New password'), 'new-horse-10');
    await click(view, 'Send reset link');
    expect(liveTexts('alert')).toEqual(['An error occurred. Please try again.']);
    expect(field('Email').value).toBe('ada@example.com');
  });

  it('shows and hides the new password', async () => {
    const view = await openReset();
    await view.user.click(button('Show password'));
    expect(field('New password').type).toBe('text');
  });
});

describe('/ResetPassword?token=… completion form', () => {
  function portsWithReset(): FakePorts {
    const ports = authPorts();
    ports.authGateway.resetTokens.set('reset-1', { email: ADA.email, newPassword: 'new-horse-10' });
    return ports;
  }

  it('asks for the new password again, and requires it', async () => {
    const view = await openReset(portsWithReset(), '/ResetPassword?token=reset-1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirm your new password');
    expect(screen.queryByLabelText('Email')).toBeNull();
    await click(view, 'Set new password');
    expect(screen.getByText('New password is required.')).toBeTruthy();
    expect(document.activeElement).toBe(field('New password'));
    expect(view.ports.authGateway.script.calls).toEqual([]);
  });

  it('sends {token, newPassword} and goes to /Login after exactly 2 s', async () => {
    const view = await openReset(portsWithReset(), '/ResetPassword?token=reset-1');
    await view.user.type(field('New password'), 'new-horse-10');
    holdTime();
    await clickHeld(button('Set new password'));

    expect(view.ports.authGateway.script.argsOf('completePasswordReset')).toEqual([
      [{ token: 'reset-1', newPassword: 'new-horse-10' }],
    ]);
    expect(view.ports.authGateway.accounts[0]?.password).toBe('new-horse-10');
    expect(liveTexts('status')).toEqual(['Password reset successfully! Please log in.']);
    expect(button('Set new password').disabled).toBe(true);

    await advance(RESET_REDIRECT_DELAY_MS - 1);
    expect(view.location()).toBe('/ResetPassword?token=reset-1');
    await advance(1);
    expect(view.location()).toBe('/Login');
  });

  it('says why the link was refused and offers a new one', async () => {
    const view = await openReset(portsWithReset(), '/ResetPassword?token=reset-1');
    await view.user.type(field('New password'), 'some-other-pass');
    await click(view, 'Set new password');
    expect(liveTexts('alert')).toEqual([
      'Reset failed: Not the new password you asked forAsk for a new reset link',
    ]);
    expect(view.ports.authGateway.accounts[0]?.password).toBe(ADA.password);

    await view.user.click(screen.getByRole('link', { name: 'Ask for a new reset link' }));
    expect(view.location()).toBe('/ResetPassword');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset your password');
  });

  it('reports an expired or unknown link', async () => {
    const view = await openReset(portsWithReset(), '/ResetPassword?token=reset-9');
    await view.user.type(field('New password'), 'new-horse-10');
    await click(view, 'Set new password');
    expect(screen.getByText(/^Reset failed: Invalid or expired link/)).toBeTruthy();
    await advance(RESET_REDIRECT_DELAY_MS);
    expect(view.location()).toBe('/ResetPassword?token=reset-9');
  });

  it("gives the link's own field error when the server rejected the token", async () => {
    const ports = portsWithReset();
    ports.authGateway.script.failNext(
      'completePasswordReset',
      httpError(400, 'Please correct the highlighted fields.', 'Bad Request', {
        token: 'This link is not valid.',
      }),
    );
    const view = await openReset(ports, '/ResetPassword?token=reset-1');
    await view.user.type(field('New password'), 'new-horse-10');
    await click(view, 'Set new password');
    expect(screen.getByText(/^Reset failed: This link is not valid\./)).toBeTruthy();
  });

  it('says an error occurred when the server cannot be reached, without offering a new link', async () => {
    const ports = portsWithReset();
    ports.authGateway.script.failNext('completePasswordReset', NETWORK_ERROR);
    const view = await openReset(ports, '/ResetPassword?token=reset-1');
    await view.user.type(field('New password'), 'new-horse-10');
    await click(view, 'Set new password');
    expect(liveTexts('alert')).toEqual(['An error occurred. Please try again.']);
    expect(screen.queryByRole('link', { name: 'Ask for a new reset link' })).toBeNull();
    expect(button('Set new password').disabled).toBe(false);
  });

  it('shows and hides the password typed again', async () => {
    const view = await openReset(portsWithReset(), '/ResetPassword?token=reset-1');
    const toggle = button('Show password');
    await view.user.click(toggle);
    expect(field('New password').type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('is the page the app shows at /ResetPassword, without the footer', async () => {
    renderApp({ route: '/resetpassword?token=reset-1', ports: portsWithReset() });
    await screen.findByRole('heading', { level: 1, name: 'Confirm your new password' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
