import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enquiries, outboxEmails } from '../persistence/schema.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

const valid = {
  enquiry: 'We would like to offset 500 tonnes a year. What volumes can you supply?',
  organization: 'Green Mills Pvt Ltd',
  name: 'Asha Rao',
  phoneNumber: '9876543210',
  email: 'asha.rao@example.com',
};

const post = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/questionnaires', payload: payload as object });
const stored = () => ctx.db.select().from(enquiries);

describe('POST /api/questionnaires', () => {
  it("stores a valid enquiry exactly once and answers 201 'Submitted successfully!' with its id", async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ message: 'Submitted successfully!', id: expect.any(Number) });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.id, ...valid });
  });

  it('e-mails the enquirer a copy, as the thank-you page promises', async () => {
    const response = await post(valid);
    const { id } = response.json();
    await ctx.runJobs();
    const sent = await ctx.db.select().from(outboxEmails);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      toAddress: 'asha.rao@example.com',
      subject: `We have your enquiry to NetZero Market (#${id})`,
    });
    expect(sent[0]?.textBody).toContain(valid.enquiry);
    expect(sent[0]?.textBody).toContain('within two working days');
  });

  it('sends no copy for an enquiry it refuses', async () => {
    expect((await post({ ...valid, email: 'asha.rao' })).statusCode).toBe(400);
    expect(await ctx.runJobs()).toBe(0);
    expect(await ctx.db.select().from(outboxEmails)).toEqual([]);
  });

  it('trims every value before it validates and stores it', async () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, ` \t${v}  \n`]));
    expect((await post(padded)).statusCode).toBe(201);
    expect(await stored()).toEqual([expect.objectContaining(valid)]);
  });

  it.each([
    ['name', '', 'Name is required.'],
    ['name', '   ', 'Name is required.'],
    ['organization', '', 'Organization is required.'],
    ['phoneNumber', '', 'Phone number is required.'],
    ['phoneNumber', '12345', 'Phone number must be 10 digits.'],
    ['phoneNumber', '98765432101', 'Phone number must be 10 digits.'],
    ['phoneNumber', '98765 43210', 'Phone number must be 10 digits.'],
    ['phoneNumber', '+919876543210', 'Phone number must be 10 digits.'],
    ['phoneNumber', '98765abcde', 'Phone number must be 10 digits.'],
    ['email', '', 'Email is required.'],
    ['email', 'asha.rao', 'Invalid email format.'],
    ['email', 'asha@example', 'Invalid email format.'],
    ['email', 'asha rao@example.com', 'Invalid email format.'],
    ['enquiry', ' \n ', 'Enquiry message is required.'],
  ])('%s %j → 400 with the spec message %j, nothing stored', async (field, value, message) => {
    const response = await post({ ...valid, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { [field]: message },
    });
    expect(await stored()).toEqual([]);
  });

  it('reports every invalid field at once', async () => {
    const response = await post({
      name: '',
      organization: '',
      phoneNumber: '',
      email: '',
      enquiry: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Name is required.',
      organization: 'Organization is required.',
      phoneNumber: 'Phone number is required.',
      email: 'Email is required.',
      enquiry: 'Enquiry message is required.',
    });
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['a missing field', { ...valid, email: undefined }, 'email'],
    ['a number for a text', { ...valid, phoneNumber: 9876543210 }, 'phoneNumber'],
    ['a text over its length limit', { ...valid, enquiry: 'x'.repeat(5001) }, 'enquiry'],
  ])('answers 400 with a field error for %s, nothing stored', async (_case, payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { [field]: expect.any(String) },
    });
    expect(await stored()).toEqual([]);
  });

  it('answers 400 for a body that is not a JSON object, nothing stored', async () => {
    for (const payload of ['[]', '"text"', '{"name":']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/questionnaires',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await stored()).toEqual([]);
  });

  it('stores at most 10 of 100 valid enquiries from one address and answers the rest 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last = { headers: {} as Record<string, unknown>, body: {} as { message?: string } };
    for (let i = 0; i < 100; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/questionnaires',
        remoteAddress: '203.0.113.9',
        payload: { ...valid, email: `sender${i}@example.com` },
      });
      statuses.push(response.statusCode);
      last = { headers: response.headers, body: response.json() };
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body.message).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
    expect(await stored()).toHaveLength(10);
  });

  it('stores at most 3 enquiries an hour from one e-mail address, whatever the sending address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/questionnaires',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { ...valid, email: i % 2 ? 'ASHA.RAO@example.com' : valid.email },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await stored()).toHaveLength(3);
  });
});
