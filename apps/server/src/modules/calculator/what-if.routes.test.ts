import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contract, todayInRiyadh, type WhatIfHouse, type WhatIfResult } from '@sanad/contract';
import {
  auditEvent,
  dependent,
  eligibilityResult,
  flvRequest,
  incomeSource,
  payment,
  person,
  propertyItem,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createApplication,
  createReadyApplicant,
  type ApplicationRow,
  type ReadyApplicant,
} from '../../test/factories/application.factory.ts';
import { createAccountDependent, createHouse } from '../../test/factories/household.factory.ts';
import { createDelegation, createTestAccount, TestBrowser } from '../../test/factories/session.factory.ts';
import { failure, fieldCodes, ok } from '../household/household-routes.test-kit.ts';

const path = '/api/eligibility/what-if';
const flvPath = '/api/eligibility/request/flv-eligibility';
const e = contract.calculator;

/** A household like the demo's ready applicant (head, wife, son of ten) with an ELIGIBLE application; the head earns 2,000 SAR. */
interface Household {
  ready: ReadyApplicant;
  application: ApplicationRow;
  browser: TestBrowser;
}

/** The figures a cycle explains, without the names a reader adds. */
const figures = (house: WhatIfHouse) => ({
  outcome: house.outcome,
  reasons: house.reasons.map((reason) => reason.code),
  standard: house.standard,
  countedIncome: house.countedIncome,
  assets: house.assets,
  entitlement: house.entitlement,
  members: house.members.map(({ personId, category, counted, standardShare, countedIncome }) => ({
    personId,
    category,
    counted,
    standardShare,
    countedIncome,
  })),
  trace: house.trace,
});

