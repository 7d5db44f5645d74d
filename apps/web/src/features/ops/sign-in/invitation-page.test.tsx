import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GOOD_CODE, renderConsole, settle } from '../ops-shell-test-kit';

describe('accepting an operator invitation (issue 19)', () => {
  it('chooses a username and password, enrols, saves the codes and enters the console', async () => {
    const user = userEvent.setup();
    const { ports } = renderConsole('/ops/invitation?token=invite-1');
    expect(screen.getByRole('heading', { name: 'Join NetZero Market Operations' })).toBeTruthy();
    await user.type(screen.getByLabelText('Username'), 'noor');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();
    expect(ports.opsAuthGateway.calls).toContain('acceptInvitation invite-1 noor');
    expect(ports.opsAuthGateway.calls).toContain('startEnrolment ticket-2');
    await user.type(screen.getByLabelText('Code'), GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await settle();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/ops/audit');
    expect(ports.operatorSessionStore.getToken()).toBe('ops-token');
  });

  it("says the server's reason for a used invitation, and a link without its token", async () => {
    const user = userEvent.setup();
    const first = renderConsole('/ops/invitation?token=old');
    await user.type(screen.getByLabelText('Username'), 'noor');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('This invitation has been used.');
    first.unmount();
    renderConsole('/ops/invitation');
    expect(screen.getByRole('alert').textContent).toContain('This invitation link is incomplete.');
    expect(screen.queryByLabelText('Username')).toBeNull();
  });
});
