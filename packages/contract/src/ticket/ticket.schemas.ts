import { z } from 'zod';
import { entityIdSchema, lookupCodeSchema, mobileSchema, ninSchema, otpCodeSchema } from '../common/fields.ts';
import { maxPageSize, pageOf } from '../common/pagination.ts';
import { serviceClockSchema } from '../common/service-clock.ts';

/**
 * Tickets (DOMAIN.md "Tickets"; docs/decisions/064-tickets.md): a visitor opens one with national ID, mobile and a
 * one-time code; the holder of that national ID follows it once signed in (registered-tickets). Moments ISO in UTC.
 */

/** A ticket's status (DOMAIN.md): OPEN → IN_PROGRESS → ANSWERED, back to IN_PROGRESS on a follow-up, CLOSED. */
export const ticketStatuses = ['OPEN', 'IN_PROGRESS', 'ANSWERED', 'CLOSED'] as const;
export const ticketStatusSchema = z.enum(ticketStatuses);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

/**
 * A ticket's words or a reply: 10 to 2,000 characters (the longest is also `crm.settings.maxDescriptionLength`, which
 * the server checks as well, so an operator may lower it).
 */
export const ticketTextSchema = z.string().trim().min(10).max(2000);

/** What a visitor says the ticket is about and who they are: the first step of the visitor form. */
export const ticketDetailsSchema = z.object({
  nin: ninSchema,
  mobile: mobileSchema,
  /** A ticket type of crm-config (`ticketType` lookup). */
  ticketType: lookupCodeSchema,
  /** A category of that type (ticket-categories/{type}). */
  category: lookupCodeSchema,
  /** A sub-category of that category (ticket-sub-categories/{category}). */
  subCategory: lookupCodeSchema,
  description: ticketTextSchema,
});
export type TicketDetailsInput = z.infer<typeof ticketDetailsSchema>;

/**
 * create: the ticket and the code sent by /api/applicant/sendOTP to `mobile` for `nin` (`otpId` is the id it
 * answered). Sent as the `attachment` part of a multipart request whose optional `file` part is the one attachment.
 */
export const createTicketSchema = ticketDetailsSchema.extend({ otpId: entityIdSchema, oneTimePassword: otpCodeSchema });
export type CreateTicketInput = z.infer<typeof createTicketSchema>;

/** What creation answers: the number to quote and follow the ticket by. */
export const ticketCreatedSchema = z.object({ ticketNumber: z.string() });
export type TicketCreated = z.infer<typeof ticketCreatedSchema>;

/** `{a}/{b}` of registered-tickets: the page (from 0) and its size. */
export const ticketsListParamsSchema = z.object({
  a: z.coerce.number().int().min(0).max(100_000),
  b: z.coerce.number().int().min(1).max(maxPageSize),
});
export type TicketsListParams = z.infer<typeof ticketsListParamsSchema>;

/** `{id}` of ticket-details and ticket-file: a ticket of the caller's national ID. */
export const ticketIdParamsSchema = z.object({ id: entityIdSchema });
export type TicketIdParams = z.infer<typeof ticketIdParamsSchema>;

/** The beneficiary's reply on a ticket of theirs. */
export const ticketReplySchema = z.object({ ticketNumber: z.string().trim().min(1).max(30), reply: ticketTextSchema });
export type TicketReply = z.infer<typeof ticketReplySchema>;

/** The beneficiary closes a ticket of theirs. */
export const ticketCloseSchema = z.object({ ticketNumber: z.string().trim().min(1).max(30) });
export type TicketClose = z.infer<typeof ticketCloseSchema>;

/** A lookup code with its name in the caller's language. */
const namedCodeSchema = z.object({ code: z.string(), name: z.string() });

/** A ticket in the list. */
export const ticketSummarySchema = z.object({
  id: z.string(),
  ticketNumber: z.string(),
  status: ticketStatusSchema,
  ticketType: namedCodeSchema,
  category: namedCodeSchema,
  subCategory: namedCodeSchema,
  clock: serviceClockSchema,
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** One message of a ticket's thread: the beneficiary's or a case worker's words. */
export const ticketMessageSchema = z.object({
  by: z.enum(['BENEFICIARY', 'CASE_WORKER']),
  text: z.string(),
  at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** One step of a ticket's history. */
export const ticketHistoryItemSchema = z.object({
  from: ticketStatusSchema.nullable(),
  to: ticketStatusSchema,
  by: z.enum(['APPLICANT', 'CASE_WORKER', 'SYSTEM']),
  at: z.string(),
});
export type TicketHistoryItem = z.infer<typeof ticketHistoryItemSchema>;

/** A ticket with its words, the mobile it was confirmed with, its file, the thread of replies and the history. */
export const ticketDetailsResponseSchema = ticketSummarySchema.extend({
  description: z.string(),
  /** The mobile the visitor confirmed, masked (`05******12`). */
  maskedMobile: z.string(),
  file: z.object({ fileName: z.string(), sizeBytes: z.number().int() }).nullable(),
  messages: z.array(ticketMessageSchema),
  history: z.array(ticketHistoryItemSchema),
});
export type TicketDetails = z.infer<typeof ticketDetailsResponseSchema>;

export const ticketPageSchema = pageOf(ticketSummarySchema);
