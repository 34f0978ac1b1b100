import { applicationStatusNames, type ApplicationAction, type ApplicationStatus } from '@sanad/contract';
import { DomainError } from '../../platform/errors.ts';

/**
 * Every way an application changes state (DOMAIN.md "SSP application"), in one table: the applicant's actions and the
 * steps a case worker, the cycle job or the payment day take. Nothing else changes `application.status`.
 */
export const applicationTransitions = {
  /** The applicant sends a draft. */
  SUBMIT: { from: ['DRAFT'], to: 'SUBMITTED' },
  /** The applicant takes a submitted application back before anyone studies it. */
  CANCEL_SUBMIT: { from: ['SUBMITTED'], to: 'CANCELED' },
  /** The applicant withdraws from the program (a ban of `application.withdrawBanDays` follows). */
  WITHDRAW: { from: ['SUBMITTED', 'UNDER_STUDY', 'ELIGIBLE', 'INELIGIBLE', 'SUSPENDED'], to: 'WITHDRAWN' },
  /** The applicant re-confirms their data after a suspension; the next cycle evaluates them again. */
  RESUME_PAYMENT: { from: ['SUSPENDED'], to: 'ELIGIBLE' },
  /** The applicant asks for a new study of an ineligible application (manual reapply, once per cycle). */
  MANUAL_REAPPLY: { from: ['INELIGIBLE'], to: 'UNDER_STUDY' },
  /** A case worker takes the application. */
  START_STUDY: { from: ['SUBMITTED'], to: 'UNDER_STUDY' },
  /** A case worker's decision, or the cycle's. */
  DECIDE_ELIGIBLE: { from: ['UNDER_STUDY', 'INELIGIBLE'], to: 'ELIGIBLE' },
  DECIDE_INELIGIBLE: { from: ['UNDER_STUDY', 'ELIGIBLE'], to: 'INELIGIBLE' },
  /** No data update for `application.inactivityMonths`, or a failed payment. */
  SUSPEND: { from: ['ELIGIBLE'], to: 'SUSPENDED' },
} as const satisfies Record<string, { from: readonly ApplicationStatus[]; to: ApplicationStatus }>;

export type ApplicationTransition = keyof typeof applicationTransitions;

/** Whether a transition may start from a state. */
export function canTransition(from: ApplicationStatus, transition: ApplicationTransition): boolean {
  return (applicationTransitions[transition].from as readonly ApplicationStatus[]).includes(from);
}

/** The state a transition leads to, or 409 APPLICATION_TRANSITION_NOT_ALLOWED naming the current state. */
export function nextStatus(from: ApplicationStatus, transition: ApplicationTransition): ApplicationStatus {
  if (!canTransition(from, transition)) {
    throw new DomainError('APPLICATION_TRANSITION_NOT_ALLOWED', {
      values: { statusAr: applicationStatusNames[from].ar, statusEn: applicationStatusNames[from].en, transition },
    });
  }
  return applicationTransitions[transition].to;
}

/**
 * The actions an application's state offers its applicant (the screen shows only these). A stand-in may not withdraw
 * (DOMAIN.md "emergency login"); documents are edited in a draft or while a case worker's request is open.
 */
export function allowedActions(
  status: ApplicationStatus,
  options: { standIn: boolean; hasPendingDocuments: boolean },
): ApplicationAction[] {
  const actions: ApplicationAction[] = [];
  if (status === 'DRAFT') actions.push('EDIT_DRAFT', 'SUBMIT');
  if (canTransition(status, 'CANCEL_SUBMIT')) actions.push('CANCEL_SUBMIT');
  if (canTransition(status, 'WITHDRAW') && !options.standIn) actions.push('WITHDRAW');
  if (canTransition(status, 'RESUME_PAYMENT')) actions.push('RESUME_PAYMENT');
  if (options.hasPendingDocuments && status !== 'DRAFT') actions.push('EDIT_DOCUMENTS');
  if (status === 'INELIGIBLE' || status === 'ELIGIBLE') actions.push('MANUAL_REAPPLY');
  return actions;
}
