import type {
  ApplicationDocumentsChange,
  ApplicationIdParams,
  ApplicationRef,
  ApplicationUpload,
  ApplicationUploadParams,
  AttachmentSummary,
  DeleteAllDocumentsResult,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { ApplicationAccess } from '../application/application-access.ts';
import { requireDocumentRequests } from '../application/application-transitions.ts';
import type { ApplicationRepository } from '../application/application.repository.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AttachmentAccess } from './attachment-access.ts';
import type { AttachmentFiles } from './attachment-files.ts';
import { toAttachmentSummary } from './attachment-mappers.ts';
import type { AttachmentUploads } from './attachment-uploads.ts';
import type { AttachmentRepository } from './attachment.repository.ts';
import type { Upload } from './upload-reader.ts';

export interface ApplicationDocumentsServiceDeps {
  db: Database;
  repository: AttachmentRepository;
  access: AttachmentAccess;
  applications: ApplicationAccess;
  applicationRepository: ApplicationRepository;
  uploads: AttachmentUploads;
  files: AttachmentFiles;
  audit: AuditService;
  clock: Clock;
}

/**
 * The documents of an application (spec §7 "Application", DOMAIN.md "Pending documents"; docs/decisions/046-attachments.md).
 * They change while the application is a draft, or while a case worker's request for documents is open: documents added
 * then answer that request, only they may be taken back, and submit-edit sends them, closing the request. Every write
 * holds the applicant's lock and is audited; another applicant's application or file is a 404.
 */
export function createApplicationDocumentsService(deps: ApplicationDocumentsServiceDeps) {
  const { db, repository, access, applications, applicationRepository, uploads, files, audit, clock } = deps;

  async function documentsOf(applicationId: string, tx: Database = db): Promise<AttachmentSummary[]> {
    const views = await repository.listDocuments(applicationId, tx);
    const uses = await repository.usesOf(
      views.map((view) => view.id),
      tx,
    );
    return views.map((view) => toAttachmentSummary(view, uses));
  }

  return {
    async loadDocuments(principal: Principal, input: ApplicationIdParams): Promise<AttachmentSummary[]> {
      const application = await applications.ownApplication(input.id, principal.accountId);
      return documentsOf(application.id);
    },

    /** Uploads a file and makes it a document of type `b` of application `a`, answering its open request if there is one. */
    async uploadToApplication(
      principal: Principal,
      input: { params: ApplicationUploadParams; upload: Upload<ApplicationUpload> },
      ctx: RequestContext,
    ): Promise<AttachmentSummary> {
      const { a: applicationId, b: documentType } = input.params;
      // Checked before the file is read, and again under the lock, where it counts.
      await access.documentWindow(await applications.ownApplication(applicationId, principal.accountId));
      await uploads.checkDocumentType(documentType, 'params.b');
      const row = await uploads.create(
        principal,
        { documentType, dependentId: input.upload.metadata.personId },
        input.upload.file,
        ctx,
        async (created, tx) => {
          const application = await applications.ownApplication(applicationId, principal.accountId, tx);
          const request = await access.documentWindow(application, tx);
          await repository.link(application.id, [created.id], request?.id ?? null, tx);
        },
      );
      const view = await access.ownAttachment(row.id, principal.accountId);
      return toAttachmentSummary(view, await repository.usesOf([row.id]));
    },

    /** Links files of the caller to the application (those already linked stay as they are); answers its documents. */
    async saveDocuments(principal: Principal, input: ApplicationDocumentsChange, ctx: RequestContext): Promise<AttachmentSummary[]> {
      const ids = [...new Set(input.attachmentIds)];
      return applications.asLockedApplicant(principal.accountId, async (tx) => {
        const application = await applications.ownApplication(input.applicationId, principal.accountId, tx);
        const request = await access.documentWindow(application, tx);
        const owned = await repository.findOwnMany(ids.filter(isUuid), principal.accountId, tx);
        if (owned.length !== ids.length) throw new DomainError('NOT_FOUND');
        await repository.link(application.id, ids, request?.id ?? null, tx);
        await audit.record(
          actorOf(principal, ctx),
          { action: 'application.documents-link', entity: 'application', entityId: application.id, after: { attachmentIds: ids } },
          tx,
        );
        return documentsOf(application.id, tx);
      });
    },

    /**
     * Unlinks documents from the application (the files stay the caller's). Past the draft, only documents added for
     * the open request may be taken back.
     */
    async deleteDocuments(principal: Principal, input: ApplicationDocumentsChange, ctx: RequestContext): Promise<AttachmentSummary[]> {
      const ids = [...new Set(input.attachmentIds)];
      return applications.asLockedApplicant(principal.accountId, async (tx) => {
        const application = await applications.ownApplication(input.applicationId, principal.accountId, tx);
        const request = await access.documentWindow(application, tx);
        const linked = new Map((await repository.listDocuments(application.id, tx)).map((doc) => [doc.id, doc]));
        for (const id of ids) {
          const doc = linked.get(id);
          if (!doc) throw new DomainError('NOT_FOUND');
          if (request !== null && doc.documentRequestId !== request.id) throw new DomainError('DOCUMENTS_NOT_EDITABLE');
        }
        await repository.unlink(application.id, ids, tx);
        await audit.record(
          actorOf(principal, ctx),
          { action: 'application.documents-unlink', entity: 'application', entityId: application.id, before: { attachmentIds: ids } },
          tx,
        );
        return documentsOf(application.id, tx);
      });
    },

    /** Empties a draft's documents and deletes the files no other application uses; the files go once this commits. */
    async deleteAll(principal: Principal, input: ApplicationIdParams, ctx: RequestContext): Promise<DeleteAllDocumentsResult> {
      const { deleted, orphanKeys } = await applications.asLockedApplicant(principal.accountId, async (tx) => {
        const application = await applications.ownApplication(input.id, principal.accountId, tx);
        if (application.status !== 'DRAFT') throw new DomainError('DOCUMENTS_NOT_EDITABLE');
        const docs = await repository.listDocuments(application.id, tx);
        const ids = docs.map((doc) => doc.id);
        const count = await repository.unlink(application.id, ids, tx);
        const stillUsed = new Set((await repository.usesOf(ids, tx)).map((use) => use.attachmentId));
        const orphans = docs.filter((doc) => !stillUsed.has(doc.id));
        await repository.markDeleted(
          orphans.map((doc) => doc.id),
          clock.now(),
          tx,
        );
        await audit.record(
          actorOf(principal, ctx),
          {
            action: 'application.documents-delete-all',
            entity: 'application',
            entityId: application.id,
            before: { attachmentIds: ids },
            after: { deletedAttachmentIds: orphans.map((doc) => doc.id) },
          },
          tx,
        );
        return { deleted: count, orphanKeys: orphans.map((doc) => doc.storageKey) };
      });
      for (const key of orphanKeys) await files.discard(key);
      return { success: true, deleted };
    },

    /** Sends the documents added for the open request: at least one is needed; the request is then answered. */
    async submitEdit(principal: Principal, input: ApplicationRef, ctx: RequestContext): Promise<{ success: true }> {
      return applications.asLockedApplicant(principal.accountId, async (tx) => {
        const application = await applications.ownApplication(input.applicationId, principal.accountId, tx);
        // Closing an application cancels its request; one left open on a closed application before that rule is
        // not answered either.
        requireDocumentRequests(application.status);
        const request = await repository.findOpenRequest(application.id, tx);
        if (!request) throw new DomainError('NO_PENDING_DOCUMENT_REQUEST');
        const answers = (await repository.listDocuments(application.id, tx)).filter((doc) => doc.documentRequestId === request.id);
        if (answers.length === 0) throw new DomainError('DOCUMENTS_REQUIRED');
        const at = clock.now();
        await repository.answerRequest(request.id, at, tx);
        await applicationRepository.addEvent(
          {
            applicationId: application.id,
            type: 'DOCUMENTS_SUBMITTED',
            fromStatus: null,
            toStatus: null,
            actorAccountId: principal.actorAccountId,
            note: null,
            at,
          },
          tx,
        );
        await audit.record(
          actorOf(principal, ctx),
          {
            action: 'application.documents-submit',
            entity: 'application',
            entityId: application.id,
            after: { documentRequestId: request.id, attachmentIds: answers.map((doc) => doc.id) },
          },
          tx,
        );
        return { success: true as const };
      });
    },
  };
}
export type ApplicationDocumentsService = ReturnType<typeof createApplicationDocumentsService>;
