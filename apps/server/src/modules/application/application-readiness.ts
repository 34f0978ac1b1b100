import { profileStatus, programType } from '@sanad/contract';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { AccountRepository } from '../account/account.repository.ts';
import type { ApplyFacts } from './application-blockers.ts';
import type { ApplicationRepository, ProgramRow } from './application.repository.ts';

/** The profile module's answers the blockers need (its completion and payment IBAN), never recomputed here. */
export interface ProfileFacts {
  /** The applicant's profile status code (spec §4, 32001–32003), as load-profile-sts answers it. */
  profileStatusOf(principal: Principal): Promise<number>;
  /** Whether the account has a payment IBAN the bank verified. */
  hasVerifiedIban(accountId: string, tx?: Database): Promise<boolean>;
}

/**
 * Gathers what decides whether an applicant may apply (application-blockers.ts decides). The profile's completion is
 * read before the caller's transaction opens (it may settle the profile in a transaction of its own, and PGlite has
 * one connection); the rest inside it, under the applicant's lock.
 */
export function createApplicationReadiness(deps: {
  repository: ApplicationRepository;
  accounts: AccountRepository;
  profile: ProfileFacts;
}) {
  const { repository, accounts, profile } = deps;

  return {
    async profileCompleted(principal: Principal): Promise<boolean> {
      return (await profile.profileStatusOf(principal)) === profileStatus.COMPLETED;
    },

    /** An active program by a client-supplied id; NOT_FOUND otherwise (a malformed id included). */
    async activeProgram(id: string | number, tx?: Database): Promise<ProgramRow> {
      const programId = typeof id === 'number' ? id : /^\d{1,9}$/.test(id) ? Number(id) : null;
      const found = programId === null ? null : await repository.findProgram(programId, tx);
      if (!found || !found.active) throw new DomainError('NOT_FOUND');
      return found;
    },

    /** The facts for one program; `exceptApplicationId` is the application being submitted (not a rival open one). */
    async facts(
      principal: Principal,
      programId: number,
      profileCompleted: boolean,
      tx?: Database,
      exceptApplicationId?: string,
    ): Promise<ApplyFacts> {
      const accountId = principal.accountId;
      const [holder, ibanVerified, hasHouse, banEndsAt, open] = await Promise.all([
        accounts.findById(accountId, tx),
        profile.hasVerifiedIban(accountId, tx),
        repository.hasLiveHouse(accountId, tx),
        repository.latestBanEnd(accountId, tx),
        repository.findOpen(accountId, programId, tx),
      ]);
      if (!holder) throw new DomainError('UNAUTHENTICATED');
      return {
        programApplicable: programId === programType.SSP,
        mobileVerificationStatus: holder.account.mobileVerificationStatus,
        profileCompleted,
        ibanVerified,
        hasHouse,
        banEndsAt,
        openApplication: open && open.id !== exceptApplicationId ? { id: open.id, number: open.number } : null,
      };
    },
  };
}
export type ApplicationReadiness = ReturnType<typeof createApplicationReadiness>;
