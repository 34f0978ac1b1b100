import { randomBytes, randomUUID } from 'node:crypto';
import { attachment, documentRequest } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { minimalPdf } from '../../seed/demo/attachment.seed.ts';

/** Small files of each kind, with the first bytes that make them what they are. */
export const sampleFiles = {
  pdf: () => minimalPdf('Test document'),
  /** The PNG signature and an IHDR chunk of a 1x1 image. */
  png: () =>
    Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
        '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    ),
  /** A JPEG (JFIF) start of image and APP0 segment. */
  jpeg: () => Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), randomBytes(64), Buffer.from('ffd9', 'hex')]),
  /** A Windows executable's MZ header. */
  exe: () =>
    Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'), Buffer.alloc(200)]),
};

/** One part of a multipart body: a text field, or a file with its name. */
export type MultipartPart = { name: string; value: string } | { name: string; fileName: string; content: Buffer; contentType?: string };

/** A `multipart/form-data` body as a browser's FormData sends it, with its content-type header. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sanad${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A case worker's open request for documents on an application. */
export async function createDocumentRequest(
  db: Database,
  applicationId: string,
  documentTypes: string[] = ['INCOME_PROOF'],
): Promise<string> {
  const [row] = await db.insert(documentRequest).values({ applicationId, documentTypes }).returning({ id: documentRequest.id });
  if (!row) throw new Error('document request was not inserted');
  return row.id;
}

/** A file of the account's as an upload leaves its row (no bytes stored: for tests that only name attachments). */
export async function createAttachmentRow(db: Database, accountId: string, documentType: string): Promise<string> {
  const [row] = await db
    .insert(attachment)
    .values({
      ownerAccountId: accountId,
      documentType,
      fileName: `${documentType.toLowerCase()}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 1024,
      sha256: 'a'.repeat(64),
      storageKey: `test/${randomUUID()}`,
      uploadedByAccountId: accountId,
    })
    .returning({ id: attachment.id });
  if (!row) throw new Error('attachment was not inserted');
  return row.id;
}
