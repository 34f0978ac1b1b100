import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { complaintDetailsSchema } from './complaint.schemas.ts';

/** A case worker's step on a payment complaint, as the demo hook drives it until the back office has screens. */
export const complaintCaseStepSchema = z.enum(['take', 'request-info', 'resolve', 'reject']);
export type ComplaintCaseStep = z.infer<typeof complaintCaseStepSchema>;

export const complaintCaseStepParamsSchema = z.object({
  paymentComplainNbr: z.string().trim().min(1).max(30),
  step: complaintCaseStepSchema,
});

/** The case worker's words: the question (request-info), the answer (resolve) or the reason (reject). */
export const complaintCaseStepBodySchema = z.object({ comment: z.string().trim().max(1000).nullish() });
export type ComplaintCaseStepBody = z.infer<typeof complaintCaseStepBodySchema>;

/**
 * Demo mode only (never in production, where every /api/dev/* is 404): drives a case worker's step on a payment
 * complaint, so the complaint journey can be tried before the back office has screens.
 */
export const devComplaint = {
  caseStep: defineEndpoint({
    method: 'POST',
    path: '/api/dev/complaints/{paymentComplainNbr}/{step}',
    summary: "Demo mode: a case worker's step on complaint {paymentComplainNbr}: take, request-info, resolve or reject",
    access: 'public',
    params: complaintCaseStepParamsSchema,
    body: complaintCaseStepBodySchema,
    response: complaintDetailsSchema,
  }),
};
