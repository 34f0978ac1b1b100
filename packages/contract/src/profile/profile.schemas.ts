import { z } from 'zod';
import {
  entityIdSchema,
  halalasSchema,
  isoDateSchema,
  lookupCodeSchema,
  positiveHalalasSchema,
  wholeNumberSchema,
} from '../common/fields.ts';
import { latinDigits } from '../common/digits.ts';
import { hasSaudiIbanFormat, hasValidIbanChecksum } from '../common/iban.ts';
import type { Language, LocalizedText } from '../common/languages.ts';
import { profileStatus } from '../codes.ts';
import { nationalAddressShape, refineMapPoint, relationStatusValues } from '../household/household.schemas.ts';

/** profileStatus codes of spec §4: 32001 INITIATED, 32002 COMPLETED, 32003 INCOMPLETED. */
export const profileStatusCodeSchema = z.union([
  z.literal(profileStatus.INITIATED),
  z.literal(profileStatus.COMPLETED),
  z.literal(profileStatus.INCOMPLETED),
]);

/** The eight tabs of an applicant's profile (spec §3 "Profile tab-status flags"), in the order the screen shows them. */
export const applicantTabs = ['personal', 'address', 'dependents', 'education', 'income', 'labor', 'license', 'properties'] as const;
export type ApplicantTab = (typeof applicantTabs)[number];

/** The tabs' names as the screen labels them (web `profile.tabs.*`), for messages that name tabs (PROFILE_INCOMPLETE). */
export const applicantTabNames: Record<ApplicantTab, LocalizedText> = {
  personal: { en: 'Personal information', ar: 'البيانات الشخصية' },
  address: { en: 'National address', ar: 'العنوان الوطني' },
  dependents: { en: 'Dependents', ar: 'التابعون' },
  education: { en: 'Education', ar: 'التعليم' },
  income: { en: 'Income', ar: 'الدخل' },
  labor: { en: 'Work', ar: 'العمل' },
  license: { en: 'Licenses', ar: 'الرخص' },
  properties: { en: 'Properties', ar: 'الممتلكات' },
};

/** Tabs named in a language as one list, in the given order: "Income, Work and Licenses", "الدخل والعمل والرخص". */
export function applicantTabList(tabs: readonly ApplicantTab[], language: Language): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(tabs.map((tab) => applicantTabNames[tab][language]));
}
/** The five tabs of a dependent's profile (spec §4 "Profile completeness"). */
export const dependentTabs = ['personal', 'education', 'income', 'license', 'properties'] as const;
export type DependentTab = (typeof dependentTabs)[number];

/**
 * GET load-profile-sts (spec §3 flags, names kept to the letter), computed from stored data at every read. The
 * browser caches it in sessionStorage and refreshes it from every save's answer.
 */
export const profileStsSchema = z.object({
  /** The id complete/{id} takes. */
  profileId: z.string(),
  addressTabCompleted: z.boolean(),
  dependentsTabCompleted: z.boolean(),
  educationTabCompleted: z.boolean(),
  incomeTabCompleted: z.boolean(),
  laborTabCompleted: z.boolean(),
  licenseTabCompleted: z.boolean(),
  personalTabCompleted: z.boolean(),
  propertiesTabCompleted: z.boolean(),
  profileStatus: profileStatusCodeSchema,
  completedAt: z.string().nullable(),
});
export type ProfileSts = z.infer<typeof profileStsSchema>;

/** The same for one dependent's five tabs; a dependent profile is COMPLETED as soon as all five are. */
export const dependentProfileStsSchema = z.object({
  dependentId: z.string(),
  educationTabCompleted: z.boolean(),
  incomeTabCompleted: z.boolean(),
  licenseTabCompleted: z.boolean(),
  personalTabCompleted: z.boolean(),
  propertiesTabCompleted: z.boolean(),
  profileStatus: profileStatusCodeSchema,
});
export type DependentProfileSts = z.infer<typeof dependentProfileStsSchema>;

/** What every tab save answers: the tab as stored, and the completion it leads to. */
export function savedTab<T extends z.ZodType, S extends z.ZodType>(data: T, status: S) {
  return z.object({ data, status });
}

