import { index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { dependent, house } from './household.ts';
import { account, person } from './identity.ts';
import { program } from './reference.ts';

/**
 * A monthly support cycle of a program (DOMAIN.md "Cycles"). The tables belong to the cycles domain; the cycle job (a
 * later release) opens, evaluates and closes them, and household rules already read them (a dependent counted in an
 * open cycle cannot be removed).
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cycle_member_dependent_idx').on(t.dependentId), index('cycle_member_cycle_idx').on(t.cycleId, t.applicantAccountId)],
);
