import { eq } from 'drizzle-orm';
import type { AddressInput, EducationInput, IncomeInput, LaborInput, LicenseInput, PersonalInfoInput, PropertyInput } from '@sanad/contract';
import {
  bankAccount,
  profile,
  profileAddress,
  profileEducation,
  profileLabor,
  profileLicense,
  profilePersonal,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

let accountSequence = 0;

/**
 * A Saudi IBAN with a valid ISO 13616 check: the bank code (SAMA, positions 5-6; 80 is Al Rajhi) and an 18-digit
 * account number, unique within this test process unless given. An account ending in 0000 is one the local bank
 * simulator does not find.
 */
export function buildIban(bankCode = '80', account?: string): string {
  accountSequence += 1;
  const digits = account ?? `${String(process.pid % 10_000).padStart(4, '0')}${String(accountSequence).padStart(10, '0')}0017`;
  const bban = `${bankCode}${digits.padStart(18, '0')}`;
  // SA = 28 10; the check digits make the rearranged number leave 1 modulo 97.
  const check = 98n - (BigInt(`${bban}281000`) % 97n);
  return `SA${String(check).padStart(2, '0')}${bban}`;
}

/** Valid bodies of every tab save, for a person born before 2000; override what the test cares about. */
export const tabInputs = {
  personal: (overrides: Partial<PersonalInfoInput> = {}): PersonalInfoInput => ({
    socialStatus: 'MARRIED',
    hasDisability: false,
    disabilities: [],
    ...overrides,
  }),
  address: (overrides: Partial<AddressInput> = {}): AddressInput => ({
    regionCode: '01',
    cityCode: '0101',
    district: 'Al Olaya',
    street: 'King Fahd Road',
    buildingNumber: '1234',
    postalCode: '12211',
    additionalNumber: '5678',
    unitNumber: null,
    latitude: null,
    longitude: null,
    ...overrides,
  }),
  education: (overrides: Partial<EducationInput> = {}): EducationInput => ({
    educationLevel: 'BACHELOR',
    major: 'ACCOUNTING',
    institution: 'King Saud University',
    graduationYear: 2008,
    currentlyStudying: false,
    ...overrides,
  }),
  labor: (overrides: Partial<LaborInput> = {}): LaborInput => ({
    laborStatus: 'PRIVATE_EMPLOYEE',
    employerName: 'Riyadh Trading Co.',
    jobTitle: 'Accountant',
    workStartDate: '2012-09-01',
    professionSkill: 'ACCOUNTING',
    ...overrides,
  }),
  license: (overrides: Partial<LicenseInput> = {}): LicenseInput => ({
    hasLicenses: true,
    licenses: [{ type: 'DRIVING_PRIVATE', number: 'DL-102030', expiryDate: '2029-05-01' }],
    ...overrides,
  }),
  income: (overrides: Partial<IncomeInput> = {}): IncomeInput => ({
    income: [{ id: null, source: 'SALARY', monthlyAmount: 650_000, payer: 'Riyadh Trading Co.' }],
    deletedIncome: [],
    ...overrides,
  }),
  property: (overrides: Partial<PropertyInput> = {}): PropertyInput => ({
    properties: [{ id: null, type: 'VEHICLE', description: 'Toyota Camry 2019', estimatedValue: 4_500_000, ownershipShare: 100 }],
    deletedProperties: [],
    ...overrides,
  }),
};

/**
 * Fills a person's tabs straight into the tables, as saves would leave them: the five tabs of a dependent, and for an
 * applicant also the address and labor tabs. Income is declared empty and properties answered "no".
 */
export async function completeProfileTabs(db: Database, personId: string, options: { applicant?: boolean; socialStatus?: string } = {}) {
  const now = new Date();
  await db.insert(profilePersonal).values({ personId, socialStatus: options.socialStatus ?? 'MARRIED', hasDisability: false }).onConflictDoNothing();
  await db.insert(profileEducation).values({ personId, educationLevel: 'SECONDARY', currentlyStudying: false }).onConflictDoNothing();
  await db.insert(profileLicense).values({ personId, hasLicenses: false }).onConflictDoNothing();
  if (options.applicant) {
    await db.insert(profileAddress).values({ personId, ...tabInputs.address() }).onConflictDoNothing();
    await db.insert(profileLabor).values({ personId, laborStatus: 'JOB_SEEKER' }).onConflictDoNothing();
  }
  await db
    .insert(profile)
    .values({ personId, incomeDeclaredAt: now, hasProperties: false })
    .onConflictDoUpdate({ target: profile.personId, set: { incomeDeclaredAt: now, hasProperties: false } });
}

/** The applicant confirmed their dependents (the dependents tab's own answer). */
export async function confirmDependents(db: Database, personId: string): Promise<void> {
  const now = new Date();
  await db
    .insert(profile)
    .values({ personId, dependentsConfirmedAt: now })
    .onConflictDoUpdate({ target: profile.personId, set: { dependentsConfirmedAt: now } });
}

/** A payment IBAN the bank already verified. */
export async function createVerifiedIban(db: Database, accountId: string, iban: string = buildIban()): Promise<string> {
  const now = new Date();
  await db.insert(bankAccount).values({ accountId, iban, bankCode: iban.slice(4, 6), status: 'VERIFIED', requestedAt: now, decidedAt: now });
  return iban;
}

export async function profileRowOf(db: Database, personId: string) {
  const [row] = await db.select().from(profile).where(eq(profile.personId, personId));
  return row ?? null;
}

interface InjectedResponse {
  statusCode: number;
  body: string;
  json: () => unknown;
}

/** The body of a 200 answer, checked against the contract's schema. */
export function expectOk<T>(response: InjectedResponse, schema: { parse: (value: unknown) => T }): T {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return schema.parse(response.json());
}

/** The error body of a failed answer with this status: its code and its field errors as {field, code}. */
export function expectError(response: InjectedResponse, status: number): { code: string; fields: Array<{ field: string; code: string }> } {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  const body = response.json() as { code: string; fieldErrors?: Array<{ field: string; code: string }> };
  return { code: body.code, fields: (body.fieldErrors ?? []).map(({ field, code }) => ({ field, code })) };
}
