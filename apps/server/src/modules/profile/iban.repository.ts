import { and, desc, eq, ne } from 'drizzle-orm';
import { bankAccount } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type BankAccountRow = typeof bankAccount.$inferSelect;

/** The payment IBANs of an account: the verified one, requests waiting for the bank, and their history. */
export function createIbanRepository(db: Database) {
  return {
    /** Every request of the account, newest first. */
    async list(accountId: string, tx: Database = db): Promise<BankAccountRow[]> {
      return tx.select().from(bankAccount).where(eq(bankAccount.accountId, accountId)).orderBy(desc(bankAccount.requestedAt), desc(bankAccount.id));
    },

    async findById(id: string, tx: Database = db): Promise<BankAccountRow | null> {
      const rows = await tx.select().from(bankAccount).where(eq(bankAccount.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async hasVerified(accountId: string, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .select({ id: bankAccount.id })
        .from(bankAccount)
        .where(and(eq(bankAccount.accountId, accountId), eq(bankAccount.status, 'VERIFIED')))
        .limit(1);
      return rows.length > 0;
    },

    async insertPending(values: { accountId: string; iban: string; bankCode: string | null; requestedAt: Date }, tx: Database): Promise<BankAccountRow> {
      const [row] = await tx
        .insert(bankAccount)
        .values({ ...values, status: 'PENDING' })
        .returning();
      if (!row) throw new Error('bank_account insert returned nothing');
      return row;
    },

    /** A newer request replaces the ones still waiting. */
    async cancelPending(accountId: string, decidedAt: Date, tx: Database): Promise<void> {
      await tx
        .update(bankAccount)
        .set({ status: 'CANCELED', decidedAt })
        .where(and(eq(bankAccount.accountId, accountId), eq(bankAccount.status, 'PENDING')));
    },

    /** Records the bank's reference of a request still waiting. */
    async setReference(id: string, verificationRef: string, tx: Database = db): Promise<void> {
      await tx
        .update(bankAccount)
        .set({ verificationRef })
        .where(and(eq(bankAccount.id, id), eq(bankAccount.status, 'PENDING')));
    },

    async decide(
      id: string,
      decision: { status: 'VERIFIED' | 'REJECTED'; rejectionReason: string | null; decidedAt: Date },
      tx: Database,
    ): Promise<void> {
      await tx.update(bankAccount).set(decision).where(eq(bankAccount.id, id));
    },

    /** The previous payment IBAN gives way to a newly verified one (its decision time stays when it was verified). */
    async supersedeVerified(accountId: string, exceptId: string, tx: Database): Promise<void> {
      await tx
        .update(bankAccount)
        .set({ status: 'SUPERSEDED' })
        .where(and(eq(bankAccount.accountId, accountId), eq(bankAccount.status, 'VERIFIED'), ne(bankAccount.id, exceptId)));
    },
  };
}
export type IbanRepository = ReturnType<typeof createIbanRepository>;
