import { describe, expect, it } from 'vitest';
import { pickContentCoding } from './accept-encoding.js';

describe('pickContentCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', null],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip, *;q=0', 'gzip'],
    ['br;q=0, *', 'gzip'],
    [' GZIP ; Q=1 ', 'gzip'],
    [['gzip', 'br'], 'br'],
  ] as const)('%j → %s', (header, expected) => {
    expect(pickContentCoding(header as string | string[] | undefined)).toBe(expected);
  });
});
