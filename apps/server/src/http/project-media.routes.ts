import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ProjectAdminService } from '../services/projects/project-admin.service.js';
import { sendError } from './error-handler.js';

const FILE = /^(\d{1,9})-([0-9a-f]{8})\.(png|jpg|webp|svg)$/;

// Set last (route-level onSend runs after the app's security headers): an image, SVG included,
// may run nothing and load nothing, even if a case our SVG check missed got through.
const MEDIA_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** GET /media/projects/{id}-{sha8}.{ext}: uploaded project images, cached for a year. */
export const projectMediaRoutes: FastifyPluginAsync<{ projects: ProjectAdminService }> = async (
  app,
  { projects },
) => {
  app.get<{ Params: { file: string } }>(
    '/media/projects/:file',
    {
      schema: { hide: true },
      onSend: async (_request, reply: FastifyReply, payload) => {
        reply.headers(MEDIA_HEADERS);
        return payload;
      },
    },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const [, id = '', sha = '', extension = ''] = match ?? [];
      const image = match ? await projects.image(Number(id), sha, extension) : null;
      if (!image) return sendError(reply, 404, 'API.NOT_FOUND');
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    },
  );
};
