import {
  notSelectableReasonNames,
  programType,
  type ApplicationDependentParams,
  type ApplicationHouseParams,
  type ApplicationIdParams,
  type Dependent,
  type DependentIdPath,
  type House,
  type HouseDependentsCount,
  type HouseIdPath,
  type SelectableHouse,
  type SelectedHouseDependents,
  type SelectedHouseId,
  type SelectHouseDependentsInput,
  type SelectHouseInput,
  type SelectionDependent,
} from '@sanad/contract';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { HouseholdAccess } from '../household/household-access.ts';
import { toDependent, toHouse } from '../household/household-mappers.ts';
import { isAdult } from '../household/household-rules.ts';
import type { HouseholdSettingsReader } from '../household/household-settings.ts';
import type { HouseholdRepository } from '../household/household.repository.ts';
import type { ApplicationAccess } from './application-access.ts';
import { requireDraft, requireOwnHouse } from './application-selection-access.ts';
import { toSelectionDependent, type HouseholdNow, type SelectionView } from './application-selection-view.ts';
import type { ApplicationSelectionRepository } from './application-selection.repository.ts';
import type { ApplicationRepository } from './application.repository.ts';
import { notSelectableReason } from './selection-rules.ts';

export interface ApplicationSelectionServiceDeps {
  db: Database;
  repository: ApplicationSelectionRepository;
  applications: ApplicationRepository;
  access: ApplicationAccess;
  household: HouseholdRepository;
  householdAccess: HouseholdAccess;
  readSettings: HouseholdSettingsReader;
  view: SelectionView;
  audit: AuditService;
}

/**
 * Which houses and dependents an SSP application counts (DOMAIN.md "Submitting selects houses, then the dependents of
 * each house"; docs/decisions/048-application-selection.md). Reads work on any of the applicant's applications; writes
 * only on a draft, under the applicant's household lock, each with its audit line. Every id is the caller's or a 404.
 */
