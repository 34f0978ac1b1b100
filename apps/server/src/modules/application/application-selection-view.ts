import type { DependentOutcome, House, SelectedHouseDependents, SelectionDependent } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { toDependent, toHouse, type Today } from '../household/household-mappers.ts';
import { isoDay } from '../household/household-rules.ts';
import type { DependentView, HouseholdRepository } from '../household/household.repository.ts';
import type { ApplicationSelectionRepository } from './application-selection.repository.ts';
import { notSelectableReason } from './selection-rules.ts';

/** The applicant's household as the selection screens judge it: live houses, active dependents, the day's rules. */
export interface HouseholdNow {
  today: Today;
  houses: Array<Parameters<typeof toHouse>[0]>;
  dependents: DependentView[];
}

/** Where an application counts a dependent, and the outcome it stores on them. */
export interface CountedIn {
  houseId: string;
  outcome: DependentOutcome | null;
}

/**
 * A dependent as the selection screens show them: counted or not (`counted` says where, null when not at all), may
 * they be, and the outcome the application stores on them.
 */
export function toSelectionDependent(row: DependentView, today: Today, counted: CountedIn | null): SelectionDependent {
  const reason = notSelectableReason(row, today.today, today.adultAge);
  // Counted only where they live: a selection left in a house they moved out of is stale (the re-sync drops it).
  const selected = counted !== null && counted.houseId === row.houseId;
  return {
    ...toDependent(row, today),
    selected,
    selectable: reason === null,
    reason,
    outcome: selected ? counted.outcome : null,
  };
}

/**
 * Reads the applicant's household for the selection services, in the caller's transaction or outside one. The adult
 * age comes from the parameters, read by the caller before any transaction opens (PGlite has one connection).
 */
export function createSelectionView(deps: { household: HouseholdRepository; selection: ApplicationSelectionRepository; clock: Clock }) {
  const { household, selection, clock } = deps;

  async function householdNow(applicantAccountId: string, adultAge: number, tx: Database): Promise<HouseholdNow> {
    const houses = await household.listHouses(applicantAccountId, tx);
    const dependents = await household.listDependents(applicantAccountId, tx);
    const headSocialStatus = await household.socialStatusOf(applicantAccountId, tx);
    return { today: { today: isoDay(clock.now()), adultAge, headSocialStatus }, houses, dependents };
  }

  /** Where each dependent is counted by an application, with their outcome (by dependent id); empty without one. */
  async function countedIn(applicationId: string | null, tx: Database): Promise<Map<string, CountedIn>> {
    if (applicationId === null) return new Map();
    const rows = await selection.selectedDependents(applicationId, tx);
    return new Map(rows.map((row) => [row.dependentId, { houseId: row.houseId, outcome: row.outcome }]));
  }

  return {
    householdNow,
    countedIn,

    /** The live houses the application counts (a deleted one drops out of every view until the re-sync clears it). */
    async selectedHouses(applicationId: string, now: HouseholdNow, tx: Database): Promise<House[]> {
      const selected = new Set((await selection.selectedHouses(applicationId, tx)).map((row) => row.houseId));
      return now.houses.filter((row) => selected.has(row.house.id)).map(toHouse);
    },

    /** Each live selected house, with its outcome and every active dependent living in it. */
    async selectedHousesDependents(applicationId: string, now: HouseholdNow, tx: Database): Promise<SelectedHouseDependents[]> {
      const selected = new Map((await selection.selectedHouses(applicationId, tx)).map((row) => [row.houseId, row.outcome]));
      const counted = await countedIn(applicationId, tx);
      return now.houses
        .filter((row) => selected.has(row.house.id))
        .map((row) => ({
          house: toHouse(row),
          outcome: selected.get(row.house.id) ?? null,
          dependents: now.dependents
            .filter((member) => member.houseId === row.house.id)
            .map((member) => toSelectionDependent(member, now.today, counted.get(member.id) ?? null)),
        }));
    },
  };
}
export type SelectionView = ReturnType<typeof createSelectionView>;
