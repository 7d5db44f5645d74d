import {
  ErrorBody,
  OpsIssuance,
  OpsIssuanceCreate,
  OpsIssuanceList,
  OpsLedgerPage,
  OpsLedgerQuery,
  OpsProjectParams,
  OpsRetirementCreate,
  OpsRetirementResult,
} from '@netzero/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IssuanceRecord } from '../services/ports/inventory.repository.port.js';
import type { InventoryService } from '../services/projects/inventory.service.js';
import { sendProjectFailure, toOpsLedgerEntry } from './ops-project-response.js';
import { actorOf } from './ops-projects.routes.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const security = [{ operatorToken: [] }];
const tags = ['Operations'];

const toOpsIssuance = (block: IssuanceRecord): OpsIssuance => ({
  ...block,
  createdAt: block.createdAt.toISOString(),
});

/** /api/ops/projects/{id}/issuances, /ledger and /retirements: a project's inventory. */
export const opsInventoryRoutes: FastifyPluginAsyncZod<{
  inventory: InventoryService;
  requireOperator: onRequestAsyncHookHandler;
}> = async (app, { inventory, requireOperator }) => {
  const base = { onRequest: requireOperator };

  app.get(
    '/api/ops/projects/:id/issuances',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "A project's issued blocks of serials, in serial order",
        params: OpsProjectParams,
        response: { 200: OpsIssuanceList, ...errors },
      },
    },
    async (request, reply) => {
      const blocks = await inventory.issuances(request.params.id);
      return blocks.ok ? blocks.value.map(toOpsIssuance) : sendProjectFailure(reply, blocks.error);
    },
  );

  app.post(
    '/api/ops/projects/:id/issuances',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Record a block the registry issued; its tonnes become available',
        description: '409 when the block overlaps one already issued to the project.',
        params: OpsProjectParams,
        body: OpsIssuanceCreate,
        response: { 201: OpsIssuance, ...errors },
      },
    },
    async (request, reply) => {
      const issued = await inventory.issue(request.params.id, request.body, actorOf(request));
      if (!issued.ok) return sendProjectFailure(reply, issued.error);
      return reply.code(201).send(toOpsIssuance(issued.value));
    },
  );

  app.get(
    '/api/ops/projects/:id/ledger',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Every allocated range of a project with its order and certificate, paged',
        params: OpsProjectParams,
        querystring: OpsLedgerQuery,
        response: { 200: OpsLedgerPage, ...errors },
      },
    },
    async (request, reply) => {
      const { page, size } = request.query;
      const ledger = await inventory.ledger(request.params.id, page, size);
      if (!ledger.ok) return sendProjectFailure(reply, ledger.error);
      return {
        entries: ledger.value.entries.map(toOpsLedgerEntry),
        total: ledger.value.total,
        page,
        size,
      };
    },
  );

  app.post(
    '/api/ops/projects/:id/retirements',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Retire credits sold off-platform: takes the next free serials, lowers the stock',
        params: OpsProjectParams,
        body: OpsRetirementCreate,
        response: { 201: OpsRetirementResult, ...errors },
      },
    },
    async (request, reply) => {
      const retired = await inventory.retire(request.params.id, request.body, actorOf(request));
      if (!retired.ok) return sendProjectFailure(reply, retired.error);
      return reply.code(201).send({
        entries: retired.value.entries.map(toOpsLedgerEntry),
        availableTonnes: retired.value.availableTonnes,
      });
    },
  );
};
