import { describe, expect, it } from 'vitest';
import { contract, maskNin } from '@sanad/contract';
import { cycleReadsTestApp, failure, fieldCodes, months, ok } from './cycle-reads.test-kit.ts';

const e = contract.eligibility;
const historyPath = '/api/eligibility/load/dependent-eligibility-history';
const reasonsPath = '/api/eligibility/load/dependent-ineligibility-reason-history';
const statusPath = '/api/eligibility/getDependentsEligibilityStatus/';

describe("a person's own months (/api/eligibility/load/dependent-*, getDependentsEligibilityStatus/)", () => {
  const { mine, other, seeded } = cycleReadsTestApp();

  describe('dependent-eligibility-history', () => {
    it('shows a dependent their own months: their category, counted or why not, their share; never an OPEN month', async () => {
      const { adult, user, house, application } = mine();
      const listed = ok(
        await adult.browser.post(historyPath, { dependent_NIN: adult.account.nin }),
        e.dependentEligibilityHistory.response,
      );
      expect(listed.map(({ period, counted, houseOutcome }) => ({ period, counted, houseOutcome }))).toEqual([
        { period: months.published, counted: false, houseOutcome: 'ELIGIBLE' },
        { period: months.ineligible, counted: true, houseOutcome: 'INELIGIBLE' },
        { period: months.paid, counted: true, houseOutcome: 'ELIGIBLE' },
      ]);
      expect(listed[0]).toMatchObject({
        applicationId: application.id,
        applicationNumber: application.number,
        applicant: { nameEn: user.nameEn },
        house: { id: house.id },
        category: 'ADULT',
        share: 0,
        standardShare: 0,
        leftOutReason: { code: 'RELATION_NOT_CONFIRMED' },
      });
      // 600 of the 2,700 SAR standard, scaled to the 2,300 SAR paid: 511.11 SAR, rounded down to the halala.
      expect(listed[2]).toMatchObject({ standardShare: 60_000, share: 51_111, leftOutReason: null, houseReasons: [] });
      expect(listed[1]?.houseReasons).toEqual([
        { code: 'INCOME_ABOVE_STANDARD', message: "The household's counted income reaches the standard" },
      ]);
      // The household's figures are not in a person's view.
      expect(listed[2]).not.toHaveProperty('countedIncome');
      expect(listed[2]).not.toHaveProperty('net');
    });

    it("lets the head of household read any person of the household, and no one else's", async () => {
      const { browser, adult, son, user } = mine();
      const ofAdult = ok(await browser.post(historyPath, { dependent_NIN: adult.account.nin }), e.dependentEligibilityHistory.response);
      expect(ofAdult.map((record) => record.share)).toEqual([0, 0, 51_111]);
      const ofSon = ok(await browser.post(historyPath, { dependent_NIN: son.nin }), e.dependentEligibilityHistory.response);
      expect(ofSon.map((record) => record.category)).toEqual(['MINOR', 'MINOR', 'MINOR']);
      const ofHead = ok(
        await browser.post(historyPath, { dependent_NIN: user.nin, cycle_ID: months.paid }),
        e.dependentEligibilityHistory.response,
      );
      expect(ofHead).toEqual([expect.objectContaining({ category: 'HEAD', counted: true })]);
      const them = other();
      for (const nin of [them.wife.nin, them.adult.account.nin, them.user.nin]) {
        expect(failure(await browser.post(historyPath, { dependent_NIN: nin }), 404).code).toBe('NOT_FOUND');
      }
    });

    it("never shows a dependent anyone else's months: not the head's, not a sibling's, not another household's", async () => {
      const { adult, user, wife, application, house } = mine();
      const them = other();
      for (const body of [
        { dependent_NIN: user.nin },
        { dependent_NIN: wife.nin },
        { dependent_NIN: them.adult.account.nin },
        { dependent_NIN: adult.account.nin, application_ID: them.application.id },
        { dependent_NIN: adult.account.nin, house_ID: them.house.id },
      ]) {
        expect(failure(await adult.browser.post(historyPath, body), 404).code, JSON.stringify(body)).toBe('NOT_FOUND');
      }
      const narrowed = ok(
        await adult.browser.post(historyPath, {
          dependent_NIN: adult.account.nin,
          application_ID: application.id,
          house_ID: house.id,
          cycle_ID: months.paid,
        }),
        e.dependentEligibilityHistory.response,
      );
      expect(narrowed.map((record) => record.resultId)).toEqual([seeded().paid.result.id]);
    });

    it('requires the NIN, as 10 digits', async () => {
      const { adult } = mine();
      expect(fieldCodes(failure(await adult.browser.post(historyPath, {}), 400))).toEqual([
        { field: 'body.dependent_NIN', code: 'required' },
      ]);
      const arabic = failure(await adult.browser.post(historyPath, { dependent_NIN: '١٢٣' }, { 'accept-language': 'ar' }), 400);
      expect(arabic.fieldErrors).toEqual([
        expect.objectContaining({ field: 'body.dependent_NIN', message: 'يجب أن يتكون رقم الهوية من 10 أرقام.' }),
      ]);
    });
  });

  describe('dependent-ineligibility-reason-history', () => {
    it('lists the months the person was left out (their reason) or their house was ineligible (its reasons)', async () => {
      const { adult, son, browser } = mine();
      const listed = ok(
        await adult.browser.post(reasonsPath, { dependent_NIN: adult.account.nin }),
        e.dependentIneligibilityReasonHistory.response,
      );
      expect(listed.map(({ period, scope, reasons }) => ({ period, scope, codes: reasons.map((reason) => reason.code) }))).toEqual([
        { period: months.published, scope: 'MEMBER', codes: ['RELATION_NOT_CONFIRMED'] },
        { period: months.ineligible, scope: 'HOUSE', codes: ['INCOME_ABOVE_STANDARD'] },
      ]);
      // The son's only left-out month is the OPEN one.
      const ofSon = ok(await browser.post(reasonsPath, { dependent_NIN: son.nin }), e.dependentIneligibilityReasonHistory.response);
      expect(ofSon.map((record) => record.scope)).toEqual(['HOUSE']);
      expect(failure(await adult.browser.post(reasonsPath, { dependent_NIN: son.nin }), 404).code).toBe('NOT_FOUND');
    });
  });

  describe('getDependentsEligibilityStatus/', () => {
    const request = (values: Record<string, unknown>) => ({ userNin: null, programId: '3001', eligibiltyCycle: null, ...values });

    it('gives the head of household each dependent of the house in the latest published month', async () => {
      const { browser, application, house, user, wife, son, adult } = mine();
      const listed = ok(
        await browser.post(statusPath, request({ applicationId: application.id, houseId: house.id, userNin: user.nin })),
        e.dependentsEligibilityStatus.response,
      );
      expect(
        listed
          .map(({ period, personId, status, counted }) => ({ period, personId, status, counted }))
          .sort((a, b) => a.personId.localeCompare(b.personId)),
      ).toEqual(
        [
          { period: months.published, personId: wife.personId, status: 'ELIGIBLE', counted: true },
          { period: months.published, personId: son.personId, status: 'ELIGIBLE', counted: true },
          { period: months.published, personId: adult.account.personId, status: 'INELIGIBLE', counted: false },
        ].sort((a, b) => a.personId.localeCompare(b.personId)),
      );
      const leftOut = listed.find((row) => row.personId === adult.account.personId);
      expect(leftOut).toMatchObject({
        dependentId: adult.dependentId,
        nin: maskNin(adult.account.nin),
        relationship: 'SON',
        reasons: [{ code: 'RELATION_NOT_CONFIRMED', message: 'The relation is not confirmed' }],
      });
    });

    it('answers a named month (the house reasons when it was ineligible), one dependent by NIN, and nothing for an OPEN month', async () => {
      const { browser, application, house, son } = mine();
      const ineligible = ok(
        await browser.post(statusPath, request({ applicationId: application.id, houseId: house.id, eligibiltyCycle: months.ineligible })),
        e.dependentsEligibilityStatus.response,
      );
      expect(ineligible).toHaveLength(3);
      expect(ineligible.every((row) => row.status === 'INELIGIBLE' && row.reasons[0]?.code === 'INCOME_ABOVE_STANDARD')).toBe(true);
      const onlySon = ok(
        await browser.post(statusPath, request({ applicationId: application.id, houseId: house.id, userNin: son.nin })),
        e.dependentsEligibilityStatus.response,
      );
      expect(onlySon.map((row) => row.personId)).toEqual([son.personId]);
      const open = ok(
        await browser.post(statusPath, request({ applicationId: application.id, houseId: house.id, eligibiltyCycle: months.open })),
        e.dependentsEligibilityStatus.response,
      );
      expect(open).toEqual([]);
    });

    it('gives a dependent only their own row', async () => {
      const { adult, application, house } = mine();
      const listed = ok(
        await adult.browser.post(statusPath, request({ applicationId: application.id, houseId: house.id, eligibiltyCycle: months.paid })),
        e.dependentsEligibilityStatus.response,
      );
      expect(listed).toEqual([expect.objectContaining({ personId: adult.account.personId, status: 'ELIGIBLE', share: 51_111 })]);
    });

    it("refuses another household's application, house or NIN, and a malformed request", async () => {
      const { browser, adult, application, house, wife } = mine();
      const them = other();
      for (const body of [
        request({ applicationId: them.application.id, houseId: them.house.id }),
        request({ applicationId: application.id, houseId: them.house.id }),
        request({ applicationId: application.id, houseId: house.id, userNin: them.wife.nin }),
      ]) {
        expect(failure(await browser.post(statusPath, body), 404).code).toBe('NOT_FOUND');
      }
      expect(
        failure(await adult.browser.post(statusPath, request({ applicationId: them.application.id, houseId: them.house.id })), 404).code,
      ).toBe('NOT_FOUND');
      expect(
        failure(await adult.browser.post(statusPath, request({ applicationId: application.id, houseId: house.id, userNin: wife.nin })), 404)
          .code,
      ).toBe('NOT_FOUND');
      const malformed = failure(
        await browser.post(statusPath, { houseId: house.id, eligibiltyCycle: '31-01', eligibilityCycle: '2031-01' }),
        400,
      );
      expect(fieldCodes(malformed)).toEqual(
        expect.arrayContaining([
          { field: 'body.applicationId', code: 'required' },
          { field: 'body.eligibiltyCycle', code: 'invalid_format' },
          { field: 'body.eligibilityCycle', code: 'unrecognized_keys' },
        ]),
      );
    });
  });
});
