import { z } from 'zod';
import { entityIdSchema, lookupCodeSchema } from '../common/fields.ts';

/**
 * The content types an upload may have, by file extension (docs/decisions/046-attachments.md). The `config.upload`
 * parameter says which extensions are accepted; the file's first bytes must be of the type its extension names.
 */
export const uploadContentTypes = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
export type UploadExtension = keyof typeof uploadContentTypes;

/** The names of the two parts of a multipart upload: the JSON details first, then the file. */
export const uploadPartNames = { metadata: 'attachment', file: 'file' } as const;

/**
 * Who a document is about: null (or absent) for the applicant, else the id of one of their active dependents (a
 * dependent may then read it through dependent/download).
 */
const aboutSchema = entityIdSchema.nullable().optional();

/** The `attachment` part of POST /api/attachment/upload. */
export const attachmentUploadSchema = z.object({ documentType: lookupCodeSchema, personId: aboutSchema });
export type AttachmentUpload = z.infer<typeof attachmentUploadSchema>;

/** The `attachment` part of POST /api/attachment/upload/{a}/{b} (optional: the type is in the path). */
export const applicationUploadSchema = z.object({ personId: aboutSchema });
export type ApplicationUpload = z.infer<typeof applicationUploadSchema>;

/** upload/{a}/{b}: a = the application, b = the document type code. */
export const applicationUploadParamsSchema = z.object({ a: entityIdSchema, b: lookupCodeSchema });
export type ApplicationUploadParams = z.infer<typeof applicationUploadParamsSchema>;

/** The `attachment` part of updateAttachment: which attachment gets the new file. */
export const attachmentReplaceSchema = z.object({ id: entityIdSchema });
export type AttachmentReplace = z.infer<typeof attachmentReplaceSchema>;

/** An attachment (or, for deleteAll, an application) in the path. */
export const attachmentIdParamsSchema = z.object({ id: entityIdSchema });
export type AttachmentIdParams = z.infer<typeof attachmentIdParamsSchema>;

/** dependent/download/{a}/{b}/{c}: a = the application, b = the caller's dependent record, c = the attachment. */
export const dependentDownloadParamsSchema = z.object({ a: entityIdSchema, b: entityIdSchema, c: entityIdSchema });
export type DependentDownloadParams = z.infer<typeof dependentDownloadParamsSchema>;

/** An application an attachment is a document of. */
export const attachmentUsageSchema = z.object({ applicationId: z.string(), number: z.string() });
export type AttachmentUsage = z.infer<typeof attachmentUsageSchema>;

/** One file of the user as lists and screens show it. */
export const attachmentSummarySchema = z.object({
  id: z.string(),
  /** The name it was uploaded with, cleaned (no folders, no control characters, at most 255 characters). */
  fileName: z.string(),
  /** Decided from the file's first bytes. */
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  /** A code of the `documentType` lookup. */
  documentType: z.string(),
  /** The dependent the document is about; null when it is about the applicant. */
  dependentId: z.string().nullable(),
  createdAt: z.string(),
  /** The applications it is a document of. */
  usedBy: z.array(attachmentUsageSchema),
});
export type AttachmentSummary = z.infer<typeof attachmentSummarySchema>;

/**
 * A document of an application about the dependent reading it (the dependent's view of the application): what they
 * need to recognise it and to download it through dependent/download/{a}/{b}/{c}, `id` being `c`.
 */
export const dependentDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** A code of the `documentType` lookup. */
  documentType: z.string(),
  /** Decided from the file's first bytes. */
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  uploadedAt: z.string(),
});
export type DependentDocument = z.infer<typeof dependentDocumentSchema>;

/** deleteAll: how many documents left the application. */
export const deleteAllDocumentsResultSchema = z.object({ success: z.literal(true), deleted: z.number().int().nonnegative() });
export type DeleteAllDocumentsResult = z.infer<typeof deleteAllDocumentsResultSchema>;

/** save- and delete-ssp-application-documents: the caller's attachments to link or unlink. */
export const applicationDocumentsInputSchema = z.object({ attachmentIds: z.array(entityIdSchema).min(1).max(20) });
export type ApplicationDocumentsInput = z.infer<typeof applicationDocumentsInputSchema>;

/** save- and delete-ssp-application-documents with the application of the path, as the service takes them. */
export type ApplicationDocumentsChange = ApplicationDocumentsInput & { applicationId: string };
