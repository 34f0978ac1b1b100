import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { application } from './application.ts';
import { house } from './household.ts';
import { account, person } from './identity.ts';
import { program } from './reference.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Halalas (DOMAIN.md: amounts are integer halalas). */
const halalas = (name: string) => bigint(name, { mode: 'number' });

/**
 * A monthly support cycle of a program (docs/decisions/055-cycles-engine.md): OPEN while it is evaluated (its results
 * are not shown and a run replaces them), PUBLISHED once its results are frozen and shown and its payments scheduled,
 * PAID after payment day. A dependent counted in a cycle that is not PAID cannot be removed (DOMAIN.md).
 */
export const supportCycle = pgTable(
  'support_cycle',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: integer('program_id')
      .notNull()
      .references(() => program.id),
    /** The month, YYYY-MM. */
    period: varchar('period', { length: 7 }).notNull(),
    status: varchar('status', { length: 20, enum: ['OPEN', 'PUBLISHED', 'PAID'] }).notNull(),
    /** The cycle's first day in Riyadh: ages are taken and parameter versions read on it. */
    firstDay: date('first_day', { mode: 'string' }),
    /** The day its payments are made (payment.dayOfMonth of the parameters of its first day). */
    paymentDate: date('payment_date', { mode: 'string' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('support_cycle_program_period_uq').on(t.programId, t.period)],
);

/**
 * One run of a cycle step (RUN, PUBLISH, PAY) and how far it got: each batch commits its results with the cursor (the
 * last application id done), so a run killed at any point goes on from there (decision 055).
 */
export const cycleRun = pgTable(
  'cycle_run',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => supportCycle.id),
    step: varchar('step', { length: 10, enum: ['RUN', 'PUBLISH', 'PAY'] }).notNull(),
    status: varchar('status', { length: 10, enum: ['RUNNING', 'DONE'] }).notNull(),
    /** The last application (RUN) or payment (PAY) id done; null before the first batch. */
    cursor: uuid('cursor'),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('cycle_run_cycle_idx').on(t.cycleId, t.step)],
);

/**
 * What the eligibility function decided for one house of one application in one cycle, with the amounts and every
 * rule it evaluated (`trace`), so the beneficiary can read why long after (decision 055). `parametersDay` is the day
 * whose parameter versions were used.
 */
export const eligibilityResult = pgTable(
  'eligibility_result',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => supportCycle.id),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id),
    /**
     * The head of household when evaluated, and the house. Not foreign keys (decision 061): the run has just read
     * them, accounts and houses are never deleted (only marked so), and their checks cost a national run a random
     * index probe per house each month (bench/notes/cycle.md).
     */
    applicantAccountId: uuid('applicant_account_id').notNull(),
    houseId: uuid('house_id').notNull(),
    outcome: varchar('outcome', { length: 12, enum: ['ELIGIBLE', 'INELIGIBLE'] }).notNull(),
    /** Reason codes (lookup ineligibilityReason): why ineligible, or BELOW_MINIMUM on an eligible house. */
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    standard: halalas('standard').notNull(),
    countedIncome: halalas('counted_income').notNull(),
    assets: halalas('assets').notNull(),
    entitlement: halalas('entitlement').notNull(),
    deductions: halalas('deductions').notNull().default(0),
    net: halalas('net').notNull(),
    memberCount: smallint('member_count').notNull(),
    /**
     * The steps of the eligibility function, in order, compact (eligibility/trace-codec.ts). `json`, not `jsonb`: it
     * is only ever read whole, so it is kept as written (about 1.1 kB a house) instead of converted on each of a
     * national run's million inserts and stored larger (decision 061).
     */
    trace: json('trace').notNull(),
    parametersDay: date('parameters_day', { mode: 'string' }).notNull(),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No index by applicant: every read reaches results through the application (decision 058), and a national run
  // would pay for one more random insert per house (bench/notes/cycle.md).
  (t) => [
    uniqueIndex('eligibility_result_cycle_application_house_uq').on(t.cycleId, t.applicationId, t.houseId),
    index('eligibility_result_application_idx').on(t.applicationId, t.cycleId),
  ],
);

/**
 * A person of an evaluated house: counted or left out (with the reason), their category on the cycle's first day,
 * their part of the standard, their counted income and their share of what is paid (DOMAIN.md "a dependent's share").
 */
