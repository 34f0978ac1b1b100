import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import {
  dependentEligibilityRecordSchema,
  dependentEligibilityRequestSchema,
  dependentEligibilityStatusSchema,
  dependentIneligibilityRecordSchema,
  dependentsEligibilityStatusRequestSchema,
  eligibilityDetailSchema,
  eligibilityIdParamsSchema,
  eligibilityRecordSchema,
  eligibilityRequestSchema,
  flvEligibilityRequestSchema,
  flvRequestDetailSchema,
  flvRequestSummarySchema,
  ineligibilityRecordSchema,
  lastEligibilityParamsSchema,
  lastEligibilityQuerySchema,
} from './eligibility.schemas.ts';

/** The head of household's reads; a white-listed applicant reads their own too. */
const applicants = ['APPLICANT', 'WHITE_LISTED_APPLICANT'] as const;
/** A dependent reads their own; an applicant reads any person of their household. */
const applicantsAndDependents = ['APPLICANT', 'WHITE_LISTED_APPLICANT', 'DEPENDENT'] as const;

/**
 * Eligibility (spec §7 "Eligibility", DOMAIN.md "Cycles, eligibility and payments";
 * docs/decisions/058-eligibility-and-payment-reads.md): the results of published cycles only (an OPEN cycle's are never
 * shown), newest month first. Every id and NIN sent is checked against the caller: another household's is a 404.
 */
export const eligibility = {
  eligibilityHistory: defineEndpoint({
    method: 'POST',
    path: '/api/eligibility/load/eligibility-history',
    summary: "The caller's published results per cycle and house (outcome, reasons, amounts), newest first",
    access: applicants,
    body: eligibilityRequestSchema,
    response: z.array(eligibilityRecordSchema),
  }),
  ineligibilityReasonHistory: defineEndpoint({
    method: 'POST',
    path: '/api/eligibility/load/ineligibility-reason-history',
    summary: "Every ineligible house and every person left out in the caller's published results, with the reasons",
    access: applicants,
    body: eligibilityRequestSchema,
    response: z.array(ineligibilityRecordSchema),
  }),
  flvResult: defineEndpoint({
    method: 'POST',
    path: '/api/eligibility/load/flv-result',
    summary: "The caller's latest FLV pre-check (of application_ID when given) with each house's evaluation, or null",
    access: applicants,
    body: eligibilityRequestSchema,
    response: flvRequestDetailSchema.nullable(),
  }),
  requestFlvEligibility: defineEndpoint({
    method: 'POST',
    path: '/api/eligibility/request/flv-eligibility',
    summary: "Pre-check an application's houses on today's data and parameters (FLV); kept in its history, never paid",
    access: ['APPLICANT'],
    body: flvEligibilityRequestSchema,
    response: flvRequestDetailSchema,
  }),
  lastEligibility: defineEndpoint({
    method: 'GET',
    path: '/api/eligibility/load/last-eligibility/{a}/{b}',
    summary:
      'Application {a}, house {b}: the latest published month (or ?cycle_ID=YYYY-MM) with its members, the rules evaluated and what changed; null when none',
    access: applicants,
    params: lastEligibilityParamsSchema,
    query: lastEligibilityQuerySchema,
    response: eligibilityDetailSchema.nullable(),
  }),
  flvEligibilityHistory: defineEndpoint({
    method: 'GET',
    path: '/api/eligibility/flv-eligibility-history/{id}',
    summary: 'The FLV pre-checks of application {id}, newest first',
    access: applicants,
    params: eligibilityIdParamsSchema,
    response: z.array(flvRequestSummarySchema),
  }),
  flvEligibilityHistoryDetails: defineEndpoint({
    method: 'GET',
    path: '/api/eligibility/flv-eligibility-history-details/{id}',
    summary: 'One FLV pre-check ({id}) with each house: outcome, reasons, amounts, members and the rules evaluated',
    access: applicants,
    params: eligibilityIdParamsSchema,
    response: flvRequestDetailSchema,
  }),
  dependentEligibilityHistory: defineEndpoint({
    method: 'POST',
    path: '/api/eligibility/load/dependent-eligibility-history',
    summary: "One person's published months (dependent_NIN: the caller's own, or a dependent of theirs): category, counted or not, share",
    access: applicantsAndDependents,
    body: dependentEligibilityRequestSchema,
    response: z.array(dependentEligibilityRecordSchema),
  }),
  dependentIneligibilityReasonHistory: defineEndpoint({
    method: 'POST',
    path: '/api/eligibility/load/dependent-ineligibility-reason-history',
    summary: 'The months one person (dependent_NIN) was left out, or their house was ineligible, with the reasons',
    access: applicantsAndDependents,
    body: dependentEligibilityRequestSchema,
    response: z.array(dependentIneligibilityRecordSchema),
  }),
  dependentsEligibilityStatus: defineEndpoint({
    method: 'POST',
    path: '/api/eligibility/getDependentsEligibilityStatus/',
    summary: 'Each dependent of a house in a cycle (the latest published when eligibiltyCycle is absent); a dependent gets only their own',
    access: applicantsAndDependents,
    body: dependentsEligibilityStatusRequestSchema,
    response: z.array(dependentEligibilityStatusSchema),
  }),
};
