import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64url.js';

describe('base64url', () => {
  it('writes what Node writes for the UTF-8 bytes, without padding', () => {
    for (const text of [
      '',
      'f',
      'fo',
      'foo',
      'München–Delhi',
      '🌍 CO2',
      '{"v":1}',
      '\u00ff\u0800',
    ]) {
      expect(encodeBase64Url(text)).toBe(Buffer.from(text, 'utf8').toString('base64url'));
    }
  });

  it('reads back any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeBase64Url(encodeBase64Url(text))).toBe(text);
      }),
    );
  });

  it('agrees with Node on any well-formed text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(encodeBase64Url(text)).toBe(Buffer.from(text, 'utf8').toString('base64url'));
      }),
    );
  });

  it('refuses what is not base64url or not UTF-8', () => {
    expect(decodeBase64Url('a')).toBe(null); // a length no encoding has
    expect(decodeBase64Url('ab+c')).toBe(null); // base64, not base64url
    expect(decodeBase64Url('ab=c')).toBe(null);
    expect(decodeBase64Url(Buffer.from([0xff, 0xfe]).toString('base64url'))).toBe(null);
    expect(decodeBase64Url(Buffer.from([0xc0, 0x80]).toString('base64url'))).toBe(null); // overlong
    expect(decodeBase64Url(Buffer.from([0xed, 0xa0, 0x80]).toString('base64url'))).toBe(null); // surrogate
  });

  it('never throws on any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (code) => {
        const text = decodeBase64Url(code);
        expect(text === null || typeof text === 'string').toBe(true);
      }),
    );
  });
});
