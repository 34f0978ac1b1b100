import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { custodyValues } from '@sanad/contract';
import { account, person } from './identity.ts';
import { program } from './reference.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The national address columns a house and the profile's address tab share (DOMAIN.md "house"). Codes refer to the
 * `regions` and `cities` lookups; the map point is optional.
 */
export const nationalAddressColumns = () => ({
  regionCode: varchar('region_code', { length: 60 }).notNull(),
  cityCode: varchar('city_code', { length: 60 }).notNull(),
  district: varchar('district', { length: 100 }).notNull(),
  street: varchar('street', { length: 100 }).notNull(),
  buildingNumber: varchar('building_number', { length: 4 }).notNull(),
  postalCode: varchar('postal_code', { length: 5 }).notNull(),
  additionalNumber: varchar('additional_number', { length: 4 }).notNull(),
  unitNumber: varchar('unit_number', { length: 10 }),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

/**
 * A dwelling of an applicant's household (DOMAIN.md "house"); at most `household.maxHouses` live ones per applicant.
 * Deleted houses are kept (deletedAt) because applications and cycles refer to them.
 */
export const house = pgTable(
  'house',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The head of household the house belongs to; changes on a transfer of head of household. */
    applicantAccountId: uuid('applicant_account_id')
      .notNull()
      .references(() => account.id),
    label: varchar('label', { length: 60 }),
    ...nationalAddressColumns(),
    ownership: varchar('ownership', { length: 60 }).notNull(),
    /** Halalas a year; rented houses only. */
    yearlyRent: bigint('yearly_rent', { mode: 'number' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [index('house_applicant_idx').on(t.applicantAccountId)],
);

/**
 * A member of an applicant's household other than the applicant (DOMAIN.md "dependent"): a person with a relationship
 * to the head, the house they live in and, for minor children of separated parents, who has custody. Removed
 * dependents are kept (status REMOVED) for cycles and audit; a person is an active dependent of one applicant once.
 */
export const dependent = pgTable(
  'dependent',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantAccountId: uuid('applicant_account_id')
      .notNull()
      .references(() => account.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => person.id),
    relationship: varchar('relationship', { length: 40 }).notNull(),
    houseId: uuid('house_id').references(() => house.id),
    custody: varchar('custody', { length: 20, enum: custodyValues }),
    /** ACTIVE; REMOVED by the applicant; TRANSFERRED when they became the head of household. */
    status: varchar('status', { length: 20, enum: ['ACTIVE', 'REMOVED', 'TRANSFERRED'] })
      .notNull()
      .default('ACTIVE'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('dependent_applicant_idx').on(t.applicantAccountId, t.status),
    index('dependent_person_idx').on(t.personId),
    uniqueIndex('dependent_active_uq')
      .on(t.applicantAccountId, t.personId)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

/**
 * A monthly support cycle of a program (DOMAIN.md "Cycles"). The cycle job (a later release) opens, evaluates and
 * closes them; household rules already read them (a dependent counted in an open cycle cannot be removed).
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
    status: varchar('status', { length: 20, enum: ['OPEN', 'CLOSED'] }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('support_cycle_program_period_uq').on(t.programId, t.period)],
);

/** A person counted in a household of a cycle: the head (dependentId null) or a dependent, in the house evaluated. */
export const cycleMember = pgTable(
  'cycle_member',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => supportCycle.id),
    applicantAccountId: uuid('applicant_account_id')
      .notNull()
      .references(() => account.id),
    houseId: uuid('house_id').references(() => house.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => person.id),
    dependentId: uuid('dependent_id').references(() => dependent.id),
    createdAt,
  },
  (t) => [index('cycle_member_dependent_idx').on(t.dependentId), index('cycle_member_cycle_idx').on(t.cycleId, t.applicantAccountId)],
);
