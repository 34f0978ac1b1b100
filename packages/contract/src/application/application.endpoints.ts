import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import {
  applicationCycleSummarySchema,
  applicationDetailsSchema,
  applicationIbanSchema,
  applicationIdParamsSchema,
  applicationPeriodParamsSchema,
  applicationRefSchema,
  applicationStatusAtSchema,
  applicationSummarySchema,
  banPeriodSchema,
  pendingDocumentSchema,
  programIdParamsSchema,
  resumePaymentSchema,
  saveApplicationDetailsSchema,
  validateApplicationResultSchema,
  withdrawApplicationSchema,
} from './application.schemas.ts';

/** Applications belong to a head of household (or someone acting for one). */
const applicantOnly = ['APPLICANT'] as const;
/**
 * What a white-listed applicant reads too: their applications (made by the ministry) and the details of each, read
 * only (they are offered no action).
 */
const applicantOrWhiteListed = ['APPLICANT', 'WHITE_LISTED_APPLICANT'] as const;

/**
 * The life of an application (spec §7 "Application", DOMAIN.md "Programs and applications";
 * docs/decisions/045-applications.md): what blocks applying, the caller's applications and their timeline, and the
 * applicant's steps (draft, submit, cancel, withdraw, resume payment). Every `{id}` is an application of the caller
 * unless said; another applicant's is a 404.
 */
export const application = {
  validateApplication: defineEndpoint({
    method: 'GET',
    path: '/api/application/validate-application/{id}',
    summary: 'Everything that blocks applying to a program ({id}: the program id, 3001), each with its message and fix',
    access: applicantOnly,
    params: programIdParamsSchema,
    response: validateApplicationResultSchema,
  }),
  loadApplications: defineEndpoint({
    method: 'GET',
    path: '/api/application/load/',
    summary: "The caller's applications, newest first",
    access: applicantOrWhiteListed,
    response: z.array(applicationSummarySchema),
  }),
  loadApplication: defineEndpoint({
    method: 'GET',
    path: '/api/application/load/{id}',
    summary: 'One application of the caller',
    access: applicantOrWhiteListed,
    params: applicationIdParamsSchema,
    response: applicationSummarySchema,
  }),
  loadDetails: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-ssp-application-details/{id}',
    summary: 'One application with its form answers, status reason, ban, open document request and timeline',
    access: applicantOrWhiteListed,
    params: applicationIdParamsSchema,
    response: applicationDetailsSchema,
  }),
  loadForProgramApplication: defineEndpoint({
    method: 'GET',
    path: '/api/application/loadForProgramApplication/',
    summary: "The caller's open SSP application, or null",
    access: applicantOnly,
    response: applicationSummarySchema.nullable(),
  }),
  loadHomeApplications: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-home-applications',
    summary: "Each program's latest application of the caller, newest first (the home screen)",
    access: applicantOrWhiteListed,
    response: z.array(applicationSummarySchema),
  }),
  loadUserIban: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-user-iban',
    summary: 'The payment IBAN the application is paid to (masked), and whether the bank verified it',
    access: applicantOnly,
    response: applicationIbanSchema,
  }),
  loadApplicationSts: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-application-sts/{a}/{b}',
    summary: 'The state of application {a} at the end of month {b} (YYYY-MM), from its timeline',
    access: applicantOnly,
    params: applicationPeriodParamsSchema,
    response: applicationStatusAtSchema,
  }),
  hasPendingDocument: defineEndpoint({
    method: 'GET',
    path: '/api/application/is-application-has-pending-document',
    summary: "Whether a case worker asked for documents on the caller's open SSP application, and which",
    access: applicantOnly,
    response: pendingDocumentSchema,
  }),
  remainingBanPeriod: defineEndpoint({
    method: 'GET',
    path: '/api/application/remaining-ban-period',
    summary: 'Whether a withdrawal ban holds, until when and how many days are left',
    access: applicantOnly,
    response: banPeriodSchema,
  }),
  loadHomeCycleSummary: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-home-application-cycle-summary/{a}/{b}',
    summary: 'Application {a} in month {b}: its state, houses, members and the cycle of that month',
    access: applicantOnly,
    params: applicationPeriodParamsSchema,
    response: applicationCycleSummarySchema,
  }),
  saveDetails: defineEndpoint({
    method: 'POST',
    path: '/api/application/save-ssp-application-details',
    summary: 'Start a draft SSP application (applicationId null) or change the form answers of a draft',
    access: applicantOnly,
    body: saveApplicationDetailsSchema,
    response: applicationDetailsSchema,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/application/submit',
    summary: 'Send a draft (optional Idempotency-Key header: a retry with the same key answers the first result)',
    access: applicantOnly,
    body: applicationRefSchema,
    response: applicationSummarySchema,
  }),
  cancelSubmit: defineEndpoint({
    method: 'POST',
    path: '/api/application/cancel-submit/{id}',
    summary: 'Take a submitted application back before its study starts',
    access: applicantOnly,
    params: applicationIdParamsSchema,
    response: applicationSummarySchema,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/api/application/withdraw',
    summary: 'Withdraw from the program (a ban of application.withdrawBanDays follows); never by a stand-in',
    access: applicantOnly,
    standIn: 'refused',
    body: withdrawApplicationSchema,
    response: applicationDetailsSchema,
  }),
  resumePayment: defineEndpoint({
    method: 'POST',
    path: '/api/application/resume-payment',
    summary: 'Resume a suspended application once the profile is complete and the IBAN verified',
    access: applicantOnly,
    body: resumePaymentSchema,
    response: applicationSummarySchema,
  }),
};
