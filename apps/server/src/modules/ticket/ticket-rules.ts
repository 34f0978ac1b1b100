import type { TicketStatus } from '@sanad/contract';
import { nextStatusIn, requestNumberOf, type TransitionTable } from '../service-level/service-steps.ts';

/** A step of a ticket's life after it is opened (OPEN). */
export type TicketStep = 'take' | 'answer' | 'followUp' | 'close' | 'staffClose';

/**
 * The ticket state machine (DOMAIN.md "Tickets"; docs/decisions/064-tickets.md), the one table every step reads: a case
 * worker takes an OPEN ticket (IN_PROGRESS) and answers it (ANSWERED, from OPEN too); the beneficiary's reply on an
 * ANSWERED ticket sends it back to IN_PROGRESS; either side closes it while it is not closed.
 */
export const ticketTransitions: TransitionTable<TicketStep, TicketStatus> = {
  take: { from: ['OPEN'], to: 'IN_PROGRESS', by: 'CASE_WORKER' },
  answer: { from: ['OPEN', 'IN_PROGRESS'], to: 'ANSWERED', by: 'CASE_WORKER' },
  followUp: { from: ['ANSWERED'], to: 'IN_PROGRESS', by: 'APPLICANT' },
  close: { from: ['OPEN', 'IN_PROGRESS', 'ANSWERED'], to: 'CLOSED', by: 'APPLICANT' },
  staffClose: { from: ['OPEN', 'IN_PROGRESS', 'ANSWERED'], to: 'CLOSED', by: 'CASE_WORKER' },
};

/** Where `step` leads from `current`, or null when the table does not allow it. */
export const nextTicketStatus = (step: TicketStep, current: TicketStatus): TicketStatus | null =>
  nextStatusIn(ticketTransitions, step, current);

/**
 * What a beneficiary's reply does: on an ANSWERED ticket it is the follow-up step; on an OPEN or IN_PROGRESS one it
 * joins the thread and the status stays; on a CLOSED one it is refused (null).
 */
export function replyEffect(status: TicketStatus): 'followUp' | 'thread' | null {
  if (nextTicketStatus('followUp', status) !== null) return 'followUp';
  return status === 'CLOSED' ? null : 'thread';
}

/** Steps that wait for the beneficiary (the clock stands while ANSWERED) and steps that end the ticket (it stops). */
export const waitsForBeneficiary = (step: TicketStep): boolean => step === 'answer';
export const decides = (step: TicketStep): boolean => step === 'close' || step === 'staffClose';

/** The ticket number shown to the visitor: the year opened (Riyadh) and the sequence number. */
export const ticketNumberOf = (year: string, sequence: number): string => requestNumberOf('TK', year, sequence);

/** Working days promised for a ticket type: its own allowance, else the DEFAULT one. */
export function answerWorkingDays(allowance: Readonly<Record<string, number>>, ticketType: string): number {
  return allowance[ticketType] ?? allowance.DEFAULT ?? 5;
}
