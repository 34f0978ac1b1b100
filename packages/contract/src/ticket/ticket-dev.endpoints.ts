import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { ticketDetailsResponseSchema } from './ticket.schemas.ts';

/** A case worker's step on a ticket, as the demo hook drives it until the back office has screens. */
export const ticketCaseStepSchema = z.enum(['take', 'reply', 'close']);
export type TicketCaseStep = z.infer<typeof ticketCaseStepSchema>;

export const ticketCaseStepParamsSchema = z.object({ number: z.string().trim().min(1).max(30), step: ticketCaseStepSchema });

/** The case worker's answer (reply, required there). */
export const ticketCaseStepBodySchema = z.object({ comment: z.string().trim().max(2000).nullish() });
export type TicketCaseStepBody = z.infer<typeof ticketCaseStepBodySchema>;

/**
 * Demo mode only (never in production, where every /api/dev/* is 404): drives a case worker's step on a ticket, so the
 * ticket journey can be tried before the back office has screens.
 */
export const devTicket = {
  caseStep: defineEndpoint({
    method: 'POST',
    path: '/api/dev/tickets/{number}/{step}',
    summary: "Demo mode: a case worker's step on ticket {number}: take, reply (with the answer) or close",
    access: 'public',
    params: ticketCaseStepParamsSchema,
    body: ticketCaseStepBodySchema,
    response: ticketDetailsResponseSchema,
  }),
};
