import { CertificateParams, CertificateResponse, ErrorBody } from '@netzero/contract';
import { formatMessage } from '@netzero/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CertificateService } from '../services/orders/certificate.service.js';
import { renderCertificateNotFoundPage, renderCertificatePage } from './certificate-page.js';
import { sendError } from './error-handler.js';

/**
 * Public proof of impact: GET /api/certificates/{id} (JSON) and GET /certificates/{id} (a
 * printable page). No login: the 128-bit random id is the capability to read it.
 */
export const certificateRoutes: FastifyPluginAsyncZod<{
  certificates: CertificateService;
}> = async (app, { certificates }) => {
  app.get(
    '/api/certificates/:id',
    {
      schema: {
        tags: ['certificates'],
        summary: 'A certificate of retired tonnes: recipient, projects, serial ranges, date, order',
        params: CertificateParams,
        response: { 200: CertificateResponse, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const found = await certificates.get(request.params.id);
      if (!found.ok) return sendError(reply, 404, found.error);
      const certificate = found.value;
      reply.header('x-robots-tag', 'noindex');
      const { testMode, ...rest } = certificate;
      return {
        ...rest,
        ...(testMode && { testMode: true }),
        retiredAt: certificate.retiredAt.toISOString(),
        cancelledAt: certificate.cancelledAt?.toISOString() ?? null,
        lines: [...certificate.lines],
      };
    },
  );

  app.get(
    '/certificates/:id',
    { schema: { hide: true, params: CertificateParams } },
    async (request, reply) => {
      const found = await certificates.get(request.params.id);
      reply.type('text/html; charset=utf-8').header('x-robots-tag', 'noindex');
      if (!found.ok)
        return reply.code(404).send(renderCertificateNotFoundPage(formatMessage(found.error)));
      return reply.send(renderCertificatePage(found.value));
    },
  );
};
