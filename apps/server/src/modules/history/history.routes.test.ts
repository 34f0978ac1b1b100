import { describe, expect, it } from 'vitest';
import { contract } from '@sanad/contract';
import { createHistoryBeneficiary } from '../../test/factories/cycle.factory.ts';
import { cycleReadsTestApp, failure, ok, unknownId } from '../eligibility-history/cycle-reads.test-kit.ts';

const e = contract.historyData;
const base = '/api/history-data';

describe("the old system's records of the caller (/api/history-data/...)", () => {
  const { db, mine, other, seeded } = cycleReadsTestApp();

  it("lists the caller's old files, and each file's payments and appeals, newest first", async () => {
    const { browser } = mine();
    const files = ok(await browser.get(`${base}/beneficiary/`), e.beneficiary.response);
    expect(files).toEqual([
      expect.objectContaining({
        id: seeded().oldFile.id,
        programNameEn: 'Social security',
        registeredOn: '2012-03-01',
        closedOn: '2021-06-30',
        membersCount: 4,
      }),
    ]);
    const payments = ok(await browser.get(`${base}/payment/${seeded().oldFile.id}`), e.payments.response);
    expect(payments.map(({ period, amount, status, paidOn }) => ({ period, amount, status, paidOn }))).toEqual([
      { period: '2019-06', amount: 180_000, status: 'STOPPED', paidOn: null },
      { period: '2019-05', amount: 180_000, status: 'PAID', paidOn: '2019-05-01' },
    ]);
    const appeals = ok(await browser.get(`${base}/appeal/${seeded().oldFile.id}`), e.appeals.response);
    expect(appeals).toEqual([
      expect.objectContaining({ appealNumber: 'AP-2019-77', decision: 'APPROVED', submittedOn: '2019-07-01', decidedOn: '2019-08-01' }),
    ]);
  });

  it('shows a dependent their own person’s files, never the head’s', async () => {
    const { adult } = mine();
    expect(ok(await adult.browser.get(`${base}/beneficiary/`), e.beneficiary.response)).toEqual([]);
    const own = await createHistoryBeneficiary(db(), {
      personId: adult.account.personId,
      payments: [{ period: '2020-01', amount: 50_000 }],
    });
    expect(ok(await adult.browser.get(`${base}/beneficiary/`), e.beneficiary.response).map((file) => file.id)).toEqual([own.id]);
    expect(ok(await adult.browser.get(`${base}/payment/${own.id}`), e.payments.response)).toHaveLength(1);
    expect(failure(await adult.browser.get(`${base}/payment/${seeded().oldFile.id}`), 404).code).toBe('NOT_FOUND');
  });

  it("answers another person's file, an unknown or a malformed id with 404", async () => {
    const them = other();
    const theirs = await createHistoryBeneficiary(db(), { personId: them.user.personId });
    expect(ok(await mine().browser.get(`${base}/beneficiary/`), e.beneficiary.response).map((file) => file.id)).not.toContain(theirs.id);
    for (const id of [theirs.id, unknownId, 'x']) {
      expect(failure(await mine().browser.get(`${base}/payment/${id}`), 404).code).toBe('NOT_FOUND');
      expect(failure(await mine().browser.get(`${base}/appeal/${id}`), 404).code).toBe('NOT_FOUND');
    }
  });
});
