import { z } from 'zod';
import { applicationIdParamsSchema, applicationRefSchema } from '../application/application.schemas.ts';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { successSchema } from '../identity/identity.schemas.ts';
import {
  applicationDocumentsInputSchema,
  applicationUploadParamsSchema,
  applicationUploadSchema,
  attachmentIdParamsSchema,
  attachmentReplaceSchema,
  attachmentSummarySchema,
  attachmentUploadSchema,
  deleteAllDocumentsResultSchema,
  dependentDownloadParamsSchema,
} from './attachment.schemas.ts';

/** An applicant's files (or someone acting for one, who uploads in the applicant's name). */
const applicantOnly = ['APPLICANT'] as const;

/**
 * The owner's files, read by staff too (read only: staff never upload, replace or delete; decision 050), and by a
 * white-listed applicant, whose applications the ministry enters with their documents (read only too).
 */
const ownerOrStaff = ['APPLICANT', 'WHITE_LISTED_APPLICANT', 'CASE_WORKER', 'ADMIN'] as const;

/** The documents of an application, read by its applicant, white-listed or not. */
const applicantsRead = ['APPLICANT', 'WHITE_LISTED_APPLICANT'] as const;

/** Downloads answer the stored bytes; the contract does not check them. */
const fileBytes = z.unknown();

/**
 * The applicant's files (spec §7 "Attachments"; docs/decisions/046-attachments.md). Uploads are multipart: the
 * `attachment` JSON part first, then the `file` part, whose type is read from its first bytes. Every id is the
 * caller's or a 404.
 */
export const attachment = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/attachment/upload',
    summary: 'Upload one file (PDF, JPEG or PNG up to `config.upload.maxBytes`) about the applicant or one of their dependents',
    access: applicantOnly,
    requestKind: 'multipart',
    body: attachmentUploadSchema,
    response: attachmentSummarySchema,
  }),
  uploadToApplication: defineEndpoint({
    method: 'POST',
    path: '/api/attachment/upload/{a}/{b}',
    summary: 'Upload one file as a document of type b of application a (a draft, or one with an open request for documents)',
    access: applicantOnly,
    requestKind: 'multipart',
    params: applicationUploadParamsSchema,
    body: applicationUploadSchema,
    response: attachmentSummarySchema,
  }),
  deleteAll: defineEndpoint({
    method: 'DELETE',
    path: '/core/api/attachment/deleteAll/{id}',
    summary: 'Remove every document of a draft application, deleting the files no other application uses',
    access: applicantOnly,
    params: applicationIdParamsSchema,
    response: deleteAllDocumentsResultSchema,
  }),
  load: defineEndpoint({
    method: 'GET',
    path: '/api/attachment/load/{id}',
    summary: 'One file of the caller',
    access: applicantOnly,
    params: attachmentIdParamsSchema,
    response: attachmentSummarySchema,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/attachment/download/{id}',
    summary: "The bytes of one file of the caller (or of one of the caller's applications), as a download; staff read any file",
    access: ownerOrStaff,
    params: attachmentIdParamsSchema,
    response: fileBytes,
    responseKind: 'binary',
  }),
  dependentDownload: defineEndpoint({
    method: 'GET',
    path: '/api/attachment/dependent/download/{a}/{b}/{c}',
    summary:
      'A dependent downloads document c about them, of application a (not a draft) of the applicant whose dependent record b is theirs and whose relation they confirmed (or owe no confirmation of)',
    access: ['DEPENDENT'],
    params: dependentDownloadParamsSchema,
    response: fileBytes,
    responseKind: 'binary',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/attachment/delete/{id}',
    summary: 'Delete one file, unless it is a document of a submitted application',
    access: applicantOnly,
    params: attachmentIdParamsSchema,
    response: successSchema,
  }),
  loadAll: defineEndpoint({
    method: 'GET',
    path: '/api/attachment/loadAll',
    summary: "The caller's files, newest first",
    access: applicantOnly,
    response: z.array(attachmentSummarySchema),
  }),
  updateAttachment: defineEndpoint({
    method: 'POST',
    path: '/api/attachment/updateAttachment',
    summary: 'Replace the file of one attachment (refused while a submitted application uses it, unless it answers an open request)',
    access: applicantOnly,
    requestKind: 'multipart',
    body: attachmentReplaceSchema,
    response: attachmentSummarySchema,
  }),
};

/**
 * The documents of an application (spec §7 "Application": *-ssp-application-documents, submit-edit): changed while
 * the application is a draft, or while a case worker's request for documents is open, which submit-edit answers.
 */
export const applicationDocuments = {
  loadDocuments: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-ssp-application-documents/{id}',
    summary: 'The documents of one application of the caller',
    access: applicantsRead,
    params: applicationIdParamsSchema,
    response: z.array(attachmentSummarySchema),
  }),
  saveDocuments: defineEndpoint({
    method: 'POST',
    path: '/api/application/save-ssp-application-documents/{id}',
    summary: "Attach files of the caller to an application; answers the application's documents",
    access: applicantOnly,
    params: applicationIdParamsSchema,
    body: applicationDocumentsInputSchema,
    response: z.array(attachmentSummarySchema),
  }),
  deleteDocuments: defineEndpoint({
    method: 'POST',
    path: '/api/application/delete-ssp-application-documents/{id}',
    summary: "Detach documents from an application (the files stay); answers the application's documents",
    access: applicantOnly,
    params: applicationIdParamsSchema,
    body: applicationDocumentsInputSchema,
    response: z.array(attachmentSummarySchema),
  }),
  submitEdit: defineEndpoint({
    method: 'POST',
    path: '/api/application/submit-edit',
    summary: 'Send the documents added for the open request for documents, which closes it',
    access: applicantOnly,
    body: applicationRefSchema,
    response: successSchema,
  }),
};
