import { maskMobile, type Language, type TicketDetails, type TicketSummary } from '@sanad/contract';
import type { LookupService } from '../lookup/lookup.service.ts';
import { serviceClock } from '../service-level/service-clock.ts';
import { ticketGroups } from '../config/config.service.ts';
import type { TicketRepository, TicketRow } from './ticket.repository.ts';

/** The ticket types, categories and sub-categories named in a language. */
export function createTicketNames(lookups: Pick<LookupService, 'children'>) {
  return async function namesIn(language: Language): Promise<(code: string) => string> {
    const groups = await Promise.all(Object.values(ticketGroups).map((group) => lookups.children(group)));
    const names = new Map(groups.flat().map((item) => [item.code, language === 'ar' ? item.nameAr : item.nameEn]));
    return (code) => names.get(code) ?? code;
  };
}
export type TicketNamesReader = ReturnType<typeof createTicketNames>;

export function toTicketSummary(row: TicketRow, name: (code: string) => string, now: Date): TicketSummary {
  const named = (code: string) => ({ code, name: name(code) });
  return {
    id: row.id,
    ticketNumber: row.ticketNumber,
    status: row.status,
    ticketType: named(row.ticketType),
    category: named(row.category),
    subCategory: named(row.subCategory),
    // A ticket does not expire while it waits for the beneficiary: no due time.
    clock: serviceClock({ ...row, documentsDueAt: null }, now),
  };
}

export async function toTicketDetails(
  repository: TicketRepository,
  row: TicketRow,
  name: (code: string) => string,
  now: Date,
): Promise<TicketDetails> {
  const [messages, history] = await Promise.all([repository.messages(row.id), repository.history(row.id)]);
  return {
    ...toTicketSummary(row, name, now),
    description: row.description,
    maskedMobile: maskMobile(row.mobile),
    file: row.fileName !== null && row.fileSizeBytes !== null ? { fileName: row.fileName, sizeBytes: row.fileSizeBytes } : null,
    messages: messages.map((message) => ({ by: message.by, text: message.body, at: message.at.toISOString() })),
    history: history.map((item) => ({ from: item.fromStatus, to: item.toStatus, by: item.by, at: item.at.toISOString() })),
  };
}
