import { profileStatus } from '@sanad/contract';
import { banState } from '../application/application-blockers.ts';
import { notSelectableReason } from '../application/selection-rules.ts';
import type { ApplicationRepository } from '../application/application.repository.ts';
import type { HouseFacts, MemberFacts } from '../eligibility/eligibility-types.ts';
import type { PersonTabsSnapshot } from '../profile/profile-completion.ts';
import type { ProfileRepository } from '../profile/profile.repository.ts';
import { judgeApplicant } from '../profile/profile-status.service.ts';
import type { BatchApplication, CycleFactsRepository, HeadProfile, HouseholdDependent } from './cycle-facts.repository.ts';
import { groupBy } from './cycle-steps.ts';

/**
 * Turns the rows a batch read into the eligibility function's facts, house by house (decision 057). `housesToEvaluate`
 * is pure: the rules it applies are the modules' own (who may be counted: selection-rules.ts; the profile's completion:
 * profile-status; the ban: application-blockers), applied to rows read for many households at once. `readBatchRows`
 * reads those rows through the repositories it is given, one set query per kind of fact; `readApplicationFacts` does it
 * for the one application an on-demand check looks at (FLV, the what-if; decisions 058, 059).
 */

/** Everything a batch read, by kind. */
export interface BatchRows {
  applications: readonly BatchApplication[];
  houses: ReadonlyArray<{ applicationId: string; houseId: string; ownership: string }>;
  selected: ReadonlyArray<{ applicationId: string; dependentId: string; houseId: string }>;
  /** Every active dependent of the batch's heads. */
  dependents: readonly HouseholdDependent[];
  heads: readonly HeadProfile[];
  /** The stored profile tabs of the heads and of their active dependents. */
  snapshots: ReadonlyMap<string, PersonTabsSnapshot>;
  incomes: ReadonlyArray<{ personId: string; source: string; monthlyAmount: number }>;
  properties: ReadonlyArray<{ personId: string; type: string; estimatedValue: number; ownershipShare: number }>;
  /** Accounts with a verified payment IBAN. */
  verifiedIbans: ReadonlySet<string>;
  /** The end of the latest withdrawal ban binding each account's household. */
  banEnds: ReadonlyMap<string, Date>;
  /** Per application, the people it does not keep because an earlier application counts them. */
  duplicates: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The days the facts are judged on. */
export interface FactsDays {
  /** The cycle's first day: ages, relations and the ban are taken on it. */
  firstDay: string;
  /** The first day of the month after: a person who died before it is deceased for this cycle. */
  nextFirstDay: string;
  adultAge: number;
}

/** One house to evaluate: the application, the house and the facts. */
export interface HouseToEvaluate {
  application: BatchApplication;
  houseId: string;
  facts: HouseFacts;
}

const riyadhMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);

/** Every house of every application of the batch, in the batch's order and each application's house order. */
export function housesToEvaluate(rows: BatchRows, days: FactsDays): HouseToEvaluate[] {
  const { firstDay, nextFirstDay, adultAge } = days;
  const housesOf = groupBy(rows.houses, (row) => row.applicationId);
  const selectedOf = groupBy(rows.selected, (row) => row.applicationId);
  const dependentsOf = groupBy(rows.dependents, (row) => row.applicantAccountId);
  const dependentById = new Map(rows.dependents.map((row) => [row.id, row]));
  const headOf = new Map(rows.heads.map((row) => [row.personId, row]));
  const incomesOf = groupBy(rows.incomes, (row) => row.personId);
  const propertiesOf = groupBy(rows.properties, (row) => row.personId);
  const deceased = (diedOn: string | null) => diedOn !== null && diedOn < nextFirstDay;
  const banStart = riyadhMidnight(firstDay);

  const member = (
    applicationId: string,
    who: { personId: string; dependentId: string | null; birthDate: string; diedOn: string | null; relationCounted: boolean },
  ): MemberFacts => ({
    personId: who.personId,
    dependentId: who.dependentId,
    birthDate: who.birthDate,
    deceased: deceased(who.diedOn),
    relationCounted: who.relationCounted,
    countedElsewhere: rows.duplicates.get(applicationId)?.has(who.personId) ?? false,
    incomes: (incomesOf.get(who.personId) ?? []).map(({ source, monthlyAmount }) => ({ source, monthlyAmount })),
    properties: (propertiesOf.get(who.personId) ?? []).map(({ type, estimatedValue, ownershipShare }) => ({
      type,
      estimatedValue,
      ownershipShare,
    })),
  });

  const evaluated: HouseToEvaluate[] = [];
  for (const application of rows.applications) {
    const head = headOf.get(application.headPersonId);
    const completion = judgeApplicant(
      {
        applicantPersonId: application.headPersonId,
        profile: { dependentsConfirmedAt: head?.dependentsConfirmedAt ?? null, completedAt: head?.completedAt ?? null },
        dependents: dependentsOf.get(application.applicantAccountId) ?? [],
        snapshots: rows.snapshots,
        headSocialStatus: head?.socialStatus ?? null,
      },
      { today: firstDay, adultAge },
    );
    const gates = {
      applicationStatus: application.status,
      profileCompleted: completion.status === profileStatus.COMPLETED,
      ibanVerified: rows.verifiedIbans.has(application.applicantAccountId),
      banned: banState(rows.banEnds.get(application.applicantAccountId) ?? null, banStart).banned,
      headResident: head?.hasAddress ?? false,
    };
    const headFacts = member(application.id, {
      personId: application.headPersonId,
      dependentId: null,
      birthDate: application.headBirthDate,
      diedOn: application.headDiedOn,
      relationCounted: true,
    });
    const selected = selectedOf.get(application.id) ?? [];
    for (const { houseId, ownership } of housesOf.get(application.id) ?? []) {
      const dependents: MemberFacts[] = [];
      for (const choice of selected) {
        if (choice.houseId !== houseId) continue;
        const found = dependentById.get(choice.dependentId);
        // Only a dependent still of this household and still living in this house belongs to its household unit.
        if (!found || found.applicantAccountId !== application.applicantAccountId || found.houseId !== houseId) continue;
        const reason = notSelectableReason(found, firstDay, adultAge);
        // In the other parent's custody they belong to that household: not a member of this one at all.
        if (reason === 'IN_OTHER_PARENT_CUSTODY' || reason === 'NO_HOUSE') continue;
        dependents.push(
          member(application.id, {
            personId: found.personId,
            dependentId: found.id,
            birthDate: found.birthDate,
            diedOn: found.diedOn,
            relationCounted: reason === null,
          }),
        );
      }
      evaluated.push({ application, houseId, facts: { ...gates, houseOwnership: ownership, head: headFacts, dependents } });
    }
  }
  return evaluated;
}

