import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import {
  createTicketSchema,
  ticketCloseSchema,
  ticketCreatedSchema,
  ticketDetailsResponseSchema,
  ticketIdParamsSchema,
  ticketPageSchema,
  ticketReplySchema,
  ticketsListParamsSchema,
} from './ticket.schemas.ts';

/** Whoever signs in with a national ID follows the tickets opened with it (staff accounts have none). */
const holders = ['APPLICANT', 'DEPENDENT', 'WHITE_LISTED_APPLICANT'] as const;

/**
 * Tickets (DOMAIN.md "Tickets"; docs/decisions/064-tickets.md): additions to the spec's list, which names only the
 * ticket configuration (`/api/config/crm-config`, `ticket-categories/{id}`, `ticket-sub-categories/{id}`) and the
 * routes /tickets and /registered-tickets. Every id is one of the caller's national ID or a 404.
 */
export const ticket = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/tickets/create',
    summary:
      'A visitor opens a ticket: national ID, mobile with the code of /api/applicant/sendOTP, type, category, sub-category, words and one optional file',
    access: 'public-only',
    requestKind: 'multipart',
    body: createTicketSchema,
    response: ticketCreatedSchema,
  }),
  registeredTickets: defineEndpoint({
    method: 'GET',
    path: '/api/tickets/registered-tickets/{a}/{b}',
    summary: "The tickets opened with the caller's national ID, newest first: page {a} (from 0) of {b} a page",
    access: holders,
    params: ticketsListParamsSchema,
    response: ticketPageSchema,
  }),
  ticketDetails: defineEndpoint({
    method: 'GET',
    path: '/api/tickets/ticket-details/{id}',
    summary: 'One ticket with its clock, its file, the thread of replies and the history',
    access: holders,
    params: ticketIdParamsSchema,
    response: ticketDetailsResponseSchema,
  }),
  ticketFile: defineEndpoint({
    method: 'GET',
    path: '/api/tickets/ticket-file/{id}',
    summary: 'The file of ticket {id}, as the visitor sent it (404 when it has none)',
    access: holders,
    params: ticketIdParamsSchema,
    response: z.unknown(),
    responseKind: 'binary',
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/api/tickets/reply',
    summary: 'The beneficiary adds a reply to a ticket not closed; an ANSWERED ticket goes back to IN_PROGRESS',
    access: holders,
    body: ticketReplySchema,
    response: ticketDetailsResponseSchema,
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/api/tickets/close',
    summary: 'The beneficiary closes a ticket of theirs',
    access: holders,
    body: ticketCloseSchema,
    response: ticketDetailsResponseSchema,
  }),
};
