import { and, eq, ne } from 'drizzle-orm';
import { account, application, dependent, house, person } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/**
 * The SQL of who may read what of the cycles (beneficiary-scope.ts): the caller's person, the households that declared
 * a person, and whose an application or a house is. Callers pass ids already checked to be UUIDs.
 */
export function createBeneficiaryScopeRepository(db: Database) {
  return {
    /** The person of an account. */
    async personOf(accountId: string): Promise<{ personId: string; nin: string } | null> {
      const [row] = await db
        .select({ personId: person.id, nin: person.nin })
        .from(account)
        .innerJoin(person, eq(person.id, account.personId))
        .where(eq(account.id, accountId));
      return row ?? null;
    },

    /** The person with this NIN when they are (or were: any status) a dependent of the applicant's household. */
    async dependentPersonByNin(applicantAccountId: string, nin: string): Promise<string | null> {
      const [row] = await db
        .select({ personId: person.id })
        .from(dependent)
        .innerJoin(person, eq(person.id, dependent.personId))
        .where(and(eq(dependent.applicantAccountId, applicantAccountId), eq(person.nin, nin)))
        .limit(1);
      return row?.personId ?? null;
    },

    /** The applicants whose households declared this person as a dependent (any status: their history stays). */
    async declaringApplicants(personId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ accountId: dependent.applicantAccountId })
        .from(dependent)
        .where(eq(dependent.personId, personId));
      return rows.map((row) => row.accountId);
    },

    /** The head of household an application belongs to now (it moves with a transfer of head of household). */
    async applicantOfApplication(applicationId: string): Promise<string | null> {
      const [row] = await db
        .select({ accountId: application.applicantAccountId })
        .from(application)
        .where(eq(application.id, applicationId));
      return row?.accountId ?? null;
    },

    /** The head of household a house belongs to now. */
    async applicantOfHouse(houseId: string): Promise<string | null> {
      const [row] = await db.select({ accountId: house.applicantAccountId }).from(house).where(eq(house.id, houseId));
      return row?.accountId ?? null;
    },

    /** The live accounts of the person with this NIN. */
    async accountsOfNin(nin: string): Promise<string[]> {
      const rows = await db
        .select({ accountId: account.id })
        .from(account)
        .innerJoin(person, eq(person.id, account.personId))
        .where(and(eq(person.nin, nin), ne(account.status, 'DELETED')));
      return rows.map((row) => row.accountId);
    },
  };
}
export type BeneficiaryScopeRepository = ReturnType<typeof createBeneficiaryScopeRepository>;
