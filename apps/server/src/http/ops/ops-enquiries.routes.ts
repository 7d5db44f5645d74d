import {
  ErrorBody,
  OpsEnquiriesQuery,
  OpsEnquiryDetail,
  OpsEnquiryPage,
  OpsEnquiryParams,
  OpsEnquiryReplyRequest,
  OpsEnquiryStatusRequest,
  OpsNote,
  OpsNoteRequest,
} from '@netzero/contract';
import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  EnquiryInboxService,
  InboxFailure,
} from '../../services/enquiries/enquiry-inbox.service.js';
import type { InboxEnquiry, InboxEnquiryDetail } from '../../services/ports/enquiry-inbox.port.js';
import { sendError } from '../error-handler.js';
import { actorOf, noteWire, OPS_ROUTE } from './ops-wire.js';

const EXCERPT_CHARS = 160;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const summary = ({ enquiry, ...rest }: InboxEnquiry) => ({
  ...rest,
  excerpt: enquiry.slice(0, EXCERPT_CHARS),
  createdAt: rest.createdAt.toISOString(),
  updatedAt: rest.updatedAt.toISOString(),
});

const detail = (found: InboxEnquiryDetail) => ({
  ...found,
  createdAt: found.createdAt.toISOString(),
  updatedAt: found.updatedAt.toISOString(),
  notes: found.notes.map(noteWire),
  replies: found.replies.map((r) => ({ ...r, at: r.at.toISOString() })),
});

const fail = (reply: FastifyReply, { code }: InboxFailure) =>
  sendError(reply, code === 'OPS.ENQUIRY_NOT_FOUND' ? 404 : 403, code);

/** The enquiries inbox of the operator console (issue 19 §7). */
export const opsEnquiryRoutes: FastifyPluginAsyncZod<{
  inbox: EnquiryInboxService;
  requireOperator: onRequestAsyncHookHandler;
}> = async (app, { inbox, requireOperator }) => {
  app.get(
    '/api/ops/enquiries',
    {
      onRequest: requireOperator,
      schema: {
        ...OPS_ROUTE,
        summary: 'List enquiries, newest first, with each status’s count (operators only)',
        querystring: OpsEnquiriesQuery,
        response: { 200: OpsEnquiryPage, ...errors },
      },
    },
    async (request) => {
      const page = await inbox.list(request.query);
      const { page: number, pageSize } = request.query;
      return { ...page, items: page.items.map(summary), page: number, pageSize };
    },
  );
  app.get(
    '/api/ops/enquiries/:id',
    {
      onRequest: requireOperator,
      schema: {
        ...OPS_ROUTE,
        summary: 'Read one enquiry with its notes and replies (operators only)',
        params: OpsEnquiryParams,
        response: { 200: OpsEnquiryDetail, ...errors },
      },
    },
    async (request, reply) => {
      const found = await inbox.detail(request.params.id);
      return found.ok ? detail(found.value) : fail(reply, found.error);
    },
  );
  app.patch(
    '/api/ops/enquiries/:id',
    {
      onRequest: requireOperator,
      schema: {
        ...OPS_ROUTE,
        summary: 'Move an enquiry to new, in progress or answered (operators only; audited)',
        params: OpsEnquiryParams,
        body: OpsEnquiryStatusRequest,
        response: { 200: OpsEnquiryDetail, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const done = await inbox.setStatus(id, request.body.status, actorOf(request.operator));
      return done.ok ? detail(done.value) : fail(reply, done.error);
    },
  );
  app.post(
    '/api/ops/enquiries/:id/notes',
    {
      onRequest: requireOperator,
      schema: {
        ...OPS_ROUTE,
        summary: 'Add an internal note to an enquiry (operators only; audited)',
        description: 'Signed by the operator’s account: the machine token is answered 403.',
        params: OpsEnquiryParams,
        body: OpsNoteRequest,
        response: { 201: OpsNote, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const added = await inbox.addNote(id, request.body.body, actorOf(request.operator));
      if (!added.ok) return fail(reply, added.error);
      return reply.code(201).send(noteWire(added.value));
    },
  );
  app.post(
    '/api/ops/enquiries/:id/reply',
    {
      onRequest: requireOperator,
      schema: {
        ...OPS_ROUTE,
        summary: 'E-mail a reply to the enquirer and mark the enquiry answered (operators only)',
        description:
          'The e-mail is a send-mail job committed with the status change; the reply is kept in the audit log (action enquiry.reply).',
        params: OpsEnquiryParams,
        body: OpsEnquiryReplyRequest,
        response: { 200: OpsEnquiryDetail, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const sent = await inbox.reply(id, request.body, actorOf(request.operator));
      return sent.ok ? detail(sent.value) : fail(reply, sent.error);
    },
  );
};
