import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detachedString } from './detached-string.js';

describe('detachedString', () => {
  it('is the same text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(detachedString(text)).toBe(text);
      }),
    );
  });
});
