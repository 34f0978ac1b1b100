import { bigint, boolean, date, index, integer, jsonb, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Disability, LicenseItem } from '@sanad/contract';
import { nationalAddressColumns } from './household.ts';
import { account, person } from './identity.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const personKey = () =>
  uuid('person_id')
    .primaryKey()
    .references(() => person.id);

/**
 * The unified profile of a person (DOMAIN.md "Unified profile"): one row per person, an applicant's or a dependent's,
 * created at its first save. Tab data lives in the tables below, keyed by the same person; completion is computed
 * from them at every read, never stored. This row holds the answers that belong to no single tab, and is the row a
 * save locks, so two saves of one profile never interleave.
 */
export const profile = pgTable('profile', {
  id: uuid('id').primaryKey().defaultRandom(),
  personId: uuid('person_id')
    .notNull()
    .unique()
    .references(() => person.id),
  /** The applicant confirmed every dependent is declared (the dependents tab's own answer). */
  dependentsConfirmedAt: timestamp('dependents_confirmed_at', { withTimezone: true }),
  /** The income tab was saved (an empty list then means no income). */
  incomeDeclaredAt: timestamp('income_declared_at', { withTimezone: true }),
  /** The answer to "do you own properties?"; null until given. */
  hasProperties: boolean('has_properties'),
  declarationAcceptedAt: timestamp('declaration_accepted_at', { withTimezone: true }),
  /** Set by complete/{id}; cleared when a later change leaves a tab incomplete. */
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt,
  updatedAt,
});

/** Personal tab: social status and disabilities (the civil-registry data stays on `person`). */
export const profilePersonal = pgTable('profile_personal', {
  personId: personKey(),
  socialStatus: varchar('social_status', { length: 60 }).notNull(),
  hasDisability: boolean('has_disability').notNull(),
  disabilities: jsonb('disabilities').$type<Disability[]>().notNull().default([]),
  updatedAt,
});

/** Address tab: the applicant's own national address. */
export const profileAddress = pgTable('profile_address', {
  personId: personKey(),
  ...nationalAddressColumns(),
  updatedAt,
});

export const profileEducation = pgTable('profile_education', {
  personId: personKey(),
  educationLevel: varchar('education_level', { length: 60 }).notNull(),
  major: varchar('major', { length: 60 }),
  institution: varchar('institution', { length: 150 }),
  graduationYear: smallint('graduation_year'),
  currentlyStudying: boolean('currently_studying').notNull(),
  updatedAt,
});

export const profileLabor = pgTable('profile_labor', {
  personId: personKey(),
  laborStatus: varchar('labor_status', { length: 60 }).notNull(),
  employerName: varchar('employer_name', { length: 150 }),
  jobTitle: varchar('job_title', { length: 100 }),
  workStartDate: date('work_start_date', { mode: 'string' }),
  professionSkill: varchar('profession_skill', { length: 60 }),
  updatedAt,
});

/** License tab: the answer and the (short) list, written whole at each save. */
export const profileLicense = pgTable('profile_license', {
  personId: personKey(),
  hasLicenses: boolean('has_licenses').notNull(),
  licenses: jsonb('licenses').$type<LicenseItem[]>().notNull().default([]),
  updatedAt,
});

/** One source of monthly income of a person (income tab). */
export const incomeSource = pgTable(
  'income_source',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => person.id),
    source: varchar('source', { length: 60 }).notNull(),
    /** Halalas a month. */
    monthlyAmount: bigint('monthly_amount', { mode: 'number' }).notNull(),
    payer: varchar('payer', { length: 150 }),
    createdAt,
    updatedAt,
  },
  (t) => [index('income_source_person_idx').on(t.personId)],
);

/** One asset of a person (properties tab). */
export const propertyItem = pgTable(
  'property_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => person.id),
    type: varchar('type', { length: 60 }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    /** Halalas. */
    estimatedValue: bigint('estimated_value', { mode: 'number' }).notNull(),
    /** Percent, 1–100. */
    ownershipShare: integer('ownership_share').notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [index('property_item_person_idx').on(t.personId)],
);

/**
 * Payment IBANs of an account holder (DOMAIN.md "IBAN"): updateIban adds a PENDING row sent to the bank-verification
 * port; VERIFIED makes it the payment IBAN (the previous one becomes SUPERSEDED); REJECTED keeps the bank's reason.
 * A newer request replaces a PENDING one (CANCELED).
 */
export const bankAccount = pgTable(
  'bank_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => account.id),
    iban: varchar('iban', { length: 34 }).notNull(),
    bankCode: varchar('bank_code', { length: 4 }),
    status: varchar('status', { length: 20, enum: ['PENDING', 'VERIFIED', 'REJECTED', 'SUPERSEDED', 'CANCELED'] }).notNull(),
    /** The bank-verification port's reference of the request. */
    verificationRef: varchar('verification_ref', { length: 100 }),
    rejectionReason: varchar('rejection_reason', { length: 40 }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('bank_account_account_idx').on(t.accountId, t.status)],
);

/** Local bank-verification adapter: requests as the bank would answer them after a while (demo mode, tests). */
export const bankVerificationSimulation = pgTable('bank_verification_simulation', {
  reference: varchar('reference', { length: 100 }).primaryKey(),
  iban: varchar('iban', { length: 34 }).notNull(),
  result: varchar('result', { length: 20, enum: ['VERIFIED', 'REJECTED'] }).notNull(),
  rejectionReason: varchar('rejection_reason', { length: 40 }),
  /** The bank's answer shows from this time on. */
  readyAt: timestamp('ready_at', { withTimezone: true }).notNull(),
  createdAt,
});
