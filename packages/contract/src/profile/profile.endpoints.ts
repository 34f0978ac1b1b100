import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { lookupListSchema } from '../lookup/lookup.schemas.ts';
import {
  addressInputSchema,
  addressTabSchema,
  citiesQuerySchema,
  dependentIdParams,
  dependentProfileStsSchema,
  dependentsTabInputSchema,
  dependentTabParams,
  dependentWithProfileSchema,
  disabilitySchema,
  educationInputSchema,
  educationTabSchema,
  ibanInfoSchema,
  incomeInputSchema,
  incomeTabSchema,
  laborInputSchema,
  laborTabSchema,
  licenseInputSchema,
  licenseTabSchema,
  personalInfoInputSchema,
  personalInfoSchema,
  profileIdParams,
  profileStsSchema,
  profileSummarySchema,
  propertyInputSchema,
  propertyStsInputSchema,
  propertyTabSchema,
  savedTab,
  summaryInputSchema,
  updateIbanSchema,
} from './profile.schemas.ts';

const applicantOnly = ['APPLICANT'] as const;
const base = '/api/unified-profile';

/** A tab of the applicant's own profile: load (GET …/load) and save (POST …/save) answering the tab and the flags. */
function applicantTab<D extends z.ZodType, I extends z.ZodType>(tab: string, name: string, data: D, input: I) {
  return {
    load: defineEndpoint({
      method: 'GET',
      path: `${base}/${tab}/load`,
      summary: `The applicant's ${name} tab`,
      access: applicantOnly,
      response: data,
    }),
    save: defineEndpoint({
      method: 'POST',
      path: `${base}/${tab}/save`,
      summary: `Save the applicant's ${name} tab; answers the tab as stored and the profile's completion`,
      access: applicantOnly,
      body: input,
      response: savedTab(data, profileStsSchema),
    }),
  };
}

/** A tab of one dependent's profile: {a} is the applicant (head of household), {b} the dependent. */
function dependentTab<D extends z.ZodType, I extends z.ZodType>(tab: string, name: string, data: D, input: I) {
  return {
    load: defineEndpoint({
      method: 'GET',
      path: `${base}/dependent/${tab}/load/{a}/{b}`,
      summary: `A dependent's ${name} tab ({a}: the applicant's account id, {b}: the dependent id)`,
      access: applicantOnly,
      params: dependentTabParams,
      response: data,
    }),
    save: defineEndpoint({
      method: 'POST',
      path: `${base}/dependent/${tab}/save/{a}/{b}`,
      summary: `Save a dependent's ${name} tab; answers the tab and the dependent profile's completion`,
      access: applicantOnly,
      params: dependentTabParams,
      body: input,
      response: savedTab(data, dependentProfileStsSchema),
    }),
  };
}

const personal = applicantTab('personal-info-tab', 'personal information', personalInfoSchema, personalInfoInputSchema);
const address = applicantTab('address', 'national address', addressTabSchema, addressInputSchema);
const education = applicantTab('education-tab', 'education', educationTabSchema, educationInputSchema);
const labor = applicantTab('labor-info-tab', 'work', laborTabSchema, laborInputSchema);
const license = applicantTab('license-tab', 'licenses', licenseTabSchema, licenseInputSchema);
const income = applicantTab('income-tab', 'income', incomeTabSchema, incomeInputSchema);
const property = applicantTab('property-tab', 'properties', propertyTabSchema, propertyInputSchema);
const dependentPersonal = dependentTab('personal-info', 'personal information', personalInfoSchema, personalInfoInputSchema);
const dependentIncome = dependentTab('income', 'income', incomeTabSchema, incomeInputSchema);
const dependentEducation = dependentTab('education', 'education', educationTabSchema, educationInputSchema);
const dependentLicense = dependentTab('license', 'licenses', licenseTabSchema, licenseInputSchema);
const dependentProperty = dependentTab('property', 'properties', propertyTabSchema, propertyInputSchema);

/**
 * The unified profile (spec §7 "Unified profile"; DOMAIN.md "Unified profile"): eight tabs for the applicant, five
 * for each dependent, their completion computed from stored data, and the payment IBAN.
 */
