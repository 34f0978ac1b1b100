import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { BeneficiaryScopeRepository } from './beneficiary-scope.repository.ts';

/**
 * Whose cycles a read covers (docs/decisions/058-eligibility-and-payment-reads.md). Every id and NIN a request names is
 * checked here against the caller before any read: another household's is a NOT_FOUND, never a narrower answer.
 *
 * - A head of household (an applicant, a white-listed applicant, or a stand-in acting for one) reads the results and
 *   payments of the applications they hold now (an application's history follows it to a new head).
 * - A person's views (dependent-*) read one person's rows: a dependent only their own, in every household that
 *   declared them; an applicant any person of their household, themselves included.
 */

/** What the request names, each optional (null and absent alike). */
export interface ScopeIds {
  applicationId?: string | null | undefined;
  houseId?: string | null | undefined;
  /** The head of household, by NIN or by account id (payment requests). */
  applicantNin?: string | null | undefined;
  applicantId?: string | null | undefined;
  /** `program_ID` / `programId`, digits. */
  programId?: string | null | undefined;
  /** `cycle_ID` / `cycleId` / `eligibiltyCycle`, `YYYY-MM`. */
  period?: string | null | undefined;
}

/** The narrowing every cycle read takes. */
export interface ScopeFilter {
  applicationId?: string;
  houseId?: string;
  programId?: number;
  period?: string;
}

/** A head of household's own applications. */
export interface HouseholdScope extends ScopeFilter {
  accountId: string;
  /** Only the results that evaluated this person (a `dependent_NIN` on the applicant's lists). */
  personId?: string;
}

/** One person's rows. */
export interface PersonScope extends ScopeFilter {
  personId: string;
  /** Only the households of these heads; null: every household that evaluated the person. */
  applicantAccountIds: string[] | null;
}

const notFound = () => new DomainError('NOT_FOUND');

/** A dependent's own session (a stand-in in an emergency login acts as the applicant and reads as one). */
export const readsAsDependent = (principal: Principal): boolean =>
  principal.roles.includes('DEPENDENT') && !principal.roles.includes('APPLICANT') && !principal.roles.includes('WHITE_LISTED_APPLICANT');

function filterOf(ids: ScopeIds): ScopeFilter {
  return {
    ...(ids.applicationId ? { applicationId: ids.applicationId } : {}),
    ...(ids.houseId ? { houseId: ids.houseId } : {}),
    ...(ids.programId ? { programId: Number(ids.programId) } : {}),
    ...(ids.period ? { period: ids.period } : {}),
  };
}

export function createBeneficiaryScope(repository: BeneficiaryScopeRepository) {
  async function me(principal: Principal): Promise<{ personId: string; nin: string }> {
    const found = await repository.personOf(principal.accountId);
    if (!found) throw notFound();
    return found;
  }

  /** The application and house named must be held by `accountIds` (one of them); else NOT_FOUND. */
  async function checkHeldBy(accountIds: readonly string[], ids: ScopeIds): Promise<void> {
    if (ids.applicationId) {
      const owner = isUuid(ids.applicationId) ? await repository.applicantOfApplication(ids.applicationId) : null;
      if (owner === null || !accountIds.includes(owner)) throw notFound();
    }
    if (ids.houseId) {
      const owner = isUuid(ids.houseId) ? await repository.applicantOfHouse(ids.houseId) : null;
      if (owner === null || !accountIds.includes(owner)) throw notFound();
    }
  }

  /** The caller's own applications, narrowed by what the request names; `personNin` keeps the results that evaluated them. */
  async function household(principal: Principal, ids: ScopeIds & { personNin?: string | null | undefined }): Promise<HouseholdScope> {
    const accountId = principal.accountId;
    await checkHeldBy([accountId], ids);
    if (ids.applicantId && ids.applicantId !== accountId) throw notFound();
    const scope: HouseholdScope = { accountId, ...filterOf(ids) };
    if (ids.applicantNin || ids.personNin) {
      const self = await me(principal);
      if (ids.applicantNin && ids.applicantNin !== self.nin) throw notFound();
      if (ids.personNin) scope.personId = await personOfHousehold(accountId, self, ids.personNin);
    }
    return scope;
  }

  /**
   * The scope `household` would give, without its lookups, when the ids name no person: reads are narrowed to the
   * caller's own rows in SQL anyway, so a read that finds rows needs no check, and one that finds none runs
   * `household` to answer NOT_FOUND for another's id (payment day's hot reads save a round trip). Null when a NIN must
   * be looked up first.
   */
  function householdAsNamed(principal: Principal, ids: ScopeIds & { personNin?: string | null | undefined }): HouseholdScope | null {
    if (ids.applicantNin || ids.personNin) return null;
    if (ids.applicantId && ids.applicantId !== principal.accountId) throw notFound();
    if ((ids.applicationId && !isUuid(ids.applicationId)) || (ids.houseId && !isUuid(ids.houseId))) throw notFound();
    return { accountId: principal.accountId, ...filterOf(ids) };
  }

  /** The caller themselves or a dependent of their household (any status); else NOT_FOUND. */
  async function personOfHousehold(accountId: string, self: { personId: string; nin: string }, nin: string): Promise<string> {
    if (nin === self.nin) return self.personId;
    const found = await repository.dependentPersonByNin(accountId, nin);
    if (!found) throw notFound();
    return found;
  }

  /** One person's rows: a dependent's own (`nin` theirs or absent), or an applicant's household member's. */
  async function person(principal: Principal, nin: string | null | undefined, ids: ScopeIds): Promise<PersonScope> {
    const self = await me(principal);
    if (!readsAsDependent(principal)) {
      const scope = await household(principal, ids);
      return {
        ...filterOf(ids),
        personId: nin ? await personOfHousehold(principal.accountId, self, nin) : self.personId,
        applicantAccountIds: [scope.accountId],
      };
    }
    if (nin && nin !== self.nin) throw notFound();
    const declaring = await repository.declaringApplicants(self.personId);
    await checkHeldBy(declaring, ids);
    let heads: string[] | null = null;
    if (ids.applicantId) {
      if (!declaring.includes(ids.applicantId)) throw notFound();
      heads = [ids.applicantId];
    }
    if (ids.applicantNin) {
      const accounts = (await repository.accountsOfNin(ids.applicantNin)).filter(
        (accountId) => declaring.includes(accountId) && (heads === null || heads.includes(accountId)),
      );
      if (accounts.length === 0) throw notFound();
      heads = accounts;
    }
    return { ...filterOf(ids), personId: self.personId, applicantAccountIds: heads };
  }

  return { household, householdAsNamed, person, me };
}
export type BeneficiaryScope = ReturnType<typeof createBeneficiaryScope>;
