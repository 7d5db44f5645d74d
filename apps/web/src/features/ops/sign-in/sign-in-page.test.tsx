import { httpError } from '@netzero/core-fakes';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ENROLMENT,
  fakeOpsPorts,
  GOOD_CODE,
  MIRA,
  PASSWORD,
  RECOVERY_CODE,
  renderConsole,
  settle,
} from '../ops-shell-test-kit';

async function enterPassword(user: ReturnType<typeof userEvent.setup>, password = PASSWORD) {
  await user.type(screen.getByLabelText('E-mail'), MIRA.email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await settle();
}

describe('signing in to the console (issue 19)', () => {
  it('asks for the password, then the TOTP code, and opens the page that was asked for', async () => {
    const user = userEvent.setup();
    const { ports } = renderConsole('/ops/operators');
    expect(screen.getByRole('heading', { name: 'Sign in to Operations' })).toBeTruthy();
    await enterPassword(user);
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await user.type(code, GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Operators', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/ops/operators');
    expect(ports.operatorSessionStore.getToken()).toBe('ops-token');
    // In the frame's bar; the operators table below may list the same address once it loads.
    expect(within(screen.getByRole('banner')).getByText(MIRA.email, { exact: false })).toBeTruthy();
  });

  it('says a wrong password or code inline, and the server message of a 429', async () => {
    const user = userEvent.setup();
    const { ports } = renderConsole('/ops');
    await enterPassword(user, 'wrong');
    expect(screen.getByRole('alert').textContent).toBe('Wrong e-mail or password.');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.clear(screen.getByLabelText('Password'));
    await enterPassword(user);
    await user.type(screen.getByLabelText('Code'), '999999');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'That code is not right. Try the current one.',
    );
    ports.opsAuthGateway.nextCodeFailure = httpError(429, 'Too many attempts. Wait 5 minutes.');
    await user.type(screen.getByLabelText('Code'), GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Wait 5 minutes.');
    expect(ports.operatorSessionStore.getToken()).toBeNull();
  });

  it('checks for 6 digits before asking the server', async () => {
    const user = userEvent.setup();
    const { ports } = renderConsole('/ops');
    await enterPassword(user);
    await user.type(screen.getByLabelText('Code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter the 6 digits from your authenticator app.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
    expect(ports.opsAuthGateway.calls.filter((call) => call.startsWith('verify'))).toEqual([]);
  });

  it('takes a recovery code instead of the app code', async () => {
    const user = userEvent.setup();
    const { ports } = renderConsole('/ops/audit');
    await enterPassword(user);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field.getAttribute('autocomplete')).toBe('off');
    await user.type(field, RECOVERY_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeTruthy();
    expect(ports.opsAuthGateway.calls).toContain(`verifyCode ${RECOVERY_CODE}`);
  });

  it('enrols: QR code as an image, the secret in groups of 4, then the recovery codes once', async () => {
    const user = userEvent.setup();
    const ports = fakeOpsPorts();
    ports.opsAuthGateway.next = 'enrol';
    renderConsole('/ops', ports);
    await enterPassword(user);
    expect(screen.getByRole('heading', { name: 'Set up your authenticator app' })).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;utf8,${encodeURIComponent(ENROLMENT.qrSvg)}`,
    );
    expect(document.querySelector('rect')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeTruthy();
    await user.type(screen.getByLabelText('Code'), GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Save your recovery codes' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(list.textContent).toBe('1111-22223333-4444');
    expect(ports.operatorSessionStore.getToken()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(ports.saved[0]?.name).toBe('netzero-operations-recovery-codes.txt');
    expect(String(ports.saved[0]?.content)).toContain('1111-2222\n3333-4444');
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeTruthy();
    expect(ports.operatorSessionStore.getToken()).toBe('ops-token');
  });

  it('returns to sign-in after a 401 during use, on the same page, and back after', async () => {
    const user = userEvent.setup();
    const ports = fakeOpsPorts();
    ports.operatorSessionStore.setToken('ops-token');
    renderConsole('/ops/audit?x=1', ports);
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeTruthy();
    act(() => {
      ports.operatorSessionStore.clear();
      ports.operatorSessionEvents.rejected();
    });
    expect(screen.getByRole('heading', { name: 'Sign in to Operations' })).toBeTruthy();
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/ops/audit?x=1');
    await enterPassword(user);
    await user.type(screen.getByLabelText('Code'), GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeTruthy();
  });
});
