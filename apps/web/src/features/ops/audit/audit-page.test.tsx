import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeOpsAuditGateway, fakeOpsPorts, renderConsole, settle } from '../ops-shell-test-kit';
import { dayBoundary } from '../shared/ops-format';
import { AUDIT_PAGE_SIZE } from './audit-page';

function signedIn(entries = 3) {
  const ports = { ...fakeOpsPorts(), opsAuditGateway: new FakeOpsAuditGateway(entries) };
  ports.operatorSessionStore.setToken('ops-token');
  return ports;
}

describe('the audit log page (issue 19)', () => {
  it('lists entries newest first, with before/after as JSON behind a disclosure', async () => {
    renderConsole('/ops/audit', signedIn());
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('order.refund');
    expect(rows[0]?.textContent).toContain('order 3');
    const details = within(rows[0] as HTMLElement).getByText('Before and after');
    expect(details.closest('details')?.textContent).toContain('"status": "refunded"');
  });

  it('asks for the filters that are set, days as instants in the operator zone', async () => {
    const user = userEvent.setup();
    const { ports } = renderConsole('/ops/audit', signedIn());
    await screen.findByRole('table');
    expect(ports.opsAuditGateway.queries).toEqual([{ limit: AUDIT_PAGE_SIZE }]);
    await user.type(screen.getByLabelText('Action'), 'order.refund');
    await user.type(screen.getByLabelText('Target type'), 'order');
    await user.type(screen.getByLabelText('Target id'), ' 42 ');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await settle();
    expect(ports.opsAuditGateway.queries.at(-1)).toEqual({
      action: 'order.refund',
      targetType: 'order',
      targetId: '42',
      from: dayBoundary('2026-11-01'),
      to: dayBoundary('2026-11-30', true),
      limit: AUDIT_PAGE_SIZE,
    });
    expect(dayBoundary('2026-11-30', true)).toBe(
      new Date(2026, 10, 30, 23, 59, 59, 999).toISOString(),
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await settle();
    expect(ports.opsAuditGateway.queries.at(-1)).toEqual({ limit: AUDIT_PAGE_SIZE });
  });

  it('loads older entries before the last one shown, keeping the filters, until there are no more', async () => {
    const user = userEvent.setup();
    const { ports } = renderConsole('/ops/audit', signedIn(AUDIT_PAGE_SIZE + 2));
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Action'), 'order.refund');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await settle();
    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    await settle();
    expect(ports.opsAuditGateway.queries.at(-1)).toEqual({
      action: 'order.refund',
      beforeId: 3,
      limit: AUDIT_PAGE_SIZE,
    });
    expect(screen.getAllByRole('row')).toHaveLength(AUDIT_PAGE_SIZE + 3);
    expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();
    expect(screen.getByText('That is the oldest entry.')).toBeTruthy();
  });

  it('says when no entry matches', async () => {
    renderConsole('/ops/audit', signedIn(0));
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
  });
});
