import type { Enquiry } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../../test-support/memory-rate-limiter.js';
import type { EnquiryRepository } from '../ports/enquiry.repository.port.js';
import { EnquiryService } from './enquiry.service.js';
import { ENQUIRIES_PER_EMAIL, ENQUIRIES_PER_IP } from './enquiry-rate-limits.js';

const IP = '203.0.113.7';

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
    const service = new EnquiryService({ enquiries, rateLimiter: new MemoryRateLimiter(1800) });
    const padded = Object.fromEntries(
      Object.entries(valid).map(([key, value]) => [key, `  ${value}\n`]),
    ) as typeof valid;
    expect(await service.submit(padded, IP)).toEqual({ ok: true, value: { id: 1 } });
    expect(enquiries.stored).toEqual([valid]);
  });

  it('returns the message code of every invalid field and stores nothing', async () => {
    const enquiries = new FakeEnquiries();
    const service = new EnquiryService({ enquiries, rateLimiter: new MemoryRateLimiter(1800) });
    const result = await service.submit(
      {
        name: ' ',
        organization: '',
        phoneNumber: '12345',
        email: 'not-an-email',
        enquiry: '\t',
      },
      IP,
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'API.INVALID_REQUEST',
        fields: {
          name: 'ENQUIRY.NAME_REQUIRED',
          organization: 'ENQUIRY.ORGANIZATION_REQUIRED',
          phoneNumber: 'ENQUIRY.PHONE_DIGITS',
          email: 'ENQUIRY.EMAIL_INVALID',
          enquiry: 'ENQUIRY.MESSAGE_REQUIRED',
        },
      },
    });
    expect(enquiries.stored).toEqual([]);
  });

  it('stores at most 3 enquiries an hour per e-mail (any case) and 10 per address, then asks to wait', async () => {
    const enquiries = new FakeEnquiries();
    const rateLimiter = new MemoryRateLimiter(1800);
    const service = new EnquiryService({ enquiries, rateLimiter });
    const limited = { ok: false, error: { code: 'API.RATE_LIMITED', retryAfterSeconds: 1800 } };
    for (let i = 0; i < ENQUIRIES_PER_EMAIL.limit; i++)
      expect(
        (await service.submit({ ...valid, email: 'ASHA@example.com' }, `10.0.0.${i}`)).ok,
      ).toBe(true);
    expect(await service.submit(valid, '10.0.1.1')).toEqual(limited);
    for (let i = 0; i < ENQUIRIES_PER_IP.limit; i++)
      expect((await service.submit({ ...valid, email: `a${i}@example.com` }, IP)).ok).toBe(true);
    expect(await service.submit({ ...valid, email: 'new@example.com' }, IP)).toEqual(limited);
    expect(enquiries.stored).toHaveLength(ENQUIRIES_PER_EMAIL.limit + ENQUIRIES_PER_IP.limit);
  });
});
