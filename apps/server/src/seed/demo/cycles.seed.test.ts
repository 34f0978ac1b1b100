import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type ApplicationSummary } from '@sanad/contract';
import {
  account,
  additionalPayment,
  applicationEvent,
  eligibilityMember,
  eligibilityResult,
  fieldVisit,
  historyAppeal,
  historyBeneficiary,
  historyPayment,
  incomeSource,
  parameterVersion,
  payment,
  paymentComplaint,
  paymentDeduction,
  paymentRefund,
  recovery,
  supportCycle,
} from '../../db/schema/index.ts';
import { createArgon2Hasher } from '../../platform/crypto/password-hasher.ts';
import { buildTestApp, xsrfHeaders, type TestApp } from '../../test/build-test-app.ts';
import { createAttachmentRow } from '../../test/factories/attachment.factory.ts';
import { TestBrowser } from '../../test/factories/session.factory.ts';
import { seedDemoData } from '../seed-demo.ts';
import { seedDemoComplaint } from './complaint.seed.ts';
import { seedDemoCycles } from './cycles.seed.ts';
import { seedDemoHistoryData } from './history-data.seed.ts';
import { demoPassword } from './identity.seed.ts';
import { seedDemoVisits } from './visits.seed.ts';

/**
 * The demo's cycles (cycles.seed.ts) and old-system history (history-data.seed.ts), read back through the API as the
 * portal shows them. Seeded as on the 5th of November 2026 in Riyadh: twelve months from November 2025 to October 2026
 * paid, and November 2026 published with its payments due on the 10th.
 */
const now = new Date('2026-11-05T06:00:00Z');
const past = [
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
];
const current = '2026-11';
const ineligibleMonth = '2026-05';
const deductedMonths = ['2026-09', '2026-10', '2026-11'];

