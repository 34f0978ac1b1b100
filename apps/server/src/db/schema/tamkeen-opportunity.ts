import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { TamkeenOfferStatus } from '@sanad/contract';
import { person } from './identity.ts';
import { tamkeenPartner } from './tamkeen.ts';

/**
 * An opportunity a partner publishes (docs/decisions/071-tamkeen-offers.md): a job, a training place or support for
 * self-employment, with its type (lookup `opportunityType`), city and the last day to answer. Managed by the back
 * office; an offer links one to a person.
 */
export const tamkeenOpportunity = pgTable('tamkeen_opportunity', {
  id: uuid('id').primaryKey().defaultRandom(),
  partnerId: uuid('partner_id')
    .notNull()
    .references(() => tamkeenPartner.id),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionAr: text('description_ar').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  /** Lookup `opportunityType`. */
  typeCode: varchar('type_code', { length: 30 }).notNull(),
  /** Lookup `cities`. */
  cityCode: varchar('city_code', { length: 10 }).notNull(),
  /** Monthly pay in riyals, when the partner says. */
  monthlySalary: integer('monthly_salary'),
  /** The last day (Riyadh) an offer of it may be answered. */
  deadline: date('deadline', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An opportunity offered to one person: OFFERED → ACCEPTED | DECLINED (the person, with a self-assessment), WITHDRAWN
 * (the partner). EXPIRED is read, not stored: an OFFERED offer past its opportunity's deadline.
 */
export const tamkeenOffer = pgTable(
  'tamkeen_offer',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => tamkeenOpportunity.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => person.id),
    status: varchar('status', { length: 12 }).$type<Exclude<TamkeenOfferStatus, 'EXPIRED'>>().notNull().default('OFFERED'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Lookup `skillsRate`, the person's own assessment given with the answer. */
    skillsRate: varchar('skills_rate', { length: 30 }),
    /** Lookup `qualificationFit`, likewise. */
    qualificationFit: varchar('qualification_fit', { length: 30 }),
    declineReason: text('decline_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An opportunity is offered to a person once.
    uniqueIndex('tamkeen_offer_opportunity_person_uq').on(t.opportunityId, t.personId),
    index('tamkeen_offer_person_idx').on(t.personId, t.offeredAt),
  ],
);
