import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fieldVisit, house } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type VisitRow = typeof fieldVisit.$inferSelect;
export type NewVisit = typeof fieldVisit.$inferInsert;

/** A visit with the house it is to, as every read shows it. */
export interface VisitView extends VisitRow {
  houseLabel: string | null;
  regionCode: string;
  cityCode: string;
  district: string;
}

const viewColumns = {
  visit: fieldVisit,
  houseLabel: house.label,
  regionCode: house.regionCode,
  cityCode: house.cityCode,
  district: house.district,
};

/**
 * The SQL of field visits (docs/decisions/065-visits.md). A visit belongs to its house; every read and lock of a
 * beneficiary's is scoped in the `where` clause to the houses the account heads.
 */
export function createVisitRepository(db: Database) {
  const headedBy = (accountId: string) =>
    inArray(fieldVisit.houseId, db.select({ id: house.id }).from(house).where(eq(house.applicantAccountId, accountId)));
  const viewQuery = () => db.select(viewColumns).from(fieldVisit).innerJoin(house, eq(house.id, fieldVisit.houseId));
  const toView = (row: {
    visit: VisitRow;
    houseLabel: string | null;
    regionCode: string;
    cityCode: string;
    district: string;
  }): VisitView => ({
    ...row.visit,
    houseLabel: row.houseLabel,
    regionCode: row.regionCode,
    cityCode: row.cityCode,
    district: row.district,
  });

  return {
    /** A house that is not deleted, whoever heads it (case workers schedule visits to any). */
    async liveHouse(houseId: string) {
      const [row] = await db
        .select({ id: house.id })
        .from(house)
        .where(and(eq(house.id, houseId), isNull(house.deletedAt)));
      return row ?? null;
    },

    async insert(values: NewVisit, tx: Database): Promise<VisitRow> {
      const [row] = await tx.insert(fieldVisit).values(values).returning();
      if (!row) throw new Error('field_visit insert returned nothing');
      return row;
    },

    async update(id: string, values: Partial<NewVisit>, tx: Database): Promise<void> {
      await tx.update(fieldVisit).set(values).where(eq(fieldVisit.id, id));
    },

    /** One visit to a house the account heads (any, for staff: null), locked for a change. */
    async lock(accountId: string | null, id: string, tx: Database): Promise<VisitRow | null> {
      const [row] = await tx
        .select()
        .from(fieldVisit)
        .where(and(eq(fieldVisit.id, id), accountId === null ? undefined : headedBy(accountId)))
        .for('update');
      return row ?? null;
    },

    /** One visit to a house the account heads (any, for staff: null), with its house. */
    async view(accountId: string | null, id: string): Promise<VisitView | null> {
      const [row] = await viewQuery().where(
        and(eq(fieldVisit.id, id), accountId === null ? undefined : eq(house.applicantAccountId, accountId)),
      );
      return row ? toView(row) : null;
    },

    /** A page of the account's visits: scheduled ones first, soonest first, then the others, latest first. */
    async list(accountId: string, page: { offset: number; limit: number }): Promise<VisitView[]> {
      const scheduled = sql`${fieldVisit.status} = 'SCHEDULED'`;
      const rows = await viewQuery()
        .where(eq(house.applicantAccountId, accountId))
        .orderBy(
          desc(scheduled),
          asc(sql`case when ${scheduled} then ${fieldVisit.startsAt} end`),
          desc(fieldVisit.startsAt),
          asc(fieldVisit.id),
        )
        .offset(page.offset)
        .limit(page.limit);
      return rows.map(toView);
    },

    async count(accountId: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(fieldVisit).where(headedBy(accountId));
      return row?.total ?? 0;
    },
  };
}
export type VisitRepository = ReturnType<typeof createVisitRepository>;
