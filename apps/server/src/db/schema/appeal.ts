import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AppealStatusCode } from '@sanad/contract';
import { application, attachment } from './application.ts';
import { payment, supportCycle } from './cycle.ts';
import { dependent, house } from './household.ts';
import { account } from './identity.ts';

/** Appeal numbers (AP-YYYY-NNNNNN) never repeat, even after a rollback. */
export const appealNumberSeq = pgSequence('appeal_number_seq', { startWith: 1 });

/**
 * An appeal of a head of household (DOMAIN.md "Appeals"; docs/decisions/060-appeals.md) against an ineligible month,
 * house or dependent of a published cycle, or a payment. `status` holds the spec §4 code. `subjectKey` names the
 * subject whatever its type; the partial unique index keeps one open appeal per subject, even against two requests
 * at once.
 */
export const appeal = pgTable(
  'appeal',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appealNbr: varchar('appeal_nbr', { length: 30 }).notNull().unique(),
    applicantAccountId: uuid('applicant_account_id')
      .notNull()
      .references(() => account.id),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id),
    subjectType: varchar('subject_type', { length: 10, enum: ['CYCLE', 'HOUSE', 'DEPENDENT', 'PAYMENT'] }).notNull(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => supportCycle.id),
    houseId: uuid('house_id').references(() => house.id),
    dependentId: uuid('dependent_id').references(() => dependent.id),
    paymentId: uuid('payment_id').references(() => payment.id),
    subjectKey: varchar('subject_key', { length: 200 }).notNull(),
    reasonCode: varchar('reason_code', { length: 60 }).notNull(),
    description: text('description').notNull(),
    status: smallint('status').$type<AppealStatusCode>().notNull(),
    /** The document types the reason requires, and those a case worker asked for since. */
    neededDocuments: jsonb('needed_documents').$type<string[]>().notNull().default([]),
    /** The case worker's words with the last request for documents or the decision. */
    decisionComment: text('decision_comment'),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    /** The promise without pauses: the Riyadh day raised plus the working days of its type. */
    promisedBy: date('promised_by', { mode: 'string' }).notNull(),
    /** Working days the clock stood in finished waits for the beneficiary. */
    pausedWorkingDays: integer('paused_working_days').notNull().default(0),
    /** The Riyadh day the current wait began (NEED_DOCUMENT), else null. */
    pausedSince: date('paused_since', { mode: 'string' }),
    /** When the current wait expires (NEED_DOCUMENT), else null. */
    documentsDueAt: timestamp('documents_due_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appeal_open_subject_uq')
      .on(t.subjectKey)
      .where(sql`${t.status} in (6007, 6008, 6013)`),
    index('appeal_applicant_idx').on(t.applicantAccountId, t.raisedAt),
    index('appeal_application_idx').on(t.applicationId),
    index('appeal_documents_due_idx')
      .on(t.documentsDueAt)
      .where(sql`${t.status} = 6013`),
  ],
);

/** A file an appeal carries (through the attachment module), with the document type it was uploaded as. */
export const appealDocument = pgTable(
  'appeal_document',
  {
    appealId: uuid('appeal_id')
      .notNull()
      .references(() => appeal.id),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachment.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appealId, t.attachmentId] })],
);

/** Every transition of an appeal: from, to, who, when and why (the details' history). */
export const appealHistory = pgTable(
  'appeal_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appealId: uuid('appeal_id')
      .notNull()
      .references(() => appeal.id),
    fromStatus: smallint('from_status').$type<AppealStatusCode>(),
    toStatus: smallint('to_status').$type<AppealStatusCode>().notNull(),
    by: varchar('by', { length: 12, enum: ['APPLICANT', 'CASE_WORKER', 'SYSTEM'] }).notNull(),
    actorAccountId: uuid('actor_account_id'),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('appeal_history_appeal_idx').on(t.appealId, t.at)],
);
