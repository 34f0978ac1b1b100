import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { account } from './identity.ts';
import { program } from './reference.ts';

/**
 * A letter issued to a head of household (DOMAIN.md "Letters"; docs/decisions/063-letters.md): what check-letter
 * needs to answer the very PDF issued, months later. The bytes are in the file-storage port under `storage_key`; the
 * holder's national ID is kept as it was at issue, which is what the letter prints and what a check compares.
 */
export const letter = pgTable(
  'letter',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `SL-YYYY-` and ten random characters: not a count, so one letter's number tells nothing of another's. */
    letterNumber: varchar('letter_number', { length: 30 }).notNull().unique(),
    /** Printed on the letter for a verification by telephone or at an office. */
    verificationCode: varchar('verification_code', { length: 12 }).notNull(),
    /** A code of the `letters` lookup. */
    letterType: varchar('letter_type', { length: 60 }).notNull(),
    programId: integer('program_id')
      .notNull()
      .references(() => program.id),
    holderAccountId: uuid('holder_account_id')
      .notNull()
      .references(() => account.id),
    holderNin: varchar('holder_nin', { length: 10 }).notNull(),
    /** The language of the screen it was asked from (the PDF has both). */
    language: varchar('language', { length: 5 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('letter_holder_idx').on(t.holderAccountId, t.issuedAt)],
);
