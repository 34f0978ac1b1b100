import { describe, expect, it } from 'vitest';
import { contract } from '@sanad/contract';
import { cycleReadsTestApp, failure, months, ok } from '../eligibility-history/cycle-reads.test-kit.ts';

const e = contract.application;
const summaryPath = (applicationId: string, period: string) =>
  `/api/application/load-home-application-cycle-summary/${applicationId}/${period}`;

describe('the month on /home (GET /api/application/load-home-application-cycle-summary/{a}/{b})', () => {
  const { mine, other, seeded } = cycleReadsTestApp();

  it('adds the published result of the month: outcome, amounts, deductions with their messages, payment status and date', async () => {
    const { browser, application, house } = mine();
    const summary = ok(await browser.get(summaryPath(application.id, months.paid)), e.loadHomeCycleSummary.response);
    expect(summary).toMatchObject({
      applicationId: application.id,
      period: months.paid,
      status: 'ELIGIBLE',
      housesCount: 1,
      cycle: { status: 'PAID' },
    });
    expect(summary.result).toEqual({
      outcome: 'ELIGIBLE',
      reasons: [],
      entitlement: 240_000,
      deductions: 10_000,
      net: 230_000,
      deductionItems: [{ reasonCode: 'OVERPAYMENT', amount: 10_000, message: 'Deduction of the over-payment of 2030-11' }],
      payment: {
        status: 'PAID',
        scheduledFor: `${months.paid}-10`,
        paidAt: `${months.paid}-10T09:00:00.000Z`,
        codes: [seeded().paid.payment?.code],
      },
      houses: [
        { houseId: house.id, resultId: seeded().paid.result.id, outcome: 'ELIGIBLE', reasons: [], net: 230_000, paymentStatus: 'PAID' },
      ],
    });
  });

  it('says why an ineligible month paid nothing, in the caller language', async () => {
    const { browser, application } = mine();
    const summary = ok(
      await browser.get(summaryPath(application.id, months.ineligible), { 'accept-language': 'ar' }),
      e.loadHomeCycleSummary.response,
    );
    expect(summary.result).toMatchObject({
      outcome: 'INELIGIBLE',
      net: 0,
      payment: null,
      reasons: [{ code: 'INCOME_ABOVE_STANDARD', message: 'دخل الأسرة المحتسب يبلغ حد الكفاية أو يتجاوزه' }],
    });
  });

  it('shows a scheduled payment before payment day, and nothing of an OPEN month', async () => {
    const { browser, application } = mine();
    const published = ok(await browser.get(summaryPath(application.id, months.published)), e.loadHomeCycleSummary.response);
    expect(published.result?.payment).toMatchObject({ status: 'SCHEDULED', scheduledFor: `${months.published}-10`, paidAt: null });
    const open = ok(await browser.get(summaryPath(application.id, months.open)), e.loadHomeCycleSummary.response);
    expect(open).toMatchObject({ cycle: { status: 'OPEN' }, result: null });
    const none = ok(await browser.get(summaryPath(application.id, '2030-06')), e.loadHomeCycleSummary.response);
    expect(none).toMatchObject({ cycle: null, result: null });
  });

  it("answers another household's application with 404", async () => {
    expect(failure(await mine().browser.get(summaryPath(other().application.id, months.paid)), 404).code).toBe('NOT_FOUND');
  });
});