export const eligibilityMember = pgTable(
  'eligibility_member',
  {
    resultId: uuid('result_id')
      .notNull()
      .references(() => eligibilityResult.id, { onDelete: 'cascade' }),
    // The cycle (its result's), the person and the dependent without foreign keys, as the result's head and house
    // (decision 061): four checks a house made most of a national run's writing time.
    cycleId: uuid('cycle_id').notNull(),
    personId: uuid('person_id').notNull(),
    /** Null for the head of household. */
    dependentId: uuid('dependent_id'),
    category: varchar('category', { length: 6, enum: ['HEAD', 'ADULT', 'MINOR'] }).notNull(),
    counted: boolean('counted').notNull(),
    leftOutReason: varchar('left_out_reason', { length: 40 }),
    standardShare: halalas('standard_share').notNull(),
    countedIncome: halalas('counted_income').notNull(),
    share: halalas('share').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.resultId, t.personId] }),
    index('eligibility_member_person_idx').on(t.personId, t.cycleId),
    index('eligibility_member_dependent_idx')
      .on(t.dependentId)
      .where(sql`${t.counted}`),
  ],
);

/** An over-payment to recover from later entitlements (DOMAIN.md "Deductions"), oldest first, capped a cycle. */
export const recovery = pgTable(
  'recovery',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantAccountId: uuid('applicant_account_id')
      .notNull()
      .references(() => account.id),
    applicationId: uuid('application_id').references(() => application.id),
    amount: halalas('amount').notNull(),
    /** Taken so far by paid deductions. */
    recovered: halalas('recovered').notNull().default(0),
    reasonCode: varchar('reason_code', { length: 40 }).notNull(),
    messageAr: text('message_ar').notNull(),
    messageEn: text('message_en').notNull(),
    createdAt,
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('recovery_applicant_idx').on(t.applicantAccountId)],
);

/**
 * A payment of one house of one application for one cycle: scheduled at publishing, PAID or FAILED on payment day.
 * Unique per cycle, application and house, so a repeated publish or pay never pays twice.
 */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The code the bank statement and the appeals name (P-YYYYMM-0000001). */
    code: varchar('code', { length: 20 }).notNull().unique(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => supportCycle.id),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id),
    applicantAccountId: uuid('applicant_account_id')
      .notNull()
      .references(() => account.id),
    houseId: uuid('house_id')
      .notNull()
      .references(() => house.id),
    resultId: uuid('result_id')
      .notNull()
      .references(() => eligibilityResult.id),
    entitlement: halalas('entitlement').notNull(),
    deductions: halalas('deductions').notNull(),
    net: halalas('net').notNull(),
    status: varchar('status', { length: 10, enum: ['SCHEDULED', 'PAID', 'FAILED'] }).notNull(),
    /** The payment IBAN used (the applicant's verified one when scheduled). */
    iban: varchar('iban', { length: 34 }).notNull(),
    bankCode: varchar('bank_code', { length: 4 }),
    scheduledFor: date('scheduled_for', { mode: 'string' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failureReason: varchar('failure_reason', { length: 40 }),
    createdAt,
  },
  (t) => [
    uniqueIndex('payment_cycle_application_house_uq').on(t.cycleId, t.applicationId, t.houseId),
    index('payment_applicant_idx').on(t.applicantAccountId, t.cycleId),
    index('payment_application_idx').on(t.applicationId, t.cycleId),
    // Payment day walks a cycle's scheduled payments in id order (decision 057): the id in the key spares a sort of
    // every payment still scheduled at each batch.
    index('payment_cycle_status_idx').on(t.cycleId, t.status, t.id),
    // A re-run deletes the month's unpublished results: each delete checks that no payment refers to its result, a
    // scan of every payment of every month without this index (bench/notes/cycle.md).
    index('payment_result_idx').on(t.resultId),
  ],
);

/** What a payment took back of a recovery, with the message the beneficiary reads. */
export const paymentDeduction = pgTable(
  'payment_deduction',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payment.id),
    recoveryId: uuid('recovery_id')
      .notNull()
      .references(() => recovery.id),
    amount: halalas('amount').notNull(),
    messageAr: text('message_ar').notNull(),
    messageEn: text('message_en').notNull(),
  },
  (t) => [index('payment_deduction_payment_idx').on(t.paymentId), uniqueIndex('payment_deduction_uq').on(t.paymentId, t.recoveryId)],
);

/**
 * A payment outside the monthly run (e.g. an approved appeal paid for a past cycle): at most one per source, so a
 * repeated approval never pays twice.
 */
