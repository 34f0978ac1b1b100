import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { parameterVersion, supportCycle } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/** One stored version of a dated parameter; the value as stored, parsed by the service. */
export interface ParameterVersionRow {
  key: string;
  validFrom: string;
  value: unknown;
}

export function createEligibilityParametersRepository(db: Database) {
  return {
    /** Every version of every dated parameter, by key then day: a few rows a year, so read whole and kept by the service. */
    async listVersions(tx: Database = db): Promise<ParameterVersionRow[]> {
      return tx
        .select({ key: parameterVersion.key, validFrom: parameterVersion.validFrom, value: parameterVersion.value })
        .from(parameterVersion)
        .orderBy(asc(parameterVersion.key), asc(parameterVersion.validFrom));
    },

    async getVersion(key: string, validFrom: string, tx: Database): Promise<ParameterVersionRow | null> {
      const [row] = await tx
        .select({ key: parameterVersion.key, validFrom: parameterVersion.validFrom, value: parameterVersion.value })
        .from(parameterVersion)
        .where(and(eq(parameterVersion.key, key), eq(parameterVersion.validFrom, validFrom)))
        .limit(1);
      return row ?? null;
    },

    /** A new version, or a new value of a version not yet in force (the same key and day). */
    async putVersion(row: ParameterVersionRow, createdByAccountId: string | null, tx: Database): Promise<void> {
      await tx
        .insert(parameterVersion)
        .values({ ...row, createdByAccountId })
        .onConflictDoUpdate({
          target: [parameterVersion.key, parameterVersion.validFrom],
          set: { value: row.value, createdByAccountId, createdAt: sql`now()` },
        });
    },

    /**
     * The latest cycle whose results are published (PUBLISHED or PAID), of any program: the parameters are shared, so
     * any published cycle fixes them up to its first day (the month's first day when the cycle has none).
     */
    async latestPublishedCycle(tx: Database): Promise<{ period: string; firstDay: string } | null> {
      const firstDay = sql<string>`to_char(coalesce(${supportCycle.firstDay}, to_date(${supportCycle.period} || '-01', 'YYYY-MM-DD')), 'YYYY-MM-DD')`;
      const [row] = await tx
        .select({ period: supportCycle.period, firstDay })
        .from(supportCycle)
        .where(inArray(supportCycle.status, ['PUBLISHED', 'PAID']))
        .orderBy(desc(firstDay))
        .limit(1);
      return row ?? null;
    },

    /**
     * Serialises writes of versions with each other, and with a publish that takes the same lock, until the transaction
     * ends: a version cannot slip in before a cycle that is being published.
     */
    async lockVersions(tx: Database): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('parameter_version', 0))`);
    },
  };
}
export type EligibilityParametersRepository = ReturnType<typeof createEligibilityParametersRepository>;
