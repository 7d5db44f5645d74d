import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeOpsPorts, MIRA, renderConsole, settle } from '../ops-shell-test-kit';

function signedIn() {
  const ports = fakeOpsPorts();
  ports.operatorSessionStore.setToken('ops-token');
  ports.opsOperatorsGateway.operators = [
    MIRA,
    { ...MIRA, id: 5, username: 'noor', email: 'noor@netzero.example', enrolled: false },
  ];
  return ports;
}

describe('the operators page (issue 19)', () => {
  it('lists every operator with e-mail, name, second factor, status and since', async () => {
    renderConsole('/ops/operators', signedIn());
    const table = await screen.findByRole('table', { name: 'Operators' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('E-mailUsernameSecond factorStatusSince');
    expect(rows[1]?.textContent).toBe('mira@netzero.examplemiraEnrolledActive1 Nov 2026');
    expect(rows[2]?.textContent).toContain('Not yet');
  });

  it('invites an operator by e-mail, checks the address first, and says it was sent', async () => {
    const user = userEvent.setup();
    const { ports } = renderConsole('/ops/operators', signedIn());
    await screen.findByRole('table');
    const email = screen.getByLabelText('E-mail address');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Enter an e-mail address, like name@example.com.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(ports.opsOperatorsGateway.invited).toEqual([]);
    await user.clear(email);
    await user.type(email, 'sam@netzero.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await settle();
    expect(ports.opsOperatorsGateway.invited).toEqual(['sam@netzero.example']);
    expect(screen.getByText('Invitation sent to sam@netzero.example.').getAttribute('role')).toBe(
      'status',
    );
    expect((email as HTMLInputElement).value).toBe('');
  });
});
