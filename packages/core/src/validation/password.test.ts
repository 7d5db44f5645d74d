import { describe, expect, it } from 'vitest';
import { isLongEnoughPassword, PASSWORD_MIN_LENGTH } from './password.js';

describe('isLongEnoughPassword', () => {
  it(`needs at least ${PASSWORD_MIN_LENGTH} characters`, () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(isLongEnoughPassword('1234567')).toBe(false);
    expect(isLongEnoughPassword('12345678')).toBe(true);
  });

  it('counts characters as the user sees them, not UTF-16 units', () => {
    // Four emoji are 8 UTF-16 units but only 4 characters.
    expect(isLongEnoughPassword('🌍🌱🌳🔥')).toBe(false);
    expect(isLongEnoughPassword('🌍🌱🌳🔥🌍🌱🌳🔥')).toBe(true);
  });
});
