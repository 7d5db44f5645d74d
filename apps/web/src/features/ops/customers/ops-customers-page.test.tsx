import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  anOpsCustomer,
  type OpsCommerceFakes,
  opsCommerceFakes,
  renderOpsSection,
} from '../../../test/ops-commerce-fakes';
import { OpsCustomersPage } from './ops-customers-page';

let fakes: OpsCommerceFakes;
beforeEach(() => {
  fakes = opsCommerceFakes();
  fakes.customers.customers = [
    anOpsCustomer(1),
    anOpsCustomer(2, { username: 'opal', role: 'operator' }),
  ];
});
const show = (path = '/ops/customers') =>
  renderOpsSection(fakes, 'customers', <OpsCustomersPage />, path);

describe('OpsCustomersPage', () => {
  it('lists accounts with their counts and searches them', async () => {
    show();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'opal' }).getAttribute('href')).toBe(
      '/ops/customers/2',
    );
    await userEvent.type(screen.getByLabelText('Search by name or e-mail'), 'opal');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(fakes.customers.searches.at(-1)).toBe('opal');
  });

  it('disables an account after a confirmation, then offers to enable it', async () => {
    show('/ops/customers/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable this account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('The account is disabled.')).toBeTruthy();
    expect(fakes.customers.actions).toEqual([{ id: 1, action: 'disable' }]);
    expect(screen.getByRole('button', { name: 'Enable account' })).toBeTruthy();
  });

  it('asks before ending sessions or sending a reset, and cancelling does nothing', async () => {
    show('/ops/customers/1');
    await userEvent.click(await screen.findByRole('button', { name: 'End all sessions' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(fakes.customers.actions).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send password reset' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Send password reset' }),
    );
    await screen.findByText('The password-reset e-mail is on its way.');
    expect(fakes.customers.actions).toEqual([{ id: 1, action: 'password-reset' }]);
    expect(screen.getByRole('link', { name: '#7' }).getAttribute('href')).toBe('/ops/orders/7');
  });
});