/** The duplicates query's rows as a lookup by application. */
export function duplicatesByApplication(rows: ReadonlyArray<{ applicationId: string; personId: string }>): Map<string, Set<string>> {
  const byApplication = new Map<string, Set<string>>();
  for (const { applicationId, personId } of rows) {
    const found = byApplication.get(applicationId);
    if (found) found.add(personId);
    else byApplication.set(applicationId, new Set([personId]));
  }
  return byApplication;
}

/** The set reads the facts come from: the cycle run's, FLV's and the what-if's. */
export interface FactsReaders {
  facts: Pick<
    CycleFactsRepository,
    'selectedHouses' | 'selectedDependents' | 'activeDependents' | 'headProfiles' | 'verifiedIbans' | 'incomes' | 'properties'
  >;
  profiles: Pick<ProfileRepository, 'snapshots'>;
  applications: Pick<ApplicationRepository, 'latestBanEnds'>;
}

/**
 * Every row `housesToEvaluate` needs for these applications, one set query per kind of fact (never one per
 * household): their houses and selections, their heads' households, profiles, verified IBANs and bans, then the
 * incomes, properties and profile tabs of everyone in them. `duplicates` is the cycle's (or none).
 */
export async function readBatchRows(
  readers: FactsReaders,
  batch: readonly BatchApplication[],
  duplicates: BatchRows['duplicates'],
): Promise<BatchRows> {
  const { facts, profiles, applications } = readers;
  const applicationIds = batch.map((row) => row.id);
  const accountIds = [...new Set(batch.map((row) => row.applicantAccountId))];
  const [houses, selected, dependents, heads, ibans, banEnds] = await Promise.all([
    facts.selectedHouses(applicationIds),
    facts.selectedDependents(applicationIds),
    facts.activeDependents(accountIds),
    facts.headProfiles(batch.map((row) => row.headPersonId)),
    facts.verifiedIbans(accountIds),
    applications.latestBanEnds(accountIds),
  ]);
  const personIds = [...new Set([...batch.map((row) => row.headPersonId), ...dependents.map((row) => row.personId)])];
  const [incomes, properties, snapshots] = await Promise.all([
    facts.incomes(personIds),
    facts.properties(personIds),
    profiles.snapshots(personIds),
  ]);
  return {
    applications: batch,
    houses,
    selected,
    dependents,
    heads,
    snapshots,
    incomes,
    properties,
    verifiedIbans: new Set(ibans.keys()),
    banEnds,
    duplicates,
  };
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * One application's houses as an on-demand check sees them on `day` (today in Riyadh for FLV and the what-if;
 * decisions 058, 059): the cycle's own reads and builder, judged on that day (ages, relations, the ban; a person who
 * died before the day after is deceased). Two things differ from a cycle, on purpose: a draft is judged as if
 * submitted (the question is "would it be eligible?"), and a person counted in another household is not looked for
 * (the cycle decides that once for all households).
 */
export async function readApplicationFacts(
  readers: FactsReaders,
  application: BatchApplication,
  day: string,
  adultAge: number,
): Promise<HouseToEvaluate[]> {
  const asIfSubmitted: BatchApplication = application.status === 'DRAFT' ? { ...application, status: 'SUBMITTED' } : application;
  const rows = await readBatchRows(readers, [asIfSubmitted], new Map());
  return housesToEvaluate(rows, { firstDay: day, nextFirstDay: dayAfter(day), adultAge });
}
