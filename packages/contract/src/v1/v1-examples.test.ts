import { describe, expect, it } from 'vitest';
import { ErrorBody } from '../errors.js';
import { V1Balance } from './v1-balance.js';
import { V1Estimate } from './v1-estimates.js';
import {
  BALANCE_EXAMPLE,
  ERROR_EXAMPLE,
  ESTIMATE_EXAMPLE,
  ORDER_EXAMPLE,
  PROJECT_EXAMPLE,
} from './v1-examples.js';
import { V1Order } from './v1-orders.js';
import { V1Project } from './v1-projects.js';

describe('the examples the API reference shows', () => {
  it.each([
    ['Project', V1Project, PROJECT_EXAMPLE],
    ['Estimate', V1Estimate, ESTIMATE_EXAMPLE],
    ['Order', V1Order, ORDER_EXAMPLE],
    ['Balance', V1Balance, BALANCE_EXAMPLE],
    ['Error', ErrorBody, ERROR_EXAMPLE],
  ] as const)('%s is a valid answer', (_name, schema, example) => {
    expect(schema.safeParse(example).error).toBeUndefined();
  });
});