export const additionalPayment = pgTable(
  'additional_payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id),
    applicantAccountId: uuid('applicant_account_id')
      .notNull()
      .references(() => account.id),
    /** The cycle it makes up for. */
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => supportCycle.id),
    amount: halalas('amount').notNull(),
    reasonAr: text('reason_ar').notNull(),
    reasonEn: text('reason_en').notNull(),
    sourceType: varchar('source_type', { length: 20, enum: ['APPEAL', 'ADJUSTMENT'] }).notNull(),
    sourceId: uuid('source_id').notNull(),
    status: varchar('status', { length: 10, enum: ['SCHEDULED', 'PAID', 'FAILED'] }).notNull(),
    iban: varchar('iban', { length: 34 }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('additional_payment_source_uq').on(t.sourceType, t.sourceId),
    index('additional_payment_application_idx').on(t.applicationId),
  ],
);

/** Money the beneficiary paid back (an over-payment refunded), which settles a recovery when it names one. */
export const paymentRefund = pgTable(
  'payment_refund',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id),
    applicantAccountId: uuid('applicant_account_id')
      .notNull()
      .references(() => account.id),
    recoveryId: uuid('recovery_id').references(() => recovery.id),
    amount: halalas('amount').notNull(),
    /** The bank's reference of the transfer. */
    reference: varchar('reference', { length: 40 }).notNull(),
    reasonAr: text('reason_ar').notNull(),
    reasonEn: text('reason_en').notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull(),
    createdAt,
  },
  (t) => [index('payment_refund_application_idx').on(t.applicationId)],
);

/**
 * An FLV pre-check the applicant asked for: the same function on the data of the moment, with the parameters of the
 * day; it keeps its result and never creates a payment (DOMAIN.md "FLV eligibility").
 */
export const flvRequest = pgTable(
  'flv_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantAccountId: uuid('applicant_account_id')
      .notNull()
      .references(() => account.id),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id),
    outcome: varchar('outcome', { length: 12, enum: ['ELIGIBLE', 'INELIGIBLE'] }).notNull(),
    /** The sum of the houses' entitlements. */
    entitlement: halalas('entitlement').notNull(),
    /** Each house's evaluation (outcome, reasons, amounts, members, trace), as the cycle would store it. */
    houses: jsonb('houses').notNull(),
    parametersDay: date('parameters_day', { mode: 'string' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flv_request_applicant_idx').on(t.applicantAccountId, t.requestedAt)],
);

/**
 * A parameter value with the Riyadh day it is valid from (decision 055): a cycle reads the versions valid on its first
 * day. A new version never starts on or before the first day of the latest published cycle.
 */
export const parameterVersion = pgTable(
  'parameter_version',
  {
    key: varchar('key', { length: 80 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    value: jsonb('value').notNull(),
    createdByAccountId: uuid('created_by_account_id').references(() => account.id),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.key, t.validFrom] })],
);

/** Records imported from the old system (DOMAIN.md "History data"): read only. One per person and old file. */
export const historyBeneficiary = pgTable(
  'history_beneficiary',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => person.id),
    /** The old system's file number. */
    fileNumber: varchar('file_number', { length: 30 }).notNull(),
    programNameAr: text('program_name_ar').notNull(),
    programNameEn: text('program_name_en').notNull(),
    officeCode: varchar('office_code', { length: 20 }),
    status: varchar('status', { length: 30 }).notNull(),
    registeredOn: date('registered_on', { mode: 'string' }).notNull(),
    closedOn: date('closed_on', { mode: 'string' }),
    membersCount: smallint('members_count').notNull(),
  },
  (t) => [index('history_beneficiary_person_idx').on(t.personId)],
);

export const historyPayment = pgTable(
  'history_payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => historyBeneficiary.id),
    period: varchar('period', { length: 7 }).notNull(),
    amount: halalas('amount').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
  },
  (t) => [index('history_payment_beneficiary_idx').on(t.beneficiaryId, t.period)],
);

export const historyAppeal = pgTable(
  'history_appeal',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => historyBeneficiary.id),
    appealNumber: varchar('appeal_number', { length: 30 }).notNull(),
    subjectAr: text('subject_ar').notNull(),
    subjectEn: text('subject_en').notNull(),
    decision: varchar('decision', { length: 20 }).notNull(),
    submittedOn: date('submitted_on', { mode: 'string' }).notNull(),
    decidedOn: date('decided_on', { mode: 'string' }),
  },
  (t) => [index('history_appeal_beneficiary_idx').on(t.beneficiaryId)],
);