export function createApplicationSelectionService(deps: ApplicationSelectionServiceDeps) {
  const { db, repository, applications, access, household, householdAccess, readSettings, view, audit } = deps;

  /** The household now, with the adult age read before any transaction (PGlite has one connection). */
  async function householdNow(applicantAccountId: string, tx: Database = db): Promise<HouseholdNow> {
    return view.householdNow(applicantAccountId, (await readSettings()).adultAge, tx);
  }

  /** The caller's open SSP application (the one the household screens select for), if any. */
  async function openApplicationId(applicantAccountId: string): Promise<string | null> {
    return (await applications.findOpen(applicantAccountId, programType.SSP))?.id ?? null;
  }

  /** The active dependents of one house, or of every other place (`living: false`), as the selection shows them. */
  async function dependentsByHouse(principal: Principal, input: HouseIdPath, living: boolean): Promise<SelectionDependent[]> {
    const house = await requireOwnHouse(householdAccess, input.id, principal.accountId);
    const now = await householdNow(principal.accountId);
    const counted = await view.countedIn(await openApplicationId(principal.accountId), db);
    return now.dependents
      .filter((member) => (member.houseId === house.house.id) === living)
      .map((member) => toSelectionDependent(member, now.today, counted.get(member.id) ?? null));
  }

  /** Every dependent one id names must be the applicant's, live in the house and be selectable; else the first refusal. */
  function checkChosen(now: HouseholdNow, houseId: string, ids: string[]): void {
    for (const id of ids) {
      const member = now.dependents.find((row) => row.id === id);
      if (!member) throw new DomainError('NOT_FOUND');
      const names = { nameAr: member.nameAr, nameEn: member.nameEn };
      if (member.houseId !== houseId) throw new DomainError('DEPENDENT_NOT_IN_HOUSE', { values: names });
      const reason = notSelectableReason(member, now.today.today, now.today.adultAge);
      if (reason !== null) {
        const { ar, en } = notSelectableReasonNames[reason];
        throw new DomainError('DEPENDENT_NOT_SELECTABLE', { values: { ...names, reasonAr: ar, reasonEn: en, reason } });
      }
    }
  }

  return {
    /** Every live house, each saying whether the application counts it. */
    async loadSelectedHouses(principal: Principal, input: ApplicationIdParams): Promise<SelectableHouse[]> {
      const row = await access.ownApplication(input.id, principal.accountId);
      const selected = new Set((await repository.selectedHouses(row.id)).map((house) => house.houseId));
      return (await household.listHouses(principal.accountId)).map((house) => ({
        ...toHouse(house),
        selected: selected.has(house.house.id),
      }));
    },

    async loadApplicationSelectedHouses(principal: Principal, input: ApplicationIdParams): Promise<House[]> {
      const row = await access.ownApplication(input.id, principal.accountId);
      return view.selectedHouses(row.id, await householdNow(principal.accountId), db);
    },

    /** Adults who confirmed the relation: the people who may stand in for the applicant or take the household over. */
    async loadAdultConfirmedDependents(principal: Principal): Promise<Dependent[]> {
      const now = await householdNow(principal.accountId);
      return now.dependents
        .filter((row) => row.relationStatus === 'CONFIRMED' && isAdult(row.birthDate, now.today.today, now.today.adultAge))
        .map((row) => toDependent(row, now.today));
    },

    async loadSelectedHousesDependents(principal: Principal, input: ApplicationIdParams): Promise<SelectedHouseDependents[]> {
      const row = await access.ownApplication(input.id, principal.accountId);
      return view.selectedHousesDependents(row.id, await householdNow(principal.accountId), db);
    },

    async loadApplicationHousesDependentNumber(principal: Principal, input: ApplicationHouseParams): Promise<HouseDependentsCount> {
      const row = await access.ownApplication(input.a, principal.accountId);
      const house = await requireOwnHouse(householdAccess, input.b, principal.accountId);
      const counted = await repository.selectedDependents(row.id);
      return { houseId: house.house.id, dependentsCount: counted.filter((member) => member.houseId === house.house.id).length };
    },

    loadDependentsBasedOnHouse: (principal: Principal, input: HouseIdPath) => dependentsByHouse(principal, input, true),

    loadDependentsNotBasedOnHouse: (principal: Principal, input: HouseIdPath) => dependentsByHouse(principal, input, false),

    async findSelectedHouseIdForDependent(principal: Principal, input: DependentIdPath): Promise<SelectedHouseId> {
      const member = await householdAccess.ownDependent(input.id, principal.accountId);
      const applicationId = await openApplicationId(principal.accountId);
      const counted = applicationId === null ? null : await repository.findSelectedDependent(applicationId, member.id);
      return { houseId: counted?.houseId ?? null };
    },

    async findSelectedHouseForDependent(principal: Principal, input: ApplicationDependentParams): Promise<House | null> {
      const row = await access.ownApplication(input.a, principal.accountId);
      const member = await householdAccess.ownDependent(input.b, principal.accountId);
      const counted = await repository.findSelectedDependent(row.id, member.id);
      const house = counted === null ? null : await household.findHouse(counted.houseId, principal.accountId);
      return house === null ? null : toHouse(house);
    },

    /** Counts a house in a draft, or stops counting it and every dependent counted in it; answers the selected houses. */
    async selectHouses(principal: Principal, input: SelectHouseInput, ctx: RequestContext): Promise<House[]> {
      const { adultAge } = await readSettings();
      return access.asLockedApplicant(principal.accountId, async (tx) => {
        const row = await access.ownApplication(input.a, principal.accountId, tx);
        const house = await requireOwnHouse(householdAccess, input.b, principal.accountId, tx);
        requireDraft(row);
        const houseId = house.house.id;
        let droppedDependents: string[] = [];
        if (input.body.selected) await repository.addHouse(row.id, houseId, tx);
        else droppedDependents = await repository.removeHouses(row.id, [houseId], tx);
        await audit.record(
          actorOf(principal, ctx),
          {
            action: 'application.select-house',
            entity: 'application',
            entityId: row.id,
            after: { houseId, selected: input.body.selected, droppedDependents },
          },
          tx,
        );
        return view.selectedHouses(row.id, await view.householdNow(principal.accountId, adultAge, tx), tx);
      });
    },

    /** The whole list of dependents a draft counts in one of its selected houses; answers the house's dependents. */
    async selectHousesDependents(
      principal: Principal,
      input: SelectHouseDependentsInput,
      ctx: RequestContext,
    ): Promise<SelectionDependent[]> {
      const { adultAge } = await readSettings();
      const ids = [...new Set(input.body.dependentIds)];
      return access.asLockedApplicant(principal.accountId, async (tx) => {
        const row = await access.ownApplication(input.a, principal.accountId, tx);
        const house = await requireOwnHouse(householdAccess, input.b, principal.accountId, tx);
        const houseId = house.house.id;
        const now = await view.householdNow(principal.accountId, adultAge, tx);
        // 404 before 409: an id that is not the caller's says nothing about the application's state.
        if (ids.some((id) => !now.dependents.some((member) => member.id === id))) throw new DomainError('NOT_FOUND');
        requireDraft(row);
        if ((await repository.findSelectedHouse(row.id, houseId, tx)) === null) throw new DomainError('HOUSE_NOT_SELECTED');
        checkChosen(now, houseId, ids);
        const before = (await repository.selectedDependents(row.id, tx))
          .filter((member) => member.houseId === houseId)
          .map((member) => member.dependentId);
        await repository.replaceHouseDependents(row.id, houseId, ids, tx);
        await audit.record(
          actorOf(principal, ctx),
          {
            action: 'application.select-dependents',
            entity: 'application',
            entityId: row.id,
            before: { houseId, dependentIds: before },
            after: { houseId, dependentIds: ids },
          },
          tx,
        );
        const counted = await view.countedIn(row.id, tx);
        return now.dependents
          .filter((member) => member.houseId === houseId)
          .map((member) => toSelectionDependent(member, now.today, counted.get(member.id) ?? null));
      });
    },
  };
}
export type ApplicationSelectionService = ReturnType<typeof createApplicationSelectionService>;
