import { date, index, integer, pgSequence, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { TicketStatus } from '@sanad/contract';

/** Ticket numbers (TK-YYYY-NNNNNN) never repeat, even after a rollback. */
export const ticketNumberSeq = pgSequence('ticket_number_seq', { startWith: 1 });

/**
 * A ticket (DOMAIN.md "Tickets"; docs/decisions/064-tickets.md), opened by a visitor with a national ID and a mobile
 * confirmed by a code; no account is needed, so it belongs to the national ID: whoever signs in with it follows it.
 * The optional file is stored through the file-storage port under `fileStorageKey`. The clock's columns are those of
 * an appeal's and a complaint's (the service-level clock is shared).
 */
export const ticket = pgTable(
  'ticket',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketNumber: varchar('ticket_number', { length: 30 }).notNull().unique(),
    nin: varchar('nin', { length: 10 }).notNull(),
    /** The mobile the visitor confirmed with the code. */
    mobile: varchar('mobile', { length: 10 }).notNull(),
    /** Codes of the ticketType, ticketCategory and ticketSubCategory lookups. */
    ticketType: varchar('ticket_type', { length: 60 }).notNull(),
    category: varchar('category', { length: 60 }).notNull(),
    subCategory: varchar('sub_category', { length: 60 }).notNull(),
    description: text('description').notNull(),
    status: varchar('status', { length: 20 }).$type<TicketStatus>().notNull(),
    fileName: varchar('file_name', { length: 255 }),
    fileContentType: varchar('file_content_type', { length: 100 }),
    fileSizeBytes: integer('file_size_bytes'),
    fileSha256: varchar('file_sha256', { length: 64 }),
    fileStorageKey: varchar('file_storage_key', { length: 64 }),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    /** The promise without pauses: the Riyadh day raised plus the working days of its type. */
    promisedBy: date('promised_by', { mode: 'string' }).notNull(),
    pausedWorkingDays: integer('paused_working_days').notNull().default(0),
    /** The Riyadh day the current wait for the beneficiary began (ANSWERED), else null. */
    pausedSince: date('paused_since', { mode: 'string' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_nin_idx').on(t.nin, t.raisedAt)],
);

/** The thread of a ticket: every reply, the beneficiary's or a case worker's. */
export const ticketMessage = pgTable(
  'ticket_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => ticket.id),
    by: varchar('by', { length: 12, enum: ['BENEFICIARY', 'CASE_WORKER'] }).notNull(),
    /** The account that wrote it (the signed-in beneficiary), null for the demo hook's case worker. */
    authorAccountId: uuid('author_account_id'),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ticket_message_idx').on(t.ticketId, t.at)],
);

/** Every transition of a ticket: from, to, who and when (the details' history). */
export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => ticket.id),
    fromStatus: varchar('from_status', { length: 20 }).$type<TicketStatus>(),
    toStatus: varchar('to_status', { length: 20 }).$type<TicketStatus>().notNull(),
    by: varchar('by', { length: 12, enum: ['APPLICANT', 'CASE_WORKER', 'SYSTEM'] }).notNull(),
    actorAccountId: uuid('actor_account_id'),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ticket_history_idx').on(t.ticketId, t.at)],
);
