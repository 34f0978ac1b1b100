import type { AttachmentSummary } from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { uploadFile, type UploadOptions } from '../../lib/api-client.ts';

/** Where a file goes: a document of the user, a document of an application, or a new file for a stored document. */
export type UploadTarget =
  /** POST /api/attachment/upload: a document about the applicant (personId null) or one of their dependents. */
  | { kind: 'attachment'; documentType: string; personId: string | null }
  /** POST /api/attachment/upload/{a}/{b}: uploaded and attached to an application as a document of that type. */
  | { kind: 'application'; applicationId: string; documentType: string; personId?: string | null }
  /** POST /api/attachment/updateAttachment: the file of a stored document replaced. */
  | { kind: 'replace'; attachmentId: string };

/** What one upload came to: the stored document, or the server's refusal to show (spec §8: a 400 is a result). */
export type UploadOutcome = { ok: true; attachment: AttachmentSummary } | { ok: false; message: string };

export interface SendOptions {
  /** Percent of the request sent, 0 to 100. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/** The upload client's answer as the field shows it. */
function outcomeOf(result: { ok: true; value: AttachmentSummary } | { ok: false; error: { message: string } }): UploadOutcome {
  return result.ok ? { ok: true, attachment: result.value } : { ok: false, message: result.error.message };
}

/**
 * Sends one file to its target through the API client's multipart upload, the only place the upload field calls the
 * API. A 400 (too large, a type not allowed, an empty file) comes back as the server's message to show by the file;
 * any other failure is thrown.
 */
export async function sendUpload(target: UploadTarget, file: File, { onProgress, signal }: SendOptions): Promise<UploadOutcome> {
  const options: UploadOptions = {
    onProgress: ({ loaded, total }) => onProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
    ...(signal ? { signal } : {}),
  };
  switch (target.kind) {
    case 'attachment':
      return outcomeOf(
        await uploadFile(
          routes.attachment.upload,
          { body: { documentType: target.documentType, personId: target.personId }, file },
          options,
        ),
      );
    case 'application':
      return outcomeOf(
        await uploadFile(
          routes.attachment.uploadToApplication,
          { params: { a: target.applicationId, b: target.documentType }, body: { personId: target.personId ?? null }, file },
          options,
        ),
      );
    case 'replace':
      return outcomeOf(await uploadFile(routes.attachment.updateAttachment, { body: { id: target.attachmentId }, file }, options));
  }
}
