import { TEST_OPERATOR_TOKEN, type TestApp } from './test-app.js';

/** The headers of a signed-in operator, for the tests of /api/ops/* routes. */
export interface OperatorSession {
  readonly headers: { readonly authorization: string };
}

/**
 * An operator session the test app accepts on every /api/ops/* route. Route tests get their
 * operator here only, so how operators sign in can change in one place.
 */
export async function signedInOperator(_ctx: TestApp): Promise<OperatorSession> {
  return { headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } };
}
