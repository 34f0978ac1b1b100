import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { dependentSchema, houseSchema } from '../household/household.schemas.ts';
import { applicationIdParamsSchema, applicationRefSchema } from './application.schemas.ts';
import {
  applicationDependentParamsSchema,
  applicationHouseParamsSchema,
  dependentApplicationSchema,
  dependentIdPathSchema,
  dependentReapplySchema,
  houseDependentsCountSchema,
  houseIdPathSchema,
  houseReapplySchema,
  manualReapplyResultSchema,
  manualReapplySchema,
  selectableHouseSchema,
  selectedHouseDependentsSchema,
  selectedHouseIdSchema,
  selectHouseDependentsSchema,
  selectHouseSchema,
  selectionDependentSchema,
  selectionSyncSchema,
} from './application-selection.schemas.ts';

/** The applicant (or a stand-in acting for them) chooses what their application counts. */
const applicantOnly = ['APPLICANT'] as const;

/**
 * Selection of houses and dependents, the dependent's read-only view of the applications that count them, and manual
 * reapply (spec §7 "Application"; docs/decisions/048-application-selection.md). Every id is checked against the
 * caller: another applicant's application, house or dependent is a 404.
 */
export const applicationSelection = {
  loadSelectedHouses: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-selected-houses/{id}',
    summary: 'Every live house of the applicant, each saying whether the application counts it',
    access: applicantOnly,
    params: applicationIdParamsSchema,
    response: z.array(selectableHouseSchema),
  }),
  loadApplicationSelectedHouses: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-application-selected-houses/{id}',
    summary: 'The houses the application counts',
    access: applicantOnly,
    params: applicationIdParamsSchema,
    response: z.array(houseSchema),
  }),
  loadAdultConfirmedDependents: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-adult-confirmed-dependents',
    summary: 'The active dependents aged 18 or more who confirmed the relation',
    access: applicantOnly,
    response: z.array(dependentSchema),
  }),
  loadSelectedHousesDependents: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-selected-houses-dependents/{id}',
    summary: 'Each selected house with every active dependent living in it: selected, selectable and why not',
    access: applicantOnly,
    params: applicationIdParamsSchema,
    response: z.array(selectedHouseDependentsSchema),
  }),
  loadApplicationHousesDependentNumber: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-application-houses-dependent-number/{a}/{b}',
    summary: 'How many dependents application {a} counts in house {b}',
    access: applicantOnly,
    params: applicationHouseParamsSchema,
    response: houseDependentsCountSchema,
  }),
  loadDependentsBasedOnHouse: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-dependents-based-on-house/{id}',
    summary: 'The active dependents living in house {id}, selectable or not (and selected by the open application)',
    access: applicantOnly,
    params: houseIdPathSchema,
    response: z.array(selectionDependentSchema),
  }),
  loadDependentsNotBasedOnHouse: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-dependents-not-based-on-house/{id}',
    summary: 'The active dependents not living in house {id} (another house or none), and why they are left out',
    access: applicantOnly,
    params: houseIdPathSchema,
    response: z.array(selectionDependentSchema),
  }),
  findSelectedHouseIdForDependent: defineEndpoint({
    method: 'GET',
    path: '/api/application/find-selected-houseId-for-dependent/{id}',
    summary: 'The house the open application counts dependent {id} in, or null',
    access: applicantOnly,
    params: dependentIdPathSchema,
    response: selectedHouseIdSchema,
  }),
  findSelectedHouseForDependent: defineEndpoint({
    method: 'GET',
    path: '/api/application/find-selected-house-for-dependent/{a}/{b}',
    summary: 'The house application {a} counts dependent {b} in, or null',
    access: applicantOnly,
    params: applicationDependentParamsSchema,
    response: houseSchema.nullable(),
  }),
  selectHouses: defineEndpoint({
    method: 'POST',
    path: '/api/application/select-houses/{a}/{b}',
    summary: 'Count house {b} in draft application {a}, or stop counting it and its dependents; answers the selected houses',
    access: applicantOnly,
    params: applicationHouseParamsSchema,
    body: selectHouseSchema,
    response: z.array(houseSchema),
  }),
  selectHousesDependents: defineEndpoint({
    method: 'POST',
    path: '/api/application/select-houses-dependents/{a}/{b}',
    summary: 'The whole list of the dependents draft application {a} counts in its selected house {b}',
    access: applicantOnly,
    params: applicationHouseParamsSchema,
    body: selectHouseDependentsSchema,
    response: z.array(selectionDependentSchema),
  }),
  processApplicationHouses: defineEndpoint({
    method: 'POST',
    path: '/api/application/process-application-houses',
    summary: 'Re-sync an application with the household now: drop deleted houses and dependents gone, moved or no longer selectable',
    access: applicantOnly,
    body: applicationRefSchema,
    response: selectionSyncSchema,
  }),
  loadApplicantApplicationsForDependent: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-applicant-applications-for-dependent',
    summary: 'The submitted applications of the applicants the caller is a confirmed dependent of, latest first (read-only)',
    access: ['DEPENDENT'],
    response: z.array(dependentApplicationSchema),
  }),
  loadApplicantApplicationsForDependentForHome: defineEndpoint({
    method: 'GET',
    path: '/api/application/load-applicant-applications-for-dependent-for-home',
    summary: 'The same, only the applications still open, latest first (home screen)',
    access: ['DEPENDENT'],
    response: z.array(dependentApplicationSchema),
  }),
  manualReapply: defineEndpoint({
    method: 'POST',
    path: '/api/application/manual-reapply',
    summary: 'Ask for a new study of an ineligible application (once a cycle): it goes back under study',
    access: applicantOnly,
    body: manualReapplySchema,
    response: manualReapplyResultSchema,
  }),
  ineligibleHouseManualReapply: defineEndpoint({
    method: 'POST',
    path: '/api/application/ineligible-house/manual-reapply',
    summary: 'Ask for a new study of a selected house found ineligible (once a cycle)',
    access: applicantOnly,
    body: houseReapplySchema,
    response: manualReapplyResultSchema,
  }),
  ineligibleDependentManualReapply: defineEndpoint({
    method: 'POST',
    path: '/api/application/ineligible-dependent/manual-reapply',
    summary: 'Ask for a new study of a selected dependent found ineligible (once a cycle)',
    access: applicantOnly,
    body: dependentReapplySchema,
    response: manualReapplyResultSchema,
  }),
  declinedHouseManualReapply: defineEndpoint({
    method: 'POST',
    path: '/api/application/declined-house/manual-reapply',
    summary: 'Ask for a new study of a selected house a case worker declined (once a cycle)',
    access: applicantOnly,
    body: houseReapplySchema,
    response: manualReapplyResultSchema,
  }),
};
