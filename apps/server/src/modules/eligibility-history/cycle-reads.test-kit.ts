import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../test/build-test-app.ts';
import { createApplication, createReadyApplicant, type ApplicationRow } from '../../test/factories/application.factory.ts';
import {
  createAdditionalPayment,
  createFlvRequest,
  createHistoryBeneficiary,
  createRefund,
  publishMonth,
  type MonthHousehold,
} from '../../test/factories/cycle.factory.ts';
import { createAccountDependent, type HouseRow, type TestDependent } from '../../test/factories/household.factory.ts';
import { TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';

export { failure, fieldCodes, ok, unknownId } from '../household/household-routes.test-kit.ts';

/** The months of the scenario: two paid, one published, one still OPEN (never shown). */
export const months = { paid: '2031-01', ineligible: '2031-02', published: '2031-03', open: '2031-04' } as const;

/** One household of the scenario, its people signed in. */
export interface TestHousehold {
  user: TestAccount;
  browser: TestBrowser;
  house: HouseRow;
  wife: TestDependent;
  son: TestDependent;
  /** An adult dependent living in the house with an account of their own (role DEPENDENT), relation confirmed. */
  adult: { account: TestAccount; dependentId: string; browser: TestBrowser };
  application: ApplicationRow;
  month: MonthHousehold;
}

/**
 * A household like the demo's ready applicant: the head, his wife and son of ten, and an adult son with an account of
 * his own, all in one house selected by an ELIGIBLE SSP application; the applicant and the adult son signed in.
 */
export async function createTestHousehold(t: TestApp): Promise<TestHousehold> {
  const db = t.database.db;
  const ready = await createReadyApplicant(db);
  const [wife, son] = ready.dependents;
  if (!wife || !son) throw new Error('the ready applicant has two dependents');
  const adult = await createAccountDependent(db, { applicantAccountId: ready.user.accountId, houseId: ready.house.id });
  const application = await createApplication(db, {
    applicantAccountId: ready.user.accountId,
    status: 'ELIGIBLE',
    houseIds: [ready.house.id],
    dependents: [wife, son]
      .map((member) => ({ dependentId: member.id, houseId: ready.house.id }))
      .concat({
        dependentId: adult.dependentId,
        houseId: ready.house.id,
      }),
  });
  const browser = new TestBrowser(t.app);
  await browser.signIn(ready.user);
  const adultBrowser = new TestBrowser(t.app);
  await adultBrowser.signIn(adult.account);
  return {
    user: ready.user,
    browser,
    house: ready.house,
    wife,
    son,
    adult: { account: adult.account, dependentId: adult.dependentId, browser: adultBrowser },
    application,
    month: {
      applicantAccountId: ready.user.accountId,
      personId: ready.user.personId,
      applicationId: application.id,
      houseId: ready.house.id,
      dependents: [
        { personId: wife.personId, dependentId: wife.id, category: 'ADULT' },
        { personId: son.personId, dependentId: son.id, category: 'MINOR' },
        { personId: adult.account.personId, dependentId: adult.dependentId, category: 'ADULT' },
      ],
    },
  };
}

/**
 * The scenario's months of a household (decision 058's tests):
 * - 2031-01 PAID: eligible, all four counted (standard 2,700 SAR), the head's counted income 300 SAR, 100 SAR deducted:
 *   2,300 SAR paid;
 * - 2031-02 PAID: ineligible (INCOME_ABOVE_STANDARD), nothing paid;
 * - 2031-03 PUBLISHED: eligible, the adult son left out (RELATION_NOT_CONFIRMED): 2,100 SAR scheduled;
 * - 2031-04 OPEN: eligible with a payment and the son left out, which no read may show;
 * plus an additional payment for 2031-02, one for the OPEN month, a refund, an FLV pre-check and an old-system file.
 */
export async function seedMonths(t: TestApp, household: TestHousehold) {
  const db = t.database.db;
  const { month } = household;
  const paid = await publishMonth(db, {
    household: month,
    period: months.paid,
    cycleStatus: 'PAID',
    countedIncome: 30_000,
    deductions: [{ amount: 10_000, messageAr: 'استقطاع دفعة زائدة لشهر 2030-11', messageEn: 'Deduction of the over-payment of 2030-11' }],
  });
  const ineligible = await publishMonth(db, {
    household: month,
    period: months.ineligible,
    cycleStatus: 'PAID',
    outcome: 'INELIGIBLE',
    reasons: ['INCOME_ABOVE_STANDARD'],
    countedIncome: 300_000,
  });
  const adultLeftOut = {
    ...month,
    dependents: month.dependents?.map((member) =>
      member.dependentId === household.adult.dependentId ? { ...member, counted: false, leftOutReason: 'RELATION_NOT_CONFIRMED' } : member,
    ),
  };
  const published = await publishMonth(db, { household: adultLeftOut, period: months.published, cycleStatus: 'PUBLISHED' });
  const sonLeftOut = {
    ...month,
    dependents: month.dependents?.map((member) =>
      member.dependentId === household.son.id ? { ...member, counted: false, leftOutReason: 'DUPLICATE_MEMBER' } : member,
    ),
  };
  const open = await publishMonth(db, { household: sonLeftOut, period: months.open, cycleStatus: 'OPEN', payment: true });
  const additional = await createAdditionalPayment(db, {
    applicationId: month.applicationId,
    applicantAccountId: month.applicantAccountId,
    period: months.ineligible,
    amount: 50_000,
    createdAt: new Date('2031-03-15T08:00:00Z'),
  });
  await createAdditionalPayment(db, {
    applicationId: month.applicationId,
    applicantAccountId: month.applicantAccountId,
    period: months.open,
    amount: 70_000,
  });
  const refund = await createRefund(db, {
    applicationId: month.applicationId,
    applicantAccountId: month.applicantAccountId,
    amount: 25_000,
    refundedAt: new Date('2031-02-20T08:00:00Z'),
  });
  const flv = await createFlvRequest(db, {
    applicantAccountId: month.applicantAccountId,
    applicationId: month.applicationId,
    house: { houseId: month.houseId, headPersonId: month.personId },
    requestedAt: new Date('2025-03-20T08:00:00Z'),
  });
  const oldFile = await createHistoryBeneficiary(db, {
    personId: month.personId,
    payments: [
      { period: '2019-05', amount: 180_000 },
      { period: '2019-06', amount: 180_000, status: 'STOPPED', paidOn: null },
    ],
    appeals: [{ appealNumber: 'AP-2019-77', submittedOn: '2019-07-01', decidedOn: '2019-08-01' }],
  });
  return { paid, ineligible, published, open, additional, refund, flv, oldFile };
}

export type SeededMonths = Awaited<ReturnType<typeof seedMonths>>;

/**
 * One app for the calling file with two households: `mine` with the scenario's months (seedMonths) and `other`, a
 * second household with a paid month of its own, whose ids and NINs every refusal test sends. Call it inside the
 * file's top `describe`; `options` go to buildTestApp (e.g. a jobs adapter to drive by hand).
 */
export function cycleReadsTestApp(options: TestAppOptions = {}) {
  let t: TestApp;
  let mine: TestHousehold;
  let other: TestHousehold;
  let seeded: SeededMonths;
  let otherMonth: Awaited<ReturnType<typeof publishMonth>>;
  beforeAll(async () => {
    t = await buildTestApp(options);
    mine = await createTestHousehold(t);
    other = await createTestHousehold(t);
    seeded = await seedMonths(t, mine);
    otherMonth = await publishMonth(t.database.db, { household: other.month, period: months.paid, cycleStatus: 'PAID' });
  }, 60_000);
  afterAll(() => t.close());
  return {
    app: () => t.app,
    db: () => t.database.db,
    testApp: () => t,
    mine: () => mine,
    other: () => other,
    seeded: () => seeded,
    otherMonth: () => otherMonth,
  };
}
