import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { OtpauthTotpAuthenticator } from './otpauth-totp-authenticator.js';
import { QrcodeQrCodeDrawer } from './qrcode-qr-code-drawer.js';

const totp = new OtpauthTotpAuthenticator();
const STEP_MS = 30_000;
const now = new Date('2026-11-22T10:00:10Z');
const step = Math.floor(now.getTime() / STEP_MS);

function codeAt(secret: string, atStep: number): string {
  const reference = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return reference.generate({ timestamp: atStep * STEP_MS });
}

describe('OtpauthTotpAuthenticator', () => {
  const { secret, otpauthUri } = totp.newSecret('ops@example.com');

  it('makes a 160-bit base32 secret and an RFC 6238 URI', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/NetZero%20Market:ops%40example\.com\?/);
    expect(otpauthUri).toContain('algorithm=SHA1');
    expect(otpauthUri).toContain('digits=6');
    expect(otpauthUri).toContain('period=30');
    expect(totp.newSecret('x').secret).not.toBe(secret);
  });

  it('answers the step of a code of now or one step either side', () => {
    expect(totp.matchingStep(secret, codeAt(secret, step), now)).toBe(step);
    expect(totp.matchingStep(secret, codeAt(secret, step - 1), now)).toBe(step - 1);
    expect(totp.matchingStep(secret, codeAt(secret, step + 1), now)).toBe(step + 1);
  });

  it('refuses codes two steps away, malformed codes and other secrets', () => {
    expect(totp.matchingStep(secret, codeAt(secret, step - 2), now)).toBeNull();
    expect(totp.matchingStep(secret, codeAt(secret, step + 2), now)).toBeNull();
    expect(totp.matchingStep(secret, 'abcdef', now)).toBeNull();
    expect(totp.matchingStep(secret, '1234567', now)).toBeNull();
    const other = totp.newSecret('y').secret;
    expect(totp.matchingStep(other, codeAt(secret, step), now)).not.toBe(step);
  });

  it('accepts a code typed with a space', () => {
    const code = codeAt(secret, step);
    expect(totp.matchingStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
  });
});

describe('QrcodeQrCodeDrawer', () => {
  it('draws an SVG without scripts', async () => {
    const svg = await new QrcodeQrCodeDrawer().svg('otpauth://totp/x?secret=ABC');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|href=/i);
  });
});
