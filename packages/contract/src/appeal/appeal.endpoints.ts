import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import {
  appealApplicationParamsSchema,
  appealDetailsSchema,
  appealFilterSchema,
  appealIdParamsSchema,
  appealLiteSchema,
  appealPageSchema,
  appealReplySchema,
  appealSummarySchema,
  ineligibilityCodeParamsSchema,
  raiseAppealSchema,
  requiredDocumentSchema,
} from './appeal.schemas.ts';

/** Heads of household appeal their own applications' months and payments. */
const applicants = ['APPLICANT', 'WHITE_LISTED_APPLICANT'] as const;

/**
 * Appeals (spec §7 "Appeals", /api/appeal-management; docs/decisions/060-appeals.md). Every id is the caller's or a
 * 404. cancel-appeal is an addition to the spec's list (DOMAIN.md: CANCELED by the applicant while NEW).
 */
export const appeal = {
  raiseAppeal: defineEndpoint({
    method: 'POST',
    path: '/api/appeal-management/raise-appeal',
    summary: 'Appeal an ineligible month, house or dependent of a published cycle, or a payment (MSG08.7 / MSG08.8), with documents',
    access: applicants,
    body: raiseAppealSchema,
    response: appealDetailsSchema,
  }),
  updateNeededDocuments: defineEndpoint({
    method: 'POST',
    path: '/api/appeal-management/updateNeededDocuments',
    summary: 'Send the documents a case worker asked for (NEED_DOCUMENT): the appeal goes back to UNDER_PROCESSING',
    access: applicants,
    body: appealReplySchema,
    response: appealDetailsSchema,
  }),
  requiredDocs: defineEndpoint({
    method: 'GET',
    path: '/api/appeal-management/get-required-docs-for-ineligibility-code/{code}',
    summary: 'The document types an appeal against reason {code} needs (parameter appeal.requiredDocuments)',
    access: applicants,
    params: ineligibilityCodeParamsSchema,
    response: z.array(requiredDocumentSchema),
  }),
  loadAppeals: defineEndpoint({
    method: 'GET',
    path: '/api/appeal-management/load-appeals/{id}',
    summary: 'The appeals of application {id}, newest first',
    access: applicants,
    params: appealApplicationParamsSchema,
    response: z.array(appealSummarySchema),
  }),
  loadAppealsByFilter: defineEndpoint({
    method: 'POST',
    path: '/api/appeal-management/load-appeals-by-filter',
    summary: "The caller's appeals, narrowed by application, statuses, subject type or month, newest first, a page at a time",
    access: applicants,
    body: appealFilterSchema,
    response: appealPageSchema,
  }),
  appealDetails: defineEndpoint({
    method: 'GET',
    path: '/api/appeal-management/appeal-details/{id}',
    summary: 'One appeal with its documents, clock, decision and history',
    access: applicants,
    params: appealIdParamsSchema,
    response: appealDetailsSchema,
  }),
  loadLiteAppeals: defineEndpoint({
    method: 'GET',
    path: '/api/appeal-management/load-lite-appeals/{id}',
    summary: 'What of application {id} is appealed: one line per appeal, with the payment-code flag of spec §5',
    access: applicants,
    params: appealApplicationParamsSchema,
    response: z.array(appealLiteSchema),
  }),
  cancelAppeal: defineEndpoint({
    method: 'POST',
    path: '/api/appeal-management/cancel-appeal/{id}',
    summary: 'Withdraw an appeal no case worker has taken yet (NEW → CANCELED)',
    access: applicants,
    params: appealIdParamsSchema,
    response: appealDetailsSchema,
  }),
};
