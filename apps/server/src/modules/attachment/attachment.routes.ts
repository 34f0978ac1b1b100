import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { ApplicationDocumentsService } from './application-documents.service.ts';
import type { AttachmentService } from './attachment.service.ts';
import { replyWithFile } from './download-reply.ts';
import type { UploadReader } from './upload-reader.ts';

/** The attachment endpoints: uploads read their parts with the upload reader, downloads stream the stored file. */
export async function attachmentRoutes(
  app: FastifyInstance,
  { attachments, documents, uploads }: { attachments: AttachmentService; documents: ApplicationDocumentsService; uploads: UploadReader },
) {
  const e = contract.attachment;
  registerEndpoint(app, e.upload, ({ ctx, request }) =>
    uploads.withUpload(request, e.upload, (upload) => attachments.upload(requirePrincipal(request), upload, ctx)),
  );
  registerEndpoint(app, e.uploadToApplication, ({ params, ctx, request }) =>
    uploads.withUpload(request, e.uploadToApplication, (upload) =>
      documents.uploadToApplication(requirePrincipal(request), { params, upload }, ctx),
    ),
  );
  registerEndpoint(app, e.updateAttachment, ({ ctx, request }) =>
    uploads.withUpload(request, e.updateAttachment, (upload) => attachments.replace(requirePrincipal(request), upload, ctx)),
  );
  registerEndpoint(app, e.deleteAll, ({ params, ctx, request }) => documents.deleteAll(requirePrincipal(request), params, ctx));
  registerEndpoint(app, e.load, ({ params, request }) => attachments.load(requirePrincipal(request), params));
  registerEndpoint(app, e.loadAll, ({ request }) => attachments.loadAll(requirePrincipal(request)));
  registerEndpoint(app, e.delete, ({ params, ctx, request }) => attachments.delete(requirePrincipal(request), params, ctx));
  registerEndpoint(app, e.download, async ({ params, ctx, request, reply }) =>
    replyWithFile(reply, await attachments.download(requirePrincipal(request), params, ctx)),
  );
  registerEndpoint(app, e.dependentDownload, async ({ params, request, reply }) =>
    replyWithFile(reply, await attachments.dependentDownload(requirePrincipal(request), params)),
  );
}
