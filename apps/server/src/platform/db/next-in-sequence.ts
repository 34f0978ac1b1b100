import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * The next value of a PostgreSQL sequence, in the caller's transaction: the numbers shown to people (applications,
 * appeals, complaints, tickets) never repeat, even after a rollback.
 */
export async function nextInSequence(tx: Database, sequence: string): Promise<number> {
  const [row] = await tx.select({ value: sql<string>`nextval(${sequence})` }).from(sql`(select 1) as one`);
  if (!row) throw new Error(`${sequence} gave nothing`);
  return Number(row.value);
}
