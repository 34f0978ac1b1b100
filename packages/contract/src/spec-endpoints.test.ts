import { describe, expect, it } from 'vitest';
import { allEndpoints } from './index.ts';

/**
 * A verbatim copy of the team's spec/endpoints.tsv (method, path, group; 234 rows): every endpoint of spec §7 with
 * its exact method and path. Kept here so the contract is checked against it on any machine; update both together.
 */
const specEndpointsTsv = `
method	path	group
POST	/api/auth/login	auth
POST	/api/iam/v2/login	auth
POST	/api/iam/v2/check-status	auth
POST	/api/auth/whitelist/applicant/authenticate	auth
GET	/api/auth/currentUser	auth
POST	/api/auth/logout	auth
POST	/api/auth/confirm-otp	auth
POST	/api/auth/whitelist/applicant/confirm-otp	auth
POST	/api/auth/resend-otp/{id}	auth
GET	/api/auth/load-emergency-applicant	auth
POST	/api/auth/login-to-applicant-account/{id}	auth
GET	/api/captcha/image	auth
POST	/api/registration/register	registration
POST	/api/registration/confirm-mobile	registration
POST	/api/registration/resend_otp/{id}	registration
POST	/api/applicant/sendOTP	registration
POST	/api/applicant/verify	registration
POST	/api/elderly-registration-management/create	registration
POST	/api/reset-password	registration
GET	/api/confirm-migrate-users/{id}	registration
GET	/api/config	config
GET	/api/config/crm-config	config
GET	/api/config/ticket-categories/{id}	config
GET	/api/config/ticket-sub-categories/{id}	config
GET	/api/config/load-all-status-and-category-list-cases	config
GET	/api/lookup	config
GET	/api/lookup/ssp_offices	config
GET	/api/lookup/letters	config
GET	/api/lookup/disability	config
GET	/api/lookup/profession-skills	config
GET	/api/lookup/majors	config
GET	/api/programs/list	config
GET	/api/programs/form/{programId}	programs
POST	/api/programs/form/submit/{programId}	programs
GET	/assets/i18n/{lang}.json	config
GET	/api/application/validate-application/{id}	application
GET	/api/application/load-selected-houses/{id}	application
GET	/api/application/load-application-selected-houses/{id}	application
GET	/api/application/load-adult-confirmed-dependents	application
GET	/api/application/load-ssp-application-details/{id}	application
GET	/api/application/load-selected-houses-dependents/{id}	application
GET	/api/application/load/	application
GET	/api/application/load/{id}	application
GET	/api/application/loadForProgramApplication/	application
GET	/api/application/load-home-applications	application
GET	/api/application/load-applicant-applications-for-dependent	application
GET	/api/application/load-applicant-applications-for-dependent-for-home	application
GET	/api/application/load-user-iban	application
GET	/api/application/has-ramadan-rewards	application
GET	/api/application/load-application-houses-dependent-number/{a}/{b}	application
GET	/api/application/load-dependents-based-on-house/{id}	application
GET	/api/application/load-dependents-not-based-on-house/{id}	application
GET	/api/application/find-selected-houseId-for-dependent/{id}	application
GET	/api/application/find-selected-house-for-dependent/{a}/{b}	application
GET	/api/application/load-ssp-application-documents/{id}	application
GET	/api/application/load-application-sts/{a}/{b}	application
GET	/api/application/is-application-has-pending-document	application
GET	/api/application/remaining-ban-period	application
GET	/api/application/load-home-application-cycle-summary/{a}/{b}	application
POST	/api/application/save-ssp-application-details	application
POST	/api/application/select-houses/{a}/{b}	application
POST	/api/application/select-houses-dependents/{a}/{b}	application
POST	/api/application/submit	application
POST	/api/application/cancel-submit/{id}	application
POST	/api/application/withdraw	application
POST	/api/application/resume-payment	application
POST	/api/application/manual-reapply	application
POST	/api/application/ineligible-house/manual-reapply	application
POST	/api/application/ineligible-dependent/manual-reapply	application
POST	/api/application/declined-house/manual-reapply	application
POST	/api/application/save-ssp-application-documents/{id}	application
POST	/api/application/delete-ssp-application-documents/{id}	application
POST	/api/application/submit-edit	application
POST	/api/application/process-application-houses	application
POST	/api/appeal-management/raise-appeal	appeal
POST	/api/appeal-management/updateNeededDocuments	appeal
GET	/api/appeal-management/get-required-docs-for-ineligibility-code/{code}	appeal
GET	/api/appeal-management/load-appeals/{id}	appeal
POST	/api/appeal-management/load-appeals-by-filter	appeal
GET	/api/appeal-management/appeal-details/{id}	appeal
GET	/api/appeal-management/load-lite-appeals/{id}	appeal
POST	/api/complaints/create	complaint
GET	/api/complaints/complaints-list/{a}/{b}	complaint
GET	/api/complaints/complaint-details/{id}	complaint
POST	/api/complaints/updatePaymentComplainRequest	complaint
POST	/api/attachment/upload	attachment
POST	/api/attachment/upload/{a}/{b}	attachment
DELETE	/core/api/attachment/deleteAll/{id}	attachment
GET	/api/attachment/load/{id}	attachment
GET	/api/attachment/download/{id}	attachment
GET	/api/attachment/dependent/download/{a}/{b}/{c}	attachment
DELETE	/api/attachment/delete/{id}	attachment
GET	/api/attachment/loadAll	attachment
POST	/api/attachment/updateAttachment	attachment
GET	/api/dependent-confirm-relation/load	dependent-relation
POST	/api/dependent-confirm-relation/confirm/{id}	dependent-relation
POST	/api/dependent-confirm-relation/reject/{id}/{reason}	dependent-relation
POST	/api/dependent-confirm-relation/reject-all-pending/{id}	dependent-relation
POST	/api/eligibility/load/eligibility-history	eligibility
POST	/api/eligibility/load/ineligibility-reason-history	eligibility
POST	/api/eligibility/load/flv-result	eligibility
POST	/api/eligibility/request/flv-eligibility	eligibility
GET	/api/eligibility/load/last-eligibility/{a}/{b}	eligibility
GET	/api/eligibility/flv-eligibility-history/{id}	eligibility
GET	/api/eligibility/flv-eligibility-history-details/{id}	eligibility
POST	/api/eligibility/load/dependent-eligibility-history	eligibility
POST	/api/eligibility/load/dependent-ineligibility-reason-history	eligibility
POST	/api/eligibility/getDependentsEligibilityStatus/	eligibility
POST	/api/payment/load/payment-summary	payment
POST	/api/payment/load/dependent-payment-summary	payment
POST	/api/payment/load/payment-history	payment
POST	/api/payment/load/dependent-payment-history	payment
POST	/api/payment/load/deduction-messages	payment
POST	/api/payment/load/additional-payment-history/{id}	payment
POST	/api/payment/load/payment-refund-history/{id}	payment
GET	/api/history-data/beneficiary/	history
GET	/api/history-data/payment/{id}	history
GET	/api/history-data/appeal/{id}	history
POST	/api/letter/generate-letter	letter
POST	/api/letter/check-letter	letter
GET	/api/ramadan-program/isEligible	ramadan
GET	/api/ramadan-program/payments	ramadan
GET	/api/ramadan-program/dependents/{id}	ramadan
GET	/api/tamkeen/able-to-work-profile/load-tabs-sts	tamkeen
GET	/api/tamkeen/able-to-work-profile/load-profile-sts	tamkeen
GET	/api/tamkeen/education/load	tamkeen
POST	/api/tamkeen/education/save	tamkeen
GET	/api/tamkeen/experience/load	tamkeen
POST	/api/tamkeen/experience/save	tamkeen
GET	/api/tamkeen/skills/load	tamkeen
POST	/api/tamkeen/skills/save	tamkeen
GET	/api/tamkeen/training/load	tamkeen
POST	/api/tamkeen/training/save	tamkeen
GET	/api/tamkeen/volunteer-experience/load	tamkeen
POST	/api/tamkeen/volunteer-experience/save	tamkeen
GET	/api/tamkeen/cv-attachment/load	tamkeen
POST	/api/tamkeen/cv-attachment/save	tamkeen
POST	/api/tamkeen/cv-attachment/generate-cv	tamkeen
POST	/api/tamkeen/summary/save	tamkeen
POST	/api/tamkeen/summary/edit	tamkeen
GET	/api/tamkeen/appointment/load/{a}/{b}	tamkeen
GET	/api/tamkeen/appointment/load-details/{id}	tamkeen
POST	/api/tamkeen/appointment/load-by-filter/{a}/{b}	tamkeen
POST	/api/tamkeen/appointment/save	tamkeen
POST	/api/tamkeen/appointment/status-action	tamkeen
POST	/api/tamkeen/evaluation/evaluate-partner	tamkeen
GET	/api/tamkeen/evaluation/list-partners	tamkeen
POST	/api/tamkeen/opportunity/load/{a}/{b}	tamkeen
GET	/api/tamkeen/opportunity/load-details/{id}	tamkeen
POST	/api/tamkeen/opportunity/load-by-filter/{a}/{b}	tamkeen
POST	/api/tamkeen/opportunity/evaluate	tamkeen
GET	/api/tamkeen/opportunity/lookup/skills-rate	tamkeen
GET	/api/tamkeen/opportunity/lookup/qualification-fit	tamkeen
GET	/api/tamkeen/opportunity/lookup/opportunity-type/{id}	tamkeen
GET	/api/tamkeen/plan/load	tamkeen
GET	/api/tamkeen/plan/load-details/{id}	tamkeen
POST	/api/tamkeen/plan/action	tamkeen
POST	/api/tamkeen/plan/generate-plan-report/	tamkeen
POST	/api/tamkeen/sendOTP	tamkeen
POST	/api/tamkeen/resend_otp/{id}	tamkeen
GET	/api/tamkeen/classification/load	tamkeen
POST	/api/tamkeen/change-track-request/save	tamkeen
POST	/api/tamkeen/change-track-request/edit	tamkeen
POST	/api/tamkeen/change-track-request/validation	tamkeen
POST	/api/tamkeen/change-track-request/load-by-filter	tamkeen
GET	/api/tamkeen/change-track-request/load	tamkeen
GET	/api/tamkeen/change-track-request/load-details/{id}	tamkeen
GET	/api/tamkeen/track/load-type	tamkeen
GET	/api/unified-profile/address/load	unified-profile
POST	/api/unified-profile/address/save	unified-profile
GET	/api/unified-profile/address-tab/load-regions	unified-profile
GET	/api/unified-profile/address-tab/load-cities	unified-profile
GET	/api/unified-profile/education-tab/load	unified-profile
POST	/api/unified-profile/education-tab/save	unified-profile
GET	/api/unified-profile/labor-info-tab/load	unified-profile
POST	/api/unified-profile/labor-info-tab/save	unified-profile
GET	/api/unified-profile/license-tab/load	unified-profile
POST	/api/unified-profile/license-tab/save	unified-profile
GET	/api/unified-profile/summary-tab/load	unified-profile
GET	/api/unified-profile/income-tab/load	unified-profile
POST	/api/unified-profile/income-tab/save	unified-profile
GET	/api/unified-profile/property-tab/load	unified-profile
POST	/api/unified-profile/property-tab/save	unified-profile
POST	/api/unified-profile/property-tab/save-sts	unified-profile
GET	/api/unified-profile/personal-info-tab/load	unified-profile
GET	/api/unified-profile/personal-info-tab/disabilities-data	unified-profile
POST	/api/unified-profile/personal-info-tab/save	unified-profile
POST	/api/unified-profile/personal-info-tab/updateIban	unified-profile
GET	/api/unified-profile/personal-info-tab/loadIbanInfo	unified-profile
GET	/api/unified-profile/load-profile-sts	unified-profile
POST	/api/unified-profile/complete/{id}	unified-profile
GET	/api/unified-profile/dependent/load	unified-profile
GET	/api/unified-profile/dependent/load-all-dependents	unified-profile
GET	/api/unified-profile/dependent/personal-info/load/{a}/{b}	unified-profile
POST	/api/unified-profile/dependent/personal-info/save/{a}/{b}	unified-profile
GET	/api/unified-profile/dependent/income/load/{a}/{b}	unified-profile
POST	/api/unified-profile/dependent/income/save/{a}/{b}	unified-profile
GET	/api/unified-profile/dependent/education/load/{a}/{b}	unified-profile
POST	/api/unified-profile/dependent/education/save/{a}/{b}	unified-profile
GET	/api/unified-profile/dependent/license/load/{a}/{b}	unified-profile
POST	/api/unified-profile/dependent/license/save/{a}/{b}	unified-profile
GET	/api/unified-profile/dependent/property/load/{a}/{b}	unified-profile
POST	/api/unified-profile/dependent/property/save/{a}/{b}	unified-profile
POST	/api/unified-profile/dependent/dependent-tab/save	unified-profile
POST	/api/unified-profile/property-tab/save-sts/{a}/{b}	unified-profile
POST	/api/unified-profile/summary-tab/save	unified-profile
GET	/api/unified-profile/disabilities-data/{id}	unified-profile
GET	/api/unified-profile/house/load	unified-profile
POST	/api/unified-profile/house/create	unified-profile
POST	/api/unified-profile/house/update	unified-profile
POST	/api/unified-profile/house/delete	unified-profile
GET	/api/unified-profile/house/get-by-id/{id}	unified-profile
POST	/api/unified-profile/house/validate-create-house	unified-profile
GET	/api/unified-profile/house/martial-status	unified-profile
POST	/api/unified-profile/dependent/delete	unified-profile
POST	/api/unified-profile/dependent/save-relative	unified-profile
POST	/api/unified-profile/dependent/save-custody	unified-profile
POST	/api/unified-profile/dependent/save-house-resident	unified-profile
GET	/api/unified-profile/dependent/validate-delete/{id}	unified-profile
GET	/api/users/list	users
POST	/api/users/change-password	users
POST	/api/users/confirm-password	users
POST	/api/users/change-mobile	users
POST	/api/users/confirm-change-duplicated-mobile	users
POST	/api/users/confirm-change-mobile	users
POST	/api/users/resend_otp	users
POST	/api/users/delete/	users
POST	/api/users/confirm-delete/	users
POST	/api/users/isBannedUser	users
POST	/api/users/activate-email	users
POST	/api/users/send-activate-email	users
POST	/api/users/transfer-to-hoh	users
GET	/api/users/retrieve-otp-data	users
GET	/api/users/remaining-ban-period	users
`;

