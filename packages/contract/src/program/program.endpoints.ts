import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { successSchema } from '../identity/identity.schemas.ts';
import { programFormAnswersSchema, programFormParamsSchema, programFormSchema } from './program-form.schemas.ts';
import { programSummarySchema } from './program.schemas.ts';

/** Applicants fill in program forms; a white-listed applicant applies too. */
const applicants = ['APPLICANT', 'WHITE_LISTED_APPLICANT'] as const;

export const program = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/programs/list',
    summary: 'Support programs offered by the portal',
    access: 'public',
    response: z.array(programSummarySchema),
    cacheable: true,
  }),
  loadForm: defineEndpoint({
    method: 'GET',
    path: '/api/programs/form/{programId}',
    summary: "A program's dynamic form fields in display order, with defaults, rules and choices ([] when it has no form)",
    access: applicants,
    params: programFormParamsSchema,
    response: programFormSchema,
  }),
  submitForm: defineEndpoint({
    method: 'POST',
    path: '/api/programs/form/submit/{programId}',
    summary: "Save the caller's answers to a program's form after checking every rule, uniqueness against other applicants included",
    access: applicants,
    params: programFormParamsSchema,
    body: programFormAnswersSchema,
    response: successSchema,
  }),
};