export const profile = {
  loadPersonalInfo: personal.load,
  savePersonalInfo: personal.save,
  disabilitiesData: defineEndpoint({
    method: 'GET',
    path: `${base}/personal-info-tab/disabilities-data`,
    summary: "The applicant's disabilities with their severity",
    access: applicantOnly,
    response: z.array(disabilitySchema),
  }),
  updateIban: defineEndpoint({
    method: 'POST',
    path: `${base}/personal-info-tab/updateIban`,
    summary: 'Send a new payment IBAN to the bank for verification; it replaces the current one once verified',
    access: applicantOnly,
    freshProof: true,
    standIn: 'refused',
    body: updateIbanSchema,
    response: ibanInfoSchema,
  }),
  loadIbanInfo: defineEndpoint({
    method: 'GET',
    path: `${base}/personal-info-tab/loadIbanInfo`,
    summary: 'The verified payment IBAN and the one waiting for (or refused by) the bank; asks the bank about a waiting one',
    access: applicantOnly,
    response: ibanInfoSchema,
  }),

  loadAddress: address.load,
  saveAddress: address.save,
  loadRegions: defineEndpoint({
    method: 'GET',
    path: `${base}/address-tab/load-regions`,
    summary: 'The 13 regions of the Kingdom',
    access: 'user',
    servesForcedStep: 'any',
    response: lookupListSchema,
    cacheable: true,
  }),
  loadCities: defineEndpoint({
    method: 'GET',
    path: `${base}/address-tab/load-cities`,
    summary: 'Cities, all of them or those of one region (parentCode is the region)',
    access: 'user',
    servesForcedStep: 'any',
    query: citiesQuerySchema,
    response: lookupListSchema,
    cacheable: true,
  }),

  loadEducation: education.load,
  saveEducation: education.save,
  loadLabor: labor.load,
  saveLabor: labor.save,
  loadLicense: license.load,
  saveLicense: license.save,
  loadIncome: income.load,
  saveIncome: income.save,
  loadProperty: property.load,
  saveProperty: property.save,
  savePropertySts: defineEndpoint({
    method: 'POST',
    path: `${base}/property-tab/save-sts`,
    summary: 'Answer whether the applicant owns properties; "no" removes the listed ones',
    access: applicantOnly,
    body: propertyStsInputSchema,
    response: savedTab(propertyTabSchema, profileStsSchema),
  }),

  loadSummary: defineEndpoint({
    method: 'GET',
    path: `${base}/summary-tab/load`,
    summary: 'Every tab’s state, the household totals and the declaration',
    access: applicantOnly,
    response: profileSummarySchema,
  }),
  saveSummary: defineEndpoint({
    method: 'POST',
    path: `${base}/summary-tab/save`,
    summary: 'Accept the declaration that the profile is true and complete',
    access: applicantOnly,
    standIn: 'refused',
    body: summaryInputSchema,
    response: profileSummarySchema,
  }),
  loadProfileSts: defineEndpoint({
    method: 'GET',
    path: `${base}/load-profile-sts`,
    summary: "The eight tab flags and the profile status (spec §3), computed from the applicant's stored data",
    access: applicantOnly,
    response: profileStsSchema,
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: `${base}/complete/{id}`,
    summary: 'Complete the profile ({id}: profileId); every tab must be done and the declaration accepted',
    access: applicantOnly,
    standIn: 'refused',
    params: profileIdParams,
    response: profileStsSchema,
  }),

  loadAllDependents: defineEndpoint({
    method: 'GET',
    path: `${base}/dependent/load-all-dependents`,
    summary: 'Every active dependent with the completion of their five tabs (the dependents tab)',
    access: applicantOnly,
    response: z.array(dependentWithProfileSchema),
  }),
  saveDependentsTab: defineEndpoint({
    method: 'POST',
    path: `${base}/dependent/dependent-tab/save`,
    summary: 'Confirm that every dependent of the household is declared; the tab is done once each one is complete',
    access: applicantOnly,
    body: dependentsTabInputSchema,
    response: profileStsSchema,
  }),
  loadDependentPersonalInfo: dependentPersonal.load,
  saveDependentPersonalInfo: dependentPersonal.save,
  loadDependentIncome: dependentIncome.load,
  saveDependentIncome: dependentIncome.save,
  loadDependentEducation: dependentEducation.load,
  saveDependentEducation: dependentEducation.save,
  loadDependentLicense: dependentLicense.load,
  saveDependentLicense: dependentLicense.save,
  loadDependentProperty: dependentProperty.load,
  saveDependentProperty: dependentProperty.save,
  saveDependentPropertySts: defineEndpoint({
    method: 'POST',
    path: `${base}/property-tab/save-sts/{a}/{b}`,
    summary: 'Answer whether a dependent owns properties ({a}: applicant, {b}: dependent); "no" removes the listed ones',
    access: applicantOnly,
    params: dependentTabParams,
    body: propertyStsInputSchema,
    response: savedTab(propertyTabSchema, dependentProfileStsSchema),
  }),
  dependentDisabilitiesData: defineEndpoint({
    method: 'GET',
    path: `${base}/disabilities-data/{id}`,
    summary: "A dependent's disabilities with their severity ({id}: the dependent)",
    access: applicantOnly,
    params: dependentIdParams,
    response: z.array(disabilitySchema),
  }),
};
