import { describe, expect, it } from 'vitest';
import { contract } from '@sanad/contract';
import { createApplication } from '../../test/factories/application.factory.ts';
import { createPerson } from '../../test/factories/household.factory.ts';
import { cycleReadsTestApp, failure, fieldCodes, months, ok, unknownId } from './cycle-reads.test-kit.ts';

const e = contract.eligibility;
const historyPath = '/api/eligibility/load/eligibility-history';
const reasonsPath = '/api/eligibility/load/ineligibility-reason-history';
const lastPath = (a: string, b: string, cycle?: string) =>
  `/api/eligibility/load/last-eligibility/${a}/${b}${cycle ? `?cycle_ID=${cycle}` : ''}`;

describe("the head of household's eligibility (/api/eligibility/load/...)", () => {
  const { db, mine, other, seeded } = cycleReadsTestApp();

  describe('eligibility-history', () => {
    it('lists the published months per house, newest first: never an OPEN month, never another household', async () => {
      const { browser, application, house } = mine();
      const listed = ok(await browser.post(historyPath, {}), e.eligibilityHistory.response);
      expect(listed.map((record) => record.period)).toEqual([months.published, months.ineligible, months.paid]);
      expect(listed.every((record) => record.applicationId === application.id && record.house.id === house.id)).toBe(true);
      expect(listed[2]).toMatchObject({
        resultId: seeded().paid.result.id,
        programId: 3001,
        cycleStatus: 'PAID',
        paymentDate: `${months.paid}-10`,
        applicationNumber: application.number,
        house: { id: house.id, regionCode: '01', cityCode: '0101' },
        outcome: 'ELIGIBLE',
        reasons: [],
        standard: 270_000,
        countedIncome: 30_000,
        assets: 0,
        entitlement: 240_000,
        deductions: 10_000,
        net: 230_000,
        memberCount: 4,
        parametersDay: `${months.paid}-01`,
      });
      expect(listed[1]).toMatchObject({
        outcome: 'INELIGIBLE',
        entitlement: 0,
        net: 0,
        reasons: [{ code: 'INCOME_ABOVE_STANDARD', message: "The household's counted income reaches the standard" }],
      });
      expect(listed[0]).toMatchObject({ cycleStatus: 'PUBLISHED', memberCount: 3, standard: 210_000, net: 210_000 });
    });

    it('words the reasons in the caller language', async () => {
      const listed = ok(
        await mine().browser.post(historyPath, { cycle_ID: months.ineligible }, { 'accept-language': 'ar' }),
        e.eligibilityHistory.response,
      );
      expect(listed[0]?.reasons).toEqual([{ code: 'INCOME_ABOVE_STANDARD', message: 'دخل الأسرة المحتسب يبلغ حد الكفاية أو يتجاوزه' }]);
    });

    it('narrows by the fields of the spec request, each optional', async () => {
      const { browser, application, house, adult, son } = mine();
      const periods = async (body: object) => ok(await browser.post(historyPath, body), e.eligibilityHistory.response).map((r) => r.period);
      expect(await periods({ cycle_ID: months.paid })).toEqual([months.paid]);
      expect(await periods({ cycle_ID: months.open })).toEqual([]);
      expect(await periods({ application_ID: application.id, house_ID: house.id, program_ID: '3001' })).toHaveLength(3);
      expect(await periods({ program_ID: '3003' })).toEqual([]);
      // Nulls are the same as absent fields (the portal sends the whole shape).
      expect(await periods({ application_ID: null, program_ID: null, house_ID: null, cycle_ID: null, dependent_NIN: null })).toHaveLength(
        3,
      );
      // A person of the household: the months that evaluated them (the adult son is in all three, counted or not).
      expect(await periods({ dependent_NIN: adult.account.nin })).toHaveLength(3);
      expect(await periods({ dependent_NIN: son.nin, cycle_ID: months.published })).toEqual([months.published]);
    });

    it("answers another household's application, house or person with 404", async () => {
      const { browser } = mine();
      const them = other();
      for (const body of [
        { application_ID: them.application.id },
        { house_ID: them.house.id },
        { dependent_NIN: them.wife.nin },
        { dependent_NIN: them.user.nin },
        { application_ID: unknownId },
        { house_ID: 'not-a-uuid' },
      ]) {
        expect(failure(await browser.post(historyPath, body), 404).code, JSON.stringify(body)).toBe('NOT_FOUND');
      }
      // Someone who is nobody's dependent, and a person of no household at all.
      const stranger = await createPerson(db());
      expect(failure(await browser.post(historyPath, { dependent_NIN: stranger.nin }), 404).code).toBe('NOT_FOUND');
    });

    it('refuses a malformed body with every field error, in the caller language', async () => {
      const { browser } = mine();
      const body = { cycle_ID: '2031-13', dependent_NIN: '12345', application_ID: 42, program_ID: 'SSP', extra: true };
      const english = failure(await browser.post(historyPath, body), 400);
      expect(english.code).toBe('VALIDATION_FAILED');
      expect(fieldCodes(english)).toEqual(
        expect.arrayContaining([
          { field: 'body.cycle_ID', code: 'invalid_format' },
          { field: 'body.dependent_NIN', code: 'nin_format' },
          { field: 'body.application_ID', code: 'invalid_type' },
          { field: 'body.program_ID', code: 'invalid_format' },
          { field: 'body.extra', code: 'unrecognized_keys' },
        ]),
      );
      const arabic = failure(await browser.post(historyPath, body, { 'accept-language': 'ar' }), 400);
      expect(arabic.message).toBe('بعض البيانات المدخلة غير صحيحة. راجع الحقول المشار إليها.');
      expect(arabic.fieldErrors?.find((error) => error.field === 'body.dependent_NIN')?.message).toBe(
        'يجب أن يتكون رقم الهوية من 10 أرقام.',
      );
    });

    it('is for heads of household: a dependent is refused', async () => {
      expect(failure(await mine().adult.browser.post(historyPath, {}), 403).code).toBe('FORBIDDEN');
    });
  });

  describe('ineligibility-reason-history', () => {
    it('lists each ineligible house and each person left out, newest first, never from an OPEN month', async () => {
      const { browser, adult } = mine();
      const listed = ok(await browser.post(reasonsPath, {}), e.ineligibilityReasonHistory.response);
      expect(listed.map(({ period, scope }) => ({ period, scope }))).toEqual([
        { period: months.published, scope: 'MEMBER' },
        { period: months.ineligible, scope: 'HOUSE' },
      ]);
      expect(listed[0]).toMatchObject({
        person: { personId: adult.account.personId, dependentId: adult.dependentId, relationship: 'SON', category: 'ADULT' },
        reasons: [{ code: 'RELATION_NOT_CONFIRMED', message: 'The relation is not confirmed' }],
      });
      expect(listed[1]).toMatchObject({ person: null, reasons: [{ code: 'INCOME_ABOVE_STANDARD' }] });
    });

    it("narrows to one person's ineligibilities, and refuses another household's", async () => {
      const { browser, son, adult } = mine();
      const ofAdult = ok(await browser.post(reasonsPath, { dependent_NIN: adult.account.nin }), e.ineligibilityReasonHistory.response);
      expect(ofAdult.map((record) => record.scope)).toEqual(['MEMBER', 'HOUSE']);
      // The son was left out only in the OPEN month: nothing to show but the house's ineligible month.
      const ofSon = ok(await browser.post(reasonsPath, { dependent_NIN: son.nin }), e.ineligibilityReasonHistory.response);
      expect(ofSon.map((record) => record.scope)).toEqual(['HOUSE']);
      expect(failure(await browser.post(reasonsPath, { application_ID: other().application.id }), 404).code).toBe('NOT_FOUND');
      expect(failure(await browser.post(reasonsPath, { cycle_ID: 'May' }), 400).code).toBe('VALIDATION_FAILED');
    });
  });

  describe('last-eligibility/{a}/{b} ({a} application, {b} house)', () => {
    it('explains the latest published month: every member, the rules evaluated and what changed since the month before', async () => {
      const { browser, application, house, user, adult, wife, son } = mine();
      const detail = ok(await browser.get(lastPath(application.id, house.id)), e.lastEligibility.response);
      if (!detail) throw new Error('expected a detail');
      expect(detail).toMatchObject({ period: months.published, outcome: 'ELIGIBLE', net: 210_000 });
      // The head first, then the adults, then the minors.
      expect(detail.members.map((member) => member.category)).toEqual(['HEAD', 'ADULT', 'ADULT', 'MINOR']);
      expect(detail.members[0]?.personId).toBe(user.personId);
      expect(new Set(detail.members.slice(1, 3).map((member) => member.personId))).toEqual(
        new Set([wife.personId, adult.account.personId]),
      );
      expect(detail.members[3]?.personId).toBe(son.personId);
      const head = detail.members[0];
      expect(head).toMatchObject({ dependentId: null, relationship: null, standardShare: 110_000 });
      const leftOut = detail.members.find((member) => member.personId === adult.account.personId);
      expect(leftOut).toMatchObject({
        counted: false,
        share: 0,
        relationship: 'SON',
        leftOutReason: { code: 'RELATION_NOT_CONFIRMED', message: 'The relation is not confirmed' },
      });
      expect(detail.members.reduce((sum, member) => sum + member.share, 0)).toBe(210_000);
      expect(detail.trace.map((step) => step.rule)).toEqual(['STANDARD_TOTAL', 'INCOME_TOTAL', 'ASSETS_TOTAL', 'ENTITLEMENT']);
      expect(detail.changes).toEqual({
        previousPeriod: months.ineligible,
        previousOutcome: 'INELIGIBLE',
        amounts: [
          { item: 'STANDARD', from: 270_000, to: 210_000 },
          { item: 'COUNTED_INCOME', from: 300_000, to: 0 },
          { item: 'ENTITLEMENT', from: 0, to: 210_000 },
          { item: 'NET', from: 0, to: 210_000 },
        ],
        members: expect.arrayContaining([
          expect.objectContaining({ personId: user.personId, change: 'INCOME', from: 300_000, to: 0 }),
          expect.objectContaining({ personId: adult.account.personId, change: 'NOW_LEFT_OUT' }),
        ]),
        parametersChanged: false,
      });
      expect(detail.changes?.members).toHaveLength(2);
    });

    it('explains a past month with ?cycle_ID, and never an OPEN one', async () => {
      const { browser, application, house } = mine();
      const first = ok(await browser.get(lastPath(application.id, house.id, months.paid)), e.lastEligibility.response);
      expect(first).toMatchObject({ period: months.paid, deductions: 10_000, changes: null });
      expect(first?.members).toHaveLength(4);
      expect(ok(await browser.get(lastPath(application.id, house.id, months.open)), e.lastEligibility.response)).toBeNull();
      expect(failure(await browser.get(lastPath(application.id, house.id, '2031-4')), 400).code).toBe('VALIDATION_FAILED');
    });

    it('is null for a house with nothing published yet', async () => {
      const { browser, user, house } = mine();
      const fresh = await createApplication(db(), { applicantAccountId: user.accountId, status: 'CANCELED', houseIds: [house.id] });
      expect(ok(await browser.get(lastPath(fresh.id, house.id)), e.lastEligibility.response)).toBeNull();
    });

    it("answers another household's application or house, an unknown or a malformed id with 404", async () => {
      const { browser, application, house } = mine();
      const them = other();
      for (const [a, b] of [
        [them.application.id, them.house.id],
        [application.id, them.house.id],
        [them.application.id, house.id],
        [unknownId, house.id],
        ['abc', house.id],
      ] as const) {
        expect(failure(await browser.get(lastPath(a, b)), 404).code, `${a}/${b}`).toBe('NOT_FOUND');
      }
    });
  });
});
