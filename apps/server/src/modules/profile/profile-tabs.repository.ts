import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  incomeSource,
  profileAddress,
  profileEducation,
  profileLabor,
  profileLicense,
  profilePersonal,
  propertyItem,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type PersonalRow = typeof profilePersonal.$inferSelect;
export type AddressRow = typeof profileAddress.$inferSelect;
export type EducationRow = typeof profileEducation.$inferSelect;
export type LaborRow = typeof profileLabor.$inferSelect;
export type LicenseRow = typeof profileLicense.$inferSelect;
export type IncomeRow = typeof incomeSource.$inferSelect;
export type PropertyRow = typeof propertyItem.$inferSelect;

type OneRowTable = typeof profilePersonal | typeof profileAddress | typeof profileEducation | typeof profileLabor | typeof profileLicense;

/**
 * The tables of the tabs, keyed by person: one row per single-answer tab (written whole at each save), lists of
 * income sources and properties. Every function takes the transaction of the save that locked the profile.
 */
export function createProfileTabsRepository(db: Database) {
  /** One row per person: read it, or write it whole (insert the first time, replace after). */
  function oneRow<T extends OneRowTable>(table: T) {
    return {
      async get(personId: string, tx: Database = db): Promise<T['$inferSelect'] | null> {
        const rows = await tx.select().from(table as OneRowTable).where(eq(table.personId, personId)).limit(1);
        return (rows[0] as T['$inferSelect'] | undefined) ?? null;
      },
      async put(values: T['$inferInsert'] & { personId: string; updatedAt: Date }, tx: Database): Promise<void> {
        const { personId: _personId, ...changes } = values;
        await tx
          .insert(table as OneRowTable)
          .values(values as OneRowTable['$inferInsert'])
          .onConflictDoUpdate({ target: table.personId, set: changes as Partial<OneRowTable['$inferInsert']> });
      },
    };
  }

  /** A list of one person's items, saved as a whole: the caller says which rows to keep, change and add. */
  function list<T extends typeof incomeSource | typeof propertyItem>(table: T) {
    return {
      async list(personId: string, tx: Database = db): Promise<Array<T['$inferSelect']>> {
        return (await tx
          .select()
          .from(table as typeof incomeSource)
          .where(eq(table.personId, personId))
          .orderBy(asc(table.createdAt), asc(table.id))) as Array<T['$inferSelect']>;
      },
      /** Deletes the person's items other than `keepIds` (all of them when it is empty). */
      async deleteOthers(personId: string, keepIds: readonly string[], tx: Database): Promise<void> {
        const mine = eq(table.personId, personId);
        await tx.delete(table).where(keepIds.length === 0 ? mine : and(mine, notInArray(table.id, [...keepIds])));
      },
      async update(personId: string, id: string, values: Partial<T['$inferInsert']> & { updatedAt: Date }, tx: Database): Promise<void> {
        await tx
          .update(table as typeof incomeSource)
          .set(values as Partial<typeof incomeSource.$inferInsert>)
          .where(and(eq(table.id, id), eq(table.personId, personId)));
      },
      async insert(rows: Array<T['$inferInsert']>, tx: Database): Promise<void> {
        if (rows.length > 0) await tx.insert(table as typeof incomeSource).values(rows as Array<typeof incomeSource.$inferInsert>);
      },
      async listFor(personIds: readonly string[], tx: Database = db): Promise<Array<T['$inferSelect']>> {
        if (personIds.length === 0) return [];
        return (await tx
          .select()
          .from(table as typeof incomeSource)
          .where(inArray(table.personId, [...personIds]))) as Array<T['$inferSelect']>;
      },
    };
  }

  return {
    personal: oneRow(profilePersonal),
    address: oneRow(profileAddress),
    education: oneRow(profileEducation),
    labor: oneRow(profileLabor),
    license: oneRow(profileLicense),
    income: list(incomeSource),
    property: list(propertyItem),
  };
}
export type ProfileTabsRepository = ReturnType<typeof createProfileTabsRepository>;
