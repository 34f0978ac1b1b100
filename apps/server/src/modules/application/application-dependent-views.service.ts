import type { DependentApplication } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Principal } from '../../platform/principal.ts';
import { isoDay } from '../household/household-rules.ts';
import type { HouseholdSettingsReader } from '../household/household-settings.ts';
import { isClosed } from './application-selection-access.ts';
import type { ApplicationDependentViewsRepository } from './application-dependent-views.repository.ts';
import type { ApplicationSelectionRepository } from './application-selection.repository.ts';
import { dependentSeesApplicant } from './selection-rules.ts';

export interface ApplicationDependentViewsDeps {
  repository: ApplicationSelectionRepository;
  /** The dependent's record and the documents about them in each application shown. */
  viewsRepository: ApplicationDependentViewsRepository;
  readSettings: HouseholdSettingsReader;
  clock: Clock;
}

/**
 * What a dependent sees of the applications of the applicants who declared them (read-only): only once they confirmed
 * the relation (or owe no confirmation), never drafts, whether each application counts them and with what outcome, and
 * the documents of it about them with what downloading one takes (their dependent record id, each document's id). The
 * download (attachment/dependent/download) applies the same relation test.
 */
export function createApplicationDependentViews(deps: ApplicationDependentViewsDeps) {
  const { repository, viewsRepository, readSettings, clock } = deps;

  async function visible(principal: Principal): Promise<DependentApplication[]> {
    const { adultAge } = await readSettings();
    const today = isoDay(clock.now());
    const rows = (await repository.applicationsOfDependent(principal.accountId)).filter((row) =>
      dependentSeesApplicant(row, today, adultAge),
    );
    const ids = rows.map((row) => row.applicationId);
    const records = new Map(
      (await viewsRepository.dependentRecords(principal.accountId, ids)).map((record) => [record.applicationId, record.dependentId]),
    );
    const documents = await viewsRepository.documentsAbout(principal.accountId, ids);
    return rows.flatMap((row) => {
      // Every row comes from an active record of the caller's; a record gone between the two reads hides the row.
      const dependentId = records.get(row.applicationId);
      if (dependentId === undefined) return [];
      const view: DependentApplication = {
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
        dependentId,
        documents: documents
          .filter((document) => document.applicationId === row.applicationId)
          .map((document) => ({
            id: document.id,
            fileName: document.fileName,
            documentType: document.documentType,
            contentType: document.contentType,
            sizeBytes: document.sizeBytes,
            uploadedAt: document.createdAt.toISOString(),
          })),
      };
      return [view];
    });
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
