import { PROJECT_PAGE_PATHS, SITE_ROUTES } from '@netzero/content';
import { ErrorBody, V1Project, V1ProjectList, V1ProjectParams } from '@netzero/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiProject, ApiProjectService } from '../services/developers/api-project.service.js';
import type { apiKeyGuards } from './api-key-guard.js';
import { sendError } from './error-handler.js';

const tags = ['Projects'];
const security = [{ apiKey: [] }];
const errors = { 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };

type Guard = ReturnType<typeof apiKeyGuards>['requireSecretKey'];

/** An absolute URL: a path of ours is put on the public origin, an absolute one is kept. */
function absolute(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The project's page on the site: its own page when it has one of the site's, else /Carbon. */
function projectPageUrl(publicUrl: string, plpUrl: string | null): string {
  const page = plpUrl
    ? PROJECT_PAGE_PATHS.find((path) => path.toLowerCase() === plpUrl.toLowerCase())
    : undefined;
  return `${publicUrl}${page ?? SITE_ROUTES.carbon}`;
}

/** A project on the wire of /v1. */
export function toV1Project(project: ApiProject, publicUrl: string): V1Project {
  return {
    object: 'project',
    id: project.id,
    slug: project.slug,
    name: project.title,
    description: project.description,
    category: project.category,
    country: project.country,
    region: project.region,
    location: project.location,
    standard: project.standard,
    methodology: project.methodology,
    registry: {
      name: project.registryName,
      projectId: project.registryProjectId,
      url: project.registryUrl,
    },
    sdgs: [...project.sdgs],
    unitPriceCents: project.priceCents,
    currency: project.currency,
    availableTonnes: project.availableTonnes,
    vintages: [...project.vintages],
    imageUrl: absolute(publicUrl, project.imageUrl),
    url: projectPageUrl(publicUrl, project.plpUrl),
  };
}

/** GET /v1/projects and /v1/projects/{id}: the published catalogue, for secret keys. */
export const v1ProjectRoutes: FastifyPluginAsyncZod<{
  projects: ApiProjectService;
  publicUrl: string;
  requireSecretKey: Guard;
}> = async (app, { projects, publicUrl: configured, requireSecretKey }) => {
  const publicUrl = configured.replace(/\/+$/, '');
  app.addHook('onRequest', requireSecretKey);

  app.get(
    '/v1/projects',
    {
      schema: {
        operationId: 'listProjects',
        tags,
        security,
        summary: 'List the projects you can buy from',
        description:
          'Every published carbon project, in the catalogue’s order, with its price per tonne, standard, registry ids, SDGs, the tonnes for sale and each vintage’s share of them (newest first). One page holds them all.',
        response: { 200: V1ProjectList, ...errors },
      },
    },
    async () => ({
      object: 'list' as const,
      data: (await projects.list()).map((project) => toV1Project(project, publicUrl)),
      hasMore: false,
      nextCursor: null,
    }),
  );

  app.get(
    '/v1/projects/:id',
    {
      schema: {
        operationId: 'getProject',
        tags,
        security,
        summary: 'Retrieve a project',
        description: 'One published project; an unknown or unpublished id is 404.',
        params: V1ProjectParams,
        response: { 200: V1Project, 400: ErrorBody, 404: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const project = await projects.get(request.params.id);
      if (!project) return sendError(reply, 404, 'V1.PROJECT_NOT_FOUND');
      return toV1Project(project, publicUrl);
    },
  );
};
