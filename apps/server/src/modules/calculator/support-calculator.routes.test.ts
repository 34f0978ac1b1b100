import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { assumedGateValues, contract, todayInRiyadh, type SupportEstimate } from '@sanad/contract';
import { auditEvent, flvRequest } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { birthDateForAge } from '../../test/factories/household.factory.ts';
import { TestBrowser } from '../../test/factories/session.factory.ts';
import { failure, fieldCodes, ok } from '../household/household-routes.test-kit.ts';
import { supportEstimateLimit } from './calculator.routes.ts';

const path = '/api/support-calculator/estimate';
const e = contract.calculator;
const salary = (monthlyAmount: number) => ({ source: 'SALARY', monthlyAmount });

/** DOMAIN.md's household: the head, an adult (his wife) and two minors, in a rented house. */
const family = (headIncomes: Array<{ source: string; monthlyAmount: number }> = [], extra: object = {}) => ({
  houseOwnership: 'RENTED',
  head: { age: 40, incomes: headIncomes },
  dependents: [{ birthDate: birthDateForAge(35) }, { age: 10 }, { age: 5, incomes: [salary(300_000)] }],
  ...extra,
});

describe('the public support calculator (POST /api/support-calculator/estimate)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A visitor: no session, an address of their own. */
  const visitor = () => new TestBrowser(t.app);
  const estimate = async (body: object, headers?: Record<string, string>): Promise<SupportEstimate> =>
    ok(await visitor().post(path, body, headers), e.supportEstimate.response);

  it('estimates DOMAIN.md’s household with no income: the whole standard, explained as a cycle is', async () => {
    const answer = await estimate(family());
    // 1,100 SAR for the head, 600 for the adult, 400 for each minor.
    expect(answer).toMatchObject({
      outcome: 'ELIGIBLE',
      reasons: [],
      standard: 250_000,
      countedIncome: 0,
      assets: 0,
      entitlement: 250_000,
      paid: true,
      parametersDay: todayInRiyadh(),
      parameters: {
        standard: { head: 110_000, adult: 60_000, minor: 40_000 },
        assetLimit: 50_000_000,
        minimumPayment: 10_000,
        adultAge: 18,
      },
    });
    expect(answer.assumedGates).toEqual([...assumedGateValues]);
    expect(answer.members.map((member) => [member.personId, member.category, member.standardShare, member.share])).toEqual([
      ['head', 'HEAD', 110_000, 110_000],
      ['dependents.0', 'ADULT', 60_000, 60_000],
      ['dependents.1', 'MINOR', 40_000, 40_000],
      ['dependents.2', 'MINOR', 40_000, 40_000],
    ]);
    // Every step of the function, the assumed gates passed.
    const gates = answer.trace.filter((step) => step.rule.startsWith('GATE_'));
    expect(gates.map((step) => [step.rule, step.outcome])).toEqual(assumedGateValues.map((rule) => [rule, 'PASS']));
    expect(answer.trace.at(-1)).toMatchObject({ rule: 'MINIMUM_PAYMENT', outcome: 'PASS', value: 250_000 });
  });

  it('counts a salary after its exemption of 50 % up to 1,500 SAR, and nothing of a minor’s income', async () => {
    // 2,000 SAR: 1,000 exempt, 1,000 counted.
    const below = await estimate(family([salary(200_000)]));
    expect(below).toMatchObject({ outcome: 'ELIGIBLE', countedIncome: 100_000, entitlement: 150_000 });
    expect(below.members.map((member) => member.countedIncome)).toEqual([100_000, 0, 0, 0]);
    expect(below.trace.find((step) => step.rule === 'INCOME_SOURCE' && step.personId === 'dependents.2')).toMatchObject({
      value: 300_000,
      counted: 0,
    });
    // 3,800 SAR: the exemption capped at 1,500, 2,300 counted, 200 SAR left of the standard.
    expect(await estimate(family([salary(380_000)]))).toMatchObject({ outcome: 'ELIGIBLE', countedIncome: 230_000, entitlement: 20_000 });
    // 4,000 SAR: 2,500 counted, the standard reached.
    const above = await estimate(family([salary(400_000)]));
    expect(above).toMatchObject({
      outcome: 'INELIGIBLE',
      reasons: [{ code: 'INCOME_ABOVE_STANDARD', message: "The household's counted income reaches the standard" }],
      standard: 250_000,
      countedIncome: 250_000,
      entitlement: 0,
      paid: false,
    });
    expect(above.members.every((member) => member.share === 0)).toBe(true);
  });

  it('holds the assets against the limit, the dwelling of an owned house left out', async () => {
    const land = { type: 'LAND', estimatedValue: 60_000_000 };
    const landed = await estimate({ houseOwnership: 'RENTED', head: { age: 40, assets: [land] } });
    expect(landed).toMatchObject({ outcome: 'INELIGIBLE', assets: 60_000_000, reasons: [{ code: 'ASSETS_ABOVE_LIMIT' }] });
    const home = { type: 'REAL_ESTATE', estimatedValue: 80_000_000 };
    const owned = await estimate({ houseOwnership: 'OWNED', head: { age: 40, assets: [home] } });
    expect(owned).toMatchObject({ outcome: 'ELIGIBLE', assets: 0, entitlement: 110_000 });
    expect(owned.trace.find((step) => step.rule === 'ASSET_DWELLING_EXCLUDED')).toMatchObject({ value: 80_000_000, counted: 0 });
    expect(await estimate({ houseOwnership: 'RENTED', head: { age: 40, assets: [home] } })).toMatchObject({
      outcome: 'INELIGIBLE',
      assets: 80_000_000,
    });
  });

  it('keeps an entitlement under the minimum eligible and unpaid, and words the reasons in Arabic when asked', async () => {
    const answer = await estimate(
      { houseOwnership: 'OWNED', head: { age: 70, incomes: [{ source: 'PENSION', monthlyAmount: 105_000 }] } },
      { 'accept-language': 'ar' },
    );
    expect(answer).toMatchObject({
      outcome: 'ELIGIBLE',
      entitlement: 5_000,
      paid: false,
      reasons: [{ code: 'BELOW_MINIMUM', message: 'المبلغ المستحق أقل من الحد الأدنى للصرف' }],
    });
    expect(answer.members[0]?.share).toBe(0);
  });

  it('refuses malformed input with every field error, in English and in Arabic', async () => {
    const malformed = {
      houseOwnership: 'RENTED',
      head: { incomes: [{ source: 'SALARY', monthlyAmount: -5 }] },
      dependents: [{ age: 3, birthDate: '2020-01-01' }, { age: 200 }, { birthDate: '2020-02-30' }],
      pets: 2,
    };
    const english = failure(await visitor().post(path, malformed), 400);
    expect(english.code).toBe('VALIDATION_FAILED');
    expect(fieldCodes(english)).toEqual(
      expect.arrayContaining([
        { field: 'body.pets', code: 'unrecognized_keys' },
        { field: 'body.head.incomes.0.monthlyAmount', code: 'too_small_number' },
        { field: 'body.dependents.0.age', code: 'age_or_birth_date' },
        { field: 'body.dependents.1.age', code: 'too_big_number' },
        { field: 'body.dependents.2.birthDate', code: 'date_format' },
      ]),
    );
    expect(english.fieldErrors?.find((error) => error.field === 'body.dependents.0.age')?.message).toBe(
      'Give the birth date or the age, not both.',
    );
    const arabic = failure(await visitor().post(path, malformed, { 'accept-language': 'ar' }), 400);
    expect(arabic.fieldErrors?.find((error) => error.field === 'body.dependents.0.age')?.message).toBe(
      'أدخل تاريخ الميلاد أو العمر، وليس كليهما.',
    );
    expect(arabic.fieldErrors?.find((error) => error.field === 'body.dependents.1.age')?.message).toBe('أدخل قيمة لا تزيد عن 120.');

    // Neither an age nor a birth date; too many people; a fraction of a halala.
    const thirtyOne = Array.from({ length: 30 }, () => ({ age: 1 }));
    expect(fieldCodes(failure(await visitor().post(path, { houseOwnership: 'RENTED', head: {}, dependents: thirtyOne }), 400))).toEqual(
      expect.arrayContaining([
        { field: 'body.head.birthDate', code: 'required' },
        { field: 'body.dependents', code: 'too_big_array' },
      ]),
    );
    const fraction = failure(await visitor().post(path, { houseOwnership: 'RENTED', head: { age: 30, incomes: [salary(10.5)] } }), 400);
    expect(fieldCodes(fraction)).toEqual([{ field: 'body.head.incomes.0.monthlyAmount', code: 'invalid_type' }]);
    expect(fieldCodes(failure(await visitor().post(path, {}), 400))).toEqual([
      { field: 'body.houseOwnership', code: 'required' },
      { field: 'body.head', code: 'required' },
    ]);
  });

  it('refuses codes its lookups do not list, each with its field, in the caller’s language', async () => {
    const body = {
      houseOwnership: 'CASTLE',
      head: { age: 40, incomes: [{ source: 'LOTTERY', monthlyAmount: 100 }] },
      dependents: [{ age: 8, assets: [{ type: 'YACHT', estimatedValue: 1 }] }],
    };
    const refused = failure(await visitor().post(path, body, { 'accept-language': 'ar' }), 400);
    expect(fieldCodes(refused)).toEqual([
      { field: 'body.houseOwnership', code: 'invalid_value' },
      { field: 'body.head.incomes.0.source', code: 'invalid_value' },
      { field: 'body.dependents.0.assets.0.type', code: 'invalid_value' },
    ]);
    expect(refused.fieldErrors?.[0]?.message).toBe('اختر إحدى القيم المسموح بها.');
  });

  it('needs no session and stores nothing', async () => {
    const counts = async () => ({
      audit: (await t.database.db.select({ n: count() }).from(auditEvent))[0]?.n,
      flv: (await t.database.db.select({ n: count() }).from(flvRequest))[0]?.n,
    });
    const before = await counts();
    const browser = visitor();
    expect(browser.sessionToken).toBeUndefined();
    ok(await browser.post(path, family()), e.supportEstimate.response);
    expect(await counts()).toEqual(before);
  });

  it('is rate limited per address, an address’s refusal leaving the others’ counts alone', async () => {
    const browser = visitor();
    for (let attempt = 0; attempt < supportEstimateLimit.max; attempt += 1) {
      expect((await browser.post(path, family())).statusCode).toBe(200);
    }
    const refused = failure(await browser.post(path, family()), 429);
    expect(refused.code).toBe('RATE_LIMITED');
    expect((await visitor().post(path, family())).statusCode).toBe(200);
  });
});
