import { profileStatus, type DependentProfileSts, type ProfileSts } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { dependentProfileAccess, householdGaps, isoDay, type DependentProfileAccess } from '../household/household-rules.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import {
  applicantCompletion,
  dependentCompletion,
  emptySnapshot,
  type ApplicantCompletion,
  type PersonTabsSnapshot,
} from './profile-completion.ts';
import type { ProfileRepository, ProfileRow } from './profile.repository.ts';
import type { ProfileTabsRepository } from './profile-tabs.repository.ts';

/** The applicant a profile request acts for: their account and person. */
export interface Applicant {
  accountId: string;
  personId: string;
  birthDate: string;
}

/** What completion needs besides stored rows, read before a transaction opens (PGlite has one connection). */
export interface StatusInputs {
  today: string;
  adultAge: number;
}

export type ActiveDependent = Awaited<ReturnType<ProfileRepository['listActiveDependents']>>[number];

export interface ApplicantState {
  profile: ProfileRow;
  completion: ApplicantCompletion;
  dependents: ActiveDependent[];
  snapshots: Map<string, PersonTabsSnapshot>;
}

/** Whether the applicant may see and fill this dependent's five tabs (household rules: an unconfirmed relation keeps them closed). */
export function dependentAccess(
  dependent: Pick<ActiveDependent, 'hasAccount' | 'birthDate' | 'relationStatus'>,
  given: StatusInputs,
): DependentProfileAccess {
  return dependentProfileAccess(dependent, given.today, given.adultAge);
}

/**
 * A dependent's five flags and status. A profile closed to the applicant shows nothing of what its holder declared:
 * five flags false and INITIATED, as if empty (it counts as not done either way).
 */
export function dependentSts(
  dependentId: string,
  snapshot: PersonTabsSnapshot | undefined,
  access: DependentProfileAccess = 'open',
): DependentProfileSts {
  const { tabs, status } = dependentCompletion(access === 'open' ? (snapshot ?? emptySnapshot) : emptySnapshot);
  return {
    dependentId,
    educationTabCompleted: tabs.education,
    incomeTabCompleted: tabs.income,
    licenseTabCompleted: tabs.license,
    personalTabCompleted: tabs.personal,
    propertiesTabCompleted: tabs.properties,
    profileStatus: status,
  };
}

export function profileSts(row: ProfileRow, completion: ApplicantCompletion): ProfileSts {
  const { tabs, status } = completion;
  return {
    profileId: row.id,
    addressTabCompleted: tabs.address,
    dependentsTabCompleted: tabs.dependents,
    educationTabCompleted: tabs.education,
    incomeTabCompleted: tabs.income,
    laborTabCompleted: tabs.labor,
    licenseTabCompleted: tabs.license,
    personalTabCompleted: tabs.personal,
    propertiesTabCompleted: tabs.properties,
    profileStatus: status,
    completedAt: status === profileStatus.COMPLETED && row.completedAt ? row.completedAt.toISOString() : null,
  };
}

/** What an applicant's completion is judged on: the rows `state` reads, or the same rows read for many at once. */
export interface ApplicantCompletionFacts {
  applicantPersonId: string;
  profile: Pick<ProfileRow, 'dependentsConfirmedAt' | 'completedAt'>;
  /** The applicant's active dependents. */
  dependents: ReadonlyArray<
    Pick<ActiveDependent, 'personId' | 'hasAccount' | 'birthDate' | 'relationStatus' | 'houseId' | 'custody' | 'relationship'>
  >;
  /** The stored tabs of the applicant and of those dependents (a person without a row has saved nothing). */
  snapshots: ReadonlyMap<string, PersonTabsSnapshot>;
  /** The applicant's social status (personal tab), null before it is saved. */
  headSocialStatus: string | null;
}

/**
 * The applicant's completion from stored rows: the one rule behind the profile's status, which the cycle job also
 * applies to many applicants read at once (docs/decisions/057-cycle-job.md).
 */
