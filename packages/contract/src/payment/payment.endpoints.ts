import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import {
  additionalPaymentSchema,
  deductionMessagesSchema,
  dependentPaymentHistoryRequestSchema,
  dependentPaymentHistorySchema,
  dependentPaymentRequestSchema,
  dependentPaymentSummarySchema,
  paymentApplicationParamsSchema,
  paymentHistoryRequestSchema,
  paymentHistorySchema,
  paymentRefundSchema,
  paymentRequestSchema,
  paymentSummarySchema,
} from './payment.schemas.ts';

/** The head of household's reads; a white-listed applicant reads their own too. */
const applicants = ['APPLICANT', 'WHITE_LISTED_APPLICANT'] as const;
/** A dependent reads their own share; an applicant reads any person's of their household. */
const applicantsAndDependents = ['APPLICANT', 'WHITE_LISTED_APPLICANT', 'DEPENDENT'] as const;

/**
 * Payments (spec §7 "Payments", all POST /api/payment/load/...; docs/decisions/058-eligibility-and-payment-reads.md):
 * payments of published cycles only, newest first. Every id and NIN sent is checked against the caller: another
 * household's is a 404.
 */
export const payment = {
  paymentSummary: defineEndpoint({
    method: 'POST',
    path: '/api/payment/load/payment-summary',
    summary: "The caller's latest published payments, their totals and the last twelve months",
    access: applicants,
    body: paymentRequestSchema,
    response: paymentSummarySchema,
  }),
  dependentPaymentSummary: defineEndpoint({
    method: 'POST',
    path: '/api/payment/load/dependent-payment-summary',
    summary: "One person's share (dependentNin: the caller's own, or a dependent of theirs): the latest, totals, twelve months",
    access: applicantsAndDependents,
    body: dependentPaymentRequestSchema,
    response: dependentPaymentSummarySchema,
  }),
  paymentHistory: defineEndpoint({
    method: 'POST',
    path: '/api/payment/load/payment-history',
    summary: "The caller's payments, newest first, a page at a time, each with its deductions and their messages",
    access: applicants,
    body: paymentHistoryRequestSchema,
    response: paymentHistorySchema,
  }),
  dependentPaymentHistory: defineEndpoint({
    method: 'POST',
    path: '/api/payment/load/dependent-payment-history',
    summary: "One person's shares of their household's payments, newest first, a page at a time",
    access: applicantsAndDependents,
    body: dependentPaymentHistoryRequestSchema,
    response: dependentPaymentHistorySchema,
  }),
  deductionMessages: defineEndpoint({
    method: 'POST',
    path: '/api/payment/load/deduction-messages',
    summary: "The deductions taken from the caller's payments with their messages, and the over-payments they recover",
    access: applicants,
    body: paymentRequestSchema,
    response: deductionMessagesSchema,
  }),
  additionalPaymentHistory: defineEndpoint({
    method: 'POST',
    path: '/api/payment/load/additional-payment-history/{id}',
    summary: 'The additional payments of application {id} (e.g. an approved appeal paid for a past month), newest first',
    access: applicants,
    params: paymentApplicationParamsSchema,
    response: z.array(additionalPaymentSchema),
  }),
  paymentRefundHistory: defineEndpoint({
    method: 'POST',
    path: '/api/payment/load/payment-refund-history/{id}',
    summary: 'What the household paid back on application {id}, newest first',
    access: applicants,
    params: paymentApplicationParamsSchema,
    response: z.array(paymentRefundSchema),
  }),
};
