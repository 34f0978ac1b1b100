import { eq, inArray } from 'drizzle-orm';
import { parameter } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export function createParameterRepository(db: Database) {
  return {
    async get(key: string, tx: Database = db): Promise<unknown> {
      const rows = await tx.select({ value: parameter.value }).from(parameter).where(eq(parameter.key, key)).limit(1);
      return rows[0]?.value;
    },
    async getMany(keys: readonly string[]): Promise<Map<string, unknown>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select({ key: parameter.key, value: parameter.value })
        .from(parameter)
        .where(inArray(parameter.key, [...keys]));
      return new Map(rows.map((row) => [row.key, row.value]));
    },
  };
}
export type ParameterRepository = ReturnType<typeof createParameterRepository>;