export function judgeApplicant(facts: ApplicantCompletionFacts, given: StatusInputs): ApplicantCompletion {
  const { snapshots, headSocialStatus } = facts;
  return applicantCompletion({
    own: snapshots.get(facts.applicantPersonId) ?? emptySnapshot,
    dependentsConfirmed: facts.profile.dependentsConfirmedAt !== null,
    // A dependent awaiting (or refusing) the relation is not judged: their data is not the applicant's to fill in or
    // to count, and their silence must not hold the household's profile back (the applicant may also remove them).
    dependents: facts.dependents
      .filter((d) => dependentAccess(d, given) === 'open')
      .map((d) => ({
        gaps: householdGaps({ ...d, headSocialStatus }, given.today, given.adultAge),
        snapshot: snapshots.get(d.personId) ?? emptySnapshot,
      })),
    completed: facts.profile.completedAt !== null,
  });
}

/**
 * The applicant's completion, computed from stored rows at every read (spec §3 flags), and the one rule that writes
 * it back: a completed profile (and its declaration) stops being so as soon as a tab is open again.
 */
export function createProfileStatusService(deps: {
  db: Database;
  repository: ProfileRepository;
  tabs: ProfileTabsRepository;
  parameters: ParameterService;
  clock: Clock;
}) {
  const { db, repository, tabs, parameters, clock } = deps;

  async function inputs(): Promise<StatusInputs> {
    return { today: isoDay(clock.now()), adultAge: await parameters.get('household.adultAge') };
  }

  /** Reads everything the applicant's eight flags depend on, in the transaction when one is given. */
  async function state(applicant: Applicant, profile: ProfileRow, given: StatusInputs, tx: Database = db): Promise<ApplicantState> {
    const [dependents, personal] = await Promise.all([
      repository.listActiveDependents(applicant.accountId, tx),
      tabs.personal.get(applicant.personId, tx),
    ]);
    const snapshots = await repository.snapshots([applicant.personId, ...dependents.map((d) => d.personId)], tx);
    const completion = judgeApplicant(
      { applicantPersonId: applicant.personId, profile, dependents, snapshots, headSocialStatus: personal?.socialStatus ?? null },
      given,
    );
    return { profile, completion, dependents, snapshots };
  }

  /** A completion or declaration recorded while a tab is open again: both no longer hold. */
  const stale = (s: ApplicantState) =>
    !s.completion.allDone && (s.profile.completedAt !== null || s.profile.declarationAcceptedAt !== null);

  /**
   * After a write, inside its transaction and under the applicant's profile lock: judges the profile on what the
   * write left and clears a completion (and the declaration) that no longer holds.
   */
  async function settle(applicant: Applicant, given: StatusInputs, tx: Database): Promise<ApplicantState> {
    const profile = await repository.findProfile(applicant.personId, tx);
    if (!profile) throw new Error('settle runs after the profile was locked');
    const current = await state(applicant, profile, given, tx);
    if (!stale(current)) return current;
    const cleared = { ...profile, completedAt: null, declarationAcceptedAt: null, updatedAt: clock.now() };
    await repository.updateProfile(profile.id, { completedAt: null, declarationAcceptedAt: null, updatedAt: cleared.updatedAt }, tx);
    return state(applicant, cleared, given, tx);
  }

  return {
    inputs,
    state,
    settle,

    /**
     * The applicant's state for a read. A change made elsewhere (the household module adding a dependent) can leave
     * a completion that no longer holds; the read then clears it under the lock, as a save would have.
     */
    async current(applicant: Applicant): Promise<ApplicantState> {
      const given = await inputs();
      const profile = await repository.ensureProfile(applicant.personId);
      const read = await state(applicant, profile, given);
      if (!stale(read)) return read;
      return db.transaction(async (tx) => {
        await repository.lockProfile(applicant.personId, tx);
        return settle(applicant, given, tx);
      });
    },
  };
}
export type ProfileStatusService = ReturnType<typeof createProfileStatusService>;
