import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, ramadanEligibilitySchema, ramadanPaymentSchema, ramadanRewardMemberSchema } from '@sanad/contract';
import { createManualClock } from '../../platform/clock/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createApplication } from '../../test/factories/application.factory.ts';
import { createDependent } from '../../test/factories/household.factory.ts';
import { createRamadanReward } from '../../test/factories/ramadan.factory.ts';
import { createTestAccount, TestBrowser } from '../../test/factories/session.factory.ts';

type Answer = { statusCode: number; body: string; json: () => unknown };

function ok<T>(response: Answer, schema: { parse: (value: unknown) => T }): T {
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('Ramadan reward (/api/ramadan-program, has-ramadan-rewards)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 5 Shawwal 1447: the coming Ramadan is 1448's.
    t = await buildTestApp({ adapters: { clock: createManualClock(new Date('2026-03-24T08:00:00Z')) } });
  });
  afterAll(() => t.close());

  async function signedIn(options: Parameters<typeof createTestAccount>[1] = {}) {
    const user = await createTestAccount(t.database.db, options);
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    return { user, browser };
  }

  /** An applicant with an ELIGIBLE SSP application and a wife and a son, rewarded for 1446 (failed) and 1447 (paid). */
  async function rewardedHousehold() {
    const db = t.database.db;
    const signed = await signedIn({ nameEn: 'Head Person' });
    const app = await createApplication(db, { applicantAccountId: signed.user.accountId, status: 'ELIGIBLE' });
    const wife = await createDependent(db, { applicantAccountId: signed.user.accountId, gender: 'F', relationship: 'WIFE' });
    const son = await createDependent(db, { applicantAccountId: signed.user.accountId, relationship: 'SON' });
    const older = await createRamadanReward(db, {
      applicationId: app.id,
      hijriYear: 1446,
      status: 'FAILED',
      members: [{ personId: signed.user.personId, amount: 100_000 }],
    });
    const newer = await createRamadanReward(db, {
      applicationId: app.id,
      hijriYear: 1447,
      members: [
        { personId: son.personId, dependentId: son.id, amount: 50_000 },
        { personId: signed.user.personId, amount: 100_000 },
        { personId: wife.personId, dependentId: wife.id, amount: 50_000 },
      ],
    });
    return { ...signed, applicationId: app.id, older, newer };
  }

  describe('GET /api/ramadan-program/isEligible', () => {
    it('without an SSP application: not eligible, apply first; the year is the coming Ramadan', async () => {
      const { browser } = await signedIn();
      const answer = ok(await browser.get('/api/ramadan-program/isEligible'), ramadanEligibilitySchema);
      expect(answer).toMatchObject({ eligible: false, reason: 'NO_SSP_APPLICATION', hijriYear: 1448, applicationId: null });
    });

    it('an ELIGIBLE SSP application makes the household eligible, in the language asked', async () => {
      const { user, browser } = await signedIn();
      const app = await createApplication(t.database.db, { applicantAccountId: user.accountId, status: 'ELIGIBLE' });
      const answer = ok(await browser.get('/api/ramadan-program/isEligible', { 'accept-language': 'ar' }), ramadanEligibilitySchema);
      expect(answer).toEqual({
        eligible: true,
        reason: 'SSP_ELIGIBLE',
        message: 'أسرتك مستحقة لمكافأة رمضان لعام 1448 هـ.',
        hijriYear: 1448,
        applicationId: app.id,
      });
    });

    it('an application in another state is not eligible and names the state; the open one wins over a closed one', async () => {
      const { user, browser } = await signedIn();
      await createApplication(t.database.db, {
        applicantAccountId: user.accountId,
        status: 'WITHDRAWN',
        createdAt: new Date('2026-03-01'),
      });
      const open = await createApplication(t.database.db, {
        applicantAccountId: user.accountId,
        status: 'UNDER_STUDY',
        createdAt: new Date('2026-01-01'),
      });
      const answer = ok(await browser.get('/api/ramadan-program/isEligible'), ramadanEligibilitySchema);
      expect(answer).toMatchObject({ eligible: false, reason: 'SSP_NOT_ELIGIBLE', applicationId: open.id });
      expect(answer.message).toContain('under study');
    });
  });

  describe('GET /api/ramadan-program/payments and has-ramadan-rewards', () => {
    it("lists the caller's rewards newest first with their members; has-ramadan-rewards turns true", async () => {
      const { browser, user } = await signedIn();
      expect(ok(await browser.get('/api/application/has-ramadan-rewards'), z.boolean())).toBe(false);
      expect(ok(await browser.get('/api/ramadan-program/payments'), z.array(ramadanPaymentSchema))).toEqual([]);

      const household = await rewardedHousehold();
      expect(ok(await household.browser.get('/api/application/has-ramadan-rewards'), z.boolean())).toBe(true);
      const payments = ok(await household.browser.get('/api/ramadan-program/payments'), z.array(ramadanPaymentSchema));
      expect(payments).toEqual([
        {
          id: household.newer,
          hijriYear: 1447,
          amount: 200_000,
          status: 'PAID',
          paidAt: '2026-02-10T09:00:00.000Z',
          ibanLast4: '4321',
          membersCount: 3,
        },
        { id: household.older, hijriYear: 1446, amount: 100_000, status: 'FAILED', paidAt: null, ibanLast4: '4321', membersCount: 1 },
      ]);
      // Someone else's rewards are not the caller's.
      expect(ok(await browser.get('/api/ramadan-program/payments'), z.array(ramadanPaymentSchema))).toEqual([]);
      expect(user.accountId).not.toBe(household.user.accountId);
    });
  });

  describe('GET /api/ramadan-program/dependents/{id}', () => {
    it('lists the members one reward counted, the head first with no relationship', async () => {
      const household = await rewardedHousehold();
      const members = ok(
        await household.browser.get(`/api/ramadan-program/dependents/${household.newer}`),
        z.array(ramadanRewardMemberSchema),
      );
      expect(members[0]).toMatchObject({ relationship: null, amount: 100_000 });
      expect(members[0]?.nameEn).toBe('Head Person');
      expect(
        members
          .slice(1)
          .map((member) => [member.relationship, member.amount])
          .sort(),
      ).toEqual([
        ['SON', 50_000],
        ['WIFE', 50_000],
      ]);
      for (const member of members) expect(member.nameAr).toMatch(/[\u0600-\u06FF]/);
    });

    it("is a 404 for another applicant's reward, an unknown id and a malformed one", async () => {
      const household = await rewardedHousehold();
      const { browser } = await signedIn();
      for (const id of [household.newer, unknownId, 'not-a-uuid']) {
        const response = await browser.get(`/api/ramadan-program/dependents/${id}`);
        expect(response.statusCode, response.body).toBe(404);
        expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
      }
    });
  });

  it('is for applicants and white-listed applicants only', async () => {
    const whiteListed = await signedIn({ role: 'WHITE_LISTED_APPLICANT' });
    expect((await whiteListed.browser.get('/api/ramadan-program/payments')).statusCode).toBe(200);
    expect((await whiteListed.browser.get('/api/application/has-ramadan-rewards')).statusCode).toBe(200);
    const dependentUser = await signedIn({ role: 'DEPENDENT' });
    for (const url of ['/api/ramadan-program/isEligible', '/api/ramadan-program/payments', '/api/application/has-ramadan-rewards']) {
      expect((await dependentUser.browser.get(url)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ramadan-program/isEligible' })).statusCode).toBe(401);
  });
});
