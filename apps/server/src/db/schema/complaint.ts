import { sql } from 'drizzle-orm';
import { date, index, integer, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ComplaintStatus } from '@sanad/contract';
import { application, attachment } from './application.ts';
import { payment } from './cycle.ts';
import { account } from './identity.ts';

/** Complaint numbers (PC-YYYY-NNNNNN) never repeat, even after a rollback. */
export const paymentComplaintNumberSeq = pgSequence('payment_complaint_number_seq', { startWith: 1 });

/**
 * A head of household's complaint about one of their payments (DOMAIN.md "Payment complaint";
 * docs/decisions/062-payment-complaints.md). The partial unique index keeps one open complaint per payment, even
 * against two requests at once. The clock's columns are those of an appeal's (the service-level clock is shared).
 */
export const paymentComplaint = pgTable(
  'payment_complaint',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentComplainNbr: varchar('payment_complain_nbr', { length: 30 }).notNull().unique(),
    applicantAccountId: uuid('applicant_account_id')
      .notNull()
      .references(() => account.id),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payment.id),
    /** A code of the complaint-category lookup. */
    category: varchar('category', { length: 60 }).notNull(),
    description: text('description').notNull(),
    status: varchar('status', { length: 20 }).$type<ComplaintStatus>().notNull(),
    /** The case worker's open question (NEED_INFO). */
    infoRequest: text('info_request'),
    /** The case worker's answer (RESOLVED) or reason (REJECTED). */
    resolution: text('resolution'),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    /** The promise without pauses: the Riyadh day raised plus the working days of its category. */
    promisedBy: date('promised_by', { mode: 'string' }).notNull(),
    pausedWorkingDays: integer('paused_working_days').notNull().default(0),
    /** The Riyadh day the current wait for the beneficiary began (NEED_INFO), else null. */
    pausedSince: date('paused_since', { mode: 'string' }),
    /** When the current wait runs out and the complaint is studied as it stands (decision 068), else null. */
    infoDueAt: timestamp('info_due_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_complaint_open_payment_uq')
      .on(t.paymentId)
      .where(sql`${t.status} in ('NEW', 'UNDER_PROCESSING', 'NEED_INFO')`),
    index('payment_complaint_applicant_idx').on(t.applicantAccountId, t.raisedAt),
  ],
);

/** A file a complaint carries (through the attachment module). */
export const paymentComplaintDocument = pgTable(
  'payment_complaint_document',
  {
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => paymentComplaint.id),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachment.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.complaintId, t.attachmentId] })],
);

/** Every transition of a complaint: from, to, who, when and the words with it (the details' history). */
export const paymentComplaintHistory = pgTable(
  'payment_complaint_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => paymentComplaint.id),
    fromStatus: varchar('from_status', { length: 20 }).$type<ComplaintStatus>(),
    toStatus: varchar('to_status', { length: 20 }).$type<ComplaintStatus>().notNull(),
    by: varchar('by', { length: 12, enum: ['APPLICANT', 'CASE_WORKER', 'SYSTEM'] }).notNull(),
    actorAccountId: uuid('actor_account_id'),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_complaint_history_idx').on(t.complaintId, t.at)],
);
