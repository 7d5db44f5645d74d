import { EnquiryRequest, EnquiryResponse, ErrorBody } from '@netzero/contract';
import { formatMessage, toFieldMessages } from '@netzero/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EnquiryService } from '../services/enquiries/enquiry.service.js';
import { sendError } from './error-handler.js';

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
        body: EnquiryRequest,
        response: { 201: EnquiryResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const submitted = await enquiries.submit(request.body);
      if (!submitted.ok) {
        const errors = toFieldMessages(submitted.error) as Record<string, string>;
        return sendError(reply, 400, 'API.INVALID_REQUEST', errors);
      }
      return reply
        .code(201)
        .send({ message: formatMessage('ENQUIRY.SUBMITTED'), id: submitted.value.id });
    },
  );
};
