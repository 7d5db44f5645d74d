import { httpError } from '@netzero/core-fakes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  anOpsSubscription,
  type OpsCommerceFakes,
  opsCommerceFakes,
  renderOpsSection,
} from '../../../test/ops-commerce-fakes';
import { OpsSubscriptionsPage } from './ops-subscriptions-page';

let fakes: OpsCommerceFakes;
beforeEach(() => {
  fakes = opsCommerceFakes();
  fakes.subscriptions.subscriptions = [
    anOpsSubscription(31),
    anOpsSubscription(30, { status: 'CANCELLED' }),
  ];
});
const show = () =>
  renderOpsSection(fakes, 'subscriptions', <OpsSubscriptionsPage />, '/ops/subscriptions');

describe('OpsSubscriptionsPage', () => {
  it('lists subscriptions and filters them by status', async () => {
    show();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'ACTIVE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(fakes.subscriptions.filters.at(-1)).toEqual({ status: 'ACTIVE' });
  });

  it('cancels one after a confirmation', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription #31' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription #31 is cancelled.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription #31' })).toBeNull();
  });

  it("shows the provider's failure in the dialog", async () => {
    fakes.subscriptions.cancelFailure = httpError(502, 'The payment provider could not cancel.');
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription #31' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('could not cancel');
  });
});
