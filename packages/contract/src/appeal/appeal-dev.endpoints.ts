import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { lookupCodeSchema } from '../common/fields.ts';
import { appealDetailsSchema } from './appeal.schemas.ts';

/** A case worker's step on an appeal, as the demo hook drives it until the back office has screens. */
export const appealCaseStepSchema = z.enum(['take', 'ask-documents', 'approve', 'reject']);
export type AppealCaseStep = z.infer<typeof appealCaseStepSchema>;

export const appealCaseStepParamsSchema = z.object({ appealNbr: z.string().trim().min(1).max(30), step: appealCaseStepSchema });

/** The case worker's words (required to reject or to ask for documents) and the document types asked for. */
export const appealCaseStepBodySchema = z.object({
  comment: z.string().trim().max(1000).nullish(),
  documentTypes: z.array(lookupCodeSchema).max(10).nullish(),
});
export type AppealCaseStepBody = z.infer<typeof appealCaseStepBodySchema>;

/**
 * Demo mode only (never in production, where every /api/dev/* is 404): drives a case worker's step on an appeal, as the
 * single sign-on simulator is driven, so the appeal journey can be tried before the back office has screens.
 */
export const devAppeal = {
  caseStep: defineEndpoint({
    method: 'POST',
    path: '/api/dev/appeals/{appealNbr}/{step}',
    summary: "Demo mode: a case worker's step on appeal {appealNbr}: take, ask-documents, approve or reject",
    access: 'public',
    params: appealCaseStepParamsSchema,
    body: appealCaseStepBodySchema,
    response: appealDetailsSchema,
  }),
};
