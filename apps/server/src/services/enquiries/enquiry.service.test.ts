import type { Enquiry } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../../test-support/memory-rate-limiter.js';
import type { EnquiryRepository } from '../ports/enquiry.repository.port.js';
import type { MailMessage } from '../ports/mailer.port.js';
import { EnquiryService } from './enquiry.service.js';
import { ENQUIRIES_PER_EMAIL, ENQUIRIES_PER_IP } from './enquiry-rate-limits.js';

const IP = '203.0.113.7';
const PUBLIC_URL = 'https://netzero.example';

/** Keeps enquiries in memory, and the copy each would have queued. */
class FakeEnquiries implements EnquiryRepository {
  readonly stored: Enquiry[] = [];
  readonly copies: MailMessage[] = [];
  readonly notices: MailMessage[] = [];
  async create(
    enquiry: Enquiry,
    copy: (id: number) => MailMessage,
    notice: (id: number, to: string) => MailMessage,
  ) {
    this.stored.push(enquiry);
    this.copies.push(copy(this.stored.length));
    this.notices.push(notice(this.stored.length, 'ops@example.com'));
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
    const service = new EnquiryService({
      enquiries,
      rateLimiter: new MemoryRateLimiter(1800),
      publicUrl: PUBLIC_URL,
    });
    const padded = Object.fromEntries(
      Object.entries(valid).map(([key, value]) => [key, `  ${value}\n`]),
    ) as typeof valid;
    expect(await service.submit(padded, IP)).toEqual({ ok: true, value: { id: 1 } });
    expect(enquiries.stored).toEqual([valid]);
  });

  it("queues a copy to the enquirer with what they wrote and the enquiry's reference", async () => {
    const enquiries = new FakeEnquiries();
    const service = new EnquiryService({
      enquiries,
      rateLimiter: new MemoryRateLimiter(1800),
      publicUrl: PUBLIC_URL,
    });
    await service.submit({ ...valid, enquiry: 'Fleet <b>& trucks</b>?' }, IP);
    const [copy] = enquiries.copies;
    expect(copy?.to).toBe('asha@example.com');
    expect(copy?.subject).toBe('We have your enquiry to NetZero Market (#1)');
    expect(copy?.text).toContain('Hello Asha Rao, thank you for writing to NetZero Market.');
    expect(copy?.text).toContain('Fleet <b>& trucks</b>?');
    expect(copy?.text).toContain('- Organization: Green Mills');
    expect(copy?.text).toContain('- Reference: enquiry #1');
    // What the enquirer typed is text in the HTML part, never markup.
    expect(copy?.html).toContain('Fleet &#60;b&#62;&#38; trucks&#60;/b&#62;?');
  });

  it('returns the message code of every invalid field and stores nothing', async () => {
    const enquiries = new FakeEnquiries();
    const service = new EnquiryService({
      enquiries,
      rateLimiter: new MemoryRateLimiter(1800),
      publicUrl: PUBLIC_URL,
    });
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
    expect(enquiries.copies).toEqual([]);
  });

  it('stores at most 3 enquiries an hour per e-mail (any case) and 10 per address, then asks to wait', async () => {
    const enquiries = new FakeEnquiries();
    const rateLimiter = new MemoryRateLimiter(1800);
    const service = new EnquiryService({ enquiries, rateLimiter, publicUrl: PUBLIC_URL });
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

  it('renders each operator a notice with the whole enquiry and its console link', async () => {
    const enquiries = new FakeEnquiries();
    const service = new EnquiryService({
      enquiries,
      rateLimiter: new MemoryRateLimiter(1800),
      publicUrl: PUBLIC_URL,
    });
    await service.submit(valid, IP);
    const [notice] = enquiries.notices;
    expect(notice?.to).toBe('ops@example.com');
    expect(notice?.subject).toContain('Asha Rao');
    for (const value of Object.values(valid)) expect(notice?.text).toContain(value);
    expect(notice?.text).toContain('https://netzero.example/ops/enquiries/1');
  });
});
