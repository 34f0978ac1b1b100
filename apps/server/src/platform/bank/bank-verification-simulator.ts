import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ibanBankCode, normalizeIban, type IbanRejection } from '@sanad/contract';
import { bankVerificationSimulation, lookupItem, parameter } from '../../db/schema/index.ts';
import type { Clock } from '../clock/clock.ts';
import type { Database } from '../db/database.ts';
import type { BankVerification, BankVerificationDecision } from './bank-verification.ts';

/** The parameter that sets how long the simulated bank takes to answer. */
export const simulatorDelayParameter = 'bank.simulatorDelaySeconds';

/**
 * What the simulated bank answers, decided from the IBAN alone so testers can steer it: a bank code (positions 5-6)
 * missing from the `bankName` lookup is an unknown bank, an account number ending in 0000 does not exist, anything
 * else is verified. The holder is not checked.
 */
export function simulatedDecision(iban: string, knownBankCodes: ReadonlySet<string>): { result: 'VERIFIED' } | { result: 'REJECTED'; reason: IbanRejection } {
  const normalized = normalizeIban(iban);
  const bankCode = ibanBankCode(normalized);
  if (bankCode === null || !knownBankCodes.has(bankCode)) return { result: 'REJECTED', reason: 'UNKNOWN_BANK' };
  if (normalized.endsWith('0000')) return { result: 'REJECTED', reason: 'ACCOUNT_NOT_FOUND' };
  return { result: 'VERIFIED' };
}

/**
 * Local adapter (demo mode, tests): each request becomes a row holding the answer the bank will give and the time
 * from which it gives it (`bank.simulatorDelaySeconds` after the request), so a tester sees "waiting for the bank"
 * and then the result, as with a real bank. It reads its parameter and the bank list from the reference tables
 * itself: a platform adapter depends on no module.
 */
export function createBankVerificationSimulator(options: { db: Database; clock: Clock }) {
  const { db, clock } = options;

  async function delaySeconds(): Promise<number> {
    const rows = await db.select({ value: parameter.value }).from(parameter).where(eq(parameter.key, simulatorDelayParameter)).limit(1);
    const parsed = z.number().min(0).safeParse(rows[0]?.value);
    if (!parsed.success) throw new Error(`Parameter "${simulatorDelayParameter}" is missing or malformed`);
    return parsed.data;
  }

  async function knownBankCodes(): Promise<Set<string>> {
    const rows = await db
      .select({ code: lookupItem.code })
      .from(lookupItem)
      .where(and(eq(lookupItem.group, 'bankName'), eq(lookupItem.active, true)));
    return new Set(rows.map((row) => row.code));
  }

  return {
    async submit({ iban }) {
      const decided = simulatedDecision(iban, await knownBankCodes());
      const readyAt = new Date(clock.now().getTime() + (await delaySeconds()) * 1000);
      const reference = `SIM-${randomUUID()}`;
      await db.insert(bankVerificationSimulation).values({
        reference,
        iban: normalizeIban(iban),
        result: decided.result,
        rejectionReason: decided.result === 'REJECTED' ? decided.reason : null,
        readyAt,
      });
      return { reference, answerExpectedAt: readyAt };
    },

    async decision(reference): Promise<BankVerificationDecision | null> {
      const [row] = await db.select().from(bankVerificationSimulation).where(eq(bankVerificationSimulation.reference, reference)).limit(1);
      if (!row) return null;
      if (clock.now().getTime() < row.readyAt.getTime()) return { status: 'PENDING' };
      if (row.result === 'VERIFIED') return { status: 'VERIFIED' };
      return { status: 'REJECTED', reason: (row.rejectionReason as IbanRejection | null) ?? null };
    },
  } satisfies BankVerification;
}
export type BankVerificationSimulator = ReturnType<typeof createBankVerificationSimulator>;
