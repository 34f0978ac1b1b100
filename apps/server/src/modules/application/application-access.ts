import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { HouseholdAccess } from '../household/household-access.ts';
import type { ApplicationRepository, ApplicationRow } from './application.repository.ts';

/**
 * How every application service reaches an application: writes take the applicant's household lock first (the same
 * lock the household services take, so a selection is judged on houses and dependents nobody is changing), and ids from
 * the client are looked up within the caller's applications only: another applicant's id, or a malformed one, is a 404.
 */
export function createApplicationAccess(deps: { db: Database; repository: ApplicationRepository; household: HouseholdAccess }) {
  const { db, repository, household } = deps;

  return {
    /** Runs one application write in a transaction holding the applicant's lock. */
    asLockedApplicant<T>(accountId: string, work: (tx: Database) => Promise<T>): Promise<T> {
      return household.asLockedApplicant(accountId, (tx) => work(tx));
    },

    /** One application of the applicant by a client-supplied id; NOT_FOUND otherwise. */
    async ownApplication(id: string, applicantAccountId: string, tx: Database = db): Promise<ApplicationRow> {
      const found = isUuid(id) ? await repository.findOwn(id, applicantAccountId, tx) : null;
      if (!found) throw new DomainError('NOT_FOUND');
      return found;
    },
  };
}
export type ApplicationAccess = ReturnType<typeof createApplicationAccess>;