describe('the what-if (POST /api/eligibility/what-if)', () => {
  let t: TestApp;
  let mine: Household;
  let other: Household;
  const db = () => t.database.db;

  async function createHousehold(): Promise<Household> {
    const ready = await createReadyApplicant(db());
    const [wife, son] = ready.dependents;
    if (!wife || !son) throw new Error('the ready applicant has two dependents');
    await db()
      .insert(incomeSource)
      .values({ personId: ready.user.personId, source: 'SALARY', monthlyAmount: 200_000, payer: 'Employer Co.' });
    const application = await createApplication(db(), {
      applicantAccountId: ready.user.accountId,
      status: 'ELIGIBLE',
      houseIds: [ready.house.id],
      dependents: [wife, son].map((member) => ({ dependentId: member.id, houseId: ready.house.id })),
    });
    const browser = new TestBrowser(t.app);
    await browser.signIn(ready.user);
    return { ready, application, browser };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    mine = await createHousehold();
    other = await createHousehold();
  }, 60_000);
  afterAll(() => t.close());

  const body = (household: Household, changes: object = {}) => ({
    applicationId: household.application.id,
    houseId: household.ready.house.id,
    changes,
  });
  const whatIf = async (changes: object, household: Household = mine, headers?: Record<string, string>): Promise<WhatIfResult> =>
    ok(await household.browser.post(path, body(household, changes), headers), e.whatIf.response);

  it('answers the house as it stands today, named, with nothing moved when nothing changes', async () => {
    const { ready, application } = mine;
    const [wife, son] = ready.dependents;
    const answer = await whatIf({});
    // The standard of 2,100 SAR less 1,000 SAR counted of the head's 2,000 SAR salary.
    expect(answer).toMatchObject({
      applicationId: application.id,
      houseId: ready.house.id,
      parametersDay: todayInRiyadh(),
      current: { outcome: 'ELIGIBLE', reasons: [], standard: 210_000, countedIncome: 100_000, assets: 0, entitlement: 110_000, paid: true },
      amounts: [],
      moved: [],
    });
    expect(answer.whatIf).toEqual(answer.current);
    expect(answer.current.members).toEqual([
      expect.objectContaining({
        personId: ready.user.personId,
        dependentId: null,
        nameEn: ready.user.nameEn,
        category: 'HEAD',
        added: false,
      }),
      expect.objectContaining({ personId: wife?.personId, dependentId: wife?.id, relationship: 'WIFE', category: 'ADULT', added: false }),
      expect.objectContaining({ personId: son?.personId, dependentId: son?.id, relationship: 'SON', category: 'MINOR', added: false }),
    ]);
    expect(answer.current.members.reduce((sum, member) => sum + member.share, 0)).toBe(110_000);
    // A body without changes is the same question.
    const { changes: _omitted, ...bare } = body(mine);
    expect(ok(await mine.browser.post(path, bare), e.whatIf.response)).toEqual(answer);
  });

  it('moves the income and the entitlement when an income rises, the current result unchanged', async () => {
    const headId = mine.ready.user.personId;
    const answer = await whatIf({ incomes: [{ personId: headId, sources: [{ source: 'SALARY', monthlyAmount: 400_000 }] }] });
    // 4,000 SAR: 1,500 exempt (the cap), 2,500 counted, more than the standard of 2,100.
    expect(answer.current).toMatchObject({ outcome: 'ELIGIBLE', countedIncome: 100_000, entitlement: 110_000 });
    expect(answer.whatIf).toMatchObject({
      outcome: 'INELIGIBLE',
      reasons: [{ code: 'INCOME_ABOVE_STANDARD', message: "The household's counted income reaches the standard" }],
      countedIncome: 250_000,
      entitlement: 0,
      paid: false,
    });
    expect(answer.amounts).toEqual([
      { item: 'COUNTED_INCOME', from: 100_000, to: 250_000 },
      { item: 'ENTITLEMENT', from: 110_000, to: 0 },
    ]);
    const moved = answer.moved.map((entry) => [entry.rule, entry.personId, entry.key]);
    expect(moved).toEqual(
      expect.arrayContaining([
        ['INCOME_SOURCE', headId, 'SALARY'],
        ['INCOME_TOTAL', null, null],
        ['ENTITLEMENT', null, null],
      ]),
    );
    expect(answer.moved.find((entry) => entry.rule === 'ENTITLEMENT')).toMatchObject({
      from: { outcome: 'PASS', counted: 110_000 },
      to: { outcome: 'FAIL', detail: 'INCOME_ABOVE_STANDARD' },
    });
    // The minimum payment is judged only on an eligible house: no longer evaluated.
    expect(answer.moved.find((entry) => entry.rule === 'MINIMUM_PAYMENT')).toMatchObject({ to: null });
    // Removing the salary: the whole standard.
    const none = await whatIf({ incomes: [{ personId: headId, sources: [] }] });
    expect(none.whatIf).toMatchObject({ countedIncome: 0, entitlement: 210_000 });
  });

  it('raises the standard by a minor’s amount when a minor joins, and lowers it when the wife leaves', async () => {
    const joined = await whatIf({ addMembers: [{ age: 2 }] });
    expect(joined.whatIf).toMatchObject({ standard: 250_000, entitlement: 150_000 });
    expect(joined.whatIf.members.at(-1)).toEqual({
      personId: 'added.0',
      dependentId: null,
      nameAr: null,
      nameEn: null,
      relationship: null,
      category: 'MINOR',
      counted: true,
      leftOutReason: null,
      standardShare: 40_000,
      countedIncome: 0,
      share: 24_000,
      added: true,
    });
    expect(joined.amounts).toEqual([
      { item: 'STANDARD', from: 210_000, to: 250_000 },
      { item: 'ENTITLEMENT', from: 110_000, to: 150_000 },
    ]);
    expect(joined.moved.find((entry) => entry.rule === 'STANDARD_TOTAL')).toMatchObject({
      from: { value: 210_000 },
      to: { value: 250_000 },
    });
    expect(joined.moved.find((entry) => entry.rule === 'STANDARD_MEMBER')).toMatchObject({ personId: 'added.0', from: null });
    // By birth date: eighteen or more is an adult.
    const adult = await whatIf({ addMembers: [{ birthDate: '2000-01-01' }] });
    expect(adult.whatIf.members.at(-1)).toMatchObject({ category: 'ADULT', standardShare: 60_000 });

    const wife = mine.ready.dependents[0];
    if (!wife) throw new Error('no wife');
    const left = await whatIf({ removeMembers: [wife.personId] });
    expect(left.whatIf.standard).toBe(150_000);
    expect(left.whatIf.members.map((member) => member.personId)).not.toContain(wife.personId);
    expect(left.moved.find((entry) => entry.rule === 'MEMBER_COUNTED')).toMatchObject({ personId: wife.personId, to: null });
  });

  it('weighs changed assets against the limit', async () => {
    const answer = await whatIf({
      assets: [{ personId: mine.ready.user.personId, items: [{ type: 'LAND', estimatedValue: 120_000_000, ownershipShare: 50 }] }],
    });
    expect(answer.whatIf).toMatchObject({ outcome: 'INELIGIBLE', assets: 60_000_000, reasons: [{ code: 'ASSETS_ABOVE_LIMIT' }] });
    expect(answer.moved.find((entry) => entry.rule === 'ASSETS_TOTAL')).toMatchObject({
      from: { outcome: 'PASS', value: 0 },
      to: { outcome: 'FAIL', value: 60_000_000 },
    });
  });

  it('writes nothing: no result, no pre-check, no audit line, no change to the household', async () => {
    const tables = { auditEvent, eligibilityResult, flvRequest, payment, incomeSource, propertyItem, dependent, person };
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(tables).map(async ([name, table]) => [name, (await db().select({ n: count() }).from(table))[0]?.n] as const),
        ),
      );
    const before = await counts();
    const headId = mine.ready.user.personId;
    const son = mine.ready.dependents[1];
    if (!son) throw new Error('no son');
    await whatIf({
      incomes: [{ personId: headId, sources: [{ source: 'PENSION', monthlyAmount: 50_000 }] }],
      assets: [{ personId: headId, items: [{ type: 'LAND', estimatedValue: 1_000 }] }],
      addMembers: [{ age: 1 }],
      removeMembers: [son.personId],
    });
    expect(await counts()).toEqual(before);
    // The stored facts are as they were.
    expect((await whatIf({})).current).toMatchObject({ standard: 210_000, countedIncome: 100_000 });
  });

  it('answers as "current" what an FLV pre-check computes on the same data', async () => {
    const answer = await whatIf({ addMembers: [{ age: 7 }] });
    const flv = ok(
      await mine.browser.post(flvPath, { application_ID: mine.application.id }),
      contract.eligibility.requestFlvEligibility.response,
    );
    const [house] = flv.houses;
    if (!house) throw new Error('the pre-check has no house');
    expect(figures(answer.current)).toEqual({
      outcome: house.outcome,
      reasons: house.reasons.map((reason) => reason.code),
      standard: house.standard,
      countedIncome: house.countedIncome,
      assets: house.assets,
      entitlement: house.entitlement,
      members: house.members.map(({ personId, category, counted, standardShare, countedIncome }) => ({
        personId,
        category,
        counted,
        standardShare,
        countedIncome,
      })),
      trace: house.trace,
    });
  });

  it("is a 404 for another household's application or house, an unknown id, or a house the application does not select", async () => {
    const refuse = async (values: { applicationId: string; houseId: string }) =>
      expect(failure(await mine.browser.post(path, { ...values, changes: {} }), 404).code).toBe('NOT_FOUND');
    await refuse({ applicationId: other.application.id, houseId: other.ready.house.id });
    await refuse({ applicationId: other.application.id, houseId: mine.ready.house.id });
    await refuse({ applicationId: mine.application.id, houseId: other.ready.house.id });
    await refuse({ applicationId: '00000000-0000-4000-8000-000000000000', houseId: mine.ready.house.id });
    await refuse({ applicationId: 'nope', houseId: 'nope' });
    const unselected = await createHouse(db(), mine.ready.user.accountId, { label: 'Second house' });
    await refuse({ applicationId: mine.application.id, houseId: unselected.id });
  });

  it('refuses changes naming people not of the house, the head taken out and unknown codes, with translated field errors', async () => {
    const changes = {
      incomes: [{ personId: other.ready.user.personId, sources: [{ source: 'LOTTERY', monthlyAmount: 100 }] }],
      removeMembers: [mine.ready.user.personId],
    };
    const english = failure(await mine.browser.post(path, body(mine, changes)), 400);
    expect(english.code).toBe('VALIDATION_FAILED');
    expect(english.fieldErrors?.map(({ field, code, message }) => ({ field, code, message }))).toEqual([
      { field: 'body.changes.incomes.0.sources.0.source', code: 'invalid_value', message: 'Choose one of the allowed values.' },
      { field: 'body.changes.incomes.0.personId', code: 'member_unknown', message: 'This person is not a member of this house.' },
      {
        field: 'body.changes.removeMembers.0',
        code: 'head_not_removable',
        message: 'The head of household cannot be taken out of the house.',
      },
    ]);
    const arabic = failure(await mine.browser.post(path, body(mine, changes), { 'accept-language': 'ar' }), 400);
    expect(arabic.fieldErrors?.map((error) => error.message)).toEqual([
      'اختر إحدى القيم المسموح بها.',
      'هذا الشخص ليس من أفراد هذا السكن.',
      'لا يمكن إخراج رب الأسرة من السكن.',
    ]);
    // The schema's own refusals, every one listed.
    const malformed = failure(
      await mine.browser.post(path, {
        applicationId: mine.application.id,
        changes: {
          incomes: [{ personId: mine.ready.user.personId, sources: [{ source: 'SALARY', monthlyAmount: 0 }] }],
          addMembers: [{}],
          extra: 1,
        },
      }),
      400,
    );
    expect(fieldCodes(malformed)).toEqual(
      expect.arrayContaining([
        { field: 'body.houseId', code: 'required' },
        { field: 'body.changes.extra', code: 'unrecognized_keys' },
        { field: 'body.changes.incomes.0.sources.0.monthlyAmount', code: 'too_small_number' },
        { field: 'body.changes.addMembers.0.birthDate', code: 'required' },
      ]),
    );
  });

  it('serves a stand-in acting for the applicant, and refuses a dependent (403) and a visitor (401)', async () => {
    const household = await createHousehold();
    const mineAnswer = await whatIf({ addMembers: [{ age: 3 }] }, household);
    const helper = await createTestAccount(db(), { role: 'DEPENDENT', account: { canLoginOnBehalfOfApplicant: true } });
    await createDelegation(db(), { applicantAccountId: household.ready.user.accountId, dependentAccountId: helper.accountId });
    const standIn = new TestBrowser(t.app);
    await standIn.signIn(helper);
    expect((await standIn.post(`/api/auth/login-to-applicant-account/${household.ready.user.accountId}`)).statusCode).toBe(200);
    const asStandIn = ok(await standIn.post(path, body(household, { addMembers: [{ age: 3 }] })), e.whatIf.response);
    // The stand-in reads the applicant's house as the applicant does.
    expect(asStandIn).toEqual(await whatIf({ addMembers: [{ age: 3 }] }, household));
    expect(asStandIn.applicationId).toBe(mineAnswer.applicationId);

    const adult = await createAccountDependent(db(), { applicantAccountId: mine.ready.user.accountId, houseId: mine.ready.house.id });
    const dependentBrowser = new TestBrowser(t.app);
    await dependentBrowser.signIn(adult.account);
    expect(failure(await dependentBrowser.post(path, body(mine)), 403).code).toBe('FORBIDDEN');
    expect(failure(await new TestBrowser(t.app).post(path, body(mine)), 401).code).toBe('UNAUTHENTICATED');
  });
});
