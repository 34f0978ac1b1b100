import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type {
  TamkeenAppointmentPurpose,
  TamkeenAppointmentStatus,
  TamkeenDayPeriod,
  TamkeenPlanActionStatus,
  TamkeenPlanStatus,
} from '@sanad/contract';
import { person } from './identity.ts';
import { tamkeenPartner } from './tamkeen.ts';

/**
 * A person's tamkeen plan (decisions 067, 072): made by a case worker with a counselling partner, at most one ACTIVE a
 * person (a partial unique index); its actions are the steps the person accepts and marks done.
 */
export const tamkeenPlan = pgTable(
  'tamkeen_plan',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => person.id),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    status: varchar('status', { length: 10 }).$type<TamkeenPlanStatus>().notNull().default('ACTIVE'),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tamkeen_plan_one_active')
      .on(t.personId)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

export const tamkeenPlanAction = pgTable(
  'tamkeen_plan_action',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => tamkeenPlan.id),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    partnerId: uuid('partner_id').references(() => tamkeenPartner.id),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 10 }).$type<TamkeenPlanActionStatus>().notNull().default('PENDING'),
    note: text('note'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tamkeen_plan_action_plan').on(t.planId)],
);

/**
 * An appointment of a person with a partner (decisions 067, 072): SCHEDULED → ATTENDED | MISSED (case worker) |
 * CANCELED (the person, with a reason); the person may confirm it, and ask once for a new time.
 */
export const tamkeenAppointment = pgTable(
  'tamkeen_appointment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => person.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => tamkeenPartner.id),
    purpose: varchar('purpose', { length: 20 }).$type<TamkeenAppointmentPurpose>().notNull(),
    status: varchar('status', { length: 10 }).$type<TamkeenAppointmentStatus>().notNull().default('SCHEDULED'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    locationAr: text('location_ar').notNull(),
    locationEn: text('location_en').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    newTimeDate: date('new_time_date', { mode: 'string' }),
    newTimePeriod: varchar('new_time_period', { length: 10 }).$type<TamkeenDayPeriod>(),
    newTimeNote: text('new_time_note'),
    newTimeAt: timestamp('new_time_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tamkeen_appointment_person').on(t.personId, t.startsAt)],
);

/** A person's rating of a partner they met: one a partner, a second one replaces it. */
export const tamkeenPartnerRating = pgTable(
  'tamkeen_partner_rating',
  {
    personId: uuid('person_id')
      .notNull()
      .references(() => person.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => tamkeenPartner.id),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.partnerId] })],
);
