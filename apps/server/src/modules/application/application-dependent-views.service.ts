import type { DependentApplication } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Principal } from '../../platform/principal.ts';
import { isoDay } from '../household/household-rules.ts';
import type { HouseholdSettingsReader } from '../household/household-settings.ts';
import { isClosed } from './application-selection-access.ts';
import type { ApplicationSelectionRepository } from './application-selection.repository.ts';
import { dependentSeesApplicant } from './selection-rules.ts';

export interface ApplicationDependentViewsDeps {
  repository: ApplicationSelectionRepository;
  readSettings: HouseholdSettingsReader;
  clock: Clock;
}

/**
 * What a dependent sees of the applications of the applicants who declared them (read-only): only once they confirmed
 * the relation (or owe no confirmation), never drafts, and whether each application counts them and with what outcome.
 */
export function createApplicationDependentViews(deps: ApplicationDependentViewsDeps) {
  const { repository, readSettings, clock } = deps;

  async function visible(principal: Principal): Promise<DependentApplication[]> {
    const { adultAge } = await readSettings();
    const today = isoDay(clock.now());
    const rows = await repository.applicationsOfDependent(principal.accountId);
    return rows
      .filter((row) => dependentSeesApplicant(row, today, adultAge))
      .map((row) => ({
        applicationId: row.applicationId,
        number: row.number,
        programNameAr: row.programNameAr,
        programNameEn: row.programNameEn,
        status: row.status,
        applicantNameAr: row.applicantNameAr,
        applicantNameEn: row.applicantNameEn,
        includedHouseId: row.includedHouseId,
        included: row.includedHouseId !== null,
        outcome: row.outcome,
        submittedAt: row.submittedAt?.toISOString() ?? null,
      }));
  }

  return {
    /** Every submitted application of those applicants, closed ones included, latest first. */
    loadApplicantApplicationsForDependent: (principal: Principal) => visible(principal),

    /** The home screen's card: only applications still open, latest first. */
    async loadApplicantApplicationsForDependentForHome(principal: Principal): Promise<DependentApplication[]> {
      return (await visible(principal)).filter((row) => !isClosed(row.status));
    },
  };
}
export type ApplicationDependentViews = ReturnType<typeof createApplicationDependentViews>;
