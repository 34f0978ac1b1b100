import { describe, expect, it } from 'vitest';
import { contract, todayInRiyadh } from '@sanad/contract';
import { createApplication, createReadyApplicant } from '../../test/factories/application.factory.ts';
import { TestBrowser } from '../../test/factories/session.factory.ts';
import { createFlvRequest } from '../../test/factories/cycle.factory.ts';
import { cycleReadsTestApp, failure, fieldCodes, ok, unknownId } from './cycle-reads.test-kit.ts';

const e = contract.eligibility;
const resultPath = '/api/eligibility/load/flv-result';
const requestPath = '/api/eligibility/request/flv-eligibility';
const historyPath = (id: string) => `/api/eligibility/flv-eligibility-history/${id}`;
const detailsPath = (id: string) => `/api/eligibility/flv-eligibility-history-details/${id}`;

describe('FLV pre-checks (/api/eligibility/load/flv-result, request/flv-eligibility, flv-eligibility-history*)', () => {
  const { app, db, mine, other, seeded } = cycleReadsTestApp();

  it('reads back the latest pre-check with each house, its members named and the rules evaluated', async () => {
    const { browser, application, house, user } = mine();
    const latest = ok(await browser.post(resultPath, { application_ID: application.id }), e.flvResult.response);
    expect(latest).toMatchObject({
      id: seeded().flv.id,
      applicationId: application.id,
      applicationNumber: application.number,
      outcome: 'ELIGIBLE',
      entitlement: 90_000,
      housesCount: 1,
      requestedAt: '2025-03-20T08:00:00.000Z',
      houses: [
        {
          house: { id: house.id },
          outcome: 'ELIGIBLE',
          entitlement: 90_000,
          members: [{ personId: user.personId, nameEn: user.nameEn, category: 'HEAD', counted: true, share: 0 }],
        },
      ],
    });
    expect(latest?.houses[0]?.trace.length).toBeGreaterThan(0);
  });

  it('lists the pre-checks of an application newest first and opens one; another household’s are 404', async () => {
    const { browser, application, house, user } = mine();
    const older = await createFlvRequest(db(), {
      applicantAccountId: user.accountId,
      applicationId: application.id,
      house: { houseId: house.id, headPersonId: user.personId },
      requestedAt: new Date('2025-01-05T08:00:00Z'),
    });
    const listed = ok(await browser.get(historyPath(application.id)), e.flvEligibilityHistory.response);
    expect(listed.map((row) => row.id).slice(-2)).toEqual([seeded().flv.id, older.id]);
    expect(ok(await browser.get(detailsPath(older.id)), e.flvEligibilityHistoryDetails.response).requestedAt).toBe(
      '2025-01-05T08:00:00.000Z',
    );
    const them = other();
    const theirs = await createFlvRequest(db(), {
      applicantAccountId: them.user.accountId,
      applicationId: them.application.id,
      house: { houseId: them.house.id, headPersonId: them.user.personId },
    });
    expect(failure(await browser.get(historyPath(them.application.id)), 404).code).toBe('NOT_FOUND');
    for (const id of [theirs.id, unknownId, 'nope']) expect(failure(await browser.get(detailsPath(id)), 404).code).toBe('NOT_FOUND');
    expect(failure(await browser.post(resultPath, { application_ID: them.application.id }), 404).code).toBe('NOT_FOUND');
    // No pre-check yet: an empty result.
    const fresh = await createApplication(db(), { applicantAccountId: user.accountId, status: 'CANCELED' });
    expect(ok(await browser.post(resultPath, { application_ID: fresh.id }), e.flvResult.response)).toBeNull();
    expect(ok(await browser.get(historyPath(fresh.id)), e.flvEligibilityHistory.response)).toEqual([]);
  });

  it("evaluates the application's houses on today's data with the one eligibility function, keeps it and pays nothing", async () => {
    const { browser, application, house, user, wife, son, adult } = mine();
    const before = ok(await browser.get(historyPath(application.id)), e.flvEligibilityHistory.response).length;
    const checked = ok(await browser.post(requestPath, { application_ID: application.id }), e.requestFlvEligibility.response);
    expect(checked).toMatchObject({ applicationId: application.id, housesCount: 1, parametersDay: todayInRiyadh() });
    // The adult son's own profile tabs were never filled: the household's profile is not complete.
    expect(checked).toMatchObject({ outcome: 'INELIGIBLE', entitlement: 0 });
    expect(checked.houses[0]?.reasons).toEqual([{ code: 'PROFILE_INCOMPLETE', message: 'The unified profile is incomplete' }]);
    const [evaluated] = checked.houses;
    expect(evaluated?.house.id).toBe(house.id);
    expect(new Set(evaluated?.members.map((member) => member.personId))).toEqual(
      new Set([user.personId, wife.personId, son.personId, adult.account.personId]),
    );
    expect(evaluated?.trace.length).toBeGreaterThan(3);
    expect(checked.entitlement).toBe(evaluated?.entitlement);
    // Kept: the history and the latest result show it; nothing was paid.
    const after = ok(await browser.get(historyPath(application.id)), e.flvEligibilityHistory.response);
    expect(after).toHaveLength(before + 1);
    expect(after[0]?.id).toBe(checked.id);
    expect(ok(await browser.post(resultPath, {}), e.flvResult.response)?.id).toBe(checked.id);
    expect(ok(await browser.get(detailsPath(checked.id)), e.flvEligibilityHistoryDetails.response)).toEqual(checked);
  });

  it('judges a draft as if it were submitted: would it be eligible?', async () => {
    const ready = await createReadyApplicant(db());
    const [wife, son] = ready.dependents;
    if (!wife || !son) throw new Error('two dependents');
    const draft = await createApplication(db(), {
      applicantAccountId: ready.user.accountId,
      status: 'DRAFT',
      houseIds: [ready.house.id],
      dependents: [wife, son].map((member) => ({ dependentId: member.id, houseId: ready.house.id })),
    });
    const browser = new TestBrowser(app());
    await browser.signIn(ready.user);
    const checked = ok(await browser.post(requestPath, { application_ID: draft.id }), e.requestFlvEligibility.response);
    // The default standard: 1,100 SAR for the head, 600 for his wife, 400 for his son of ten; no income declared.
    expect(checked).toMatchObject({ outcome: 'ELIGIBLE', entitlement: 210_000 });
    expect(checked.houses[0]).toMatchObject({ outcome: 'ELIGIBLE', reasons: [], standard: 210_000, countedIncome: 0, assets: 0 });
    expect(checked.houses[0]?.members.map((member) => [member.category, member.standardShare])).toEqual([
      ['HEAD', 110_000],
      ['ADULT', 60_000],
      ['MINOR', 40_000],
    ]);
  });

  it("refuses another household's application, a dependent, and a body without the application", async () => {
    const { browser, adult } = mine();
    expect(failure(await browser.post(requestPath, { application_ID: other().application.id }), 404).code).toBe('NOT_FOUND');
    expect(failure(await adult.browser.post(requestPath, { application_ID: mine().application.id }), 403).code).toBe('FORBIDDEN');
    expect(fieldCodes(failure(await browser.post(requestPath, {}), 400))).toEqual([{ field: 'body.application_ID', code: 'required' }]);
  });
});
