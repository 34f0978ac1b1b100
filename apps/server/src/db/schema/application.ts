import { sql } from 'drizzle-orm';
import { applicationStatusValues, dependentOutcomeValues, houseOutcomeValues, reapplyKindValues } from '@sanad/contract';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { dependent, house } from './household.ts';
import { account, person } from './identity.ts';
import { program } from './reference.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Numbers applications in the order they are created (application.number). */
export const applicationNumberSeq = pgSequence('application_number_seq', { startWith: 1 });

/**
 * An application of a head of household to a program (docs/decisions/045-applications.md). At most one open one per
 * applicant and program (the partial unique index); closed ones (CANCELED, WITHDRAWN) are kept for the history and the
 * ban. `applicantAccountId` changes when the household's head is transferred: the application moves with the household.
 */
export const application = pgTable(
  'application',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number people quote (SSP-2026-0000042), from `application_number_seq`. */
    number: varchar('number', { length: 30 }).notNull().unique(),
    programId: integer('program_id')
      .notNull()
      .references(() => program.id),
    applicantAccountId: uuid('applicant_account_id')
      .notNull()
      .references(() => account.id),
    status: varchar('status', { length: 20, enum: applicationStatusValues }).notNull(),
    /** The program's dynamic form answers (by field name), as validated when saved. */
    formAnswers: jsonb('form_answers').$type<Record<string, string>>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The `Idempotency-Key` of the request that submitted it: a retry with the same key answers the same result. */
    submitKey: varchar('submit_key', { length: 100 }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why it was withdrawn (the applicant's words) or suspended (a reason code). */
    statusReason: text('status_reason'),
    /** End of the withdrawal ban (exclusive), fixed when withdrawn from `application.withdrawBanDays`. */
    banEndsAt: timestamp('ban_ends_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('application_applicant_idx').on(t.applicantAccountId, t.programId),
    uniqueIndex('application_open_uq')
      .on(t.applicantAccountId, t.programId)
      .where(sql`${t.status} not in ('CANCELED', 'WITHDRAWN')`),
  ],
);

/** The timeline of an application: every change of state and every step the applicant or a case worker took. */
export const applicationEvent = pgTable(
  'application_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id),
    /** CREATED, SUBMITTED, CANCELED, WITHDRAWN, SUSPENDED, RESUMED, DOCUMENTS_REQUESTED, DOCUMENTS_SUBMITTED, REAPPLIED, HEAD_TRANSFERRED, STUDY_STARTED, DECIDED… */
    type: varchar('type', { length: 40 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }),
    /** Who did it (the person at the keyboard; staff later). */
    actorAccountId: uuid('actor_account_id'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_event_application_idx').on(t.applicationId, t.at)],
);

/**
 * A house selected into an application. `outcome` is the study's or the last cycle's word on the house (ELIGIBLE,
 * INELIGIBLE with `reasonCode`, DECLINED by a case worker); null until then.
 */
export const applicationHouse = pgTable(
  'application_house',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id),
    houseId: uuid('house_id')
      .notNull()
      .references(() => house.id),
    outcome: varchar('outcome', { length: 20, enum: houseOutcomeValues }),
    reasonCode: varchar('reason_code', { length: 40 }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.houseId] }), index('application_house_house_idx').on(t.houseId)],
);

/** A dependent selected into an application, in one of its selected houses. */
export const applicationDependent = pgTable(
  'application_dependent',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id),
    dependentId: uuid('dependent_id')
      .notNull()
      .references(() => dependent.id),
    houseId: uuid('house_id')
      .notNull()
      .references(() => house.id),
    outcome: varchar('outcome', { length: 20, enum: dependentOutcomeValues }),
    reasonCode: varchar('reason_code', { length: 40 }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.dependentId] }), index('application_dependent_dependent_idx').on(t.dependentId)],
);

/**
 * A file of the user (docs/decisions/046-attachments.md). The bytes live in the file-storage port under `storageKey`;
 * `personId` is who the document is about (the applicant or one of their dependents), which a dependent may read.
 */
export const attachment = pgTable(
  'attachment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerAccountId: uuid('owner_account_id')
      .notNull()
      .references(() => account.id),
    personId: uuid('person_id').references(() => person.id),
    /** A code of the `document-type` lookup. */
    documentType: varchar('document_type', { length: 60 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** Decided from the file's first bytes, never from its name. */
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    /** Who uploaded it (differs from the owner during an emergency login). */
    uploadedByAccountId: uuid('uploaded_by_account_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [index('attachment_owner_idx').on(t.ownerAccountId)],
);

/** A document of an application: an attachment attached to it, under the document type it answers. */
export const applicationDocument = pgTable(
  'application_document',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachment.id),
    /** The open document request it answers, if any. */
    documentRequestId: uuid('document_request_id'),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.attachmentId] }), index('application_document_attachment_idx').on(t.attachmentId)],
);

