import { eq } from 'drizzle-orm';
import { whiteListEntry } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/** The white list of pre-approved applicants; persons and accounts go through the account repository. */
export function createRegistrationRepository(db: Database) {
  return {
    async findWhiteListEntry(personId: string, tx: Database = db): Promise<{ id: string } | null> {
      const rows = await tx.select({ id: whiteListEntry.id }).from(whiteListEntry).where(eq(whiteListEntry.personId, personId)).limit(1);
      return rows[0] ?? null;
    },
    async insertWhiteListEntry(values: typeof whiteListEntry.$inferInsert, tx: Database = db): Promise<{ id: string }> {
      const [row] = await tx.insert(whiteListEntry).values(values).returning({ id: whiteListEntry.id });
      if (!row) throw new Error('white_list_entry insert returned nothing');
      return row;
    },
  };
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
