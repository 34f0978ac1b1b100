import type { AttachmentSummary } from '@sanad/contract';
import type { AttachmentUse, AttachmentView } from './attachment.repository.ts';

/** A stored attachment with the applications it is a document of, as the contract sends it. */
export function toAttachmentSummary(view: AttachmentView, uses: readonly AttachmentUse[]): AttachmentSummary {
  return {
    id: view.id,
    fileName: view.fileName,
    contentType: view.contentType,
    sizeBytes: view.sizeBytes,
    documentType: view.documentType,
    dependentId: view.dependentId,
    createdAt: view.createdAt.toISOString(),
    usedBy: uses.filter((use) => use.attachmentId === view.id).map(({ applicationId, number }) => ({ applicationId, number })),
  };
}

/** The audit record of a file: what it is, never its bytes or its storage key. */
export function auditFile(row: { fileName: string; contentType: string; sizeBytes: number; sha256: string; documentType?: string }) {
  return {
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    documentType: row.documentType,
  };
}
