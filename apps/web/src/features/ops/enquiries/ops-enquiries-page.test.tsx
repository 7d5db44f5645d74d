import {
  err,
  type GatewayResult,
  type OpsConsoleNote,
  type OpsEnquiriesGateway,
  type OpsEnquiry,
  type OpsEnquiryStatus,
  type OpsListRequest,
  ok,
} from '@netzero/core';
import { httpError } from '@netzero/core-fakes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../shared/axe-test-kit';
import { renderOpsPage } from '../shared/ops-page-test-kit';
import { OpsEnquiriesPage } from './ops-enquiries-page';

const ASHA: OpsEnquiry = {
  id: 7,
  name: 'Asha Rao',
  organization: 'Green Mills',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  status: 'new',
  enquiry: 'Can we buy 500 tonnes a year?',
  createdAt: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  notes: [],
  replies: [],
};

/** The inbox server: one enquiry, and every call it was asked. */
class FakeEnquiries implements OpsEnquiriesGateway {
  enquiry: OpsEnquiry = ASHA;
  readonly lists: OpsListRequest<OpsEnquiryStatus>[] = [];
  readonly calls: string[] = [];

  async list(request: OpsListRequest<OpsEnquiryStatus>) {
    this.lists.push(request);
    const { enquiry: text, notes: _n, replies: _r, ...rest } = this.enquiry;
    const matches = !request.status || request.status === this.enquiry.status;
    return ok({
      items: matches ? [{ ...rest, excerpt: text }] : [],
      total: matches ? 1 : 0,
      page: request.page,
      pageSize: request.pageSize,
      counts: { new: 1, in_progress: 4, answered: 9 },
    });
  }
  async get(id: number): GatewayResult<OpsEnquiry> {
    return id === this.enquiry.id
      ? ok(this.enquiry)
      : err(httpError(404, 'This enquiry does not exist.'));
  }
  async setStatus(id: number, status: OpsEnquiryStatus) {
    this.calls.push(`status ${id} ${status}`);
    this.enquiry = { ...this.enquiry, status };
    return ok(this.enquiry);
  }
  async addNote(id: number, body: string) {
    this.calls.push(`note ${id} ${body}`);
    const note: OpsConsoleNote = {
      id: 1,
      authorUserId: 4,
      author: 'mira@netzero.example',
      body,
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    this.enquiry = { ...this.enquiry, notes: [note] };
    return ok(note);
  }
  async reply(id: number, reply: { subject?: string; body: string }) {
    this.calls.push(`reply ${id} ${reply.body}`);
    this.enquiry = {
      ...this.enquiry,
      status: 'answered',
      replies: [
        {
          at: '2026-11-22T10:00:00.000Z',
          actor: 'mira',
          to: ASHA.email,
          subject: 'Re: #7',
          body: reply.body,
        },
      ],
    };
    return ok(this.enquiry);
  }
}

const location = () => screen.getByTestId('location').textContent;

describe('OpsEnquiriesPage', () => {
  it('lists the inbox with status counts, filters by tab and searches', async () => {
    const gateway = new FakeEnquiries();
    renderOpsPage('enquiries', <OpsEnquiriesPage />, { opsEnquiriesGateway: gateway });
    expect(await screen.findByRole('link', { name: 'Asha Rao' })).toBeTruthy();
    const tabs = screen.getByRole('list', { name: 'Status' });
    expect(within(tabs).getByRole('button', { name: 'All 14' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(within(tabs).getByRole('button', { name: 'Answered 9' }));
    await waitFor(() => expect(location()).toBe('/ops/enquiries?status=answered'));
    expect(await screen.findByText('Nothing here.')).toBeTruthy();
    expect(gateway.lists.at(-1)).toEqual({ status: 'answered', page: 1, pageSize: 25 });

    await userEvent.type(screen.getByRole('searchbox', { name: /Search name/ }), 'green{Enter}');
    await waitFor(() =>
      expect(gateway.lists.at(-1)).toEqual({
        status: 'answered',
        q: 'green',
        page: 1,
        pageSize: 25,
      }),
    );
  });

  it('opens an enquiry, changes its status, replies and adds a note', async () => {
    const gateway = new FakeEnquiries();
    renderOpsPage('enquiries', <OpsEnquiriesPage />, { opsEnquiriesGateway: gateway });
    await userEvent.click(await screen.findByRole('link', { name: 'Asha Rao' }));
    expect(await screen.findByRole('heading', { name: '#7 Asha Rao' })).toBeTruthy();
    expect(location()).toBe('/ops/enquiries/7');
    expect(screen.getByText('Can we buy 500 tonnes a year?')).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'in_progress');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Status changed.')).toBeTruthy();
    expect(gateway.calls).toContain('status 7 in_progress');

    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByText('Please write a reply.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Yes, we can.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/Reply queued for sending/)).toBeTruthy();
    expect(gateway.calls).toContain('reply 7 Yes, we can.');
    const replies = screen.getByRole('heading', { name: 'Replies sent' })
      .parentElement as HTMLElement;
    expect(within(replies).getByText('Yes, we can.')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'Call on Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    expect(await screen.findByText('Call on Monday')).toBeTruthy();
    expect(gateway.calls).toContain('note 7 Call on Monday');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    await waitFor(() => expect(location()).toBe('/ops/enquiries'));
  });

  it('says an unknown enquiry does not exist', async () => {
    renderOpsPage(
      'enquiries',
      <OpsEnquiriesPage />,
      { opsEnquiriesGateway: new FakeEnquiries() },
      '/ops/enquiries/99',
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This enquiry does not exist.');
  });
  it.each(['/ops/enquiries', '/ops/enquiries/7'])('has no axe violations at %s', async (url) => {
    renderOpsPage(
      'enquiries',
      <OpsEnquiriesPage />,
      { opsEnquiriesGateway: new FakeEnquiries() },
      url,
    );
    await screen.findAllByText(/Asha Rao/);
    expect(await axeViolations()).toEqual([]);
  });
});
