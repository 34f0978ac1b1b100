import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
import type { AttachmentRepository, AttachmentUse, AttachmentView, DocumentRequestRow } from './attachment.repository.ts';

/**
 * Ownership and the rules of when a file or an application's documents may change (docs/decisions/046-attachments.md),
 * shared by the attachment services: another user's id, or a malformed one, is a 404.
 */
export function createAttachmentAccess(deps: { db: Database; repository: AttachmentRepository }) {
  const { db, repository } = deps;

  return {
    /** One live attachment of the owner by a client-supplied id; NOT_FOUND otherwise. */
    async ownAttachment(id: string, ownerAccountId: string, tx: Database = db): Promise<AttachmentView> {
      const found = isUuid(id) ? await repository.findOwn(id, ownerAccountId, tx) : null;
      if (!found) throw new DomainError('NOT_FOUND');
      return found;
    },

    /**
     * When an application's documents may change: while it is a draft (null: no request to link to), or while a case
     * worker's request for documents is open (the request, which new documents answer). Otherwise 409.
     */
    async documentWindow(application: ApplicationRow, tx: Database = db): Promise<DocumentRequestRow | null> {
      if (application.status === 'DRAFT') return null;
      const request = await repository.findOpenRequest(application.id, tx);
      if (!request) throw new DomainError('DOCUMENTS_NOT_EDITABLE');
      return request;
    },

    /**
     * Refuses (409 ATTACHMENT_IN_USE, naming the application) a change to a file that is a document of an application
     * past its draft, unless it was added to answer that application's open request for documents: what was sent
     * stays as it was sent.
     */
    async assertChangeable(attachmentId: string, tx: Database = db): Promise<AttachmentUse[]> {
      const uses = await repository.usesOf([attachmentId], tx);
      for (const use of uses) {
        if (use.status === 'DRAFT') continue;
        const open = use.documentRequestId === null ? null : await repository.findOpenRequest(use.applicationId, tx);
        if (open === null || open.id !== use.documentRequestId) {
          throw new DomainError('ATTACHMENT_IN_USE', { values: { number: use.number } });
        }
      }
      return uses;
    },
  };
}
export type AttachmentAccess = ReturnType<typeof createAttachmentAccess>;
