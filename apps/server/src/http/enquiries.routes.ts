import { EnquiryRequest, EnquiryResponse, ErrorBody } from '@netzero/contract';
import { formatMessage, toFieldMessages } from '@netzero/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EnquiryService } from '../services/enquiries/enquiry.service.js';
import { sendError } from './error-handler.js';
import { sendRateLimited } from './rate-limited-reply.js';

/** POST /api/questionnaires (spec §7): the home page's enquiry form, open to visitors. */
export const enquiryRoutes: FastifyPluginAsyncZod<{ enquiries: EnquiryService }> = async (
  app,
  { enquiries },
) => {
  app.post(
    '/api/questionnaires',
    {
      schema: {
        tags: ['Enquiries'],
        summary: 'Send an enquiry (the rules and messages of spec §5)',
        description:
          'More than 10 enquiries an hour from one address, or 3 from one e-mail, answers 429 with Retry-After.',
        body: EnquiryRequest,
        response: { 201: EnquiryResponse, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const submitted = await enquiries.submit(request.body, request.ip);
      if (!submitted.ok) {
        if (submitted.error.code === 'API.RATE_LIMITED')
          return sendRateLimited(reply, submitted.error);
        const errors = toFieldMessages(submitted.error.fields) as Record<string, string>;
        return sendError(reply, 400, 'API.INVALID_REQUEST', errors);
      }
      return reply
        .code(201)
        .send({ message: formatMessage('ENQUIRY.SUBMITTED'), id: submitted.value.id });
    },
  );
};
