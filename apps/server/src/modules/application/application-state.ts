import type { Database } from '../../platform/db/database.ts';
import type { ApplicationRepository, ApplicationRow } from './application.repository.ts';
import { isClosedStatus, nextStatus, type ApplicationTransition } from './application-transitions.ts';

/** What else a transition writes: the columns of the new state, who did it and their note for the timeline. */
export interface TransitionStep {
  transition: ApplicationTransition;
  actorAccountId: string | null;
  at: Date;
  note?: string | null;
  changes?: Partial<Omit<ApplicationRow, 'id' | 'status'>>;
}

/**
 * The one way an application changes state: the transition table decides the new state (or refuses with 409), the row
 * takes it and the timeline gets its event, inside the caller's transaction. A step that closes the application
 * (cancel-submit, withdraw) also cancels a case worker's open request for documents, with a
 * DOCUMENT_REQUEST_CANCELED event: nothing may be sent on a closed application, so nothing is left asked of it.
 */
export function createApplicationState(repository: ApplicationRepository) {
  return {
    async apply(row: ApplicationRow, step: TransitionStep, tx: Database): Promise<ApplicationRow> {
      const status = nextStatus(row.status, step.transition);
      const updated = await repository.setStatus(row.id, { ...step.changes, status }, tx);
      const event = { applicationId: row.id, actorAccountId: step.actorAccountId, at: step.at };
      await repository.addEvent({ ...event, type: step.transition, fromStatus: row.status, toStatus: status, note: step.note ?? null }, tx);
      if (isClosedStatus(status) && (await repository.cancelOpenDocumentRequest(row.id, step.at, tx))) {
        // A millisecond later: the timeline is ordered by time, and this follows the step that closed the application.
        const at = new Date(step.at.getTime() + 1);
        await repository.addEvent({ ...event, type: 'DOCUMENT_REQUEST_CANCELED', fromStatus: null, toStatus: null, at }, tx);
      }
      return updated;
    },
  };
}
export type ApplicationState = ReturnType<typeof createApplicationState>;
