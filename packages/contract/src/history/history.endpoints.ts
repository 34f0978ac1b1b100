import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { historyAppealSchema, historyBeneficiaryParamsSchema, historyBeneficiarySchema, historyPaymentSchema } from './history.schemas.ts';

/** Anyone with a person in the old system: an applicant, a white-listed applicant or a dependent reads their own. */
const people = ['APPLICANT', 'WHITE_LISTED_APPLICANT', 'DEPENDENT'] as const;

/**
 * History data (spec §7 "History and letters"; DOMAIN.md "History data"; docs/decisions/058-eligibility-and-payment-reads.md):
 * the old system's records of the caller's own person, read only.
 */
export const historyData = {
  beneficiary: defineEndpoint({
    method: 'GET',
    path: '/api/history-data/beneficiary/',
    summary: "The old system's files of the caller's person, newest first",
    access: people,
    response: z.array(historyBeneficiarySchema),
  }),
  payments: defineEndpoint({
    method: 'GET',
    path: '/api/history-data/payment/{id}',
    summary: 'The payments of old file {id} of the caller, newest month first',
    access: people,
    params: historyBeneficiaryParamsSchema,
    response: z.array(historyPaymentSchema),
  }),
  appeals: defineEndpoint({
    method: 'GET',
    path: '/api/history-data/appeal/{id}',
    summary: 'The appeals of old file {id} of the caller, newest first',
    access: people,
    params: historyBeneficiaryParamsSchema,
    response: z.array(historyAppealSchema),
  }),
};
