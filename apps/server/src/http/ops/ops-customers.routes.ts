import {
  ErrorBody,
  OpsCustomerDetail,
  OpsCustomerIdParams,
  OpsCustomerList,
  OpsCustomersQuery,
  OpsSubjectNote,
  OpsSubjectNoteRequest,
} from '@netzero/contract';
import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  CustomerActionOutcome,
  OpsCustomersService,
} from '../../services/ops/ops-customers.service.js';
import type { OperatorActor } from '../../services/ports/audit-log.port.js';
import { sendError } from '../error-handler.js';
import { customerDetailWire, customerSummaryWire } from './ops-customer-wire.js';
import { noteWire } from './ops-order-wire.js';
import { actorOf } from './ops-orders.routes.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const security = [{ operatorToken: [] }];
const tags = ['Operations'];

type Action = (
  customers: OpsCustomersService,
  id: number,
  actor: OperatorActor,
) => Promise<CustomerActionOutcome>;

const ACTIONS: readonly [string, string, Action][] = [
  ['disable', 'Disable an account and end its sessions', (c, id, a) => c.disable(id, a)],
  ['enable', 'Enable a disabled account', (c, id, a) => c.enable(id, a)],
  ['end-sessions', 'End every session of an account', (c, id, a) => c.endSessions(id, a)],
  [
    'password-reset',
    'E-mail the customer the way to a new password',
    (c, id, a) => c.passwordReset(id, a),
  ],
];

/**
 * /api/ops/customers: accounts (buyers and operators) with their counts, one account's page, and
 * the actions on it, each audited. The operator is checked on request, before validation.
 */
export const opsCustomersRoutes: FastifyPluginAsyncZod<{
  customers: OpsCustomersService;
  requireOperator: onRequestAsyncHookHandler;
}> = async (app, { customers, requireOperator }) => {
  const answer = async (reply: FastifyReply, id: number, outcome: CustomerActionOutcome) => {
    if (outcome.kind === 'not-found') return sendError(reply, 404, 'OPS.CUSTOMER_NOT_FOUND');
    if (outcome.kind === 'deleted') return sendError(reply, 409, 'OPS.CUSTOMER_DELETED');
    if (outcome.kind === 'is-you') return sendError(reply, 409, 'OPS.CUSTOMER_IS_YOU');
    const detail = await customers.detail(id);
    if (!detail) return sendError(reply, 404, 'OPS.CUSTOMER_NOT_FOUND');
    return reply.send(customerDetailWire(detail));
  };

  app.get(
    '/api/ops/customers',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        security,
        summary: 'List accounts with their orders, paid total and subscriptions (operators only)',
        description: 'Newest accounts first; `q` matches part of the username or e-mail.',
        querystring: OpsCustomersQuery,
        response: { 200: OpsCustomerList, ...errors },
      },
    },
    async (request) => {
      const { q, limit, offset } = request.query;
      const page = await customers.list(q || undefined, { limit, offset });
      return { items: page.items.map(customerSummaryWire), total: page.total };
    },
  );

  app.get(
    '/api/ops/customers/:id',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        security,
        summary: 'One account with its orders, subscriptions and notes (operators only)',
        params: OpsCustomerIdParams,
        response: { 200: OpsCustomerDetail, ...errors },
      },
    },
    async (request, reply) => {
      const detail = await customers.detail(request.params.id);
      if (!detail) return sendError(reply, 404, 'OPS.CUSTOMER_NOT_FOUND');
      return customerDetailWire(detail);
    },
  );

  for (const [path, summary, run] of ACTIONS) {
    app.post(
      `/api/ops/customers/:id/${path}`,
      {
        onRequest: requireOperator,
        schema: {
          tags,
          security,
          summary: `${summary} (operators only)`,
          params: OpsCustomerIdParams,
          response: { 200: OpsCustomerDetail, ...errors },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        return answer(reply, id, await run(customers, id, actorOf(request)));
      },
    );
  }

  app.post(
    '/api/ops/customers/:id/notes',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Add an internal note to an account (operators only)',
        params: OpsCustomerIdParams,
        body: OpsSubjectNoteRequest,
        response: { 201: OpsSubjectNote, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await customers.addNote(
        request.params.id,
        actorOf(request),
        request.body.body,
      );
      if (outcome.kind === 'not-found') return sendError(reply, 404, 'OPS.CUSTOMER_NOT_FOUND');
      if (outcome.kind === 'needs-account') return sendError(reply, 409, 'OPS.NOTE_NEEDS_ACCOUNT');
      return reply.code(201).send(noteWire(outcome.note));
    },
  );
};
