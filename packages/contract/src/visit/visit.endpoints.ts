import { defineEndpoint } from '../common/define-endpoint.ts';
import {
  confirmVisitSchema,
  rescheduleVisitSchema,
  visitDetailsSchema,
  visitIdParamsSchema,
  visitPageSchema,
  visitsListParamsSchema,
} from './visit.schemas.ts';

/** Heads of household are visited at their houses. */
const applicants = ['APPLICANT', 'WHITE_LISTED_APPLICANT'] as const;

/**
 * Field visits (DOMAIN.md "Visits"; docs/decisions/065-visits.md). Spec §7 lists no visit endpoints: these four are
 * documented additions, in the style of the complaints' list and details. Every id is a visit to a house the caller
 * heads, or a 404.
 */
export const visit = {
  visitsList: defineEndpoint({
    method: 'GET',
    path: '/api/visits/visits-list/{a}/{b}',
    summary: "The caller's field visits, upcoming first (soonest first), then past ones (latest first): page {a} (from 0) of {b}",
    access: applicants,
    params: visitsListParamsSchema,
    response: visitPageSchema,
  }),
  visitDetails: defineEndpoint({
    method: 'GET',
    path: '/api/visits/visit-details/{id}',
    summary: 'One field visit with its office, visitor, result and whether it may still be answered',
    access: applicants,
    params: visitIdParamsSchema,
    response: visitDetailsSchema,
  }),
  confirmVisit: defineEndpoint({
    method: 'POST',
    path: '/api/visits/confirm-visit',
    summary: 'Confirm that someone will be at the house for a scheduled visit (one answer a visit, not too close to it)',
    access: applicants,
    body: confirmVisitSchema,
    response: visitDetailsSchema,
  }),
  rescheduleVisit: defineEndpoint({
    method: 'POST',
    path: '/api/visits/reschedule-visit',
    summary: 'Ask the office to move a scheduled visit, with the reason (one answer a visit, not too close to it)',
    access: applicants,
    body: rescheduleVisitSchema,
    response: visitDetailsSchema,
  }),
};