describe('demo cycles', () => {
  let t: TestApp;
  let applicant: TestBrowser;
  let faisal: TestBrowser;
  let ready: ApplicationSummary;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp();
    expect(await seedDemoData({ db: db(), hasher: createArgon2Hasher(), now })).toBe(true);
    applicant = new TestBrowser(t.app);
    await applicant.signIn({ username: '1010000006', password: demoPassword, mobile: '0550000001' });
    faisal = new TestBrowser(t.app);
    await faisal.signIn({ username: '1010000063', password: demoPassword, mobile: '0550000007' });
    const listed = contract.application.loadApplications.response.parse((await applicant.get('/api/application/load/')).json());
    expect(listed).toHaveLength(1);
    ready = listed[0]!;
  });
  afterAll(() => t.close());

  const post = async <T>(browser: TestBrowser, path: string, body: object, schema: { parse(value: unknown): T }): Promise<T> => {
    const response = await browser.post(path, body);
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  };

  it('runs the twelve months before this one through the engine, all paid, and publishes this month', async () => {
    const cycles = await db()
      .select({ period: supportCycle.period, status: supportCycle.status })
      .from(supportCycle)
      .orderBy(asc(supportCycle.period));
    expect(cycles).toEqual([...past.map((period) => ({ period, status: 'PAID' })), { period: current, status: 'PUBLISHED' }]);

    const records = await post(
      applicant,
      '/api/eligibility/load/eligibility-history',
      {},
      contract.eligibility.eligibilityHistory.response,
    );
    // Both houses every month, newest first, each with the engine's own trace day.
    expect(records).toHaveLength(2 * 13);
    expect([...new Set(records.map((record) => record.period))]).toEqual([current, ...[...past].reverse()]);
    expect(records.every((record) => record.applicationId === ready.id && record.parametersDay === `${record.period}-01`)).toBe(true);
    expect(records.filter((record) => record.outcome === 'INELIGIBLE').map((record) => record.period)).toEqual([
      ineligibleMonth,
      ineligibleMonth,
    ]);

    const history = contract.payment.paymentHistory.response.parse(
      (await applicant.post('/api/payment/load/payment-history', { pageSize: 100 })).json(),
    );
    // A payment a house and a month, except in the ineligible month.
    expect(history.total).toBe(2 * 12);
    expect(history.items.filter((row) => row.period !== current).every((row) => row.status === 'PAID' && row.paidAt !== null)).toBe(true);
    expect(history.items.filter((row) => row.period === current).map((row) => [row.status, row.scheduledFor])).toEqual([
      ['SCHEDULED', '2026-11-10'],
      ['SCHEDULED', '2026-11-10'],
    ]);
    expect(history.items.some((row) => row.period === ineligibleMonth)).toBe(false);

    // The engine decided the application at each publishing: eligible, ineligible in May, eligible again.
    const events = await db()
      .select({ type: applicationEvent.type, at: applicationEvent.at })
      .from(applicationEvent)
      .where(eq(applicationEvent.applicationId, ready.id))
      .orderBy(asc(applicationEvent.at));
    expect(events.map((event) => event.type)).toEqual(['CREATED', 'SUBMIT', 'DECIDE_ELIGIBLE', 'DECIDE_INELIGIBLE', 'DECIDE_ELIGIBLE']);
    expect(events.every((event) => event.at <= now)).toBe(true);
    expect(ready.status).toBe('ELIGIBLE');
  });

  it('shows this month on /home: eligible, the amount, the deduction with its message and the payment day', async () => {
    const summary = contract.application.loadHomeCycleSummary.response.parse(
      (await applicant.get(`/api/application/load-home-application-cycle-summary/${ready.id}/${current}`)).json(),
    );
    expect(summary.cycle).toEqual({ status: 'PUBLISHED' });
    expect(summary.result).toMatchObject({
      outcome: 'ELIGIBLE',
      // The family home 2,100 − 800 = 1,300 SAR and the flat 1,700 − 1,300 = 400 SAR, less 20 % of each.
      entitlement: 170_000,
      deductions: 34_000,
      net: 136_000,
      payment: { status: 'SCHEDULED', scheduledFor: '2026-11-10', paidAt: null },
    });
    // One recovery taken from both houses' payments: one line of the month, its two parts added up.
    expect(summary.result?.deductionItems).toEqual([
      { reasonCode: expect.any(String), amount: 34_000, message: expect.stringContaining('which the bank transferred twice') },
    ]);
  });

  it('has one ineligible month with its reasons, read by the engine from that month’s facts', async () => {
    const reasons = await post(
      applicant,
      '/api/eligibility/load/ineligibility-reason-history',
      {},
      contract.eligibility.ineligibilityReasonHistory.response,
    );
    expect(reasons.map((record) => [record.period, record.scope, record.reasons.map((reason) => reason.code)])).toEqual([
      [ineligibleMonth, 'HOUSE', ['INCOME_ABOVE_STANDARD']],
      [ineligibleMonth, 'HOUSE', ['INCOME_ABOVE_STANDARD']],
    ]);
    // The why of that month: the temporary contract's salary on the father's income, which the month after no longer has.
    const home = reasons[0]!.house.id;
    const detail = contract.eligibility.lastEligibility.response.parse(
      (await applicant.get(`/api/eligibility/load/last-eligibility/${ready.id}/${home}?cycle_ID=${ineligibleMonth}`)).json(),
    );
    expect(detail?.trace.filter((step) => step.rule === 'INCOME_SOURCE').map((step) => [step.detail, step.value])).toEqual(
      expect.arrayContaining([['SALARY', 600_000]]),
    );
    const after = contract.eligibility.lastEligibility.response.parse(
      (await applicant.get(`/api/eligibility/load/last-eligibility/${ready.id}/${home}?cycle_ID=2026-06`)).json(),
    );
    expect(after?.outcome).toBe('ELIGIBLE');
    expect(after?.changes).toMatchObject({ previousPeriod: ineligibleMonth, previousOutcome: 'INELIGIBLE' });
    // The contract is off the income tab again.
    expect(await db().select().from(incomeSource).where(eq(incomeSource.monthlyAmount, 600_000))).toEqual([]);
  });

  it('recovers an over-payment at most 20 % a month, with a refund naming it, and pays an adjustment for the ineligible month', async () => {
    const messages = await post(applicant, '/api/payment/load/deduction-messages', {}, contract.payment.deductionMessages.response);
    expect([...new Set(messages.deductions.map((row) => row.period))]).toEqual([...deductedMonths].reverse());
    expect(messages.recoveries).toHaveLength(1);
    const owed = messages.recoveries[0]!;
    // February's family-home payment, 1,300 SAR: 3 × 340 SAR deducted and 280 SAR paid back.
    expect(owed).toMatchObject({ amount: 130_000, recovered: 130_000 - 34_000, remaining: 34_000, settledAt: null });
    expect(owed.message).toContain('February 2026');

    const history = contract.payment.paymentHistory.response.parse(
      (await applicant.post('/api/payment/load/payment-history', { pageSize: 100 })).json(),
    );
    for (const row of history.items) {
      expect(row.deductions).toBeLessThanOrEqual(Math.floor(row.entitlement / 5));
      expect(row.deductions > 0).toBe(deductedMonths.includes(row.period));
      expect(row.net).toBe(row.entitlement - row.deductions);
    }

    const refunds = contract.payment.paymentRefundHistory.response.parse(
      (await applicant.post(`/api/payment/load/payment-refund-history/${ready.id}`, {})).json(),
    );
    expect(refunds).toEqual([expect.objectContaining({ recoveryId: owed.id, amount: 28_000 })]);

    const additional = contract.payment.additionalPaymentHistory.response.parse(
      (await applicant.post(`/api/payment/load/additional-payment-history/${ready.id}`, {})).json(),
    );
    // Half of April's 1,700 SAR, for the second half of May.
    expect(additional).toEqual([
      expect.objectContaining({ period: ineligibleMonth, sourceType: 'ADJUSTMENT', status: 'PAID', amount: 85_000 }),
    ]);

    const summary = await post(applicant, '/api/payment/load/payment-summary', {}, contract.payment.paymentSummary.response);
    expect(summary.totals).toMatchObject({ paidCount: 22, additionalPaid: 85_000, refunded: 28_000, toRecover: 34_000 });
    expect(summary.months).toHaveLength(12);
  });

  it('counts Faisal in the flat every month and shows him his share, never the household’s figures', async () => {
    const mine = await post(
      faisal,
      '/api/eligibility/load/dependent-eligibility-history',
      { dependent_NIN: '1010000063' },
      contract.eligibility.dependentEligibilityHistory.response,
    );
    expect(mine).toHaveLength(13);
    expect(mine.every((record) => record.counted && record.category === 'ADULT' && record.standardShare === 60_000)).toBe(true);
    const byPeriod = new Map(mine.map((record) => [record.period, record]));
    // 600 of the flat's 1,700 SAR standard, scaled to the 400 SAR paid (320 SAR once 20 % is deducted).
    expect(byPeriod.get('2026-08')).toMatchObject({ houseOutcome: 'ELIGIBLE', share: 14_117 });
    expect(byPeriod.get(current)).toMatchObject({ houseOutcome: 'ELIGIBLE', share: 11_294 });
    expect(byPeriod.get(ineligibleMonth)).toMatchObject({ houseOutcome: 'INELIGIBLE', share: 0 });
    expect(mine[0]).not.toHaveProperty('countedIncome');

    const shares = await post(
      faisal,
      '/api/payment/load/dependent-payment-summary',
      { dependentNin: '1010000063' },
      contract.payment.dependentPaymentSummary.response,
    );
    expect(shares.latest).toMatchObject({ period: current, share: 11_294, status: 'SCHEDULED', category: 'ADULT' });
    expect(shares.totals.paidCount).toBe(11);
    // Not his father's: another person's NIN is refused.
    expect((await faisal.post('/api/payment/load/dependent-payment-summary', { dependentNin: '1010000006' })).statusCode).toBe(404);
  });

  it("gives the ready applicant's person an old-system file with payments and appeals", async () => {
    const files = contract.historyData.beneficiary.response.parse((await applicant.get('/api/history-data/beneficiary/')).json());
    expect(files).toEqual([expect.objectContaining({ fileNumber: '0101-1436-048215', status: 'CLOSED' })]);
    const id = files[0]!.id;
    const payments = contract.historyData.payments.response.parse((await applicant.get(`/api/history-data/payment/${id}`)).json());
    expect(payments).toHaveLength(25);
    expect(payments.filter((row) => row.status !== 'PAID').map((row) => [row.period, row.status])).toEqual(
      expect.arrayContaining([
        ['2020-09', 'STOPPED'],
        ['2020-09', 'RETRO_PAID'],
      ]),
    );
    const appeals = contract.historyData.appeals.response.parse((await applicant.get(`/api/history-data/appeal/${id}`)).json());
    expect(appeals.map((row) => row.decision).sort()).toEqual(['APPROVED', 'REJECTED']);
  });

  it('gives the ready applicant a resolved complaint about the flat’s late payment of July 2026', async () => {
    const complaints = contract.complaint.complaintsList.response.parse(
      (await applicant.get('/api/complaints/complaints-list/0/10')).json(),
    );
    expect(complaints.items).toEqual([
      expect.objectContaining({
        status: 'RESOLVED',
        category: expect.objectContaining({ code: 'PAYMENT_DELAYED' }),
        payment: expect.objectContaining({ period: '2026-07' }),
      }),
    ]);
    const details = contract.complaint.complaintDetails.response.parse(
      (await applicant.get(`/api/complaints/complaint-details/${complaints.items[0]!.id}`)).json(),
    );
    expect(details.resolution).toContain('أُرسلت الدفعة في موعدها');
    expect(details.history.map((row) => row.to)).toEqual(['NEW', 'UNDER_PROCESSING', 'RESOLVED']);
  });

  it('gives the ready applicant a scheduled check of the flat a week ahead, then a done review of the home with its result', async () => {
    const visits = contract.visit.visitsList.response.parse((await applicant.get('/api/visits/visits-list/0/10')).json());
    expect(visits.items.map((row) => [row.status, row.purpose, row.startsAt])).toEqual([
      ['SCHEDULED', 'HOUSING_CHECK', '2026-11-12T07:00:00.000Z'],
      ['DONE', 'PERIODIC_REVIEW', '2026-10-24T06:00:00.000Z'],
    ]);
    const done = contract.visit.visitDetails.response.parse(
      (await applicant.get(`/api/visits/visit-details/${visits.items[1]!.id}`)).json(),
    );
    expect(done.result).toMatchObject({ outcome: 'CONFIRMED', note: expect.stringContaining('تمت مطابقة') });
  });

  it('gives the ready applicant a tamkeen plan with one step of five done, a scheduled follow-up and two partners to rate', async () => {
    const plans = contract.tamkeenPlan.planLoad.response.parse((await applicant.get('/api/tamkeen/plan/load')).json());
    expect(plans.items.map((plan) => [plan.status, plan.progress])).toEqual([['ACTIVE', { done: 1, total: 5 }]]);
    const appointments = contract.tamkeenAppointment.appointmentLoad.response.parse(
      (await applicant.get('/api/tamkeen/appointment/load/0/10')).json(),
    );
    expect(appointments.items.map((row) => [row.status, row.purpose, row.partner.code])).toEqual([
      ['SCHEDULED', 'FOLLOW_UP', 'TP-0003'],
      ['ATTENDED', 'TRAINING_INTAKE', 'TP-0002'],
      ['ATTENDED', 'COUNSELLING', 'TP-0003'],
    ]);
    const partners = contract.tamkeenEvaluation.listPartners.response.parse(
      (await applicant.get('/api/tamkeen/evaluation/list-partners')).json(),
    );
    expect(partners.items.map((row) => [row.partner.code, row.rating])).toEqual([
      ['TP-0002', null],
      ['TP-0003', null],
    ]);
  });

  it('adds next month’s standard as a dated version, leaving every published month with its own', async () => {
    const versions = await db().select().from(parameterVersion).where(eq(parameterVersion.key, 'eligibility.standard'));
    expect(versions.map((row) => row.validFrom).sort()).toEqual(['2000-01-01', '2026-12-01']);
    const days = await db().selectDistinct({ day: eligibilityResult.parametersDay }).from(eligibilityResult);
    expect(days.every((row) => row.day < '2026-12-01')).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const tables = {
      supportCycle,
      eligibilityResult,
      eligibilityMember,
      payment,
      paymentDeduction,
      recovery,
      additionalPayment,
      paymentRefund,
      incomeSource,
      applicationEvent,
      parameterVersion,
      historyBeneficiary,
      historyPayment,
      historyAppeal,
      paymentComplaint,
      fieldVisit,
    };
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(tables).map(async ([name, table]) => [name, (await db().select({ total: count() }).from(table))[0]?.total]),
        ),
      );
    const before = {
      counts: await counts(),
      recoveries: await db().select().from(recovery),
      cycles: await db().select().from(supportCycle),
    };
    await seedDemoCycles(db(), { now });
    await seedDemoHistoryData(db());
    await seedDemoComplaint(db(), now);
    await seedDemoVisits(db(), now);
    expect(await seedDemoData({ db: db(), hasher: createArgon2Hasher(), now })).toBe(false);
    expect({
      counts: await counts(),
      recoveries: await db().select().from(recovery),
      cycles: await db().select().from(supportCycle),
    }).toEqual(before);
  });

  it('lets the ready applicant appeal May from the running demo, house by house: each approval pays once', async () => {
    const [holder] = await db().select({ id: account.id }).from(account).where(eq(account.username, '1010000006'));
    const results = await post(
      applicant,
      '/api/eligibility/load/eligibility-history',
      { cycle_ID: ineligibleMonth },
      contract.eligibility.eligibilityHistory.response,
    );
    const home = results.find((record) => record.house.label === 'بيت العائلة')?.house.id ?? '';
    const flat = results.find((record) => record.house.label === 'شقة قرب الجامعة')?.house.id ?? '';
    const approve = async (houseId: string) => {
      const raised = await post(
        applicant,
        '/api/appeal-management/raise-appeal',
        {
          subjectType: 'HOUSE',
          applicationId: ready.id,
          period: ineligibleMonth,
          houseId,
          reasonCode: 'INCOME_ABOVE_STANDARD',
          description: 'The temporary contract ended in the middle of the month.',
          appealMap: { attachmentIds: [await createAttachmentRow(db(), holder?.id ?? '', 'INCOME_PROOF')] },
        },
        contract.appeal.raiseAppeal.response,
      );
      const step = (name: string) =>
        t.app.inject({ method: 'POST', url: `/api/dev/appeals/${raised.appealNbr}/${name}`, payload: {}, headers: xsrfHeaders() });
      expect((await step('take')).statusCode).toBe(200);
      const approved = contract.appeal.appealDetails.response.parse((await step('approve')).json());
      expect((await step('approve')).statusCode).toBe(409);
      return approved.additionalPayment?.amount ?? 0;
    };
    // The family home owed again (1,300 SAR) less the 850 SAR adjustment paid for May; then the flat's 400 SAR.
    expect(await approve(home)).toBe(45_000);
    expect(await approve(flat)).toBe(40_000);
  });
});
