import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  account,
  dependent,
  house,
  incomeSource,
  person,
  profile,
  profileAddress,
  profileEducation,
  profileLabor,
  profileLicense,
  profilePersonal,
  propertyItem,
} from '../../db/schema/index.ts';
import { anyId } from '../../platform/db/any-id.ts';
import type { Database } from '../../platform/db/database.ts';
import { dependentRelationColumns } from '../household/household.repository.ts';
import type { PersonTabsSnapshot } from './profile-completion.ts';

export type ProfileRow = typeof profile.$inferSelect;

const personColumns = {
  personId: person.id,
  nin: person.nin,
  nameAr: person.nameAr,
  nameEn: person.nameEn,
  gender: person.gender,
  birthDate: person.birthDate,
  nationality: person.nationality,
};

/** An active dependent as the profile reads them: the person, the household's answers, and the relation confirmation. */
const dependentColumns = {
  ...personColumns,
  id: dependent.id,
  relationship: dependent.relationship,
  houseId: dependent.houseId,
  custody: dependent.custody,
  ...dependentRelationColumns,
};

/**
 * The profile rows (one per person, the row every save locks) and what completion reads around them: the people,
 * the applicant's household (active dependents, live houses) and per-person snapshots of the stored tabs.
 */
export function createProfileRepository(db: Database) {
  return {
    /** The person behind an account, with the account's contact details; null for an unknown or deleted account. */
    async findAccountHolder(accountId: string, tx: Database = db) {
      const rows = await tx
        .select({ ...personColumns, accountId: account.id, mobile: account.mobile, email: account.email })
        .from(account)
        .innerJoin(person, eq(person.id, account.personId))
        .where(and(eq(account.id, accountId), ne(account.status, 'DELETED')))
        .limit(1);
      return rows[0] ?? null;
    },

    /** A person with the contact details of their live account, if they have one (a dependent may not). */
    async findPerson(personId: string, tx: Database = db) {
      const rows = await tx
        .select({ ...personColumns, mobile: account.mobile, email: account.email })
        .from(person)
        .leftJoin(account, and(eq(account.personId, person.id), ne(account.status, 'DELETED')))
        .where(eq(person.id, personId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** One active dependent of this applicant, with their relation confirmation; null when the id names no such dependent. */
    async findActiveDependent(applicantAccountId: string, dependentId: string, tx: Database = db) {
      const rows = await tx
        .select(dependentColumns)
        .from(dependent)
        .innerJoin(person, eq(person.id, dependent.personId))
        .where(and(eq(dependent.id, dependentId), eq(dependent.applicantAccountId, applicantAccountId), eq(dependent.status, 'ACTIVE')))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The applicant's active dependents, oldest first. */
    async listActiveDependents(applicantAccountId: string, tx: Database = db) {
      return tx
        .select(dependentColumns)
        .from(dependent)
        .innerJoin(person, eq(person.id, dependent.personId))
        .where(and(eq(dependent.applicantAccountId, applicantAccountId), eq(dependent.status, 'ACTIVE')))
        .orderBy(dependent.createdAt, dependent.id);
    },

    async countLiveHouses(applicantAccountId: string, tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(house)
        .where(and(eq(house.applicantAccountId, applicantAccountId), isNull(house.deletedAt)));
      return row?.total ?? 0;
    },

    async findProfile(personId: string, tx: Database = db): Promise<ProfileRow | null> {
      const rows = await tx.select().from(profile).where(eq(profile.personId, personId)).limit(1);
      return rows[0] ?? null;
    },

    /** The person's profile row, created when missing (a profile exists from its first save or status read). */
    async ensureProfile(personId: string, tx: Database = db): Promise<ProfileRow> {
      const found = await this.findProfile(personId, tx);
      if (found) return found;
      await tx.insert(profile).values({ personId }).onConflictDoNothing({ target: profile.personId });
      const created = await this.findProfile(personId, tx);
      if (!created) throw new Error('profile row was not created');
      return created;
    },

    /**
     * Creates the row if needed and locks it until the transaction ends (SELECT … FOR UPDATE): saves of one profile
     * run one after the other, so a list saved as a whole never mixes two requests and completion is judged on
     * what the save wrote.
     */
    async lockProfile(personId: string, tx: Database): Promise<ProfileRow> {
      await tx.insert(profile).values({ personId }).onConflictDoNothing({ target: profile.personId });
      const [row] = await tx.select().from(profile).where(eq(profile.personId, personId)).for('update').limit(1);
      if (!row) throw new Error('profile row was not created');
      return row;
    },

    async updateProfile(
      id: string,
      values: Partial<
        Pick<ProfileRow, 'dependentsConfirmedAt' | 'incomeDeclaredAt' | 'hasProperties' | 'declarationAcceptedAt' | 'completedAt'>
      > & {
        updatedAt: Date;
      },
      tx: Database,
    ): Promise<void> {
      await tx.update(profile).set(values).where(eq(profile.id, id));
    },

    /** What completion needs of each person's stored tabs, in one round trip (the ids as one array: the cycle reads thousands). */
    async snapshots(personIds: readonly string[], tx: Database = db): Promise<Map<string, PersonTabsSnapshot>> {
      if (personIds.length === 0) return new Map();
      const exists = (
        table: typeof profilePersonal | typeof profileAddress | typeof profileEducation | typeof profileLabor | typeof profileLicense,
      ) => sql<boolean>`exists (select 1 from ${table} where ${table.personId} = ${person.id})`;
      const rows = await tx
        .select({
          personId: person.id,
          personal: exists(profilePersonal),
          address: exists(profileAddress),
          education: exists(profileEducation),
          labor: exists(profileLabor),
          license: exists(profileLicense),
          incomeDeclared: sql<boolean>`${profile.incomeDeclaredAt} is not null`,
          hasProperties: profile.hasProperties,
          propertyCount: sql<number>`(select count(*)::int from ${propertyItem} where ${propertyItem.personId} = ${person.id})`,
        })
        .from(person)
        .leftJoin(profile, eq(profile.personId, person.id))
        .where(anyId(person.id, personIds));
      return new Map(rows.map(({ personId, ...snapshot }) => [personId, snapshot]));
    },

    /** Monthly income (halalas) of these people together. */
    async totalMonthlyIncome(personIds: readonly string[], tx: Database = db): Promise<number> {
      if (personIds.length === 0) return 0;
      const [row] = await tx
        .select({ total: sql<number>`coalesce(sum(${incomeSource.monthlyAmount}), 0)`.mapWith(Number) })
        .from(incomeSource)
        .where(inArray(incomeSource.personId, [...personIds]));
      return row?.total ?? 0;
    },

    /** Value × share of these people's properties (halalas, each item rounded to the halala). */
    async totalPropertyValue(personIds: readonly string[], tx: Database = db): Promise<number> {
      if (personIds.length === 0) return 0;
      const [row] = await tx
        .select({
          total: sql<number>`coalesce(sum(round(${propertyItem.estimatedValue} * ${propertyItem.ownershipShare} / 100.0)), 0)`.mapWith(
            Number,
          ),
        })
        .from(propertyItem)
        .where(inArray(propertyItem.personId, [...personIds]));
      return row?.total ?? 0;
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
