import { sql } from 'drizzle-orm';
import { date, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { TamkeenTrack, TamkeenTrackRequestStatus } from '@sanad/contract';
import { person } from './identity.ts';

export const tamkeenTrackRequestNumberSeq = pgSequence('tamkeen_track_request_number_seq', { startWith: 1 });

/**
 * A person's request to change their tamkeen track (docs/decisions/067-tamkeen-design.md, 073-tamkeen-change-track.md):
 * NEW → UNDER_REVIEW → APPROVED (the track changes) | REJECTED, by a case worker, on the service-level clock. One is
 * open (NEW or UNDER_REVIEW) a person at a time: the partial unique index holds it even against two saves at once.
 */
export const tamkeenTrackRequest = pgTable(
  'tamkeen_track_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestNumber: varchar('request_number', { length: 30 }).notNull().unique(),
    personId: uuid('person_id')
      .notNull()
      .references(() => person.id),
    /** The track when the request was filed (null for a person on none). */
    fromTrack: varchar('from_track', { length: 20 }).$type<TamkeenTrack>(),
    requestedTrack: varchar('requested_track', { length: 20 }).$type<TamkeenTrack>().notNull(),
    reason: text('reason').notNull(),
    status: varchar('status', { length: 20 }).$type<TamkeenTrackRequestStatus>().notNull(),
    /** The case worker's reason for a rejection, or note on an approval. */
    decisionComment: text('decision_comment'),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    /** The promise without pauses: the Riyadh day raised plus the working days allowed. */
    promisedBy: date('promised_by', { mode: 'string' }).notNull(),
    pausedWorkingDays: integer('paused_working_days').notNull().default(0),
    pausedSince: date('paused_since', { mode: 'string' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tamkeen_track_request_open_uq')
      .on(t.personId)
      .where(sql`${t.status} in ('NEW', 'UNDER_REVIEW')`),
    index('tamkeen_track_request_person_idx').on(t.personId, t.raisedAt),
  ],
);

/** Every step of a change-track request: who moved it from which status to which, when, and with what comment. */
export const tamkeenTrackRequestHistory = pgTable(
  'tamkeen_track_request_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tamkeenTrackRequest.id),
    fromStatus: varchar('from_status', { length: 20 }).$type<TamkeenTrackRequestStatus>(),
    toStatus: varchar('to_status', { length: 20 }).$type<TamkeenTrackRequestStatus>().notNull(),
    by: varchar('by', { length: 12, enum: ['APPLICANT', 'CASE_WORKER', 'SYSTEM'] }).notNull(),
    actorAccountId: uuid('actor_account_id'),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tamkeen_track_request_history_idx').on(t.requestId, t.at)],
);
