import { describe, expect, it } from 'vitest';
import { contract } from '@sanad/contract';
import { cycleReadsTestApp, failure, fieldCodes, months, ok, unknownId } from '../eligibility-history/cycle-reads.test-kit.ts';

const e = contract.payment;
const base = '/api/payment/load';

describe("the head of household's payments (/api/payment/load/...)", () => {
  const { mine, other, seeded } = cycleReadsTestApp();

  describe('payment-summary', () => {
    it('gives the latest published payments, the totals and the months, never an OPEN month', async () => {
      const { browser, application, house } = mine();
      const summary = ok(await browser.post(`${base}/payment-summary`, {}), e.paymentSummary.response);
      expect(summary.latestPeriod).toBe(months.published);
      expect(summary.latest).toEqual([
        expect.objectContaining({
          id: seeded().published.payment?.id,
          period: months.published,
          applicationId: application.id,
          house: expect.objectContaining({ id: house.id }),
          entitlement: 210_000,
          deductions: 0,
          net: 210_000,
          status: 'SCHEDULED',
          scheduledFor: `${months.published}-10`,
          paidAt: null,
          iban: 'SA03 **** **** **** **** 7519',
          deductionItems: [],
        }),
      ]);
      expect(summary.totals).toEqual({
        paidCount: 1,
        paidNet: 230_000,
        paidEntitlement: 240_000,
        paidDeductions: 10_000,
        additionalPaid: 50_000,
        refunded: 25_000,
        // The recovery the deduction took from: 500 SAR, 100 SAR of it back.
        toRecover: 40_000,
      });
      expect(summary.months).toEqual([
        { period: months.paid, entitlement: 240_000, deductions: 10_000, net: 230_000, status: 'PAID' },
        { period: months.published, entitlement: 210_000, deductions: 0, net: 210_000, status: 'SCHEDULED' },
      ]);
    });

    it('narrows by the payment request and refuses another household by any of its fields', async () => {
      const { browser, user, application } = mine();
      const them = other();
      const narrowed = ok(
        await browser.post(`${base}/payment-summary`, {
          cycleId: months.paid,
          applicantNin: user.nin,
          applicantId: user.accountId,
          applicationId: application.id,
          programId: '3001',
        }),
        e.paymentSummary.response,
      );
      expect(narrowed.latestPeriod).toBe(months.paid);
      expect(narrowed.months.map((month) => month.period)).toEqual([months.paid]);
      const empty = ok(await browser.post(`${base}/payment-summary`, { cycleId: months.open }), e.paymentSummary.response);
      expect(empty).toMatchObject({ latestPeriod: null, latest: [], months: [] });
      for (const body of [
        { applicantNin: them.user.nin },
        { applicantId: them.user.accountId },
        { applicationId: them.application.id },
        { dependentNin: them.son.nin },
        { applicationId: unknownId },
      ]) {
        expect(failure(await browser.post(`${base}/payment-summary`, body), 404).code, JSON.stringify(body)).toBe('NOT_FOUND');
        // The history reads first and checks the ids only when it found nothing: the same 404.
        expect(failure(await browser.post(`${base}/payment-history`, body), 404).code, JSON.stringify(body)).toBe('NOT_FOUND');
      }
      expect(failure(await browser.post(`${base}/payment-history`, { applicationId: 'not-a-uuid' }), 404).code).toBe('NOT_FOUND');
    });

    it('is for heads of household: a dependent is refused', async () => {
      expect(failure(await mine().adult.browser.post(`${base}/payment-summary`, {}), 403).code).toBe('FORBIDDEN');
    });
  });

  describe('payment-history', () => {
    it('pages the payments newest first, each with its deductions and their messages in the caller language', async () => {
      const { browser } = mine();
      const first = ok(await browser.post(`${base}/payment-history`, { pageSize: 1 }), e.paymentHistory.response);
      expect(first).toMatchObject({ page: 0, pageSize: 1, total: 2 });
      expect(first.items.map((item) => item.period)).toEqual([months.published]);
      const second = ok(await browser.post(`${base}/payment-history`, { pageSize: 1, page: 1 }), e.paymentHistory.response);
      expect(second.items[0]).toMatchObject({
        code: seeded().paid.payment?.code,
        status: 'PAID',
        paidAt: `${months.paid}-10T09:00:00.000Z`,
        deductions: 10_000,
        net: 230_000,
        deductionItems: [{ amount: 10_000, reasonCode: 'OVERPAYMENT', message: 'Deduction of the over-payment of 2030-11' }],
      });
      const arabic = ok(
        await browser.post(`${base}/payment-history`, { cycleId: months.paid }, { 'accept-language': 'ar' }),
        e.paymentHistory.response,
      );
      expect(arabic.items[0]?.deductionItems[0]?.message).toBe('استقطاع دفعة زائدة لشهر 2030-11');
      const past = ok(await browser.post(`${base}/payment-history`, { page: 5 }), e.paymentHistory.response);
      expect(past).toMatchObject({ items: [], page: 5, pageSize: 12, total: 2 });
    });

    it('keeps the payments that counted one person of the household', async () => {
      const { browser, adult } = mine();
      // The adult son was counted in the paid month only (left out in the published one).
      const ofAdult = ok(await browser.post(`${base}/payment-history`, { dependentNin: adult.account.nin }), e.paymentHistory.response);
      expect(ofAdult.items.map((item) => item.period)).toEqual([months.paid]);
    });

    it('refuses a malformed request with every field error', async () => {
      const { browser } = mine();
      const refused = failure(
        await browser.post(`${base}/payment-history`, { page: -1, pageSize: 1000, cycleId: 202101, applicantNin: '1111111111', x: 1 }),
        400,
      );
      expect(fieldCodes(refused)).toEqual(
        expect.arrayContaining([
          { field: 'body.page', code: 'too_small_number' },
          { field: 'body.pageSize', code: 'too_big_number' },
          { field: 'body.cycleId', code: 'invalid_type' },
          { field: 'body.applicantNin', code: 'nin_invalid' },
          { field: 'body.x', code: 'unrecognized_keys' },
        ]),
      );
    });
  });

  describe('deduction-messages', () => {
    it('lists the deductions taken and the over-payments they recover', async () => {
      const { browser, application } = mine();
      const messages = ok(await browser.post(`${base}/deduction-messages`, {}), e.deductionMessages.response);
      expect(messages.deductions).toEqual([
        expect.objectContaining({
          paymentId: seeded().paid.payment?.id,
          period: months.paid,
          applicationId: application.id,
          amount: 10_000,
          message: 'Deduction of the over-payment of 2030-11',
        }),
      ]);
      expect(messages.recoveries).toEqual([
        expect.objectContaining({ applicationId: application.id, amount: 50_000, recovered: 10_000, remaining: 40_000, settledAt: null }),
      ]);
      expect(failure(await browser.post(`${base}/deduction-messages`, { applicationId: other().application.id }), 404).code).toBe(
        'NOT_FOUND',
      );
    });
  });

  describe('additional-payment-history/{id} and payment-refund-history/{id} ({id}: an application)', () => {
    it("lists the application's additional payments of published months, and its refunds", async () => {
      const { browser, application } = mine();
      const additional = ok(
        await browser.post(`${base}/additional-payment-history/${application.id}`),
        e.additionalPaymentHistory.response,
      );
      expect(additional).toEqual([
        expect.objectContaining({
          id: seeded().additional.id,
          period: months.ineligible,
          amount: 50_000,
          sourceType: 'APPEAL',
          status: 'PAID',
          reason: 'Paid retroactively after the appeal was approved',
        }),
      ]);
      const refunds = ok(
        await browser.post(`${base}/payment-refund-history/${application.id}`, undefined, { 'accept-language': 'ar' }),
        e.paymentRefundHistory.response,
      );
      expect(refunds).toEqual([
        expect.objectContaining({
          id: seeded().refund.id,
          amount: 25_000,
          reason: 'إعادة مبلغ صُرف بالزيادة',
          refundedAt: '2031-02-20T08:00:00.000Z',
        }),
      ]);
    });

    it("answers another household's application, an unknown or a malformed id with 404", async () => {
      const { browser } = mine();
      for (const id of [other().application.id, unknownId, 'x']) {
        expect(failure(await browser.post(`${base}/additional-payment-history/${id}`), 404).code).toBe('NOT_FOUND');
        expect(failure(await browser.post(`${base}/payment-refund-history/${id}`), 404).code).toBe('NOT_FOUND');
      }
    });
  });

  describe('dependent-payment-summary and dependent-payment-history', () => {
    it("shows a dependent their own share only: never the household's amounts, never an OPEN month", async () => {
      const { adult } = mine();
      const summary = ok(
        await adult.browser.post(`${base}/dependent-payment-summary`, { dependentNin: adult.account.nin }),
        e.dependentPaymentSummary.response,
      );
      expect(summary).toEqual({
        latest: expect.objectContaining({ period: months.paid, category: 'ADULT', share: 51_111, status: 'PAID' }),
        totals: { paidCount: 1, paidShares: 51_111 },
        months: [{ period: months.paid, share: 51_111, status: 'PAID' }],
      });
      expect(summary.latest).not.toHaveProperty('net');
      const history = ok(
        await adult.browser.post(`${base}/dependent-payment-history`, { dependentNin: adult.account.nin }),
        e.dependentPaymentHistory.response,
      );
      expect(history).toMatchObject({ total: 1, page: 0, pageSize: 12 });
      expect(history.items[0]).toMatchObject({ paymentCode: seeded().paid.payment?.code, applicant: { nameEn: mine().user.nameEn } });
    });

    it('lets the head of household read the share of any person of the household', async () => {
      const { browser, son } = mine();
      const ofSon = ok(
        await browser.post(`${base}/dependent-payment-history`, { dependentNin: son.nin, pageSize: 1 }),
        e.dependentPaymentHistory.response,
      );
      expect(ofSon.total).toBe(2);
      // 400 of 2,100 SAR standard in the published month, all of it paid: 400 SAR.
      expect(ofSon.items).toEqual([
        expect.objectContaining({ period: months.published, category: 'MINOR', share: 40_000, status: 'SCHEDULED' }),
      ]);
    });

    it("refuses anyone else's share", async () => {
      const { adult, browser, wife, user } = mine();
      const them = other();
      for (const body of [
        { dependentNin: wife.nin },
        { dependentNin: user.nin },
        { dependentNin: them.adult.account.nin },
        { dependentNin: adult.account.nin, applicantNin: them.user.nin },
        { dependentNin: adult.account.nin, applicantId: them.user.accountId },
        { dependentNin: adult.account.nin, applicationId: them.application.id },
      ]) {
        expect(failure(await adult.browser.post(`${base}/dependent-payment-summary`, body), 404).code, JSON.stringify(body)).toBe(
          'NOT_FOUND',
        );
      }
      expect(failure(await browser.post(`${base}/dependent-payment-history`, { dependentNin: them.son.nin }), 404).code).toBe('NOT_FOUND');
      // Naming their own head of household narrows, it does not refuse.
      const narrowed = ok(
        await adult.browser.post(`${base}/dependent-payment-summary`, {
          dependentNin: adult.account.nin,
          applicantNin: user.nin,
          applicantId: user.accountId,
        }),
        e.dependentPaymentSummary.response,
      );
      expect(narrowed.totals.paidCount).toBe(1);
      expect(fieldCodes(failure(await adult.browser.post(`${base}/dependent-payment-history`, { pageSize: 0 }), 400))).toEqual(
        expect.arrayContaining([
          { field: 'body.dependentNin', code: 'required' },
          { field: 'body.pageSize', code: 'too_small_number' },
        ]),
      );
    });
  });
});
