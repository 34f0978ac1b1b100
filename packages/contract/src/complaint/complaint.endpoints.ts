import { defineEndpoint } from '../common/define-endpoint.ts';
import {
  complaintDetailsSchema,
  complaintIdParamsSchema,
  complaintPageSchema,
  complaintReplySchema,
  complaintsListParamsSchema,
  createComplaintSchema,
} from './complaint.schemas.ts';

/** Heads of household complain about their own payments. */
const applicants = ['APPLICANT', 'WHITE_LISTED_APPLICANT'] as const;

/**
 * Payment complaints (spec §7 "Complaints", /api/complaints; docs/decisions/062-payment-complaints.md). Every id is
 * the caller's or a 404; creation failures answer the error text (spec §8) in the one error shape.
 */
export const complaint = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/complaints/create',
    summary: "Complain about one of the caller's payments: a category, the words and attachments",
    access: applicants,
    body: createComplaintSchema,
    response: complaintDetailsSchema,
  }),
  complaintsList: defineEndpoint({
    method: 'GET',
    path: '/api/complaints/complaints-list/{a}/{b}',
    summary: "The caller's payment complaints, newest first: page {a} (from 0) of {b} a page",
    access: applicants,
    params: complaintsListParamsSchema,
    response: complaintPageSchema,
  }),
  complaintDetails: defineEndpoint({
    method: 'GET',
    path: '/api/complaints/complaint-details/{id}',
    summary: 'One payment complaint with its clock, the open request for information, the answer and the history',
    access: applicants,
    params: complaintIdParamsSchema,
    response: complaintDetailsSchema,
  }),
  updatePaymentComplainRequest: defineEndpoint({
    method: 'POST',
    path: '/api/complaints/updatePaymentComplainRequest',
    summary: "Answer a case worker's request for information (NEED_INFO): the complaint goes back to UNDER_PROCESSING",
    access: applicants,
    body: complaintReplySchema,
    response: complaintDetailsSchema,
  }),
};