/**
 * A case worker's request for documents on an application; answered by submit-edit, or canceled when the application
 * closes (docs/decisions/045-applications.md). It is open while `answeredAt` is null.
 */
export const documentRequest = pgTable(
  'document_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id),
    /** Codes of the `document-type` lookup asked for. */
    documentTypes: jsonb('document_types').$type<string[]>().notNull(),
    note: text('note'),
    requestedByAccountId: uuid('requested_by_account_id'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the request stopped being open: answered by submit-edit, or canceled with its application (then `canceledAt`
     * is set to the same instant). Every "open request" test reads this column alone.
     */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Set when the request was closed unanswered because its application was canceled or withdrawn. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('document_request_open_uq')
      .on(t.applicationId)
      .where(sql`${t.answeredAt} is null`),
  ],
);

/** The four manual-reapply variants of spec §4; at most one of a kind and subject per cycle (period YYYY-MM). */
export const manualReapply = pgTable(
  'manual_reapply',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id),
    kind: varchar('kind', { length: 30, enum: reapplyKindValues }).notNull(),
    /** The house or dependent id the request is about; the application id for APPLICATION. */
    subjectId: uuid('subject_id').notNull(),
    period: varchar('period', { length: 7 }).notNull(),
    reason: text('reason'),
    status: varchar('status', { length: 20, enum: ['PENDING', 'STUDIED'] })
      .notNull()
      .default('PENDING'),
    actorAccountId: uuid('actor_account_id').notNull(),
    createdAt,
  },
  (t) => [uniqueIndex('manual_reapply_once_uq').on(t.applicationId, t.kind, t.subjectId, t.period)],
);

/**
 * A field of a program's dynamic form (spec §3 "Dynamic program form field"): name, default value, required flag and
 * the validation list of spec §5 (1001–1007), checked by the same rules in the browser and on the server.
 */
export const programFormField = pgTable(
  'program_form_field',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: integer('program_id')
      .notNull()
      .references(() => program.id),
    name: varchar('name', { length: 60 }).notNull(),
    /** text, number, date, select, textarea. */
    type: varchar('type', { length: 20 }).notNull(),
    labelAr: text('label_ar').notNull(),
    labelEn: text('label_en').notNull(),
    defaultValue: text('default_value').notNull().default(''),
    required: boolean('required').notNull().default(false),
    validationList: jsonb('validation_list').$type<{ validationId: number; value: string }[]>().notNull().default([]),
    /** The lookup group whose items a select offers. */
    optionsGroup: varchar('options_group', { length: 40 }),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('program_form_field_name_uq').on(t.programId, t.name)],
);

/**
 * The dynamic form answers sent for a program (docs/decisions/047-dynamic-forms-and-ramadan.md): an application's
 * (`applicationId` set: one row per application, whoever heads it now) or, for an account with no open application of
 * the program, the account's own (one row per account and program). A new submit replaces the row's answers.
 */
export const programFormSubmission = pgTable(
  'program_form_submission',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: integer('program_id')
      .notNull()
      .references(() => program.id),
    /** Who wrote the answers last (for an account's own row, its owner). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => account.id),
    /** The application whose answers these are; null for an account's own submission. */
    applicationId: uuid('application_id').references(() => application.id),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('program_form_submission_account_uq')
      .on(t.programId, t.accountId)
      .where(sql`${t.applicationId} is null`),
    uniqueIndex('program_form_submission_application_uq')
      .on(t.applicationId)
      .where(sql`${t.applicationId} is not null`),
  ],
);

/**
 * Values of fields with the unique rule (1002), one row per program, field and value: the unique index decides a race
 * between two submissions of the same value.
 */
export const programFormUniqueValue = pgTable(
  'program_form_unique_value',
  {
    programId: integer('program_id').notNull(),
    fieldName: varchar('field_name', { length: 60 }).notNull(),
    value: text('value').notNull(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => programFormSubmission.id),
  },
  (t) => [primaryKey({ columns: [t.programId, t.fieldName, t.value] })],
);

/**
 * A Ramadan reward of a household for one Hijri year (DOMAIN.md "Ramadan reward"): written by the cycles engine, read
 * by the Ramadan screens. One per application and Hijri year.
 */
export const ramadanReward = pgTable(
  'ramadan_reward',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id),
    hijriYear: integer('hijri_year').notNull(),
    /** Halalas. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 20, enum: ['SCHEDULED', 'PAID', 'FAILED'] }).notNull(),
    ibanLast4: varchar('iban_last4', { length: 4 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [uniqueIndex('ramadan_reward_year_uq').on(t.applicationId, t.hijriYear)],
);

/** Who a Ramadan reward counted, with each member's share in halalas (the head: dependentId null). */
export const ramadanRewardMember = pgTable(
  'ramadan_reward_member',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => ramadanReward.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => person.id),
    dependentId: uuid('dependent_id').references(() => dependent.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('ramadan_reward_member_reward_idx').on(t.rewardId)],
);
