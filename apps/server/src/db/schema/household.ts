import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { custodyValues } from '@sanad/contract';
import { account, person } from './identity.ts';

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
