import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the OpenAPI document', () => {
  it('lists every desk operation under Operations', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations: [string, string][] = [
      ['/api/ops/overview', 'get'],
      ['/api/ops/enquiries', 'get'],
      ['/api/ops/enquiries/{id}', 'get'],
      ['/api/ops/enquiries/{id}', 'patch'],
      ['/api/ops/enquiries/{id}/notes', 'post'],
      ['/api/ops/enquiries/{id}/reply', 'post'],
      ['/api/ops/investments', 'get'],
      ['/api/ops/investments/{id}', 'get'],
      ['/api/ops/investments/{id}/notes', 'post'],
      ['/api/ops/outbox/messages', 'get'],
      ['/api/ops/outbox/{id}', 'get'],
      ['/api/ops/jobs/{id}/retry', 'post'],
    ];
    for (const [path, method] of operations) {
      const operation = document.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual(['Operations']);
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toContain('401');
    }
  });
});
