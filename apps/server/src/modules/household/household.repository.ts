import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  account,
  eligibilityMember,
  dependent,
  house,
  person,
  profilePersonal,
  relationConfirmation,
  supportCycle,
} from '../../db/schema/index.ts';
import type { CivilRecord } from '../../platform/civil-registry/civil-registry.ts';
import type { Database } from '../../platform/db/database.ts';

export type HouseRow = typeof house.$inferSelect;
export type NewHouse = typeof house.$inferInsert;
export type DependentRow = typeof dependent.$inferSelect;
export type NewDependent = typeof dependent.$inferInsert;
export type PersonRow = typeof person.$inferSelect;

/** The head of household as a write sees them, with the account row locked for the rest of the transaction. */
export interface LockedApplicant {
  accountId: string;
  role: (typeof account.$inferSelect)['role'];
  status: (typeof account.$inferSelect)['status'];
  personId: string;
  nin: string;
  gender: 'M' | 'F';
  birthDate: string;
}

/** The current (not canceled) confirmation of a household dependent, newest first when history overlaps. */
const currentConfirmation = (column: 'status' | 'rejectReason' | 'id') =>
  sql`(select ${relationConfirmation[column]} from ${relationConfirmation}
        where ${relationConfirmation.dependentId} = ${dependent.id} and ${relationConfirmation.status} <> 'CANCELED'
        order by ${relationConfirmation.createdAt} desc, ${relationConfirmation.id} desc limit 1)`;

/**
 * Whether a dependent's person has a live account, and their current confirmation of the relation (the newest one not
 * canceled, null when none was asked). Shared with the profile module, which opens a dependent's tabs on it.
 */
export const dependentRelationColumns = {
  hasAccount: sql<boolean>`exists (select 1 from ${account} where ${account.personId} = ${dependent.personId} and ${account.status} <> 'DELETED')`,
  relationStatus: sql<'PENDING' | 'CONFIRMED' | 'REJECTED' | null>`${currentConfirmation('status')}`,
};

const dependentColumns = {
  id: dependent.id,
  applicantAccountId: dependent.applicantAccountId,
  personId: dependent.personId,
  relationship: dependent.relationship,
  houseId: dependent.houseId,
  custody: dependent.custody,
  createdAt: dependent.createdAt,
  nin: person.nin,
  nameAr: person.nameAr,
  nameEn: person.nameEn,
  gender: person.gender,
  birthDate: person.birthDate,
  ...dependentRelationColumns,
  relationRejectReason: sql<string | null>`${currentConfirmation('rejectReason')}`,
};

/** An active dependent with the person behind them and where their relation confirmation stands. */
export interface DependentView {
  id: string;
  applicantAccountId: string;
  personId: string;
  relationship: string;
  houseId: string | null;
  custody: DependentRow['custody'];
  createdAt: Date;
  nin: string;
  nameAr: string;
  nameEn: string;
  gender: 'M' | 'F';
  birthDate: string;
  hasAccount: boolean;
  relationStatus: 'PENDING' | 'CONFIRMED' | 'REJECTED' | null;
  relationRejectReason: string | null;
}

/**
 * Houses, dependents and their relation confirmations (DOMAIN.md "Household"). Every read of a house or dependent
 * by id is scoped to the applicant who owns it, so another applicant's id finds nothing (ARCHITECTURE rule 9).
 */
