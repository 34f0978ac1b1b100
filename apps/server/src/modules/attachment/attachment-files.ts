import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage, StoredFileFacts } from '../../platform/file-storage/file-storage.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Log } from '../../platform/logger.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import { allowedContentType, allowedTypesLabel, cleanFileName, typeSampleBytes } from './upload-rules.ts';

/** A file part as the upload reader hands it over: the name the browser sent and its bytes, still arriving. */
export interface IncomingFile {
  fileName: string;
  stream: Readable;
}

/** A file safely stored: what its attachment row records. */
export interface StoredUpload {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
}

type ChunkReader = AsyncIterator<Buffer | string>;
const asBuffer = (chunk: Buffer | string): Buffer => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk);

/**
 * The next chunk of the client's file. The stream fails only for the client's reasons (a body cut short before its
 * closing boundary, a connection lost half way): that is a request that could not be read, a 400, never a 5xx
 * (docs/decisions/051-upload-failures.md). Refusals the service raised itself pass on as they are.
 */
async function nextChunk(reader: ChunkReader): Promise<IteratorResult<Buffer | string>> {
  try {
    return await reader.next();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('ATTACHMENT_UPLOAD_MALFORMED');
  }
}

/** Reads chunks until `bytes` are in hand or the file ends; the rest stays in the stream. */
async function readHead(reader: ChunkReader, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await nextChunk(reader);
    if (next.done) break;
    const chunk = asBuffer(next.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  return Buffer.concat(chunks);
}

/** The head again, then the rest of the stream, failing with `tooLarge` as soon as more than `maxBytes` went by. */
async function* upTo(head: Buffer, reader: ChunkReader, maxBytes: number, tooLarge: () => DomainError): AsyncGenerator<Buffer> {
  let total = head.length;
  if (total > maxBytes) throw tooLarge();
  yield head;
  for (let next = await nextChunk(reader); !next.done; next = await nextChunk(reader)) {
    const chunk = asBuffer(next.value);
    total += chunk.length;
    if (total > maxBytes) throw tooLarge();
    yield chunk;
  }
}

/**
 * The checks every upload passes on its way to the file-storage port (docs/decisions/046-attachments.md): a cleaned
 * display name, not empty, a type read from the first bytes that the name's extension agrees with, and at most
 * `config.upload.maxBytes`, counted while streaming so a larger file is cut off at the limit and never kept. Files are
 * stored under a random key; `discard` removes one a failed database write left behind. A client stream that fails is
 * ATTACHMENT_UPLOAD_MALFORMED (400); a storage that fails is SERVICE_UNAVAILABLE (503), its cause logged, never sent
 * (decision 051). Either way the port keeps nothing and no row is written.
 */
export function createAttachmentFiles(deps: { storage: FileStorage; parameters: ParameterService; log: Log }) {
  const { storage, parameters, log } = deps;

  return {
    /** Checks and stores one incoming file; throws the refusal (400, or 503 when storage fails) and keeps nothing when it fails. */
    async store(file: IncomingFile, ctx: Pick<RequestContext, 'requestId'>): Promise<StoredUpload> {
      const { maxBytes, extensions } = await parameters.get('config.upload');
      const fileName = cleanFileName(file.fileName);
      const reader: ChunkReader = file.stream[Symbol.asyncIterator]();
      const head = await readHead(reader, typeSampleBytes);
      if (head.length === 0) throw new DomainError('ATTACHMENT_EMPTY', { values: { fileName } });
      const tooLarge = () =>
        new DomainError('ATTACHMENT_TOO_LARGE', { values: { fileName, maxMegabytes: Math.round((maxBytes / (1024 * 1024)) * 10) / 10 } });
      const contentType = await allowedContentType(fileName, head, extensions);
      if (contentType === null) {
        throw new DomainError('ATTACHMENT_TYPE_NOT_ALLOWED', { values: { fileName, allowedTypes: allowedTypesLabel(extensions) } });
      }
      const storageKey = randomUUID();
      let facts: StoredFileFacts;
      try {
        facts = await storage.put(storageKey, Readable.from(upTo(head, reader, maxBytes, tooLarge)));
      } catch (error) {
        // The port throws the stream's own error as it is: a refusal of the file, or the client's stream failing.
        if (error instanceof DomainError) throw error;
        log.error({ err: error, storageKey, requestId: ctx.requestId }, 'attachment file could not be stored');
        throw new DomainError('SERVICE_UNAVAILABLE');
      }
      return { fileName, contentType, sizeBytes: facts.size, sha256: facts.sha256, storageKey };
    },

    /**
     * Removes a stored file whose row was never written (a failed transaction) or no longer points at it (replaced,
     * deleted). A failure here is logged, not thrown: the answer the caller gets is already decided.
     */
    async discard(storageKey: string): Promise<void> {
      try {
        await storage.remove(storageKey);
      } catch (error) {
        log.error({ err: error, storageKey }, 'attachment file could not be removed');
      }
    },

    /** The bytes of a stored file. */
    open: (storageKey: string) => storage.open(storageKey),
  };
}
export type AttachmentFiles = ReturnType<typeof createAttachmentFiles>;
