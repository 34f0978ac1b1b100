import type { ApplicationDetails, ApplicationEvent, ApplicationStatus, ApplicationSummary, DocumentRequest } from '@sanad/contract';
import { allowedActions, type ActionOptions } from './application-transitions.ts';
import type { ApplicationCounts, ApplicationEventRow, ApplicationWithProgram, DocumentRequestRow } from './application.repository.ts';

/**
 * An application as lists show it; the actions follow from its state, the caller (a stand-in, a reader) and the
 * manual-reapply variants open now.
 */
export function toSummary(
  row: ApplicationWithProgram,
  counts: ApplicationCounts,
  caller: Omit<ActionOptions, 'hasPendingDocuments'>,
): ApplicationSummary {
  const { application: a, program } = row;
  return {
    id: a.id,
    number: a.number,
    programId: a.programId,
    programCode: program.code,
    programNameAr: program.nameAr,
    programNameEn: program.nameEn,
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    submittedAt: a.submittedAt?.toISOString() ?? null,
    statusChangedAt: (counts.statusChangedAt ?? a.createdAt).toISOString(),
    housesCount: counts.houses,
    dependentsCount: counts.dependents,
    documentsCount: counts.documents,
    hasPendingDocuments: counts.pendingDocuments,
    allowedActions: allowedActions(a.status, { ...caller, hasPendingDocuments: counts.pendingDocuments }),
    reapplyKinds: [...caller.reapplyKinds],
  };
}

export function toEvent(row: ApplicationEventRow): ApplicationEvent {
  return {
    type: row.type,
    fromStatus: (row.fromStatus as ApplicationStatus | null) ?? null,
    toStatus: (row.toStatus as ApplicationStatus | null) ?? null,
    note: row.note,
    at: row.at.toISOString(),
  };
}

export function toDocumentRequest(row: DocumentRequestRow): DocumentRequest {
  return { id: row.id, documentTypes: row.documentTypes, note: row.note, requestedAt: row.requestedAt.toISOString() };
}

/** The details screen: the summary, the answers, the reason and ban of its state, the open request and the timeline. */
export function toDetails(
  summary: ApplicationSummary,
  row: ApplicationWithProgram,
  request: DocumentRequestRow | null,
  events: ApplicationEventRow[],
  withdrawBanDays: number,
): ApplicationDetails {
  const { application: a } = row;
  return {
    summary,
    formAnswers: a.formAnswers,
    statusReason: a.statusReason,
    banEndsAt: a.banEndsAt?.toISOString() ?? null,
    withdrawBanDays,
    pendingDocumentRequest: request ? toDocumentRequest(request) : null,
    events: events.map(toEvent),
  };
}
