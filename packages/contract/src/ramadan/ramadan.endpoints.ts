import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { ramadanEligibilitySchema, ramadanPaymentSchema, ramadanRewardMemberSchema, ramadanRewardParamsSchema } from './ramadan.schemas.ts';

/** The head of household reads their Ramadan rewards; a white-listed applicant too. */
const applicants = ['APPLICANT', 'WHITE_LISTED_APPLICANT'] as const;

/** The Ramadan reward program (spec §7 "Ramadan"; DOMAIN.md "Ramadan reward"). Reads only: the cycles engine writes. */
export const ramadan = {
  isEligible: defineEndpoint({
    method: 'GET',
    path: '/api/ramadan-program/isEligible',
    summary: "Whether the caller's household is eligible for the coming (or current) Ramadan's reward, and why",
    access: applicants,
    response: ramadanEligibilitySchema,
  }),
  payments: defineEndpoint({
    method: 'GET',
    path: '/api/ramadan-program/payments',
    summary: "The Ramadan rewards of the caller's applications, newest Hijri year first",
    access: applicants,
    response: z.array(ramadanPaymentSchema),
  }),
  dependents: defineEndpoint({
    method: 'GET',
    path: '/api/ramadan-program/dependents/{id}',
    summary: 'The members one reward of the caller counted, the head first, with their shares',
    access: applicants,
    params: ramadanRewardParamsSchema,
    response: z.array(ramadanRewardMemberSchema),
  }),
  hasRamadanRewards: defineEndpoint({
    method: 'GET',
    path: '/api/application/has-ramadan-rewards',
    summary: 'Whether the caller has had any Ramadan reward (the home screen shows the Ramadan card then)',
    access: applicants,
    response: z.boolean(),
  }),
};
