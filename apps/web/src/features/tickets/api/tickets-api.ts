import type { ApplicantSendOtpInput, CreateTicketInput, TicketClose, TicketReply } from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { callApi, uploadFile } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { endpointQuery, inLanguage, invalidate, useEndpoint, useQuery } from '../../../lib/server-state.ts';

/**
 * Tickets (docs/decisions/064-tickets.md): the configuration the visitor form cascades through, the visitor's code
 * and ticket, and the signed-in holder's list, details, reply and close. Answers name types and categories in the
 * caller's language, so the holder's reads are keyed by the UI language too.
 */

/** Tickets a page. */
export const ticketsPageSize = 10;

/** crm-config: the ticket types and settings. */
export const useCrmConfig = () => useEndpoint(routes.config.crm);

/** The categories of a ticket type (none asked while no type is chosen). */
export const useTicketCategories = (ticketType: string) =>
  useEndpoint(routes.config.ticketCategories, { params: { id: ticketType } }, { enabled: ticketType !== '' });

/** The sub-categories of a category (none asked while no category is chosen). */
export const useTicketSubCategories = (category: string) =>
  useEndpoint(routes.config.ticketSubCategories, { params: { id: category } }, { enabled: category !== '' });

/** Sends the visitor a code to the mobile for the national ID (the captcha of the page). */
export const sendVisitorCode = (body: ApplicantSendOtpInput) => callApi(routes.registration.applicantSendOtp, { body });

/**
 * Opens the ticket with the code and the file, if one is chosen. The server's refusals of the file (400) come back
 * as a result by the file upload helper; they are thrown here like every other refusal, for the form to show.
 */
export async function createTicket(body: CreateTicketInput, file: File | null) {
  const result = await uploadFile(routes.ticket.create, { body, file });
  if (!result.ok) throw result.error;
  return result.value;
}

/** The tickets of the signed-in national ID, newest first, a page at a time (null: not asked). */
export function useRegisteredTickets(enabled: boolean, page: number) {
  const { language } = useLanguage();
  return useQuery(
    enabled
      ? inLanguage(endpointQuery(routes.ticket.registeredTickets, { params: { a: String(page), b: String(ticketsPageSize) } }), language)
      : null,
  );
}

/** One ticket with its thread (null: none chosen). */
export function useTicketDetails(id: string | null) {
  const { language } = useLanguage();
  return useQuery(id ? inLanguage(endpointQuery(routes.ticket.ticketDetails, { params: { id } }), language) : null);
}

async function ticketsChanged(): Promise<void> {
  await Promise.all([invalidate(routes.ticket.registeredTickets), invalidate(routes.ticket.ticketDetails)]);
}

/** Adds the beneficiary's reply; the lists are read again. */
export async function replyToTicket(body: TicketReply) {
  const answered = await callApi(routes.ticket.reply, { body });
  await ticketsChanged();
  return answered;
}

/** Closes the ticket; the lists are read again. */
export async function closeTicket(body: TicketClose) {
  const closed = await callApi(routes.ticket.close, { body });
  await ticketsChanged();
  return closed;
}

/** The bytes of the ticket's file (GET ticket-file/{id}). */
export const downloadTicketFile = (id: string) => callApi(routes.ticket.ticketFile, { params: { id } });
