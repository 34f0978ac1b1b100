import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { ApplicationAccess } from '../application/application-access.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { HouseholdAccess } from '../household/household-access.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import type { AttachmentFiles, IncomingFile } from './attachment-files.ts';
import { auditFile } from './attachment-mappers.ts';
import type { AttachmentRepository, AttachmentRow } from './attachment.repository.ts';

/** What a new attachment is: its document type and who it is about (a dependent id of the applicant, or the applicant). */
export interface NewAttachmentFacts {
  documentType: string;
  dependentId: string | null | undefined;
}

export interface AttachmentUploadsDeps {
  repository: AttachmentRepository;
  files: AttachmentFiles;
  applications: ApplicationAccess;
  household: HouseholdAccess;
  lookups: LookupService;
  audit: AuditService;
  clock: Clock;
}

/**
 * The one way a new attachment comes to be, for both upload endpoints: the details are checked first (a document
 * type of the lookup, a dependent of the applicant), then the file is checked and stored, then its row is written with
 * its audit line in one transaction under the applicant's lock. The file is written before the row, so no row points
 * at a missing file; if the transaction fails the file is removed, so nothing is left on disk for nobody.
 */
export function createAttachmentUploads(deps: AttachmentUploadsDeps) {
  const { repository, files, applications, household, lookups, audit, clock } = deps;

  /** The person a document is about: the dependent's (404 when not an active dependent of the applicant) or the applicant's. */
  async function aboutWhom(applicantAccountId: string, dependentId: string | null | undefined): Promise<string> {
    if (dependentId) return (await household.ownDependent(dependentId, applicantAccountId)).personId;
    const personId = await repository.personOf(applicantAccountId);
    if (!personId) throw new DomainError('UNAUTHENTICATED');
    return personId;
  }

  return {
    /** Refuses a document type that is not a code of the `documentType` lookup, as a field error at `field`. */
    async checkDocumentType(code: string, field: string): Promise<void> {
      const types = await lookups.group('documentType');
      if (!types.some((item) => item.code === code))
        throw new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field, code: 'invalid_value' }] });
    },

    /**
     * Stores a new attachment of the caller's account. `within` runs in the same transaction after the row is written
     * (linking it to an application), so the row, the link and the audit line commit together or not at all.
     */
    async create(
      principal: Principal,
      facts: NewAttachmentFacts,
      file: IncomingFile,
      ctx: RequestContext,
      within?: (row: AttachmentRow, tx: Database) => Promise<void>,
    ): Promise<AttachmentRow> {
      const personId = await aboutWhom(principal.accountId, facts.dependentId);
      const stored = await files.store(file, ctx);
      try {
        return await applications.asLockedApplicant(principal.accountId, async (tx) => {
          const row = await repository.insert(
            {
              ownerAccountId: principal.accountId,
              personId,
              documentType: facts.documentType,
              ...stored,
              uploadedByAccountId: principal.actorAccountId,
              createdAt: clock.now(),
              updatedAt: clock.now(),
            },
            tx,
          );
          await within?.(row, tx);
          await audit.record(
            actorOf(principal, ctx),
            { action: 'attachment.upload', entity: 'attachment', entityId: row.id, after: auditFile(row) },
            tx,
          );
          return row;
        });
      } catch (error) {
        await files.discard(stored.storageKey);
        throw error;
      }
    },
  };
}
export type AttachmentUploads = ReturnType<typeof createAttachmentUploads>;
