import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { TamkeenClassification, TamkeenListTab, TamkeenTrack } from '@sanad/contract';
import { attachment } from './application.ts';
import { person } from './identity.ts';

/**
 * A person's tamkeen record (docs/decisions/067-tamkeen-design.md, 070-tamkeen-profile.md): the classification made
 * at the first read from the unified profile, the track, and the able-to-work profile's status, summary and CV. The
 * row is the one a profile save locks, so two saves of one profile never interleave.
 */
export const tamkeenPerson = pgTable('tamkeen_person', {
  personId: uuid('person_id')
    .primaryKey()
    .references(() => person.id),
  classification: varchar('classification', { length: 20 }).$type<TamkeenClassification>().notNull(),
  track: varchar('track', { length: 20 }).$type<TamkeenTrack>(),
  classifiedAt: timestamp('classified_at', { withTimezone: true }).notNull(),
  /** Spec §4 able-to-work status code: 75001, 75002 or 75003. */
  profileStatus: integer('profile_status').notNull().default(75001),
  summary: text('summary'),
  /** UPLOADED (cvAttachmentId names the file) or GENERATED; null while no CV is chosen. */
  cvChoice: varchar('cv_choice', { length: 10, enum: ['UPLOADED', 'GENERATED'] }),
  cvAttachmentId: uuid('cv_attachment_id').references(() => attachment.id),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One list tab of the able-to-work profile, written whole at each save: the entries, or the "I have none" answer. */
export const tamkeenProfileTab = pgTable(
  'tamkeen_profile_tab',
  {
    personId: uuid('person_id')
      .notNull()
      .references(() => person.id),
    tab: varchar('tab', { length: 30 }).$type<TamkeenListTab>().notNull(),
    items: jsonb('items').$type<unknown[]>().notNull().default([]),
    none: boolean('none').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.tab] })],
);

/**
 * An organisation a tamkeen beneficiary works with (decision 067): an employer that publishes opportunities, a training
 * provider, or a counselling centre that runs plans and appointments. Managed by the back office; offers, plan actions,
 * appointments and ratings name one.
 */
export const tamkeenPartner = pgTable('tamkeen_partner', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The partner's own reference, shown to case workers and on the plan report. */
  code: varchar('code', { length: 20 }).notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  kind: varchar('kind', { length: 20, enum: ['EMPLOYER', 'TRAINING_PROVIDER', 'COUNSELLING'] }).notNull(),
  /** Lookup `cities`. */
  cityCode: varchar('city_code', { length: 10 }).notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
