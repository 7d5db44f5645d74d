import {
  ErrorBody,
  OpsProject,
  OpsProjectCreate,
  OpsProjectList,
  OpsProjectParams,
  OpsProjectUpdate,
} from '@netzero/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorActor } from '../services/ports/audit-log.port.js';
import type { ProjectAdminService } from '../services/projects/project-admin.service.js';
import { sendProjectFailure, toOpsProject } from './ops-project-response.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const security = [{ operatorToken: [] }];

/** The operator who passed the guard (requireOperator always sets it). */
export function actorOf(request: { operator: OperatorActor | null }): OperatorActor {
  if (!request.operator) throw new Error('an ops route ran without its operator guard');
  return request.operator;
}

/** /api/ops/projects: the console's projects, published or not, with their stock. */
export const opsProjectRoutes: FastifyPluginAsyncZod<{
  projects: ProjectAdminService;
  requireOperator: onRequestAsyncHookHandler;
}> = async (app, { projects, requireOperator }) => {
  const base = { onRequest: requireOperator };
  const tags = ['Operations'];

  app.get(
    '/api/ops/projects',
    {
      ...base,
      schema: {
        tags,
        security,
        summary:
          'List every project, published or not, with issued, allocated, held and available tonnes',
        response: { 200: OpsProjectList, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => (await projects.list()).map(toOpsProject),
  );

  app.get(
    '/api/ops/projects/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'One project',
        params: OpsProjectParams,
        response: { 200: OpsProject, ...errors },
      },
    },
    async (request, reply) => {
      const project = await projects.get(request.params.id);
      return project.ok ? toOpsProject(project.value) : sendProjectFailure(reply, project.error);
    },
  );

  app.post(
    '/api/ops/projects',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Create a project (unpublished, no stock until a block is issued)',
        body: OpsProjectCreate,
        response: { 201: OpsProject, ...errors },
      },
    },
    async (request, reply) => {
      const created = await projects.create(request.body, actorOf(request));
      if (!created.ok) return sendProjectFailure(reply, created.error);
      return reply.code(201).send(toOpsProject(created.value));
    },
  );

  app.patch(
    '/api/ops/projects/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Change some fields of a project',
        params: OpsProjectParams,
        body: OpsProjectUpdate,
        response: { 200: OpsProject, ...errors },
      },
    },
    async (request, reply) => {
      const updated = await projects.update(request.params.id, request.body, actorOf(request));
      return updated.ok ? toOpsProject(updated.value) : sendProjectFailure(reply, updated.error);
    },
  );

  for (const [verb, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/api/ops/projects/:id/${verb}`,
      {
        ...base,
        schema: {
          tags,
          security,
          summary: published
            ? 'Publish a project: listed on /Carbon and on sale'
            : 'Unpublish a project: hidden from buyers and not for sale',
          params: OpsProjectParams,
          response: { 200: OpsProject, ...errors },
        },
      },
      async (request, reply) => {
        const changed = await projects.setPublished(request.params.id, published, actorOf(request));
        return changed.ok ? toOpsProject(changed.value) : sendProjectFailure(reply, changed.error);
      },
    );
  }
};