interface SpecRow {
  method: string;
  path: string;
  group: string;
}

const specRows: SpecRow[] = specEndpointsTsv
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [method = '', path = '', group = ''] = line.split('\t');
    return { method, path, group };
  });

/** Spec groups whose every row the contract already defines; a module adds its group here when it lands. */
const completeGroups = [
  'config',
  'auth',
  'registration',
  'users',
  'dependent-relation',
  'unified-profile',
  'programs',
  'application',
  'attachment',
  'ramadan',
  'eligibility',
  'payment',
  'history',
  'appeal',
  'complaint',
  'letter',
  'tamkeen',
];

describe('the contract against the spec endpoint list', () => {
  it('reads the whole list', () => {
    expect(specRows).toHaveLength(234);
    for (const row of specRows) {
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(row.method);
      expect(row.path).toMatch(/^\//);
    }
  });

  it("uses the spec's exact method for every spec path it defines", () => {
    const methodsByPath = new Map<string, Set<string>>();
    for (const row of specRows) methodsByPath.set(row.path, (methodsByPath.get(row.path) ?? new Set()).add(row.method));
    const wrong = allEndpoints()
      .filter((endpoint) => methodsByPath.has(endpoint.path) && !methodsByPath.get(endpoint.path)?.has(endpoint.method))
      .map((endpoint) => `${endpoint.method} ${endpoint.path} (spec: ${[...(methodsByPath.get(endpoint.path) ?? [])].join(', ')})`);
    expect(wrong).toEqual([]);
  });

  it.each(completeGroups)('defines every row of the %s group', (group) => {
    const defined = new Set(allEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const missing = specRows.filter((row) => row.group === group && !defined.has(`${row.method} ${row.path}`));
    expect(missing).toEqual([]);
  });
});
