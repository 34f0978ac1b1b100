import type { ComplaintStatus } from '@sanad/contract';
import { nextStatusIn, requestNumberOf, type TransitionTable } from '../service-level/service-steps.ts';

/** A step of a complaint's life after it is made (NEW). */
export type ComplaintStep = 'take' | 'requestInfo' | 'provideInfo' | 'lapse' | 'resolve' | 'reject';

/**
 * The payment complaint state machine (DOMAIN.md "Payment complaint"; docs/decisions/062-payment-complaints.md), the
 * one table every step reads: NEW → UNDER_PROCESSING → RESOLVED | REJECTED, with NEED_INFO and back while a case worker
 * waits for the beneficiary's answer (updatePaymentComplainRequest).
 */
export const complaintTransitions: TransitionTable<ComplaintStep, ComplaintStatus> = {
  take: { from: ['NEW'], to: 'UNDER_PROCESSING', by: 'CASE_WORKER' },
  requestInfo: { from: ['UNDER_PROCESSING'], to: 'NEED_INFO', by: 'CASE_WORKER' },
  provideInfo: { from: ['NEED_INFO'], to: 'UNDER_PROCESSING', by: 'APPLICANT' },
  // No answer within `complaint.infoWaitDays`: the complaint is studied as it stands, never dropped (decision 068).
  lapse: { from: ['NEED_INFO'], to: 'UNDER_PROCESSING', by: 'SYSTEM' },
  resolve: { from: ['UNDER_PROCESSING'], to: 'RESOLVED', by: 'CASE_WORKER' },
  reject: { from: ['NEW', 'UNDER_PROCESSING'], to: 'REJECTED', by: 'CASE_WORKER' },
};

/** Where `step` leads from `current`, or null when the table does not allow it. */
export const nextComplaintStatus = (step: ComplaintStep, current: ComplaintStatus): ComplaintStatus | null =>
  nextStatusIn(complaintTransitions, step, current);

/** Steps that wait for the beneficiary (the clock stands) and steps that decide (the clock stops). */
export const waitsForBeneficiary = (step: ComplaintStep): boolean => step === 'requestInfo';
export const decides = (step: ComplaintStep): boolean => step === 'resolve' || step === 'reject';

/** The complaint number shown to the beneficiary: the year made (Riyadh) and the sequence number. */
export const complaintNumberOf = (year: string, sequence: number): string => requestNumberOf('PC', year, sequence);

/** Working days promised for a category: its own allowance, else the DEFAULT one. */
export function answerWorkingDays(allowance: Readonly<Record<string, number>>, category: string): number {
  return allowance[category] ?? allowance.DEFAULT ?? 10;
}
