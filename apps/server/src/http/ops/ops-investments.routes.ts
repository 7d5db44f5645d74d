import {
  ErrorBody,
  OpsInvestmentDetail,
  OpsInvestmentPage,
  OpsInvestmentParams,
  OpsInvestmentsQuery,
  OpsNote,
  OpsNoteRequest,
} from '@netzero/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InvestmentPipelineService } from '../../services/investments/investment-pipeline.service.js';
import type { PipelineInvestment } from '../../services/ports/investment-pipeline.port.js';
import { sendError } from '../error-handler.js';
import { actorOf, isoOrNull, noteWire, OPS_ROUTE } from './ops-wire.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const wire = (i: PipelineInvestment) => ({
  id: i.id,
  businessName: i.businessName,
  fullName: i.fullName,
  email: i.email,
  address: i.address,
  projectId: i.projectId,
  projectName: i.projectName,
  tons: i.tons,
  pricePerTonCents: i.pricePerTonCents,
  amountCents: i.amountCents,
  currency: i.currency,
  status: i.status,
  createdAt: i.createdAt.toISOString(),
  paidAt: isoOrNull(i.paidAt),
  closedAt: isoOrNull(i.closedAt),
});

/** The investment pipeline of the operator console (issue 19 §8). */
export const opsInvestmentRoutes: FastifyPluginAsyncZod<{
  pipeline: InvestmentPipelineService;
  requireOperator: onRequestAsyncHookHandler;
}> = async (app, { pipeline, requireOperator }) => {
  app.get(
    '/api/ops/investments',
    {
      onRequest: requireOperator,
      schema: {
        ...OPS_ROUTE,
        summary: 'List investments with their investors’ contact details (operators only)',
        querystring: OpsInvestmentsQuery,
        response: { 200: OpsInvestmentPage, ...errors },
      },
    },
    async (request) => {
      const found = await pipeline.list(request.query);
      const { page, pageSize } = request.query;
      return { ...found, items: found.items.map(wire), page, pageSize };
    },
  );
  app.get(
    '/api/ops/investments/:id',
    {
      onRequest: requireOperator,
      schema: {
        ...OPS_ROUTE,
        summary: 'Read one investment with its notes (operators only)',
        params: OpsInvestmentParams,
        response: { 200: OpsInvestmentDetail, ...errors },
      },
    },
    async (request, reply) => {
      const found = await pipeline.detail(request.params.id);
      if (!found.ok) return sendError(reply, 404, found.error.code);
      return { ...wire(found.value), notes: found.value.notes.map(noteWire) };
    },
  );
  app.post(
    '/api/ops/investments/:id/notes',
    {
      onRequest: requireOperator,
      schema: {
        ...OPS_ROUTE,
        summary: 'Add an internal note to an investment (operators only; audited)',
        description: 'Signed by the operator’s account: the machine token is answered 403.',
        params: OpsInvestmentParams,
        body: OpsNoteRequest,
        response: { 201: OpsNote, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const added = await pipeline.addNote(id, request.body.body, actorOf(request.operator));
      if (!added.ok) {
        const { code } = added.error;
        return sendError(reply, code === 'OPS.INVESTMENT_NOT_FOUND' ? 404 : 403, code);
      }
      return reply.code(201).send(noteWire(added.value));
    },
  );
};
