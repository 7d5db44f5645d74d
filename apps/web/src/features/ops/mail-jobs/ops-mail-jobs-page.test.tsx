import {
  err,
  type OpsJob,
  type OpsJobStatus,
  type OpsMailJobsGateway,
  type OpsOutboxMessage,
  ok,
} from '@netzero/core';
import { httpError } from '@netzero/core-fakes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../shared/axe-test-kit';
import { renderOpsPage } from '../shared/ops-page-test-kit';
import { OpsMailJobsPage } from './ops-mail-jobs-page';

const HOSTILE = '<p>Hi</p><script>window.parent.document.title = "owned"</script>';
const MESSAGE: OpsOutboxMessage = {
  id: 3,
  to: 'ann@example.com',
  subject: 'Confirm your address',
  text: 'Open https://netzero.example/verify?token=abc',
  html: HOSTILE,
  createdAt: '2026-11-22T09:00:00.000Z',
};
const DEAD: OpsJob = {
  id: 9,
  kind: 'send-mail',
  status: 'dead',
  attempts: 8,
  maxAttempts: 8,
  lastError: 'SMTP refused',
  runAt: '2026-11-22T09:00:00.000Z',
  createdAt: '2026-11-22T08:00:00.000Z',
  finishedAt: '2026-11-22T09:00:00.000Z',
};

class FakeMailJobs implements OpsMailJobsGateway {
  jobList: OpsJob[] = [DEAD, { ...DEAD, id: 8, status: 'done', lastError: null }];
  readonly outboxCalls: { to?: string; beforeId?: number }[] = [];
  readonly jobCalls: (OpsJobStatus | undefined)[] = [];
  async outbox(request: { to?: string; beforeId?: number; limit: number }) {
    this.outboxCalls.push({ ...request });
    const { text: _t, html, ...item } = MESSAGE;
    return ok({
      items: request.beforeId ? [] : [{ ...item, hasHtml: html !== null }],
      nextBeforeId: request.beforeId ? null : 3,
    });
  }
  async message(id: number) {
    return id === MESSAGE.id
      ? ok(MESSAGE)
      : err(httpError(404, 'This message is not in the outbox.'));
  }
  async jobs(request: { status?: OpsJobStatus; limit: number }) {
    this.jobCalls.push(request.status);
    return ok(this.jobList.filter((j) => !request.status || j.status === request.status));
  }
  async retry(id: number) {
    const job = { ...DEAD, id, status: 'queued' as const, attempts: 0, finishedAt: null };
    this.jobList = this.jobList.map((j) => (j.id === id ? job : j));
    return ok(job);
  }
}

describe('OpsMailJobsPage', () => {
  it('lists the outbox, filters by recipient, pages to older messages and opens one sandboxed', async () => {
    const gateway = new FakeMailJobs();
    renderOpsPage('mail-jobs', <OpsMailJobsPage />, { opsMailJobsGateway: gateway });
    const open = await screen.findByRole('link', { name: 'Open “Confirm your address”' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Recipient' }),
      'ann@example.com{Enter}',
    );
    await waitFor(() =>
      expect(gateway.outboxCalls.at(-1)).toEqual({ to: 'ann@example.com', limit: 25 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Older messages' }));
    await waitFor(() =>
      expect(gateway.outboxCalls.at(-1)).toEqual({ to: 'ann@example.com', beforeId: 3, limit: 25 }),
    );

    expect(open.isConnected).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Newest messages' }));
    await userEvent.click(await screen.findByRole('link', { name: /Open/ }));
    expect(await screen.findByRole('heading', { name: 'Confirm your address' })).toBeTruthy();
    expect(screen.getByText(MESSAGE.text)).toBeTruthy();
    const frame = screen.getByTitle('The HTML body of the message') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(HOSTILE);
    // Never injected into the console's own document.
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/ops/mail-jobs/messages/3');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ops/mail-jobs'));
  });

  it('filters jobs by status and retries a dead one', async () => {
    const gateway = new FakeMailJobs();
    renderOpsPage(
      'mail-jobs',
      <OpsMailJobsPage />,
      { opsMailJobsGateway: gateway },
      '/ops/mail-jobs?jobs=dead',
    );
    const jobs = (await screen.findByRole('heading', { name: 'Jobs' }))
      .parentElement as HTMLElement;
    expect(within(jobs).getByRole('button', { name: 'Dead' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await within(jobs).findByText('SMTP refused')).toBeTruthy();
    expect(gateway.jobCalls).toEqual(['dead']);
    await userEvent.click(within(jobs).getByRole('button', { name: 'Retry job 9' }));
    expect(await within(jobs).findByText('Job 9 is queued again.')).toBeTruthy();
    await userEvent.click(within(jobs).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(gateway.jobCalls.at(-1)).toBeUndefined());
    expect(await within(jobs).findAllByText('Queued')).toBeTruthy();
    expect(within(jobs).queryByRole('button', { name: /Retry job/ })).toBeNull();
  });

  it('says an unknown message is not in the outbox', async () => {
    renderOpsPage(
      'mail-jobs',
      <OpsMailJobsPage />,
      { opsMailJobsGateway: new FakeMailJobs() },
      '/ops/mail-jobs/messages/99',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This message is not in the outbox.',
    );
  });
  it.each(['/ops/mail-jobs', '/ops/mail-jobs/messages/3'])(
    'has no axe violations at %s',
    async (url) => {
      renderOpsPage(
        'mail-jobs',
        <OpsMailJobsPage />,
        { opsMailJobsGateway: new FakeMailJobs() },
        url,
      );
      await screen.findAllByText(/Confirm your address/);
      expect(await axeViolations()).toEqual([]);
    },
  );
});
