import type { Database } from '../../platform/db/database.ts';
import type { ApplicationRepository, ApplicationRow } from './application.repository.ts';
import { nextStatus, type ApplicationTransition } from './application-transitions.ts';

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
 * takes it and the timeline gets its event, inside the caller's transaction.
 */
export function createApplicationState(repository: ApplicationRepository) {
  return {
    async apply(row: ApplicationRow, step: TransitionStep, tx: Database): Promise<ApplicationRow> {
      const status = nextStatus(row.status, step.transition);
      const updated = await repository.setStatus(row.id, { ...step.changes, status }, tx);
      await repository.addEvent(
        {
          applicationId: row.id,
          type: step.transition,
          fromStatus: row.status,
          toStatus: status,
          actorAccountId: step.actorAccountId,
          note: step.note ?? null,
          at: step.at,
        },
        tx,
      );
      return updated;
    },
  };
}
export type ApplicationState = ReturnType<typeof createApplicationState>;
