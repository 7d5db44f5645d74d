import Fastify, { type FastifyInstance, type onRequestAsyncHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installErrorHandling } from '../http/error-handler.js';
import { registerOpsDeskRoutes } from '../http/ops/ops-desk.js';
import { users } from '../persistence/schema.js';
import type { TestApp } from './test-app.js';

/** An app whose operator guard lets everyone in as one operator account, and that account. */
export interface OperatorAccountApp {
  readonly app: FastifyInstance;
  readonly operator: { readonly userId: number; readonly email: string };
}

/**
 * The console desk's routes as an operator with an account sees them. Until operators sign in
 * with their own sessions (H1), signedInOperator gives the machine token, which has no account
 * to sign a note with; this app stands in for a signed-in operator on those routes only.
 */
export async function operatorAccountApp(
  ctx: TestApp,
  email = 'ops@example.com',
): Promise<OperatorAccountApp> {
  const [row] = await ctx.db
    .insert(users)
    .values({ username: email, email, passwordHash: 'x', role: 'operator' })
    .returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  const operator = { userId: row.id, email };
  const app = Fastify().withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('operator', null);
  installErrorHandling(app);
  const requireOperator: onRequestAsyncHookHandler = async (request) => {
    request.operator = { userId: operator.userId, label: email };
  };
  const deps = ctx.appDependencies;
  await registerOpsDeskRoutes(app, {
    desk: deps.opsDesk,
    outbox: deps.outbox,
    jobs: deps.jobs,
    requireOperator,
  });
  await app.ready();
  return { app, operator };
}
