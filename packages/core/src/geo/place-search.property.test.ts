import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeSearchKey } from './place-search.js';

describe('placeSearchKey properties', () => {
  it('answers lower-case words of letters and digits separated by single spaces, idempotently', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const key = placeSearchKey(text);
        expect(key).toBe(key.trim());
        expect(key).not.toMatch(/ {2}|[A-Z]|\p{M}/u);
        expect(placeSearchKey(key)).toBe(key);
      }),
    );
  });

  it('gives plain ASCII the same key as the full Unicode path (an accented letter in front forces it)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 30 }), (text) => {
        const fast = placeSearchKey(text);
        const joinsFirstWord = /^[A-Za-z0-9]/.test(text);
        expect(placeSearchKey(`é${text}`)).toBe(`e${joinsFirstWord ? '' : ' '}${fast}`.trim());
      }),
    );
  });
});
