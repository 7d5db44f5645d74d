import { httpError } from '@netzero/core-fakes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { FakeOpsInventoryGateway, renderOps } from '../ops-fakes-test-kit';

const copy = OPS_PROJECTS_COPY.inventory;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('OpsInventoryPage', () => {
  it('picks a project, then shows its stock, blocks and ledger with order and certificate', async () => {
    renderOps('/ops/inventory');
    fireEvent.click(await screen.findByRole('link', { name: 'Biogas for clean cooking' }));
    await screen.findByRole('heading', { name: 'Inventory: Biogas for clean cooking' });
    expect(
      screen.getByText(/Issued 25,000 t · allocated 10 t · held 5 t · available 24,985 t/),
    ).toBeTruthy();
    const blocks = await screen.findByRole('table', { name: copy.blocksCaption });
    expect(within(blocks).getByText('GS-1-2023-1-25000')).toBeTruthy();
    const ledger = await screen.findByRole('table', { name: copy.ledgerCaption });
    expect(within(ledger).getByText('Order 42')).toBeTruthy();
    expect(within(ledger).getByRole('link', { name: 'cert-42' }).getAttribute('href')).toBe(
      '/certificates/cert-42',
    );
  });

  it('adds a block, and shows the server’s overlap refusal', async () => {
    const inventory = new FakeOpsInventoryGateway();
    renderOps('/ops/inventory/1', undefined, inventory);
    await screen.findByRole('heading', { name: copy.addHeading });
    type(copy.registrySerialBlock, 'GS-1-2024-1-500');
    type(copy.quantity, '500');
    fireEvent.click(screen.getByRole('button', { name: copy.add }));
    await screen.findByText('Block added: 500 tonnes are now available.');
    expect(inventory.calls.find((c) => c.method === 'addIssuance')?.args).toEqual([
      1,
      { vintage: 2023, registrySerialBlock: 'GS-1-2024-1-500', quantity: 500 },
    ]);

    const overlap = 'This block overlaps serials already issued to this project.';
    inventory.failNext = httpError(409, overlap, 'Conflict', { firstSerial: overlap });
    type(copy.registrySerialBlock, 'again');
    type(copy.firstSerial, '10');
    type(copy.lastSerial, '20');
    fireEvent.click(screen.getByRole('button', { name: copy.add }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(copy.firstSerial)),
    );
    expect(screen.getAllByText(overlap)).toHaveLength(2);
  });

  it('retires credits by hand, checking the quantity and beneficiary first', async () => {
    const inventory = new FakeOpsInventoryGateway();
    renderOps('/ops/inventory/1', undefined, inventory);
    await screen.findByRole('heading', { name: copy.retireHeading });
    fireEvent.click(screen.getByRole('button', { name: copy.retire }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(copy.retireQuantity)),
    );
    expect(inventory.calls.some((c) => c.method === 'retire')).toBe(false);
    type(copy.retireQuantity, '6');
    type(copy.beneficiary, 'Acme Ltd');
    type(copy.note, 'Invoice 114');
    fireEvent.click(screen.getByRole('button', { name: copy.retire }));
    await screen.findByText('Retired 6 tonnes.');
    expect(inventory.calls.find((c) => c.method === 'retire')?.args).toEqual([
      1,
      { quantity: 6, beneficiary: 'Acme Ltd', note: 'Invoice 114' },
    ]);
  });
});
