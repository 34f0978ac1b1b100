import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankVerificationSimulation, parameter } from '../../db/schema/index.ts';
import { buildIban } from '../../test/factories/profile.factory.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createManualClock } from '../clock/clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createBankVerificationSimulator, simulatedDecision, simulatorDelayParameter } from './bank-verification-simulator.ts';

const holder = { holderNin: '1010000006', holderName: 'محمد' };

describe('simulated bank decisions', () => {
  const banks = new Set(['80', '10']);
  it('verifies an IBAN of a known bank; refuses an unknown bank code and an account ending in 0000', () => {
    expect(simulatedDecision(buildIban('80'), banks)).toEqual({ result: 'VERIFIED' });
    expect(simulatedDecision(buildIban('99'), banks)).toEqual({ result: 'REJECTED', reason: 'UNKNOWN_BANK' });
    expect(simulatedDecision(buildIban('10', '000000000000120000'), banks)).toEqual({ result: 'REJECTED', reason: 'ACCOUNT_NOT_FOUND' });
    // The bank is judged first: an unknown bank's account is never looked up.
    expect(simulatedDecision(buildIban('99', '000000000000120000'), banks)).toEqual({ result: 'REJECTED', reason: 'UNKNOWN_BANK' });
  });
});

describe('the local bank-verification adapter', () => {
  let database: DatabaseHandle;
  const clock = createManualClock(new Date('2026-11-22T08:00:00Z'));
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('answers PENDING until the parameter’s delay has passed, then the decision; knows the banks of the lookup', async () => {
    const bank = createBankVerificationSimulator({ db: database.db, clock });
    const iban = buildIban('05');
    const sent = await bank.submit({ iban: `${iban.slice(0, 4)} ${iban.slice(4).toLowerCase()}`, ...holder });
    expect(sent.reference).toMatch(/^SIM-/);
    expect(sent.answerExpectedAt).toEqual(new Date('2026-11-22T08:00:05Z'));
    const [row] = await database.db.select().from(bankVerificationSimulation).where(eq(bankVerificationSimulation.reference, sent.reference));
    expect(row).toMatchObject({ iban, result: 'VERIFIED', rejectionReason: null });

    expect(await bank.decision(sent.reference)).toEqual({ status: 'PENDING' });
    clock.advance(4_999);
    expect(await bank.decision(sent.reference)).toEqual({ status: 'PENDING' });
    clock.advance(1);
    expect(await bank.decision(sent.reference)).toEqual({ status: 'VERIFIED' });
    expect(await bank.decision('SIM-unknown')).toBeNull();

    const refused = await bank.submit({ iban: buildIban('80', '000000000000990000'), ...holder });
    clock.advance(5_000);
    expect(await bank.decision(refused.reference)).toEqual({ status: 'REJECTED', reason: 'ACCOUNT_NOT_FOUND' });
  });

  it('takes the delay from the parameter and fails loudly when it is missing', async () => {
    const bank = createBankVerificationSimulator({ db: database.db, clock });
    await database.db.update(parameter).set({ value: 0 }).where(eq(parameter.key, simulatorDelayParameter));
    const now = await bank.submit({ iban: buildIban(), ...holder });
    expect(now.answerExpectedAt).toEqual(clock.now());
    expect(await bank.decision(now.reference)).toEqual({ status: 'VERIFIED' });
    await database.db.update(parameter).set({ value: 'soon' }).where(eq(parameter.key, simulatorDelayParameter));
    await expect(bank.submit({ iban: buildIban(), ...holder })).rejects.toThrow(/bank.simulatorDelaySeconds/);
  });
});
