import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { classifyIssue, uploadPartNames, type BodyOf, type EndpointConfig } from '@sanad/contract';
import { DomainError } from '../../platform/errors.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import type { IncomingFile } from './attachment-files.ts';

/** An upload as a service takes it: the validated `attachment` part and the file, still streaming. */
export interface Upload<T> {
  metadata: T;
  file: IncomingFile;
}

type MultipartEndpoint = EndpointConfig & { requestKind: 'multipart' };

const malformed = () => new DomainError('ATTACHMENT_UPLOAD_MALFORMED');

/** The `attachment` part checked with the endpoint's body schema; its problems are field errors under `body.`. */
function parseMetadata<E extends MultipartEndpoint>(endpoint: E, value: unknown): BodyOf<E> {
  if (!endpoint.body) return undefined as BodyOf<E>;
  const result = endpoint.body.safeParse(value);
  if (result.success) return result.data as BodyOf<E>;
  throw new DomainError('VALIDATION_FAILED', {
    fieldErrors: result.error.issues.map((issue) => {
      const { code, values } = classifyIssue(issue);
      const defined = Object.fromEntries(
        Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
      );
      return { field: ['body', ...issue.path.map(String)].join('.'), code, values: defined };
    }),
  });
}

/** A JSON part arrives parsed when the client labelled it `application/json`, else as text. */
function jsonOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field: 'body', code: 'invalid_type' }] });
  }
}

/**
 * Reads a multipart upload in the route (docs/decisions/046-attachments.md): the `attachment` part first (optional
 * when every field of the endpoint's body is), validated with the endpoint's body schema, then the `file` part, which
 * is handed to `work` as a stream: the service stores it through the file-storage port without buffering it. The
 * multipart reader stops at `config.upload.maxBytes` + 1 bytes, enough for the service to tell a file that is too big.
 * Whatever `work` did not read of the file is dropped when it returns.
 */
export function createUploadReader(deps: { parameters: ParameterService }) {
  const { parameters } = deps;

  /** Reads the parts; `optional`: a request with no `file` part hands `work` a null file. */
  async function read<E extends MultipartEndpoint, R>(
    request: FastifyRequest,
    endpoint: E,
    optional: boolean,
    work: (metadata: BodyOf<E>, file: IncomingFile | null) => Promise<R>,
  ): Promise<R> {
    if (!request.isMultipart()) throw malformed();
    const { maxBytes } = await parameters.get('config.upload');
    let metadata: unknown = undefined;
    let file: MultipartFile | undefined;
    try {
      for await (const part of request.parts({ limits: { fileSize: maxBytes + 1 } })) {
        if (part.type === 'field') {
          if (part.fieldname !== uploadPartNames.metadata || metadata !== undefined || part.valueTruncated) throw malformed();
          metadata = jsonOf(part.value);
          continue;
        }
        if (part.fieldname !== uploadPartNames.file) throw malformed();
        file = part;
        break;
      }
    } catch (error) {
      // The multipart reader's own refusals (too many parts, a body cut short) say nothing the person can act on.
      if (error instanceof DomainError) throw error;
      throw malformed();
    }
    if (!file) {
      if (!optional) throw malformed();
      return work(parseMetadata(endpoint, metadata ?? {}), null);
    }
    const stream = file.file;
    try {
      const parsed = parseMetadata(endpoint, metadata ?? {});
      return await work(parsed, { fileName: file.filename, stream });
    } finally {
      // A refusal before the end of the file: stop reading it (Node discards the rest of the request body).
      if (!stream.readableEnded) stream.destroy();
    }
  }

  return {
    withUpload<E extends MultipartEndpoint, R>(
      request: FastifyRequest,
      endpoint: E,
      work: (upload: Upload<BodyOf<E>>) => Promise<R>,
    ): Promise<R> {
      return read(request, endpoint, false, (metadata, file) => {
        if (!file) throw malformed();
        return work({ metadata, file });
      });
    },

    /**
     * As `withUpload`, for an endpoint whose file is optional (a ticket's attachment, docs/decisions/064-tickets.md):
     * a request with only the `attachment` part hands `work` a null file.
     */
    withOptionalUpload<E extends MultipartEndpoint, R>(
      request: FastifyRequest,
      endpoint: E,
      work: (upload: { metadata: BodyOf<E>; file: IncomingFile | null }) => Promise<R>,
    ): Promise<R> {
      return read(request, endpoint, true, (metadata, file) => work({ metadata, file }));
    },
  };
}
export type UploadReader = ReturnType<typeof createUploadReader>;
