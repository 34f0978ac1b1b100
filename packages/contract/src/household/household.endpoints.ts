import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { successSchema } from '../identity/identity.schemas.ts';
import {
  dependentRefSchema,
  dependentSchema,
  houseInputSchema,
  houseRefSchema,
  houseSchema,
  houseUpdateSchema,
  saveCustodySchema,
  saveHouseResidentSchema,
  saveRelativeSchema,
  validateDeleteSchema,
} from './household.schemas.ts';

/** Houses and dependents belong to a head of household: only applicants (or someone acting for one) manage them. */
const applicantOnly = ['APPLICANT'] as const;

/**
 * The applicant's houses and dependents (spec §7 "Unified profile", house and dependent management; DOMAIN.md
 * "Household"). Every id is checked against the caller: another applicant's house or dependent is a 404.
 */
export const household = {
  loadHouses: defineEndpoint({
    method: 'GET',
    path: '/api/unified-profile/house/load',
    summary: "The applicant's houses, oldest first, each with its number of resident dependents",
    access: applicantOnly,
    response: z.array(houseSchema),
  }),
  createHouse: defineEndpoint({
    method: 'POST',
    path: '/api/unified-profile/house/create',
    summary: 'Add a house (at most `household.maxHouses`, never twice the same national address)',
    access: applicantOnly,
    body: houseInputSchema,
    response: houseSchema,
  }),
  updateHouse: defineEndpoint({
    method: 'POST',
    path: '/api/unified-profile/house/update',
    summary: 'Change the address, ownership or rent of one house',
    access: applicantOnly,
    body: houseUpdateSchema,
    response: houseSchema,
  }),
  deleteHouse: defineEndpoint({
    method: 'POST',
    path: '/api/unified-profile/house/delete',
    summary: 'Delete a house nobody lives in any more (its dependents must move or be removed first)',
    access: applicantOnly,
    body: houseRefSchema,
    response: successSchema,
  }),
  getHouse: defineEndpoint({
    method: 'GET',
    path: '/api/unified-profile/house/get-by-id/{id}',
    summary: 'One house of the applicant',
    access: applicantOnly,
    params: houseRefSchema,
    response: houseSchema,
  }),
  validateCreateHouse: defineEndpoint({
    method: 'POST',
    path: '/api/unified-profile/house/validate-create-house',
    summary: 'Check a new house before saving it: the limit of houses, a duplicate address, codes of the lookups',
    access: applicantOnly,
    body: houseInputSchema,
    response: successSchema,
  }),
  maritalStatus: defineEndpoint({
    method: 'GET',
    path: '/api/unified-profile/house/martial-status',
    summary: "The applicant's social status code from the personal tab (SINGLE, MARRIED…), empty until given",
    access: applicantOnly,
    response: z.string(),
    responseKind: 'text',
  }),
  loadDependents: defineEndpoint({
    method: 'GET',
    path: '/api/unified-profile/dependent/load',
    summary: "The applicant's active dependents with relationship, house, custody and relation confirmation",
    access: applicantOnly,
    response: z.array(dependentSchema),
  }),
  saveRelative: defineEndpoint({
    method: 'POST',
    path: '/api/unified-profile/dependent/save-relative',
    summary: 'Add a dependent confirmed by the civil registry, or change the relationship or house of one',
    access: applicantOnly,
    body: saveRelativeSchema,
    response: dependentSchema,
  }),
  saveCustody: defineEndpoint({
    method: 'POST',
    path: '/api/unified-profile/dependent/save-custody',
    summary: 'Record who has custody of a minor child of divorced or separated parents',
    access: applicantOnly,
    body: saveCustodySchema,
    response: dependentSchema,
  }),
  saveHouseResident: defineEndpoint({
    method: 'POST',
    path: '/api/unified-profile/dependent/save-house-resident',
    summary: 'Say which of the applicant’s houses a dependent lives in',
    access: applicantOnly,
    body: saveHouseResidentSchema,
    response: dependentSchema,
  }),
  validateDeleteDependent: defineEndpoint({
    method: 'GET',
    path: '/api/unified-profile/dependent/validate-delete/{id}',
    summary: 'Whether a dependent can be removed now, and why not (e.g. counted in an open support cycle)',
    access: applicantOnly,
    params: dependentRefSchema,
    response: validateDeleteSchema,
  }),
  deleteDependent: defineEndpoint({
    method: 'POST',
    path: '/api/unified-profile/dependent/delete',
    summary: 'Remove a dependent from the household (kept for the record); refused as validate-delete says',
    access: applicantOnly,
    standIn: 'refused',
    body: dependentRefSchema,
    response: successSchema,
  }),
};
