import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { VisitAnswer, VisitOutcome, VisitPurpose, VisitStatus } from '@sanad/contract';
import { house } from './household.ts';

/**
 * A field visit the back office schedules to a house (DOMAIN.md "Visits"; docs/decisions/065-visits.md). It belongs to
 * the house, so whoever heads the house sees it. The result is the outcome and notes of a done visit, or the reason
 * of a missed or canceled one; the head's one answer (confirm or ask to move it) is kept beside it.
 */
export const fieldVisit = pgTable(
  'field_visit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    houseId: uuid('house_id')
      .notNull()
      .references(() => house.id),
    purpose: varchar('purpose', { length: 30 }).$type<VisitPurpose>().notNull(),
    /** A code of the ssp-offices lookup: the office the visitor comes from. */
    officeCode: varchar('office_code', { length: 60 }).notNull(),
    visitorName: varchar('visitor_name', { length: 100 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 20 }).$type<VisitStatus>().notNull(),
    /** What a done visit found. */
    outcome: varchar('outcome', { length: 30 }).$type<VisitOutcome>(),
    /** The notes of a done visit, or the reason of a missed or canceled one. */
    resultNote: text('result_note'),
    /** When the result was recorded (or the visit canceled). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    answer: varchar('answer', { length: 30 }).$type<VisitAnswer>(),
    answerReason: text('answer_reason'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('field_visit_house_idx').on(t.houseId, t.startsAt)],
);
