import { appealStatus, type AppealStatusCode, type AppealSubjectType } from '@sanad/contract';
import { nextStatusIn, requestNumberOf, type StepActorKind, type TransitionTable } from '../service-level/service-steps.ts';

/** Who makes a step: the appeal's head of household, a case worker, or the system (the expiry job). */
export type AppealActorKind = StepActorKind;

/** A step of an appeal's life after it is raised (NEW). */
export type AppealStep = 'cancel' | 'take' | 'askForDocuments' | 'provideDocuments' | 'approve' | 'reject' | 'expire';

/**
 * The appeal state machine (DOMAIN.md "Appeals"; docs/decisions/060-appeals.md), the one table every step reads: from
 * which status a step may start, where it leads and who makes it. NEW → UNDER_PROCESSING → APPROVED | REJECT, with
 * NEED_DOCUMENT and back while a case worker waits for documents, EXPIRED when they never come, CANCELED by the
 * applicant while nobody has taken it.
 */
export const appealTransitions: TransitionTable<AppealStep, AppealStatusCode> = {
  cancel: { from: [appealStatus.NEW], to: appealStatus.CANCELED, by: 'APPLICANT' },
  take: { from: [appealStatus.NEW], to: appealStatus.UNDER_PROCESSING, by: 'CASE_WORKER' },
  askForDocuments: { from: [appealStatus.UNDER_PROCESSING], to: appealStatus.NEED_DOCUMENT, by: 'CASE_WORKER' },
  provideDocuments: { from: [appealStatus.NEED_DOCUMENT], to: appealStatus.UNDER_PROCESSING, by: 'APPLICANT' },
  approve: { from: [appealStatus.UNDER_PROCESSING], to: appealStatus.APPROVED, by: 'CASE_WORKER' },
  reject: { from: [appealStatus.UNDER_PROCESSING], to: appealStatus.REJECT, by: 'CASE_WORKER' },
  expire: { from: [appealStatus.NEED_DOCUMENT], to: appealStatus.EXPIRED, by: 'SYSTEM' },
};

/** Where `step` leads from `current`, or null when the table does not allow it. */
export function nextStatus(step: AppealStep, current: AppealStatusCode): AppealStatusCode | null {
  return nextStatusIn(appealTransitions, step, current);
}

/** The ids naming an appeal's subject. */
export interface AppealSubjectIds {
  type: AppealSubjectType;
  applicationId: string;
  cycleId: string;
  houseId: string | null;
  dependentId: string | null;
  paymentId: string | null;
}

/**
 * One key per subject, whatever its type, for the one-open-appeal-per-subject index: a month of an application, a
 * house in a month, a dependent in a house's month, a payment. A month and one of its houses are different subjects.
 */
export function subjectKeyOf(subject: AppealSubjectIds): string {
  switch (subject.type) {
    case 'CYCLE':
      return `CYCLE:${subject.applicationId}:${subject.cycleId}`;
    case 'HOUSE':
      return `HOUSE:${subject.applicationId}:${subject.cycleId}:${subject.houseId ?? ''}`;
    case 'DEPENDENT':
      return `DEPENDENT:${subject.applicationId}:${subject.cycleId}:${subject.houseId ?? ''}:${subject.dependentId ?? ''}`;
    case 'PAYMENT':
      return `PAYMENT:${subject.paymentId ?? ''}`;
  }
}

/** The appeal number shown to the beneficiary: the year raised (Riyadh) and the sequence number. */
export const appealNumberOf = (year: string, sequence: number): string => requestNumberOf('AP', year, sequence);

/** The code of the additional payment an approved appeal makes (unique: the appeal's sequence number is). */
export const appealPaymentCodeOf = (period: string, appealNbr: string): string =>
  `AP-${period.replace('-', '')}-${(appealNbr.split('-')[2] ?? '').padStart(7, '0')}`;
