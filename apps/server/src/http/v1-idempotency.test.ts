import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './v1-idempotency.js';

describe('the idempotency request hash', () => {
  it('writes JSON with keys sorted at every depth, leaving arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,1]},"b":1}',
    );
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('hashes equal requests equally whatever their key order, and others apart', () => {
    const hash = requestHash('post', '/v1/orders', { tonnes: 2, metadata: { x: '1', y: '2' } });
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash('POST', '/v1/orders', { metadata: { y: '2', x: '1' }, tonnes: 2 })).toBe(
      hash,
    );
    expect(requestHash('POST', '/v1/orders', { tonnes: 3, metadata: { x: '1', y: '2' } })).not.toBe(
      hash,
    );
    expect(requestHash('POST', '/v1/orderz', { tonnes: 2, metadata: { x: '1', y: '2' } })).not.toBe(
      hash,
    );
  });
});
