import { and, desc, eq } from 'drizzle-orm';
import { historyAppeal, historyBeneficiary, historyPayment } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/** The SQL of the old system's records (DOMAIN.md "History data"): every read scoped to one person. */
export function createHistoryRepository(db: Database) {
  return {
    /** The person's old files, newest first. */
    beneficiaries(personId: string) {
      return db
        .select()
        .from(historyBeneficiary)
        .where(eq(historyBeneficiary.personId, personId))
        .orderBy(desc(historyBeneficiary.registeredOn), desc(historyBeneficiary.id));
    },

    /** Whether the old file is the person's (unknown and another's alike: false). */
    async ownsBeneficiary(id: string, personId: string): Promise<boolean> {
      const rows = await db
        .select({ id: historyBeneficiary.id })
        .from(historyBeneficiary)
        .where(and(eq(historyBeneficiary.id, id), eq(historyBeneficiary.personId, personId)))
        .limit(1);
      return rows.length > 0;
    },

    /** The payments of an old file, newest month first. */
    payments(beneficiaryId: string) {
      return db
        .select()
        .from(historyPayment)
        .where(eq(historyPayment.beneficiaryId, beneficiaryId))
        .orderBy(desc(historyPayment.period), desc(historyPayment.id));
    },

    /** The appeals of an old file, newest first. */
    appeals(beneficiaryId: string) {
      return db
        .select()
        .from(historyAppeal)
        .where(eq(historyAppeal.beneficiaryId, beneficiaryId))
        .orderBy(desc(historyAppeal.submittedOn), desc(historyAppeal.id));
    },
  };
}
export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
