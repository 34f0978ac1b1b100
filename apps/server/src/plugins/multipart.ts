import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The name `registerEndpoint` checks before it declares an upload endpoint. */
export const multipartPluginName = 'multipart';

/**
 * Reading `multipart/form-data` uploads (docs/decisions/046-attachments.md), on `@fastify/multipart`. Nothing is read
 * until a handler asks (modules/attachment/upload-reader.ts): the file part is streamed to the storage port, never
 * buffered or written to a temporary folder. These limits are the ceiling every request starts from: one file, the
 * one small `attachment` part, a few headers; the reader lowers the file size to the `config.upload` parameter.
 * `throwFileSizeLimit` is off because the reader counts the bytes itself and names the file in its refusal.
 */
export const multipartPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: { files: 1, fields: 1, parts: 2, fieldNameSize: 50, fieldSize: 4096, headerPairs: 20, fileSize: 1024 * 1024 },
    });
  },
  { name: multipartPluginName },
);
