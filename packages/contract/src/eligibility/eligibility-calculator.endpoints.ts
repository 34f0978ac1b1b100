import { defineEndpoint } from '../common/define-endpoint.ts';
import {
  supportEstimateRequestSchema,
  supportEstimateSchema,
  whatIfRequestSchema,
  whatIfResultSchema,
} from './eligibility-calculator.schemas.ts';

/**
 * The calculators (docs/decisions/059-calculators.md; DOMAIN.md "Cycles, eligibility and payments": "the public
 * support-calculator, FLV and the what-if calculator call the same function with the data given instead of stored").
 * Documented additions: the spec lists neither. Both evaluate with today's parameters (Riyadh) and store nothing.
 */
export const calculator = {
  supportEstimate: defineEndpoint({
    method: 'POST',
    path: '/api/support-calculator/estimate',
    summary:
      'Estimate the monthly entitlement of a household typed in (no session): outcome, reasons, standard, counted income, assets, members and the rules evaluated; nothing is stored',
    access: 'public',
    body: supportEstimateRequestSchema,
    response: supportEstimateSchema,
  }),
  whatIf: defineEndpoint({
    method: 'POST',
    path: '/api/eligibility/what-if',
    summary:
      "One house of the caller's application evaluated today as it stands and with the changes given (incomes, assets, people joining or leaving), and which rules moved; nothing is stored",
    access: ['APPLICANT', 'WHITE_LISTED_APPLICANT'],
    body: whatIfRequestSchema,
    response: whatIfResultSchema,
  }),
};
