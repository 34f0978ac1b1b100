import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ApplicationAccess } from './application-access.ts';
import type { ApplicationState, TransitionStep } from './application-state.ts';
import { requireDocumentRequests, type ApplicationTransition } from './application-transitions.ts';
import type { ApplicationRepository, ApplicationRow, DocumentRequestRow } from './application.repository.ts';

/** An application a case worker acts on. */
export interface StudyRef {
  applicationId: string;
}
export interface StudyDecision extends StudyRef {
  outcome: 'ELIGIBLE' | 'INELIGIBLE';
  reason: string | null;
}
export interface StudySuspension extends StudyRef {
  /** A reason code (NO_DATA_UPDATE, PAYMENT_FAILED…), kept as the application's status reason. */
  reason: string;
}
export interface StudyDocumentRequest extends StudyRef {
  /** Codes of the `documentType` lookup. */
  documentTypes: string[];
  note: string | null;
}

export interface ApplicationStudyServiceDeps {
  repository: ApplicationRepository;
  access: ApplicationAccess;
  state: ApplicationState;
  audit: AuditService;
  clock: Clock;
}

/**
 * The case worker's side of an application (DOMAIN.md "Back office"): take it for study, decide, suspend, ask for
 * documents. No endpoint yet (the back-office issue adds them with staff access); tests and the demo seed call it.
 * The principal is the staff member; each step locks the application's applicant like the applicant's own steps.
 */
export function createApplicationStudyService(deps: ApplicationStudyServiceDeps) {
  const { repository, access, state, audit, clock } = deps;

  /** Runs one staff step on an application under its applicant's lock; NOT_FOUND for an unknown id. */
  async function onApplication<T>(id: string, work: (row: ApplicationRow, tx: Database) => Promise<T>): Promise<T> {
    const found = await repository.findForStaff(id);
    if (!found) throw new DomainError('NOT_FOUND');
    return access.asLockedApplicant(found.applicantAccountId, async (tx) => {
      const row = await repository.findForStaff(id, tx);
      if (!row) throw new DomainError('NOT_FOUND');
      return work(row, tx);
    });
  }

  /** One change of state by a case worker, with its audit line. */
  function step(
    principal: Principal,
    ctx: RequestContext,
    transition: ApplicationTransition,
    input: StudyRef,
    extra: Pick<TransitionStep, 'note' | 'changes'> = {},
  ) {
    return onApplication(input.applicationId, async (row, tx) => {
      const updated = await state.apply(row, { transition, actorAccountId: principal.actorAccountId, at: clock.now(), ...extra }, tx);
      await audit.record(
        actorOf(principal, ctx),
        {
          action: `application.${transition.toLowerCase().replace(/_/g, '-')}`,
          entity: 'application',
          entityId: row.id,
          before: { status: row.status },
          after: { status: updated.status },
        },
        tx,
      );
      return updated;
    });
  }

  return {
    startStudy: (principal: Principal, input: StudyRef, ctx: RequestContext) => step(principal, ctx, 'START_STUDY', input),

    decide: (principal: Principal, input: StudyDecision, ctx: RequestContext) =>
      step(principal, ctx, input.outcome === 'ELIGIBLE' ? 'DECIDE_ELIGIBLE' : 'DECIDE_INELIGIBLE', input, {
        note: input.reason,
        changes: { statusReason: input.reason },
      }),

    suspend: (principal: Principal, input: StudySuspension, ctx: RequestContext) =>
      step(principal, ctx, 'SUSPEND', input, { note: input.reason, changes: { statusReason: input.reason } }),

    /**
     * Opens a request for documents (one open at a time) on an application past its draft and not closed (409
     * APPLICATION_TRANSITION_NOT_ALLOWED naming the state otherwise); the applicant answers with submit-edit.
     */
    requestDocuments(principal: Principal, input: StudyDocumentRequest, ctx: RequestContext): Promise<DocumentRequestRow> {
      return onApplication(input.applicationId, async (row, tx) => {
        requireDocumentRequests(row.status);
        // One open request at a time (a unique index holds it too): the applicant answers it before another is asked.
        if (await repository.openDocumentRequest(row.id, tx)) throw new DomainError('CONFLICT');
        const now = clock.now();
        const request = await repository.insertDocumentRequest(
          {
            applicationId: row.id,
            documentTypes: input.documentTypes,
            note: input.note,
            requestedByAccountId: principal.actorAccountId,
            requestedAt: now,
          },
          tx,
        );
        await repository.addEvent(
          {
            applicationId: row.id,
            type: 'DOCUMENTS_REQUESTED',
            fromStatus: null,
            toStatus: null,
            actorAccountId: principal.actorAccountId,
            note: input.note,
            at: now,
          },
          tx,
        );
        await audit.record(
          actorOf(principal, ctx),
          {
            action: 'application.request-documents',
            entity: 'document_request',
            entityId: request.id,
            after: { applicationId: row.id, documentTypes: input.documentTypes },
          },
          tx,
        );
        return request;
      });
    },
  };
}
export type ApplicationStudyService = ReturnType<typeof createApplicationStudyService>;
