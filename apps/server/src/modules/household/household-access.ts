import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { DependentView, HouseholdRepository, LockedApplicant } from './household.repository.ts';

/**
 * How every household service reaches the applicant's rows: writes take the applicant's lock first, and ids from the
 * client are looked up within the caller's household only, so another applicant's id finds nothing (ARCHITECTURE
 * rule 9). A malformed id is treated like an unknown one rather than reaching the database.
 */
export function createHouseholdAccess(deps: { db: Database; repository: HouseholdRepository }) {
  const { db, repository } = deps;

  return {
    /**
     * Runs one household write in a transaction that first locks the applicant's account, so the limits are judged
     * on data nobody else is changing.
     */
    asLockedApplicant<T>(accountId: string, work: (tx: Database, head: LockedApplicant) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const [head] = await repository.lockAccounts([accountId], tx);
        if (!head) throw new DomainError('UNAUTHENTICATED');
        return work(tx, head);
      });
    },

    /** One live house of the applicant by a client-supplied id, or null (unknown, another's, deleted or malformed). */
    async ownHouse(id: string | null, applicantAccountId: string, tx: Database = db) {
      if (id === null || !isUuid(id)) return null;
      return repository.findHouse(id, applicantAccountId, tx);
    },

    /** One active dependent of the applicant by a client-supplied id; NOT_FOUND otherwise. */
    async ownDependent(id: string, applicantAccountId: string, tx: Database = db): Promise<DependentView> {
      const found = isUuid(id) ? await repository.findDependent(id, applicantAccountId, tx) : null;
      if (!found) throw new DomainError('NOT_FOUND');
      return found;
    },
  };
}
export type HouseholdAccess = ReturnType<typeof createHouseholdAccess>;
