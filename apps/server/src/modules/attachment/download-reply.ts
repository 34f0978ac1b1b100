import type { FastifyReply } from 'fastify';
import type { FileDownload } from './attachment.service.ts';

/** Characters a quoted `filename=` may carry as they are: printable ASCII without the quote, backslash and percent. */
const plainAscii = /[^\x20-\x7e]|["\\%]/g;

/**
 * `Content-Disposition: attachment` with both spellings of the name (RFC 6266): an ASCII fallback for old clients
 * (other characters become `_`) and the exact UTF-8 name, percent-encoded, for the rest (Arabic names included).
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(plainAscii, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Streams a stored file as a download: its stored content type (decided from its bytes at upload), never sniffed by
 * the browser, always saved rather than shown in the portal's origin.
 */
export function replyWithFile(reply: FastifyReply, file: FileDownload): FileDownload['stream'] {
  void reply
    .type(file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff');
  return file.stream;
}