export function createHouseholdRepository(db: Database) {
  const housesWithResidents = (tx: Database) =>
    tx
      .select({
        house,
        // Spelled out: drizzle drops table names from columns in a one-table select, which would compare the
        // dependent's house_id with its own id.
        residentsCount: sql<number>`(select count(*)::int from "dependent" as "resident" where "resident"."house_id" = "house"."id" and "resident"."status" = 'ACTIVE')`,
      })
      .from(house);
  const dependents = (tx: Database) => tx.select(dependentColumns).from(dependent).innerJoin(person, eq(person.id, dependent.personId));

  return {
    /**
     * Locks the accounts of a household write (the applicant, and the new head on a transfer), in id order so two
     * transfers never wait on each other. Every household write takes this lock first: the limit of houses, the
     * duplicate address and the relationship limits are then judged on data no other write is changing.
     */
    async lockAccounts(accountIds: string[], tx: Database): Promise<LockedApplicant[]> {
      return tx
        .select({
          accountId: account.id,
          role: account.role,
          status: account.status,
          personId: person.id,
          nin: person.nin,
          gender: person.gender,
          birthDate: person.birthDate,
        })
        .from(account)
        .innerJoin(person, eq(person.id, account.personId))
        .where(inArray(account.id, accountIds))
        .orderBy(asc(account.id))
        .for('update', { of: account });
    },

    /** The social status the applicant gave on the personal tab, or null until given. */
    async socialStatusOf(accountId: string, tx: Database = db): Promise<string | null> {
      const rows = await tx
        .select({ socialStatus: profilePersonal.socialStatus })
        .from(profilePersonal)
        .innerJoin(account, eq(account.personId, profilePersonal.personId))
        .where(eq(account.id, accountId))
        .limit(1);
      return rows[0]?.socialStatus ?? null;
    },

    async listHouses(applicantAccountId: string, tx: Database = db) {
      return housesWithResidents(tx)
        .where(and(eq(house.applicantAccountId, applicantAccountId), isNull(house.deletedAt)))
        .orderBy(asc(house.createdAt), asc(house.id));
    },

    /** One live house of this applicant, with its residents; null when deleted or another applicant's. */
    async findHouse(id: string, applicantAccountId: string, tx: Database = db) {
      const rows = await housesWithResidents(tx)
        .where(and(eq(house.id, id), eq(house.applicantAccountId, applicantAccountId), isNull(house.deletedAt)))
        .limit(1);
      return rows[0] ?? null;
    },

    async insertHouse(values: NewHouse, tx: Database): Promise<HouseRow> {
      const [row] = await tx.insert(house).values(values).returning();
      if (!row) throw new Error('house insert returned nothing');
      return row;
    },

    async updateHouse(id: string, patch: Partial<NewHouse>, tx: Database): Promise<void> {
      await tx
        .update(house)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(house.id, id));
    },

    async listDependents(applicantAccountId: string, tx: Database = db): Promise<DependentView[]> {
      return dependents(tx)
        .where(and(eq(dependent.applicantAccountId, applicantAccountId), eq(dependent.status, 'ACTIVE')))
        .orderBy(asc(dependent.createdAt), asc(dependent.id));
    },

    /** One active dependent of this applicant; null when removed, transferred or another applicant's. */
    async findDependent(id: string, applicantAccountId: string, tx: Database = db): Promise<DependentView | null> {
      const rows = await dependents(tx)
        .where(and(eq(dependent.id, id), eq(dependent.applicantAccountId, applicantAccountId), eq(dependent.status, 'ACTIVE')))
        .limit(1);
      return rows[0] ?? null;
    },

    async isActiveDependent(applicantAccountId: string, personId: string, tx: Database): Promise<boolean> {
      const rows = await tx
        .select({ id: dependent.id })
        .from(dependent)
        .where(and(eq(dependent.applicantAccountId, applicantAccountId), eq(dependent.personId, personId), eq(dependent.status, 'ACTIVE')))
        .limit(1);
      return rows.length > 0;
    },

    async insertDependent(values: NewDependent, tx: Database): Promise<string> {
      const [row] = await tx.insert(dependent).values(values).returning({ id: dependent.id });
      if (!row) throw new Error('dependent insert returned nothing');
      return row.id;
    },

    async updateDependent(id: string, patch: Partial<NewDependent>, tx: Database): Promise<void> {
      await tx
        .update(dependent)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(dependent.id, id));
    },

    async findPersonByNin(nin: string, tx: Database = db): Promise<PersonRow | null> {
      const rows = await tx.select().from(person).where(eq(person.nin, nin)).limit(1);
      return rows[0] ?? null;
    },

    /** The person of a NIN, inserted from the civil record when new; another transaction adding them too is no error. */
    async ensurePerson(record: CivilRecord, tx: Database): Promise<PersonRow> {
      const { nin, nameAr, nameEn, gender, birthDate, nationality } = record;
      await tx.insert(person).values({ nin, nameAr, nameEn, gender, birthDate, nationality }).onConflictDoNothing({ target: person.nin });
      const rows = await tx.select().from(person).where(eq(person.nin, nin)).limit(1);
      if (!rows[0]) throw new Error('person neither inserted nor found');
      return rows[0];
    },

    /** The live (not deleted) account of a person, if they have one. */
    async liveAccountOf(personId: string, tx: Database = db) {
      const rows = await tx
        .select({ id: account.id, role: account.role, status: account.status })
        .from(account)
        .where(and(eq(account.personId, personId), ne(account.status, 'DELETED')))
        .orderBy(desc(account.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },

    async insertConfirmation(values: typeof relationConfirmation.$inferInsert, tx: Database): Promise<string> {
      const [row] = await tx.insert(relationConfirmation).values(values).returning({ id: relationConfirmation.id });
      if (!row) throw new Error('relation_confirmation insert returned nothing');
      return row.id;
    },

    /** Cancels the dependent's confirmations in the given states; returns the ids it canceled. */
    async cancelConfirmations(dependentId: string, statuses: Array<'PENDING' | 'CONFIRMED' | 'REJECTED'>, tx: Database): Promise<string[]> {
      const rows = await tx
        .update(relationConfirmation)
        .set({ status: 'CANCELED' })
        .where(and(eq(relationConfirmation.dependentId, dependentId), inArray(relationConfirmation.status, statuses)))
        .returning({ id: relationConfirmation.id });
      return rows.map((row) => row.id);
    },

    /**
     * The cycle not yet paid that counts this dependent, if any (DOMAIN.md: they cannot be removed until it is paid;
     * decision 055).
     */
    async openCycleOf(dependentId: string, tx: Database = db): Promise<{ period: string } | null> {
      const rows = await tx
        .select({ period: supportCycle.period })
        .from(eligibilityMember)
        .innerJoin(supportCycle, eq(supportCycle.id, eligibilityMember.cycleId))
        .where(
          and(
            eq(eligibilityMember.dependentId, dependentId),
            eq(eligibilityMember.counted, true),
            inArray(supportCycle.status, ['OPEN', 'PUBLISHED']),
          ),
        )
        .orderBy(asc(supportCycle.period))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Whether an account heads a household of its own (a live house or an active dependent). */
    async headsHousehold(accountId: string, tx: Database): Promise<boolean> {
      const [houses, members] = await Promise.all([
        tx
          .select({ id: house.id })
          .from(house)
          .where(and(eq(house.applicantAccountId, accountId), isNull(house.deletedAt)))
          .limit(1),
        tx
          .select({ id: dependent.id })
          .from(dependent)
          .where(and(eq(dependent.applicantAccountId, accountId), eq(dependent.status, 'ACTIVE')))
          .limit(1),
      ]);
      return houses.length > 0 || members.length > 0;
    },

    /** Hands the live houses of one head to another (transfer of head of household); returns the ids moved. */
    async moveHouses(fromAccountId: string, toAccountId: string, tx: Database): Promise<string[]> {
      const rows = await tx
        .update(house)
        .set({ applicantAccountId: toAccountId, updatedAt: sql`now()` })
        .where(and(eq(house.applicantAccountId, fromAccountId), isNull(house.deletedAt)))
        .returning({ id: house.id });
      return rows.map((row) => row.id);
    },
  };
}
export type HouseholdRepository = ReturnType<typeof createHouseholdRepository>;
