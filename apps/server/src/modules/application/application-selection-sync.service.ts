import type { ApplicationRef, DroppedDependent, SelectionSync } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { HouseholdSettingsReader } from '../household/household-settings.ts';
import type { ApplicationAccess } from './application-access.ts';
import { isClosed, statusValues } from './application-selection-access.ts';
import type { HouseholdNow, SelectionView } from './application-selection-view.ts';
import type { ApplicationSelectionRepository } from './application-selection.repository.ts';
import type { ApplicationRepository, ApplicationRow } from './application.repository.ts';
import { staleSelections } from './selection-rules.ts';

export interface ApplicationSelectionSyncDeps {
  repository: ApplicationSelectionRepository;
  applications: ApplicationRepository;
  access: ApplicationAccess;
  readSettings: HouseholdSettingsReader;
  view: SelectionView;
  audit: AuditService;
  clock: Clock;
}

/** What a re-sync dropped, and the household it judged the selection on. */
export interface ResyncOutcome {
  removedHouses: string[];
  removedDependents: DroppedDependent[];
  now: HouseholdNow;
}

/**
 * The re-sync of an application's selection with the household as it is now (decision 048), in the caller's
 * transaction under the applicant's lock: houses deleted, and dependents removed, moved or no longer selectable since
 * they were selected (selection-rules.ts `staleSelections`, the one rule) are dropped; nothing is added. A change
 * writes one SELECTION_SYNCED event whose note lists it, and an audit line. process-application-houses and submit
 * both run it, so what is sent counts only confirmed, current members.
 */
export function createSelectionResync(
  deps: Pick<ApplicationSelectionSyncDeps, 'repository' | 'applications' | 'view' | 'audit' | 'clock'>,
) {
  const { repository, applications, view, audit, clock } = deps;

  return {
    /** `adultAge` is read by the caller before its transaction opens (PGlite has one connection). */
    async resync(principal: Principal, ctx: RequestContext, row: ApplicationRow, adultAge: number, tx: Database): Promise<ResyncOutcome> {
      const now = await view.householdNow(row.applicantAccountId, adultAge, tx);
      const liveHouses = new Set(now.houses.map((house) => house.house.id));
      const members = new Map(now.dependents.map((member) => [member.id, member]));
      const { removedHouses, removedDependents } = staleSelections(
        (await repository.selectedHouses(row.id, tx)).map((house) => ({ houseId: house.houseId, live: liveHouses.has(house.houseId) })),
        (await repository.selectedDependents(row.id, tx)).map((member) => ({
          dependentId: member.dependentId,
          selectedHouseId: member.houseId,
          now: members.get(member.dependentId) ?? null,
        })),
        now.today.today,
        adultAge,
      );
      if (removedHouses.length > 0 || removedDependents.length > 0) {
        await repository.removeDependents(
          row.id,
          removedDependents.map((member) => member.dependentId),
          tx,
        );
        await repository.removeHouses(row.id, removedHouses, tx);
        const changes = { removedHouses, removedDependents };
        await applications.addEvent(
          {
            applicationId: row.id,
            type: 'SELECTION_SYNCED',
            fromStatus: null,
            toStatus: null,
            actorAccountId: principal.actorAccountId,
            note: JSON.stringify(changes),
            at: clock.now(),
          },
          tx,
        );
        await audit.record(
          actorOf(principal, ctx),
          { action: 'application.selection-sync', entity: 'application', entityId: row.id, after: changes },
          tx,
        );
      }
      return { removedHouses, removedDependents, now };
    },
  };
}
export type SelectionResync = ReturnType<typeof createSelectionResync>;

/**
 * process-application-houses: brings an application's selection back in line with the household as it is now
 * (createSelectionResync) on any application not closed, and answers what it dropped and the selection as it stands.
 */
export function createApplicationSelectionSync(deps: ApplicationSelectionSyncDeps) {
  const { access, readSettings, view } = deps;
  const { resync } = createSelectionResync(deps);

  return {
    async processApplicationHouses(principal: Principal, input: ApplicationRef, ctx: RequestContext): Promise<SelectionSync> {
      const { adultAge } = await readSettings();
      return access.asLockedApplicant(principal.accountId, async (tx) => {
        const row = await access.ownApplication(input.applicationId, principal.accountId, tx);
        if (isClosed(row.status)) throw new DomainError('APPLICATION_NOT_EDITABLE', { values: statusValues(row.status) });
        const { removedHouses, removedDependents, now } = await resync(principal, ctx, row, adultAge, tx);
        return { removedHouses, removedDependents, selection: await view.selectedHousesDependents(row.id, now, tx) };
      });
    },
  };
}
export type ApplicationSelectionSync = ReturnType<typeof createApplicationSelectionSync>;
