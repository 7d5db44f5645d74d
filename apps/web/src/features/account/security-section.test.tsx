import { MESSAGES } from '@netzero/core';
import { httpError, sessionToken } from '@netzero/core-fakes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakePorts } from '../../test/fake-ports';
import { renderApp } from '../../test/render-app';

function loggedInPorts() {
  const ports = createFakePorts();
  ports.sessionStore.token = sessionToken(42);
  ports.sessionStore.userId = '42';
  ports.cartStore.save([{ cartItemId: 1, productId: 2, quantity: 1, price: 14 }]);
  return ports;
}

async function openSecurity(ports = loggedInPorts()) {
  const view = renderApp({ route: '/Admin', ports });
  const heading = await screen.findByRole('heading', { level: 2, name: 'Security' });
  const section = within(heading.closest('section') as HTMLElement);
  return { ...view, section };
}

async function openDeleteDialog(ports = loggedInPorts()) {
  const view = await openSecurity(ports);
  await view.user.click(view.section.getByRole('button', { name: 'Delete account' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
  return { ...view, dialog };
}

describe('/Admin Security: log out on every device', () => {
  it('ends every session, clears this one and shows its message on /login', async () => {
    const ports = loggedInPorts();
    const { section, user, location } = await openSecurity(ports);
    await user.click(section.getByRole('button', { name: 'Log out on every device' }));

    await waitFor(() => expect(location()).toBe('/Login'));
    expect(await screen.findByText(MESSAGES['ACCOUNT.LOGGED_OUT_EVERYWHERE'])).toBeTruthy();
    expect(ports.accountGateway.loggedOutEverywhere).toBe(1);
    expect(ports.sessionStore.token).toBeNull();
    expect(ports.sessionStore.userId).toBeNull();
    expect(ports.cartStore.load()).toEqual([]);
  });

  it('stays logged in and says why when the call fails', async () => {
    const ports = loggedInPorts();
    ports.accountGateway.script.failNext('logoutEverywhere');
    const { section, user, location } = await openSecurity(ports);
    await user.click(section.getByRole('button', { name: 'Log out on every device' }));

    expect(
      await section.findByText('We could not log you out everywhere. Please try again.'),
    ).toBeTruthy();
    expect(location()).toBe('/Admin');
    expect(ports.sessionStore.token).toBe(sessionToken(42));
  });
});

describe('/Admin Security: delete account', () => {
  it('explains what is kept and that subscriptions must be cancelled first', async () => {
    const { dialog } = await openDeleteDialog();
    expect(dialog.getByText(/orders on record and your certificates stay public/)).toBeTruthy();
    expect(dialog.getByText(/subscription must be cancelled first/)).toBeTruthy();
  });

  it('asks for the password before calling the server', async () => {
    const ports = loggedInPorts();
    const { dialog, user } = await openDeleteDialog(ports);
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    const field = dialog.getByLabelText('Your password');
    expect(dialog.getByText('Please enter your password.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    // The dashboard reads the profile (profile); nothing that changes the account is called.
    expect(ports.accountGateway.script.methods().filter((method) => method !== 'profile')).toEqual(
      [],
    );
  });

  it('shows a wrong password on the field, and keeps the session', async () => {
    const ports = loggedInPorts();
    const { dialog, user } = await openDeleteDialog(ports);
    const field = dialog.getByLabelText('Your password');
    await user.type(field, 'not my password');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(await dialog.findByText(MESSAGES['ACCOUNT.PASSWORD_INCORRECT'])).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(
      dialog.getByText(MESSAGES['ACCOUNT.PASSWORD_INCORRECT']).id,
    );
    expect(document.activeElement).toBe(field);
    expect(ports.accountGateway.script.argsOf('deleteAccount')).toEqual([
      [{ password: 'not my password' }],
    ]);
    expect(ports.accountGateway.deleted).toBe(false);
    expect(ports.sessionStore.token).toBe(sessionToken(42));
  });

  it('shows the 409 message while a subscription is active', async () => {
    const ports = loggedInPorts();
    ports.accountGateway.hasActiveSubscriptions = true;
    const { dialog, user, location } = await openDeleteDialog(ports);
    await user.type(dialog.getByLabelText('Your password'), ports.accountGateway.password);
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(await dialog.findByText(MESSAGES['ACCOUNT.HAS_ACTIVE_SUBSCRIPTIONS'])).toBeTruthy();
    expect(location()).toBe('/Admin');
    expect(ports.sessionStore.token).toBe(sessionToken(42));
  });

  it('shows the rate limit message on 429', async () => {
    const ports = loggedInPorts();
    const limited = MESSAGES['API.RATE_LIMITED'].replace('{seconds}', '60');
    ports.accountGateway.script.failNext('deleteAccount', httpError(429, limited));
    const { dialog, user } = await openDeleteDialog(ports);
    await user.type(dialog.getByLabelText('Your password'), ports.accountGateway.password);
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(await dialog.findByText(limited)).toBeTruthy();
  });

  it('on success clears the session and the cart and shows its message on /login', async () => {
    const ports = loggedInPorts();
    const { dialog, user, location } = await openDeleteDialog(ports);
    await user.type(dialog.getByLabelText('Your password'), ports.accountGateway.password);
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(location()).toBe('/Login'));
    expect(await screen.findByText(MESSAGES['ACCOUNT.DELETED'])).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ports.accountGateway.deleted).toBe(true);
    expect(ports.sessionStore.token).toBeNull();
    expect(ports.sessionStore.userId).toBeNull();
    expect(ports.cartStore.load()).toEqual([]);
  });

  it('Keep my account closes the dialog without a call', async () => {
    const ports = loggedInPorts();
    const { dialog, user } = await openDeleteDialog(ports);
    await user.click(dialog.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The dashboard reads the profile (profile); nothing that changes the account is called.
    expect(ports.accountGateway.script.methods().filter((method) => method !== 'profile')).toEqual(
      [],
    );
  });
});
