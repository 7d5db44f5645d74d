import { ErrorBody, OpsProject, OpsProjectParams } from '@netzero/contract';
import { PROJECT_IMAGE_MAX_BYTES, PROJECT_IMAGE_TYPES } from '@netzero/core';
import type { FastifyError, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProjectAdminService } from '../services/projects/project-admin.service.js';
import { sendError } from './error-handler.js';
import { sendProjectFailure, toOpsProject } from './ops-project-response.js';
import { actorOf } from './ops-projects.routes.js';

/**
 * PUT /api/ops/projects/{id}/image: the image's raw bytes as the body, its type as Content-Type.
 * Its own plugin, so its body parser (any type, as bytes) and its body limit touch no other route.
 */
export const opsProjectImageRoutes: FastifyPluginAsyncZod<{
  projects: ProjectAdminService;
  requireOperator: onRequestAsyncHookHandler;
}> = async (app, { projects, requireOperator }) => {
  // Any declared type reaches the handler as bytes, which answers an unsupported one with our
  // message (the app's default parser would say 'please send JSON').
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendError(reply, 413, 'PROJECTS.IMAGE_TOO_LARGE', undefined, { maxMegabytes: 2 });
    throw error; // the app's error handler answers everything else
  });

  app.put(
    '/api/ops/projects/:id/image',
    {
      onRequest: requireOperator,
      bodyLimit: PROJECT_IMAGE_MAX_BYTES,
      schema: {
        tags: ['Operations'],
        security: [{ operatorToken: [] }],
        summary:
          'Upload a project image (PNG, JPEG, WebP or SVG; at most 2 MB), checked by content',
        description:
          'The body is the file itself; Content-Type must be what the bytes are. An SVG must be well-formed and use only drawing elements and attributes (no script, foreignObject, event handlers, external links, DOCTYPE or entities). Served from /media/projects/… with a year of caching.',
        params: OpsProjectParams,
        response: {
          200: OpsProject,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const declared = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (!declared || !(PROJECT_IMAGE_TYPES as readonly string[]).includes(declared))
        return sendError(reply, 415, 'PROJECTS.IMAGE_TYPE');
      const body = request.body;
      const bytes = Buffer.isBuffer(body) ? new Uint8Array(body) : new Uint8Array();
      const stored = await projects.uploadImage(
        request.params.id,
        declared,
        bytes,
        actorOf(request),
      );
      return stored.ok ? toOpsProject(stored.value) : sendProjectFailure(reply, stored.error);
    },
  );
};
