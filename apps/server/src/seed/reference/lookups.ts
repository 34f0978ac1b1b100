import type { LookupGroup } from '@sanad/contract';
import type { ticketGroups } from '../../modules/config/config.service.ts';
import { cities, regions } from './geography.lookups.ts';
import {
  appealStatus,
  applicationStatus,
  complaintCategory,
  ineligibilityReason,
  documentType,
  letters,
  paymentStatus,
  sspOffices,
  visitStatus,
} from './case.lookups.ts';
import { ticketCategory, ticketStatus, ticketSubCategory, ticketType } from './crm.lookups.ts';
import { bankName, houseOwnership, incomeSource, propertyType } from './finance.lookups.ts';
import {
  disability,
  educationLevel,
  gender,
  laborStatus,
  licenseType,
  majors,
  nationality,
  professionSkills,
  relationship,
  socialStatus,
} from './people.lookups.ts';
import { opportunityType, qualificationFit, skillsRate } from './tamkeen.lookups.ts';
import type { LookupRow } from './types.ts';

/** Every group the database holds: the public ones of GET /api/lookup plus the CRM tree behind the ticket config. */
export type ReferenceGroup = LookupGroup | (typeof ticketGroups)[keyof typeof ticketGroups];

/**
 * Reference lists by lookup group, in display order. Codes are stable identifiers stored in user data: never
 * renumber or reuse them; retire an item by setting it inactive in the database instead.
 */
export const lookups = {
  socialStatus,
  relationship,
  bankName,
  paymentStatus,
  applicationStatus,
  complaintCategory,
  sspOffices,
  letters,
  disability,
  professionSkills,
  majors,
  skillsRate,
  qualificationFit,
  opportunityType,
  regions,
  cities,
  gender,
  nationality,
  educationLevel,
  houseOwnership,
  incomeSource,
  propertyType,
  laborStatus,
  licenseType,
  ineligibilityReason,
  documentType,
  appealStatus,
  ticketStatus,
  visitStatus,
  ticketType,
  ticketCategory,
  ticketSubCategory,
} satisfies Record<ReferenceGroup, readonly LookupRow[]>;

/**
 * Codes a release replaced, set inactive by the reference seed in databases seeded before it (never deleted: stored
 * data may name them). Issue 18 replaced two reasons written before any result was: IBAN_UNVERIFIED (now
 * IBAN_NOT_VERIFIED) and DUPLICATE_HOUSEHOLD (now DUPLICATE_HEAD and DUPLICATE_MEMBER).
 */
export const retiredLookups: Partial<Record<ReferenceGroup, readonly string[]>> = {
  ineligibilityReason: ['IBAN_UNVERIFIED', 'DUPLICATE_HOUSEHOLD'],
};
