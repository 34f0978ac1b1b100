import { eq } from 'drizzle-orm';
import { account, letter, person } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type LetterRow = typeof letter.$inferSelect;
export type NewLetterRow = typeof letter.$inferInsert;

/** The SQL of letters: who the holder is, the issued letters and their lookup by number. */
export function createLetterRepository(db: Database) {
  return {
    /** The person of an account: the name and national ID a letter prints. */
    async holderOf(accountId: string): Promise<{ nin: string; nameAr: string; nameEn: string } | null> {
      const [row] = await db
        .select({ nin: person.nin, nameAr: person.nameAr, nameEn: person.nameEn })
        .from(account)
        .innerJoin(person, eq(person.id, account.personId))
        .where(eq(account.id, accountId));
      return row ?? null;
    },

    async insert(row: NewLetterRow, tx: Database = db): Promise<LetterRow> {
      const [inserted] = await tx.insert(letter).values(row).returning();
      if (!inserted) throw new Error('letter insert returned nothing');
      return inserted;
    },

    /** The letter with this number, whoever holds it: the service compares the holder's national ID. */
    async findByNumber(letterNumber: string): Promise<LetterRow | null> {
      const [row] = await db.select().from(letter).where(eq(letter.letterNumber, letterNumber));
      return row ?? null;
    },
  };
}
export type LetterRepository = ReturnType<typeof createLetterRepository>;
