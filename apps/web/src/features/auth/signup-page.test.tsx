import { SIGNUP_REDIRECT_DELAY_MS } from '@netzero/core';
import { httpError, NETWORK_ERROR } from '@netzero/core-fakes';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakePorts } from '../../test/fake-ports';
import { renderApp, renderPage } from '../../test/render-app';
import { ADA, advance, authPorts, clickHeld, holdTime, liveTexts, settle } from './auth-test-kit';
import { SignupPage } from './signup-page';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

type View = Awaited<ReturnType<typeof openSignup>>;

async function openSignup(ports: FakePorts = authPorts()) {
  const view = renderPage(<SignupPage />, {
    route: '/Signup',
    path: '/Signup',
    ports,
    advanceTimers: vi.advanceTimersByTime,
  });
  await screen.findByRole('heading', { level: 1, name: 'Sign up' });
  return view;
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function signUpButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Sign Up' }) as HTMLButtonElement;
}

async function fillIn(view: View, username: string, email: string, password: string) {
  if (username) await view.user.type(field('Username'), username);
  if (email) await view.user.type(field('Email'), email);
  if (password) await view.user.type(field('Password'), password);
}

async function submit(view: View) {
  await view.user.click(signUpButton());
  await settle();
}

describe('/Signup validation', () => {
  it('requires all three fields and focuses the first', async () => {
    const view = await openSignup();
    await submit(view);
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Username is required.')).toHaveLength(1);
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Username'));
    expect(view.ports.authGateway.script.calls).toEqual([]);
  });

  it('checks the e-mail format and the password length', async () => {
    const view = await openSignup();
    await fillIn(view, 'grace', 'grace@example', 'short');
    await submit(view);
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
    expect(view.ports.authGateway.script.calls).toEqual([]);
  });

  it('says the password needs at least 8 characters before anything is typed', async () => {
    await openSignup();
    const helperId = field('Password').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(helperId)?.textContent).toBe('At least 8 characters.');
  });
});

describe('/Signup replies', () => {
  it('sends the trimmed details, does not log in, and goes to /Login after exactly 1.5 s', async () => {
    const view = await openSignup();
    await fillIn(view, ' grace ', ' grace@example.com ', 'hopper-1906');
    holdTime();
    await clickHeld(signUpButton());

    expect(view.ports.authGateway.script.argsOf('signup')).toEqual([
      [{ username: 'grace', email: 'grace@example.com', password: 'hopper-1906' }],
    ]);
    expect(liveTexts('status')).toEqual(['Signup successful! Redirecting to login...']);
    expect(view.ports.sessionStore.token).toBeNull();
    expect(view.ports.sessionStore.userId).toBeNull();
    expect(signUpButton().disabled).toBe(true);

    await advance(SIGNUP_REDIRECT_DELAY_MS - 1);
    expect(view.location()).toBe('/Signup');
    await advance(1);
    expect(view.location()).toBe('/Login');
  });

  it("wraps the server's message", async () => {
    const view = await openSignup();
    await fillIn(view, ADA.username, 'other@example.com', 'hopper-1906');
    await submit(view);
    expect(liveTexts('alert')).toEqual(['Signup failed: Username is already taken']);
    expect(view.location()).toBe('/Signup');
  });

  it("says 'Unknown error' when the failure has no message", async () => {
    const ports = authPorts();
    ports.authGateway.script.failNext('signup', httpError(500, undefined, 'Internal Server Error'));
    const view = await openSignup(ports);
    await fillIn(view, 'grace', 'grace@example.com', 'hopper-1906');
    await submit(view);
    expect(liveTexts('alert')).toEqual(['Signup failed: Unknown error']);
  });

  it('shows the server field errors under their fields', async () => {
    const ports = authPorts();
    ports.authGateway.script.failNext(
      'signup',
      httpError(400, 'Please correct the highlighted fields.', 'Bad Request', {
        username: 'Username must be 3–40 letters, digits, dots, underscores or hyphens.',
      }),
    );
    const view = await openSignup(ports);
    await fillIn(view, 'g r', 'grace@example.com', 'hopper-1906');
    await submit(view);
    expect(liveTexts('alert')).toEqual(['Signup failed: Please correct the highlighted fields.']);
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    const errorId = field('Username').getAttribute('aria-describedby')?.split(' ').pop() ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(
      'Username must be 3–40 letters, digits, dots, underscores or hyphens.',
    );
    expect(document.activeElement).toBe(field('Username'));
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('says to check the server when it cannot be reached', async () => {
    const ports = authPorts();
    ports.authGateway.script.failNext('signup', NETWORK_ERROR);
    const view = await openSignup(ports);
    await fillIn(view, 'grace', 'grace@example.com', 'hopper-1906');
    await submit(view);
    expect(liveTexts('alert')).toEqual(['Signup failed. Please check the server.']);
    expect(signUpButton().disabled).toBe(false);
  });
});

describe('/Signup buttons', () => {
  it('Reset Details clears the fields, the errors and the message', async () => {
    const ports = authPorts();
    ports.authGateway.script.failNext('signup', NETWORK_ERROR);
    const view = await openSignup(ports);
    const resetDetails = () =>
      view.user.click(screen.getByRole('button', { name: 'Reset Details' }));
    await fillIn(view, 'grace', 'grace@example.com', 'hopper-1906');
    await submit(view);
    expect(liveTexts('alert')).toEqual(['Signup failed. Please check the server.']);

    await resetDetails();
    expect(field('Username').value).toBe('');
    expect(field('Email').value).toBe('');
    expect(field('Password').value).toBe('');
    expect(liveTexts('alert')).toEqual([]);

    await submit(view);
    expect(screen.getByText('Email is required.')).toBeTruthy();
    await resetDetails();
    expect(screen.queryByText('Email is required.')).toBeNull();
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Username'));
  });

  it('Back goes to /Login', async () => {
    const view = await openSignup();
    await view.user.click(screen.getByRole('link', { name: 'Back' }));
    expect(view.location()).toBe('/Login');
  });

  it('shows and hides the password', async () => {
    const view = await openSignup();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await view.user.click(toggle);
    expect(field('Password').type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await view.user.click(toggle);
    expect(field('Password').type).toBe('password');
  });

  it('is the page the app shows at /Signup, without the footer', async () => {
    renderApp({ route: '/signup', ports: authPorts() });
    await screen.findByRole('heading', { level: 1, name: 'Sign up' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