// ---------------------------------------------------------------------------------------------------------------
// Personal tab

export const disabilitySeverityValues = ['MILD', 'MODERATE', 'SEVERE'] as const;
export const disabilitySchema = z.object({ code: lookupCodeSchema, severity: z.enum(disabilitySeverityValues) });
export type Disability = z.infer<typeof disabilitySchema>;

/** Personal information: the civil-registry part is read-only; social status and disabilities are the person's answers. */
export const personalInfoSchema = z.object({
  nameAr: z.string(),
  nameEn: z.string(),
  maskedNin: z.string(),
  gender: z.enum(['M', 'F']),
  birthDate: z.string(),
  nationality: z.string(),
  /** The account's mobile (applicant), null for a dependent without an account. */
  maskedMobile: z.string().nullable(),
  /** The applicant's own account e-mail; always null on a dependent's tab (an account's e-mail is its holder's alone). */
  email: z.string().nullable(),
  /** A code of the `socialStatus` lookup; null until the tab is saved. */
  socialStatus: z.string().nullable(),
  hasDisability: z.boolean().nullable(),
  disabilities: z.array(disabilitySchema),
  updatedAt: z.string().nullable(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const personalInfoInputSchema = z.object({
  socialStatus: lookupCodeSchema,
  hasDisability: z.boolean(),
  /** One entry per disability code; at least one when hasDisability, none otherwise. */
  disabilities: z.array(disabilitySchema).max(10),
});
export type PersonalInfoInput = z.infer<typeof personalInfoInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// IBAN

/** Spec §3 "IBAN update": the IBAN to verify, typed with or without spaces. */
export const updateIbanSchema = z.object({
  interimIban: z
    .string()
    .trim()
    .overwrite(latinDigits)
    // Longer than any IBAN with spaces: the wrong shape, said once (not also "at most 40 characters").
    .max(40, { message: 'iban_format', abort: true })
    .superRefine((value, context) => {
      if (!hasSaudiIbanFormat(value)) context.addIssue({ code: 'custom', message: 'iban_format' });
      else if (!hasValidIbanChecksum(value)) context.addIssue({ code: 'custom', message: 'iban_checksum' });
    }),
});
export type UpdateIbanInput = z.infer<typeof updateIbanSchema>;

/** Why the bank did not verify an IBAN. */
export const ibanRejectionValues = ['UNKNOWN_BANK', 'ACCOUNT_NOT_FOUND', 'HOLDER_MISMATCH', 'ACCOUNT_CLOSED'] as const;
export type IbanRejection = (typeof ibanRejectionValues)[number];

/**
 * The payment IBAN (verified by the bank, where payments go) and the one waiting for the bank or refused by it.
 * IBANs are shown masked; the bank code names the bank through the `bankName` lookup.
 */
export const ibanInfoSchema = z.object({
  current: z.object({ maskedIban: z.string(), bankCode: z.string(), verifiedAt: z.string() }).nullable(),
  pending: z
    .object({
      maskedIban: z.string(),
      bankCode: z.string().nullable(),
      status: z.enum(['PENDING', 'REJECTED']),
      requestedAt: z.string(),
      rejectionReason: z.enum(ibanRejectionValues).nullable(),
    })
    .nullable(),
});
export type IbanInfo = z.infer<typeof ibanInfoSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Address tab: the applicant's national address (the houses keep their own addresses).

export const addressTabSchema = z.object({
  regionCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  district: z.string().nullable(),
  street: z.string().nullable(),
  buildingNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  additionalNumber: z.string().nullable(),
  unitNumber: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type AddressTab = z.infer<typeof addressTabSchema>;
export const addressInputSchema = z.object(nationalAddressShape).superRefine(refineMapPoint);
export type AddressInput = z.infer<typeof addressInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Education tab

export const educationInputSchema = z.object({
  educationLevel: lookupCodeSchema,
  /** A code of the `majors` lookup: required from the diploma up, else null. */
  major: lookupCodeSchema.nullable(),
  institution: z.string().trim().min(2).max(150).nullable(),
  graduationYear: wholeNumberSchema(1930, 2100).nullable(),
  currentlyStudying: z.boolean(),
});
export type EducationInput = z.infer<typeof educationInputSchema>;
export const educationTabSchema = z.object({
  educationLevel: z.string().nullable(),
  major: z.string().nullable(),
  institution: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  currentlyStudying: z.boolean().nullable(),
  updatedAt: z.string().nullable(),
});
export type EducationTab = z.infer<typeof educationTabSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Labor tab (applicant only)

export const laborInputSchema = z.object({
  /** A code of the `laborStatus` lookup. Employees give employer, job title and start date; the self-employed a job title. */
  laborStatus: lookupCodeSchema,
  employerName: z.string().trim().min(2).max(150).nullable(),
  jobTitle: z.string().trim().min(2).max(100).nullable(),
  workStartDate: isoDateSchema.nullable(),
  /** A code of the `professionSkills` lookup, optional. */
  professionSkill: lookupCodeSchema.nullable(),
});
export type LaborInput = z.infer<typeof laborInputSchema>;
export const laborTabSchema = z.object({
  laborStatus: z.string().nullable(),
  employerName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  workStartDate: z.string().nullable(),
  professionSkill: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type LaborTab = z.infer<typeof laborTabSchema>;

// ---------------------------------------------------------------------------------------------------------------
// License tab

export const licenseItemSchema = z.object({
  /** A code of the `licenseType` lookup; each type at most once. */
  type: lookupCodeSchema,
  number: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .overwrite(latinDigits)
    .regex(/^[0-9A-Za-z-]+$/, { message: 'invalid_format' }),
  expiryDate: isoDateSchema.nullable(),
});
export type LicenseItem = z.infer<typeof licenseItemSchema>;
export const licenseInputSchema = z.object({ hasLicenses: z.boolean(), licenses: z.array(licenseItemSchema).max(10) });
export type LicenseInput = z.infer<typeof licenseInputSchema>;
export const licenseTabSchema = z.object({
  hasLicenses: z.boolean().nullable(),
  licenses: z.array(licenseItemSchema),
  updatedAt: z.string().nullable(),
});
export type LicenseTab = z.infer<typeof licenseTabSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Income tab: a list of sources with monthly amounts, saved as changes (spec §3 "Income save: income, deletedIncome").

export const incomeItemInputSchema = z.object({
  /** Null for a new source; the id of a stored one to change it. */
  id: entityIdSchema.nullable(),
  /** A code of the `incomeSource` lookup. */
  source: lookupCodeSchema,
  monthlyAmount: positiveHalalasSchema,
  /** Who pays it (employer, agency, tenant), optional. */
  payer: z.string().trim().min(2).max(150).nullable(),
});
export const incomeInputSchema = z.object({
  income: z.array(incomeItemInputSchema).max(20),
  /** Ids of stored sources to delete. */
  deletedIncome: z.array(entityIdSchema).max(20),
});
export type IncomeInput = z.infer<typeof incomeInputSchema>;
export const incomeItemSchema = z.object({
  id: z.string(),
  source: z.string(),
  monthlyAmount: z.number().int(),
  payer: z.string().nullable(),
  updatedAt: z.string(),
});
export type IncomeItem = z.infer<typeof incomeItemSchema>;
export const incomeTabSchema = z.object({
  /** The tab was saved at least once (an empty list then means no income). */
  declared: z.boolean(),
  income: z.array(incomeItemSchema),
  totalMonthlyAmount: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type IncomeTab = z.infer<typeof incomeTabSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Property tab: assets with their estimated value; save-sts answers "no properties".

export const propertyItemInputSchema = z.object({
  id: entityIdSchema.nullable(),
  /** A code of the `propertyType` lookup. */
  type: lookupCodeSchema,
  description: z.string().trim().min(2).max(200),
  estimatedValue: halalasSchema,
  /** The person's share of it, in percent. */
  ownershipShare: wholeNumberSchema(1, 100),
});
export const propertyInputSchema = z.object({
  properties: z.array(propertyItemInputSchema).max(30),
  deletedProperties: z.array(entityIdSchema).max(30),
});
export type PropertyInput = z.infer<typeof propertyInputSchema>;
/** hasProperties false removes every listed property; true opens the list (the tab is done once it holds one). */
export const propertyStsInputSchema = z.object({ hasProperties: z.boolean() });
export type PropertyStsInput = z.infer<typeof propertyStsInputSchema>;
export const propertyItemSchema = z.object({
  id: z.string(),
  type: z.string(),
  description: z.string(),
  estimatedValue: z.number().int(),
  ownershipShare: z.number().int(),
  updatedAt: z.string(),
});
export type PropertyItem = z.infer<typeof propertyItemSchema>;
export const propertyTabSchema = z.object({
  hasProperties: z.boolean().nullable(),
  properties: z.array(propertyItemSchema),
  /** Sum of value × share. */
  totalValue: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type PropertyTab = z.infer<typeof propertyTabSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Dependents tab and summary

/** The applicant confirms the household's dependents are all declared (the dependents tab's own answer). */
export const dependentsTabInputSchema = z.object({ confirmed: z.literal(true) });
export type DependentsTabInput = z.infer<typeof dependentsTabInputSchema>;

/** The summary tab: every tab's state and the household's totals, and the declaration before completing. */
export const profileSummarySchema = z.object({
  status: profileStsSchema,
  missingTabs: z.array(z.enum(applicantTabs)),
  housesCount: z.number().int(),
  dependentsCount: z.number().int(),
  /** Applicant's and dependents' monthly income, in halalas. */
  totalMonthlyIncome: z.number().int(),
  /** Applicant's and dependents' properties (value × share), in halalas. */
  totalPropertyValue: z.number().int(),
  hasVerifiedIban: z.boolean(),
  declarationAcceptedAt: z.string().nullable(),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;
export const summaryInputSchema = z.object({ declarationAccepted: z.literal(true) });
export type SummaryInput = z.infer<typeof summaryInputSchema>;

/**
 * A dependent with the state of their five tabs (dependent/load-all-dependents). An adult dependent with an account
 * keeps their profile to themselves until they confirm the relation: `profileOpen` is false meanwhile, their tabs
 * answer DEPENDENT_NOT_CONFIRMED or DEPENDENT_RELATION_REJECTED, `profile` shows nothing of them (five flags false,
 * INITIATED), and they keep the dependents tab open.
 */
export const dependentWithProfileSchema = z.object({
  id: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  relationship: z.string(),
  houseId: z.string().nullable(),
  adult: z.boolean(),
  /** Where the dependent's confirmation of the relation stands (as dependent/load answers it). */
  relationStatus: z.enum(relationStatusValues),
  /** The applicant may open and fill this dependent's five tabs. */
  profileOpen: z.boolean(),
  profile: dependentProfileStsSchema,
});
export type DependentWithProfile = z.infer<typeof dependentWithProfileSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Path and query parameters

/** Path parameters of the dependent tabs: the applicant (head of household) and one of their dependents. */
export const dependentTabParams = z.object({ a: entityIdSchema, b: entityIdSchema });
export type DependentTabParams = z.infer<typeof dependentTabParams>;
/** A save of one dependent's tab as the server's service takes it: whose tab ({a}, {b}) and the tab as sent. */
export type DependentTabSave<T> = DependentTabParams & { body: T };

/** complete/{id}: the applicant's own profile id. */
export const profileIdParams = z.object({ id: entityIdSchema });
export type ProfileIdParams = z.infer<typeof profileIdParams>;

/** disabilities-data/{id}: one of the applicant's dependents. */
export const dependentIdParams = z.object({ id: entityIdSchema });
export type DependentIdParams = z.infer<typeof dependentIdParams>;

/** address-tab/load-cities: every city, or those of one region (a city's parentCode is its region). */
export const citiesQuerySchema = z.object({ regionCode: lookupCodeSchema.optional() });
export type CitiesQuery = z.infer<typeof citiesQuerySchema>;
