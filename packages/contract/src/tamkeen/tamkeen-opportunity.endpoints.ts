import { defineEndpoint } from '../common/define-endpoint.ts';
import { idInputSchema, otpSentSchema } from '../identity/identity.schemas.ts';
import { lookupListSchema } from '../lookup/lookup.schemas.ts';
import {
  opportunityTypeParamsSchema,
  tamkeenEvaluateSchema,
  tamkeenOfferDetailsSchema,
  tamkeenOfferFilterSchema,
  tamkeenOfferIdParamsSchema,
  tamkeenOfferPageParamsSchema,
  tamkeenOfferPageSchema,
  tamkeenSendOtpSchema,
} from './tamkeen-opportunity.schemas.ts';
import { tamkeenPeople } from './tamkeen-access.ts';

/**
 * Tamkeen's job offers (spec §7 group `tamkeen`; decisions 067, 071): the caller's own offers a page at a time, one
 * offer's details, the answer (accept with a one-time code, or decline with a reason), the code itself and the
 * lookups of the answer. Every id is an offer made to the caller, or a 404.
 */
export const tamkeenOpportunity = {
  load: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/opportunity/load/{a}/{b}',
    summary: "The caller's job offers, newest first: page {a} (from 0) of {b}",
    access: tamkeenPeople,
    params: tamkeenOfferPageParamsSchema,
    response: tamkeenOfferPageSchema,
  }),
  loadByFilter: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/opportunity/load-by-filter/{a}/{b}',
    summary: "The caller's job offers narrowed by status, opportunity type and city, newest first: page {a} of {b}",
    access: tamkeenPeople,
    params: tamkeenOfferPageParamsSchema,
    body: tamkeenOfferFilterSchema,
    response: tamkeenOfferPageSchema,
  }),
  loadDetails: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/opportunity/load-details/{id}',
    summary: 'One job offer with its description, pay, partner and the answer once given',
    access: tamkeenPeople,
    params: tamkeenOfferIdParamsSchema,
    response: tamkeenOfferDetailsSchema,
  }),
  evaluate: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/opportunity/evaluate',
    summary: 'Answer a job offer with a self-assessment: ACCEPT with the code of sendOTP, or DECLINE with a reason',
    access: tamkeenPeople,
    body: tamkeenEvaluateSchema,
    response: tamkeenOfferDetailsSchema,
  }),
  skillsRate: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/opportunity/lookup/skills-rate',
    summary: 'How well the person holds the skills an offer asks for (lookup skillsRate)',
    access: tamkeenPeople,
    response: lookupListSchema,
  }),
  qualificationFit: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/opportunity/lookup/qualification-fit',
    summary: "How the person's qualification fits an offer (lookup qualificationFit)",
    access: tamkeenPeople,
    response: lookupListSchema,
  }),
  opportunityType: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/opportunity/lookup/opportunity-type/{id}',
    summary: 'The opportunity types of track {id} (EMPLOYMENT, TRAINING, SELF_EMPLOYMENT, TREATMENT), or ALL of them',
    access: tamkeenPeople,
    params: opportunityTypeParamsSchema,
    response: lookupListSchema,
  }),
  sendOtp: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/sendOTP',
    summary: "Send a one-time code to the caller's verified mobile to accept an open job offer (purpose OFFER_ACCEPT)",
    access: tamkeenPeople,
    body: tamkeenSendOtpSchema,
    response: otpSentSchema,
  }),
  resendOtp: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/resend_otp/{id}',
    summary: 'Send the code of an offer acceptance again (once the resend delay has passed, within the daily caps)',
    access: tamkeenPeople,
    params: idInputSchema,
    response: otpSentSchema,
  }),
};
