import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { RouteLimit } from '../../plugins/rate-limit.ts';
import { replyWithFile } from '../attachment/download-reply.ts';
import type { UploadReader } from '../attachment/upload-reader.ts';
import type { TicketsService } from './tickets.service.ts';

/**
 * A visitor's door that spends a code and stores a file: per address (the body is multipart, read by the handler, so
 * no body key; the code's own caps count per mobile).
 */
const createLimit: RouteLimit = { bucket: 'ticket-create:ip', max: 20, windowMs: 10 * 60_000, key: 'ip' };

/** The ticket endpoints (docs/decisions/064-tickets.md): each hands the caller, the input and the context to one method. */
export async function ticketRoutes(app: FastifyInstance, { tickets, uploads }: { tickets: TicketsService; uploads: UploadReader }) {
  const e = contract.ticket;
  registerEndpoint(
    app,
    e.create,
    ({ ctx, request }) => uploads.withOptionalUpload(request, e.create, ({ metadata, file }) => tickets.create(metadata, file, ctx)),
    { limits: [createLimit] },
  );
  registerEndpoint(app, e.registeredTickets, ({ params, ctx, request }) =>
    tickets.registeredTickets(requirePrincipal(request), params, ctx),
  );
  registerEndpoint(app, e.ticketDetails, ({ params, ctx, request }) => tickets.ticketDetails(requirePrincipal(request), params, ctx));
  registerEndpoint(app, e.ticketFile, async ({ params, request, reply }) =>
    replyWithFile(reply, await tickets.ticketFile(requirePrincipal(request), params)),
  );
  registerEndpoint(app, e.reply, ({ body, ctx, request }) => tickets.reply(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.close, ({ body, ctx, request }) => tickets.close(requirePrincipal(request), body, ctx));
}
