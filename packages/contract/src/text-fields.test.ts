import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CertificateParams,
  CONTROL_CHARACTERS_MESSAGE,
  DirectCheckoutRequest,
  EmailVerificationLinkQuery,
  EnquiryRequest,
  InvestmentConfirmQuery,
  InvestmentRequest,
  LoginRequest,
  MultiLineText,
  NewPassword,
  OutboxQuery,
  PasswordResetConfirmation,
  PaymentConfirmParams,
  PaymentConfirmQuery,
  PlaceDistanceQuery,
  PlaceSuggestQuery,
  SignupRequest,
  SingleLineText,
  WebhookParams,
} from './index.js';

const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u009f'];
const ONE_LINE_ONLY = ['\n', '\r', '\t', '\u2028', '\u2029'];
const LONE_SURROGATES = ['\ud800', '\udfff'];

/** The messages a schema gives, by field path ('a.b'). */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('SingleLineText and MultiLineText', () => {
  it('refuse C0 and C1 controls and DEL, with the one message', () => {
    for (const text of [SingleLineText(50), MultiLineText(50)]) {
      for (const control of CONTROLS) {
        expect(
          text.safeParse(`a${control}b`).error?.issues[0]?.message,
          JSON.stringify(control),
        ).toBe(CONTROL_CHARACTERS_MESSAGE);
      }
    }
  });

  it('keep line breaks and tabs out of one line, and allow them in several', () => {
    for (const breakOrTab of ONE_LINE_ONLY) {
      expect(
        SingleLineText(50).safeParse(`a${breakOrTab}b`).success,
        JSON.stringify(breakOrTab),
      ).toBe(false);
      expect(
        MultiLineText(50).safeParse(`a${breakOrTab}b`).success,
        JSON.stringify(breakOrTab),
      ).toBe(true);
    }
  });

  it('refuse unpaired surrogates but take any real character, emoji and accents included', () => {
    for (const surrogate of LONE_SURROGATES) {
      expect(SingleLineText(50).safeParse(`a${surrogate}`).success).toBe(false);
      expect(MultiLineText(50).safeParse(`a${surrogate}`).success).toBe(false);
    }
    for (const text of ['São Paulo', 'Zürich – ¿qué?', '東京 🌍', 'a b  c', '']) {
      expect(SingleLineText(50).parse(text)).toBe(text);
      expect(MultiLineText(50).parse(text)).toBe(text);
    }
  });
});

describe('every text field of the contract', () => {
  const NUL = 'a\u0000b';

  it.each([
    ['login username', LoginRequest, { username: NUL, password: 'x' }, 'username'],
    [
      'signup e-mail',
      SignupRequest,
      { username: 'ann', email: 'a\u0000@b.co', password: 'long enough password' },
      'email',
    ],
    [
      'reset confirmation',
      PasswordResetConfirmation,
      { token: 'x'.repeat(43), newPassword: `long${NUL}` },
      'newPassword',
    ],
    [
      'direct checkout receipt name',
      DirectCheckoutRequest,
      { email: 'a@b.co', receiptName: NUL, productId: 1, quantity: 1 },
      'receiptName',
    ],
    [
      'direct checkout quantity',
      DirectCheckoutRequest,
      { email: 'a@b.co', productId: 1, quantity: `1${NUL}` },
      'quantity',
    ],
    [
      'direct checkout return address',
      DirectCheckoutRequest,
      { email: 'a@b.co', productId: 1, quantity: 1, redirectUrl: `/x${NUL}` },
      'redirectUrl',
    ],
    [
      'direct checkout e-mail',
      DirectCheckoutRequest,
      { email: NUL, productId: 1, quantity: 1 },
      'email',
    ],
    ['payment confirm session', PaymentConfirmQuery, { sessionId: NUL }, 'sessionId'],
    ['payment confirm provider', PaymentConfirmParams, { provider: NUL }, 'provider'],
    ['investment confirm session', InvestmentConfirmQuery, { sessionId: NUL }, 'sessionId'],
    ['certificate id', CertificateParams, { id: NUL }, 'id'],
    ['webhook provider', WebhookParams, { provider: NUL }, 'provider'],
    ['places query', PlaceSuggestQuery, { q: `del${NUL}` }, 'q'],
    ['places id', PlaceDistanceQuery, { from: NUL, to: 'city:1', mode: 'Car' }, 'from'],
    ['outbox recipient', OutboxQuery, { to: `a${NUL}@b.co` }, 'to'],
  ] as const)('refuses a NUL in the %s', (_name, schema, value, field) => {
    expect(fieldErrors(schema, value)[field]).toContain(CONTROL_CHARACTERS_MESSAGE);
  });

  it('names each enquiry field that has one, and lets the enquiry text span lines', () => {
    const enquiry = {
      name: NUL,
      organization: 'Org\u001b',
      phoneNumber: '0123\u0000',
      email: 'a\u0000@b.co',
      enquiry: 'Hello,\r\n\tworld',
    };
    expect(Object.keys(fieldErrors(EnquiryRequest, enquiry)).sort()).toEqual([
      'email',
      'name',
      'organization',
      'phoneNumber',
    ]);
    expect(fieldErrors(EnquiryRequest, { ...enquiry, enquiry: NUL }).enquiry).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
    ]);
  });

  it('names each investment field that has one; an address may span lines', () => {
    const investment = {
      projectId: `1${NUL}`,
      businessName: NUL,
      tons: `2${NUL}`,
      email: NUL,
      fullName: 'Ann\nLee',
      address: '1 Main St\nSpringfield',
      redirectUrl: NUL,
    };
    expect(Object.keys(fieldErrors(InvestmentRequest, investment)).sort()).toEqual([
      'businessName',
      'email',
      'fullName',
      'projectId',
      'redirectUrl',
      'tons',
    ]);
  });

  it('sends a mangled e-mail link token on as absent, so the link still redirects', () => {
    expect(EmailVerificationLinkQuery.parse({ token: NUL })).toEqual({ token: undefined });
  });
});

describe('passwords', () => {
  it('take spaces, symbols and any script, but no control characters when set', () => {
    for (const password of [
      'correct horse battery staple',
      'pässwörd ünïcödé 🔑',
      'パスワード１２３４５',
    ]) {
      expect(NewPassword.parse(password)).toBe(password);
      expect(LoginRequest.parse({ username: 'ann', password })).toEqual({
        username: 'ann',
        password,
      });
    }
    expect(NewPassword.safeParse('long enough\u0000password').error?.issues[0]?.message).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
  });

  it('let any password be tried at login: it is only compared, and one never set just fails', () => {
    expect(LoginRequest.safeParse({ username: 'ann', password: 'a\u0000b' }).success).toBe(true);
  });
});
