import { applicationStatusValues, type ApplicationStatus } from '@sanad/contract';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors.ts';
import {
  allowedActions,
  applicationTransitions,
  canTransition,
  nextStatus,
  requireDocumentRequests,
  takesDocumentRequests,
  type ApplicationTransition,
} from './application-transitions.ts';

/** The whole table as the issue states it: each transition, from which states, to which state. */
const expected: Record<ApplicationTransition, [ApplicationStatus[], ApplicationStatus]> = {
  SUBMIT: [['DRAFT'], 'SUBMITTED'],
  CANCEL_SUBMIT: [['SUBMITTED'], 'CANCELED'],
  WITHDRAW: [['SUBMITTED', 'UNDER_STUDY', 'ELIGIBLE', 'INELIGIBLE', 'SUSPENDED'], 'WITHDRAWN'],
  RESUME_PAYMENT: [['SUSPENDED'], 'ELIGIBLE'],
  MANUAL_REAPPLY: [['INELIGIBLE'], 'UNDER_STUDY'],
  START_STUDY: [['SUBMITTED'], 'UNDER_STUDY'],
  DECIDE_ELIGIBLE: [['SUBMITTED', 'UNDER_STUDY', 'INELIGIBLE'], 'ELIGIBLE'],
  DECIDE_INELIGIBLE: [['SUBMITTED', 'UNDER_STUDY', 'ELIGIBLE'], 'INELIGIBLE'],
  SUSPEND: [['ELIGIBLE'], 'SUSPENDED'],
};

describe('the application transition table', () => {
  it.each(Object.keys(expected) as ApplicationTransition[])('%s goes from exactly its states to its state', (transition) => {
    const [from, to] = expected[transition];
    for (const status of applicationStatusValues) {
      if (from.includes(status)) expect(nextStatus(status, transition)).toBe(to);
      else expect(() => nextStatus(status, transition)).toThrowError(DomainError);
    }
  });

  it('holds no transition the issue does not name', () => {
    expect(Object.keys(applicationTransitions).sort()).toEqual(Object.keys(expected).sort());
  });

  it('never leaves a closed state', () => {
    for (const transition of Object.keys(applicationTransitions) as ApplicationTransition[]) {
      expect(canTransition('CANCELED', transition)).toBe(false);
      expect(canTransition('WITHDRAWN', transition)).toBe(false);
    }
  });

  it('refuses with its own code and names the state in both languages', () => {
    try {
      nextStatus('CANCELED', 'SUBMIT');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      const domainError = error as DomainError;
      expect(domainError.code).toBe('APPLICATION_TRANSITION_NOT_ALLOWED');
      expect(domainError.details.values).toMatchObject({ statusEn: 'canceled', statusAr: 'ملغى' });
    }
  });
});

describe('the actions a state offers', () => {
  const plain = { standIn: false, readOnly: false, hasPendingDocuments: false, reapplyKinds: [] };

  it('offers a draft its editing and submitting only', () => {
    expect(allowedActions('DRAFT', plain)).toEqual(['EDIT_DRAFT', 'SUBMIT']);
  });

  it('offers cancel and withdraw on a submitted application, but withdraw never to a stand-in', () => {
    expect(allowedActions('SUBMITTED', plain)).toEqual(['CANCEL_SUBMIT', 'WITHDRAW']);
    expect(allowedActions('SUBMITTED', { ...plain, standIn: true })).toEqual(['CANCEL_SUBMIT']);
  });

  it('offers resume on a suspended one and document editing while documents are asked for', () => {
    expect(allowedActions('SUSPENDED', plain)).toContain('RESUME_PAYMENT');
    expect(allowedActions('UNDER_STUDY', { ...plain, hasPendingDocuments: true })).toContain('EDIT_DOCUMENTS');
    expect(allowedActions('UNDER_STUDY', plain)).not.toContain('EDIT_DOCUMENTS');
  });

  it('offers nothing on a closed application, not even documents a request left open', () => {
    expect(allowedActions('CANCELED', plain)).toEqual([]);
    expect(allowedActions('WITHDRAWN', plain)).toEqual([]);
    expect(allowedActions('CANCELED', { ...plain, hasPendingDocuments: true })).toEqual([]);
    expect(allowedActions('WITHDRAWN', { ...plain, hasPendingDocuments: true })).toEqual([]);
  });

  it('offers manual reapply exactly when a variant applies, whatever the state', () => {
    expect(allowedActions('ELIGIBLE', plain)).toEqual(['WITHDRAW']);
    expect(allowedActions('INELIGIBLE', plain)).toEqual(['WITHDRAW']);
    expect(allowedActions('INELIGIBLE', { ...plain, reapplyKinds: ['APPLICATION'] })).toEqual(['WITHDRAW', 'MANUAL_REAPPLY']);
    expect(allowedActions('ELIGIBLE', { ...plain, reapplyKinds: ['INELIGIBLE_DEPENDENT'] })).toEqual(['WITHDRAW', 'MANUAL_REAPPLY']);
  });

  it('offers a reader (a white-listed applicant) nothing', () => {
    const reader = { ...plain, readOnly: true, hasPendingDocuments: true, reapplyKinds: ['APPLICATION' as const] };
    expect(allowedActions('SUBMITTED', reader)).toEqual([]);
    expect(allowedActions('INELIGIBLE', reader)).toEqual([]);
  });
});

describe('when documents may be asked for', () => {
  it('past the draft and before the application closes', () => {
    expect(takesDocumentRequests('DRAFT')).toBe(false);
    for (const status of ['SUBMITTED', 'UNDER_STUDY', 'ELIGIBLE', 'INELIGIBLE', 'SUSPENDED'] as const) {
      expect(takesDocumentRequests(status)).toBe(true);
    }
    expect(takesDocumentRequests('CANCELED')).toBe(false);
    expect(takesDocumentRequests('WITHDRAWN')).toBe(false);
    expect(() => requireDocumentRequests('WITHDRAWN')).toThrow(DomainError);
  });
});
