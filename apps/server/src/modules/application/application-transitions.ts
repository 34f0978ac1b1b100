import {
  applicationStatusNames,
  closedApplicationStatuses,
  type ApplicationAction,
  type ApplicationStatus,
  type ReapplyKind,
} from '@sanad/contract';
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
  /**
   * A case worker's decision, or the cycle's when it is published: a submitted application no case worker took is
   * studied by the cycle (docs/decisions/055-cycles-engine.md).
   */
  DECIDE_ELIGIBLE: { from: ['SUBMITTED', 'UNDER_STUDY', 'INELIGIBLE'], to: 'ELIGIBLE' },
  DECIDE_INELIGIBLE: { from: ['SUBMITTED', 'UNDER_STUDY', 'ELIGIBLE'], to: 'INELIGIBLE' },
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

/** Whether a state ends the application (CANCELED, WITHDRAWN): nothing more is asked of it or sent on it. */
export function isClosedStatus(status: ApplicationStatus): boolean {
  return (closedApplicationStatuses as readonly ApplicationStatus[]).includes(status);
}

/**
 * Whether a case worker may ask for documents, and the applicant answer them (DOMAIN.md "Pending documents"): on what
 * was sent, so past the draft, and not on a closed application (closing one cancels its open request).
 */
export function takesDocumentRequests(status: ApplicationStatus): boolean {
  return status !== 'DRAFT' && !isClosedStatus(status);
}

/** 409 APPLICATION_TRANSITION_NOT_ALLOWED naming the state, when documents cannot be asked for in it. */
export function requireDocumentRequests(status: ApplicationStatus): void {
  if (!takesDocumentRequests(status)) {
    throw new DomainError('APPLICATION_TRANSITION_NOT_ALLOWED', {
      values: { statusAr: applicationStatusNames[status].ar, statusEn: applicationStatusNames[status].en, transition: 'REQUEST_DOCUMENTS' },
    });
  }
}

/** What the actions of an application depend on besides its state. */
export interface ActionOptions {
  /** An emergency login: the stand-in may not withdraw. */
  standIn: boolean;
  /** The caller only reads (a white-listed applicant, whose applications the ministry makes): no action at all. */
  readOnly: boolean;
  hasPendingDocuments: boolean;
  /** The manual-reapply variants that apply now (reapply-rules.ts). */
  reapplyKinds: readonly ReapplyKind[];
}

/**
 * The actions an application's state offers its applicant (the screen shows only these). A stand-in may not withdraw
 * (DOMAIN.md "emergency login"); documents are edited in a draft or while a case worker's request is open on an
 * application not closed; manual reapply is offered when one of its variants applies now.
 */
export function allowedActions(status: ApplicationStatus, options: ActionOptions): ApplicationAction[] {
  if (options.readOnly) return [];
  const actions: ApplicationAction[] = [];
  if (status === 'DRAFT') actions.push('EDIT_DRAFT', 'SUBMIT');
  if (canTransition(status, 'CANCEL_SUBMIT')) actions.push('CANCEL_SUBMIT');
  if (canTransition(status, 'WITHDRAW') && !options.standIn) actions.push('WITHDRAW');
  if (canTransition(status, 'RESUME_PAYMENT')) actions.push('RESUME_PAYMENT');
  if (options.hasPendingDocuments && takesDocumentRequests(status)) actions.push('EDIT_DOCUMENTS');
  if (options.reapplyKinds.length > 0) actions.push('MANUAL_REAPPLY');
  return actions;
}
