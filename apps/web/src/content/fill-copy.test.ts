import { describe, expect, it } from 'vitest';
import { fillCopy } from './fill-copy';
import { SITE_COPY } from './site.copy';

describe('fillCopy', () => {
  it('fills every placeholder it has a value for, numbers as text', () => {
    expect(fillCopy(SITE_COPY.nav.cartWithCount, { count: 3 })).toBe('Cart, 3 items');
    expect(fillCopy('{a} and {a}, then {b}', { a: 'x', b: 'y' })).toBe('x and x, then y');
  });

  it('leaves a text without placeholders, and unfilled placeholders, as written', () => {
    expect(fillCopy('No placeholders here')).toBe('No placeholders here');
    expect(fillCopy('There is no page at {path}.', { other: 1 })).toBe(
      'There is no page at {path}.',
    );
  });

  it('does not read values inherited from Object.prototype', () => {
    expect(fillCopy('{toString}', {})).toBe('{toString}');
  });
});
