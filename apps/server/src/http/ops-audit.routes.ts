import { ErrorBody, OpsAuditList, OpsAuditQuery } from '@netzero/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../services/ports/audit-log.port.js';
import type { OperatorGuards } from './operator-guard.js';

/** GET /api/ops/audit: every operator action, newest first, filtered and paged by the last id. */
export const opsAuditRoutes: FastifyPluginAsyncZod<{
  audit: AuditLog;
  requireOperator: OperatorGuards['requireOperator'];
}> = async (app, { audit, requireOperator }) => {
  app.get(
    '/api/ops/audit',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['Operations'],
        security: [{ operatorSession: [] }],
        summary: 'Read the audit log: who did what to which record, before and after',
        description: 'Newest first; the next page is `beforeId` = the last id of this one.',
        querystring: OpsAuditQuery,
        response: { 200: OpsAuditList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { from, to, ...filters } = request.query;
      const records = await audit.list({
        ...filters,
        ...(from !== undefined && { from: new Date(from) }),
        ...(to !== undefined && { to: new Date(to) }),
      });
      return records.map((record) => ({
        id: record.id,
        at: record.at.toISOString(),
        actorUserId: record.actor.userId,
        actor: record.actor.label,
        action: record.action,
        targetType: record.targetType,
        targetId: record.targetId,
        before: record.before ?? null,
        after: record.after ?? null,
      }));
    },
  );
};
