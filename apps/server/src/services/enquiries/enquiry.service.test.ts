import type { Enquiry } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import type { EnquiryRepository } from '../ports/enquiry.repository.port.js';
import { EnquiryService } from './enquiry.service.js';

/** Keeps enquiries in memory. */
class FakeEnquiries implements EnquiryRepository {
  readonly stored: Enquiry[] = [];
  async create(enquiry: Enquiry) {
    this.stored.push(enquiry);
    return this.stored.length;
  }
}

const valid = {
  name: 'Asha Rao',
  organization: 'Green Mills',
  phoneNumber: '9876543210',
  email: 'asha@example.com',
  enquiry: 'Can we offset our fleet?',
};

describe('EnquiryService', () => {
  it('stores a valid enquiry with every value trimmed and returns its id', async () => {
    const enquiries = new FakeEnquiries();
    const service = new EnquiryService({ enquiries });
    const padded = Object.fromEntries(
      Object.entries(valid).map(([key, value]) => [key, `  ${value}\n`]),
    ) as typeof valid;
    expect(await service.submit(padded)).toEqual({ ok: true, value: { id: 1 } });
    expect(enquiries.stored).toEqual([valid]);
  });

  it('returns the message code of every invalid field and stores nothing', async () => {
    const enquiries = new FakeEnquiries();
    const service = new EnquiryService({ enquiries });
    const result = await service.submit({
      name: ' ',
      organization: '',
      phoneNumber: '12345',
      email: 'not-an-email',
      enquiry: '\t',
    });
    expect(result).toEqual({
      ok: false,
      error: {
        name: 'ENQUIRY.NAME_REQUIRED',
        organization: 'ENQUIRY.ORGANIZATION_REQUIRED',
        phoneNumber: 'ENQUIRY.PHONE_DIGITS',
        email: 'ENQUIRY.EMAIL_INVALID',
        enquiry: 'ENQUIRY.MESSAGE_REQUIRED',
      },
    });
    expect(enquiries.stored).toEqual([]);
  });
});
