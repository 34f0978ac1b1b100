import type { Readable } from 'node:stream';
import type {
  AttachmentIdParams,
  AttachmentReplace,
  AttachmentSummary,
  AttachmentUpload,
  DependentDownloadParams,
  Role,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { ApplicationAccess } from '../application/application-access.ts';
import { dependentSeesApplicant } from '../application/selection-rules.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { isoDay } from '../household/household-rules.ts';
import type { HouseholdSettings } from '../household/household-settings.ts';
import type { AttachmentAccess } from './attachment-access.ts';
import type { AttachmentFiles } from './attachment-files.ts';
import { auditFile, toAttachmentSummary } from './attachment-mappers.ts';
import type { AttachmentUploads } from './attachment-uploads.ts';
import type { AttachmentRepository, AttachmentRow } from './attachment.repository.ts';
import type { Upload } from './upload-reader.ts';

/** A file on its way to the browser: the route streams it with these headers. */
export interface FileDownload {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  stream: Readable;
}

export interface AttachmentServiceDeps {
  db: Database;
  repository: AttachmentRepository;
  access: AttachmentAccess;
  applications: ApplicationAccess;
  uploads: AttachmentUploads;
  files: AttachmentFiles;
  audit: AuditService;
  clock: Clock;
  /** The adult age, for the relation test a dependent's download passes (the same as the dependent views'). */
  readSettings: () => Promise<Pick<HouseholdSettings, 'adultAge'>>;
}

/** Staff roles (DOMAIN.md): they read every file, for the study of applications, and change none. */
const staffRoles: ReadonlySet<Role> = new Set(['CASE_WORKER', 'ADMIN']);
const isStaff = (principal: Principal): boolean => principal.roles.some((role) => staffRoles.has(role));

/**
 * The caller's files (spec §7 "Attachments"; docs/decisions/046-attachments.md): upload, replace, delete, read and
 * download. The owner is `principal.accountId` (the applicant's during an emergency login); every id is the owner's or
 * a 404; every write is audited with the person at the keyboard as the uploader.
 */
export function createAttachmentService(deps: AttachmentServiceDeps) {
  const { db, repository, access, applications, uploads, files, audit, clock, readSettings } = deps;

  async function summaryOf(id: string, ownerAccountId: string): Promise<AttachmentSummary> {
    const view = await access.ownAttachment(id, ownerAccountId);
    return toAttachmentSummary(view, await repository.usesOf([view.id]));
  }

  async function streamOf(row: AttachmentRow): Promise<FileDownload> {
    return { fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes, stream: await files.open(row.storageKey) };
  }

  return {
    async upload(principal: Principal, input: Upload<AttachmentUpload>, ctx: RequestContext): Promise<AttachmentSummary> {
      const { documentType, personId } = input.metadata;
      await uploads.checkDocumentType(documentType, 'body.documentType');
      const row = await uploads.create(principal, { documentType, dependentId: personId }, input.file, ctx);
      return summaryOf(row.id, principal.accountId);
    },

    /**
     * Puts a new file under an attachment: the new file is written, the row switched to it in one transaction, then
     * the old file removed, so the row always points at a complete file. Refused while a submitted application uses it
     * (unless it answers that application's open request for documents).
     */
    async replace(principal: Principal, input: Upload<AttachmentReplace>, ctx: RequestContext): Promise<AttachmentSummary> {
      const { id } = input.metadata;
      await access.ownAttachment(id, principal.accountId);
      await access.assertChangeable(id);
      const stored = await files.store(input.file, ctx);
      let before: AttachmentRow;
      try {
        before = await applications.asLockedApplicant(principal.accountId, async (tx) => {
          const current = await access.ownAttachment(id, principal.accountId, tx);
          await access.assertChangeable(id, tx);
          const updated = await repository.setFile(id, { ...stored, uploadedByAccountId: principal.actorAccountId }, clock.now(), tx);
          await audit.record(
            actorOf(principal, ctx),
            { action: 'attachment.replace', entity: 'attachment', entityId: id, before: auditFile(current), after: auditFile(updated) },
            tx,
          );
          return current;
        });
      } catch (error) {
        await files.discard(stored.storageKey);
        throw error;
      }
      await files.discard(before.storageKey);
      return summaryOf(id, principal.accountId);
    },

    /** Deletes a file (the row is kept, marked deleted, for the audit trail) and leaves the drafts it was a document of. */
    async delete(principal: Principal, input: AttachmentIdParams, ctx: RequestContext): Promise<{ success: true }> {
      const removed = await applications.asLockedApplicant(principal.accountId, async (tx) => {
        const current = await access.ownAttachment(input.id, principal.accountId, tx);
        await access.assertChangeable(current.id, tx);
        await repository.unlinkEverywhere([current.id], tx);
        await repository.markDeleted([current.id], clock.now(), tx);
        await audit.record(
          actorOf(principal, ctx),
          { action: 'attachment.delete', entity: 'attachment', entityId: current.id, before: auditFile(current) },
          tx,
        );
        return current;
      });
      await files.discard(removed.storageKey);
      return { success: true };
    },

    load(principal: Principal, input: AttachmentIdParams): Promise<AttachmentSummary> {
      return summaryOf(input.id, principal.accountId);
    },

    /** The caller's files, newest first. */
    async loadAll(principal: Principal): Promise<AttachmentSummary[]> {
      const views = await repository.listOwn(principal.accountId);
      const uses = await repository.usesOf(views.map((view) => view.id));
      return views.map((view) => toAttachmentSummary(view, uses));
    },

    /**
     * The bytes of a file: the owner's (or a document of one of the caller's applications, decision 049), or, for
     * staff, any live file, each such read audited (decision 050). Anything else is a 404.
     */
    async download(principal: Principal, input: AttachmentIdParams, ctx: RequestContext): Promise<FileDownload> {
      if (!isUuid(input.id)) throw new DomainError('NOT_FOUND');
      if (isStaff(principal)) {
        const row = await repository.findLive(input.id);
        if (!row) throw new DomainError('NOT_FOUND');
        await audit.record(actorOf(principal, ctx), {
          action: 'attachment.staff-read',
          entity: 'attachment',
          entityId: row.id,
          after: { ownerAccountId: row.ownerAccountId },
        });
        return streamOf(row);
      }
      const row = await repository.findReadable(input.id, principal.accountId);
      if (!row) throw new DomainError('NOT_FOUND');
      return streamOf(row);
    },

    /**
     * A dependent reads a document about them: `b` must be their own active dependent record whose relation passes the
     * dependent views' test (confirmed, or no confirmation owed and none refused), `a` an application of that record's
     * applicant past its draft, and `c` a document of `a` about them. Anything else is a 404, whatever exists.
     */
    async dependentDownload(principal: Principal, input: DependentDownloadParams): Promise<FileDownload> {
      const { a: applicationId, b: dependentId, c: attachmentId } = input;
      if (![applicationId, dependentId, attachmentId].every(isUuid)) throw new DomainError('NOT_FOUND');
      const { adultAge } = await readSettings();
      const personId = await repository.personOf(principal.accountId);
      const record = personId ? await repository.dependentRecordOf(dependentId, personId) : null;
      const sees = record !== null && dependentSeesApplicant(record, isoDay(clock.now()), adultAge);
      const row =
        personId && record && sees
          ? await repository.findDocumentAbout(attachmentId, applicationId, record.applicantAccountId, personId, db)
          : null;
      if (!row) throw new DomainError('NOT_FOUND');
      return streamOf(row);
    },
  };
}
export type AttachmentService = ReturnType<typeof createAttachmentService>;
