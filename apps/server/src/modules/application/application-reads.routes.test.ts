import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contract, mobileVerificationStatus } from '@sanad/contract';
import { account, bankAccount, supportCycle } from '../../db/schema/index.ts';
import { createApplication } from '../../test/factories/application.factory.ts';
import { buildIban } from '../../test/factories/profile.factory.ts';
import { applicationTestApp, base, failure, ok, testContext, unknownId } from './application-routes.test-kit.ts';

const e = contract.application;

/** The month (YYYY-MM) of a date, in Riyadh. */
const periodOf = (at: Date) => new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 7);

describe('application reads', () => {
  const { db, signedIn, readyApplicant, study, caseWorker } = applicationTestApp();

  describe('validate-application/{programId}', () => {
    it('lets a ready applicant apply', async () => {
      const { browser } = await readyApplicant();
      expect(ok(await browser.get(`${base}/validate-application/3001`), e.validateApplication.response)).toEqual({
        canApply: true,
        openApplicationId: null,
        reasons: [],
      });
    });

    it('lists every blocker of a new applicant with its message and fix, in the caller language', async () => {
      const { browser, user } = await signedIn();
      // PENDING is not a forced step (that is NOT_VERIFIED), so the request reaches the check.
      await db().update(account).set({ mobileVerificationStatus: mobileVerificationStatus.PENDING }).where(eq(account.id, user.accountId));
      const answer = ok(await browser.get(`${base}/validate-application/3001`), e.validateApplication.response);
      expect(answer.canApply).toBe(false);
      expect(answer.reasons.map(({ code, fixPath }) => ({ code, fixPath }))).toEqual([
        { code: 'MOBILE_NOT_VERIFIED', fixPath: '/change-mobile' },
        { code: 'PROFILE_INCOMPLETE', fixPath: '/unified-profile?tab=summary' },
        { code: 'IBAN_NOT_VERIFIED', fixPath: '/unified-profile?tab=personal' },
        { code: 'NO_HOUSE', fixPath: '/houses' },
      ]);
      expect(answer.reasons[1]?.message).toBe('Complete your unified profile first.');
      const arabic = ok(
        await browser.get(`${base}/validate-application/3001`, { 'accept-language': 'ar' }),
        e.validateApplication.response,
      );
      expect(arabic.reasons[1]?.message).toBe('يجب استكمال الملف الموحد أولاً.');
    });

    it('names the open application', async () => {
      const { browser, user } = await readyApplicant();
      const open = await createApplication(db(), { applicantAccountId: user.accountId });
      const answer = ok(await browser.get(`${base}/validate-application/3001`), e.validateApplication.response);
      expect(answer).toMatchObject({ canApply: false, openApplicationId: open.id });
      expect(answer.reasons).toEqual([expect.objectContaining({ code: 'OPEN_APPLICATION', values: { applicationNumber: open.number } })]);
    });

    it('says the Ramadan reward is not applied for, and knows no other program', async () => {
      const { browser } = await readyApplicant();
      const ramadan = ok(await browser.get(`${base}/validate-application/3003`), e.validateApplication.response);
      expect(ramadan.reasons.map((reason) => reason.code)).toEqual(['PROGRAM_NOT_APPLICABLE']);
      for (const id of ['9999', 'abc'])
        expect(failure(await browser.get(`${base}/validate-application/${id}`), 404).code).toBe('NOT_FOUND');
    });
  });

  describe('the caller applications', () => {
    it('lists them newest first, one by id, and never another applicant', async () => {
      const { browser, user, house } = await readyApplicant();
      const old = await createApplication(db(), {
        applicantAccountId: user.accountId,
        status: 'CANCELED',
        createdAt: new Date('2025-01-05T10:00:00Z'),
      });
      const current = await createApplication(db(), { applicantAccountId: user.accountId, houseIds: [house.id] });
      const listed = ok(await browser.get(`${base}/load/`), e.loadApplications.response);
      expect(listed.map((summary) => summary.id)).toEqual([current.id, old.id]);
      expect(listed[0]).toMatchObject({
        number: current.number,
        programNameEn: expect.any(String),
        housesCount: 1,
        hasPendingDocuments: false,
      });
      expect(ok(await browser.get(`${base}/load/${current.id}`), e.loadApplication.response)).toEqual(listed[0]);
      expect(ok(await browser.get(`${base}/loadForProgramApplication/`), e.loadForProgramApplication.response)?.id).toBe(current.id);

      const other = await readyApplicant();
      for (const path of [`load/${current.id}`, `load-ssp-application-details/${current.id}`, `load/${unknownId}`, 'load/nope']) {
        expect(failure(await other.browser.get(`${base}/${path}`), 404).code).toBe('NOT_FOUND');
      }
      expect(ok(await other.browser.get(`${base}/load/`), e.loadApplications.response)).toEqual([]);
      expect(ok(await other.browser.get(`${base}/loadForProgramApplication/`), e.loadForProgramApplication.response)).toBeNull();
    });

    it('shows on the home screen the latest application of each program', async () => {
      const { browser, user } = await readyApplicant();
      await createApplication(db(), {
        applicantAccountId: user.accountId,
        status: 'CANCELED',
        createdAt: new Date('2025-01-05T10:00:00Z'),
      });
      const latest = await createApplication(db(), { applicantAccountId: user.accountId, status: 'DRAFT' });
      const home = ok(await browser.get(`${base}/load-home-applications`), e.loadHomeApplications.response);
      expect(home.map((summary) => summary.id)).toEqual([latest.id]);
    });

    it('serves the lists to a white-listed applicant too', async () => {
      const { browser, user } = await signedIn({ role: 'WHITE_LISTED_APPLICANT' });
      const theirs = await createApplication(db(), { applicantAccountId: user.accountId, status: 'ELIGIBLE' });
      expect(ok(await browser.get(`${base}/load/`), e.loadApplications.response).map((summary) => summary.id)).toEqual([theirs.id]);
      expect(ok(await browser.get(`${base}/load-home-applications`), e.loadHomeApplications.response)).toHaveLength(1);
    });

    it('lets a white-listed applicant open their own application and its details, read only, and nobody else’s', async () => {
      const { browser, user } = await signedIn({ role: 'WHITE_LISTED_APPLICANT' });
      const theirs = await createApplication(db(), { applicantAccountId: user.accountId, status: 'INELIGIBLE' });
      await study().requestDocuments(caseWorker(), { applicationId: theirs.id, documentTypes: ['INCOME_PROOF'], note: null }, testContext);
      const summary = ok(await browser.get(`${base}/load/${theirs.id}`), e.loadApplication.response);
      // Read only: no action is offered, not even those its state would offer an applicant.
      expect(summary).toMatchObject({
        id: theirs.id,
        status: 'INELIGIBLE',
        hasPendingDocuments: true,
        allowedActions: [],
        reapplyKinds: [],
      });
      const details = ok(await browser.get(`${base}/load-ssp-application-details/${theirs.id}`), e.loadDetails.response);
      expect(details.summary).toEqual(summary);
      expect(details.events.map((event) => event.type)).toEqual(['CREATED', 'SUBMIT', 'TEST', 'DOCUMENTS_REQUESTED']);

      const applicant = await readyApplicant();
      const other = await createApplication(db(), { applicantAccountId: applicant.user.accountId });
      for (const path of [`load/${other.id}`, `load-ssp-application-details/${other.id}`, `load/${unknownId}`]) {
        expect(failure(await browser.get(`${base}/${path}`), 404).code).toBe('NOT_FOUND');
      }
      // Their writes stay closed to them.
      expect(failure(await browser.post(`${base}/cancel-submit/${theirs.id}`), 403).code).toBe('FORBIDDEN');
    });
  });

  describe('details and documents asked for', () => {
    it('shows the answers, the timeline oldest first and the open document request', async () => {
      const { browser, user } = await readyApplicant();
      const row = await createApplication(db(), { applicantAccountId: user.accountId });
      expect(ok(await browser.get(`${base}/is-application-has-pending-document`), e.hasPendingDocument.response)).toEqual({
        hasPendingDocument: false,
        applicationId: row.id,
        documentTypes: [],
        note: null,
        requestedAt: null,
      });
      await study().startStudy(caseWorker(), { applicationId: row.id }, testContext);
      await study().requestDocuments(
        caseWorker(),
        { applicationId: row.id, documentTypes: ['RENT_CONTRACT'], note: 'The 2026 contract.' },
        testContext,
      );

      const details = ok(await browser.get(`${base}/load-ssp-application-details/${row.id}`), e.loadDetails.response);
      expect(details.formAnswers).toEqual(row.formAnswers);
      // What withdrawing would cost, for the confirmation to say (application.withdrawBanDays).
      expect(details.withdrawBanDays).toBe(90);
      expect(details.events.map((event) => event.type)).toEqual(['CREATED', 'SUBMIT', 'START_STUDY', 'DOCUMENTS_REQUESTED']);
      expect(details.pendingDocumentRequest).toMatchObject({ documentTypes: ['RENT_CONTRACT'], note: 'The 2026 contract.' });
      expect(details.summary).toMatchObject({ status: 'UNDER_STUDY', hasPendingDocuments: true });
      expect(details.summary.allowedActions).toContain('EDIT_DOCUMENTS');
      const pending = ok(await browser.get(`${base}/is-application-has-pending-document`), e.hasPendingDocument.response);
      expect(pending).toMatchObject({ hasPendingDocument: true, applicationId: row.id, documentTypes: ['RENT_CONTRACT'] });
    });

    it('answers no application when there is no open SSP one', async () => {
      const { browser } = await signedIn();
      const pending = ok(await browser.get(`${base}/is-application-has-pending-document`), e.hasPendingDocument.response);
      expect(pending).toMatchObject({ hasPendingDocument: false, applicationId: null });
    });
  });

  describe('load-user-iban and remaining-ban-period', () => {
    it('gives the verified IBAN masked, the waiting one, or none', async () => {
      const { browser, iban } = await readyApplicant();
      const verified = ok(await browser.get(`${base}/load-user-iban`), e.loadUserIban.response);
      expect(verified).toMatchObject({ status: 'VERIFIED', bankCode: '80' });
      expect(verified.iban?.replace(/ /g, '').endsWith(iban.slice(-4))).toBe(true);
      expect(verified.iban).not.toContain(iban.slice(6, 18));

      const fresh = await signedIn();
      expect(ok(await fresh.browser.get(`${base}/load-user-iban`), e.loadUserIban.response)).toEqual({
        iban: null,
        bankCode: null,
        status: 'NONE',
      });
      // A request the bank has not answered yet (the local bank takes bank.simulatorDelaySeconds).
      const waiting = buildIban('45');
      await db()
        .insert(bankAccount)
        .values({ accountId: fresh.user.accountId, iban: waiting, bankCode: '45', status: 'PENDING', requestedAt: new Date() });
      const pending = ok(await fresh.browser.get(`${base}/load-user-iban`), e.loadUserIban.response);
      expect(pending).toMatchObject({ status: 'PENDING', bankCode: '45' });
      expect(pending.iban?.replace(/ /g, '').endsWith(waiting.slice(-4))).toBe(true);
    });

    it('says nobody is banned before a withdrawal', async () => {
      const { browser } = await signedIn();
      expect(ok(await browser.get(`${base}/remaining-ban-period`), e.remainingBanPeriod.response)).toEqual({
        banned: false,
        banEndsAt: null,
        remainingDays: 0,
      });
    });
  });

  describe('an application in a month', () => {
    it('gives the state at the end of the month from the timeline', async () => {
      const { browser, user } = await readyApplicant();
      const row = await createApplication(db(), { applicantAccountId: user.accountId });
      const now = periodOf(new Date());
      expect(ok(await browser.get(`${base}/load-application-sts/${row.id}/${now}`), e.loadApplicationSts.response)).toEqual({
        applicationId: row.id,
        period: now,
        status: 'SUBMITTED',
      });
      expect(ok(await browser.get(`${base}/load-application-sts/${row.id}/2020-01`), e.loadApplicationSts.response).status).toBeNull();
      expect(failure(await browser.get(`${base}/load-application-sts/${row.id}/2020-13`), 400).code).toBe('VALIDATION_FAILED');
      const other = await signedIn();
      expect(failure(await other.browser.get(`${base}/load-application-sts/${row.id}/${now}`), 404).code).toBe('NOT_FOUND');
    });

    it('sums the houses and members selected and the cycle of the month', async () => {
      const { browser, user, house, dependents } = await readyApplicant();
      const row = await createApplication(db(), {
        applicantAccountId: user.accountId,
        houseIds: [house.id],
        dependents: dependents.map((member) => ({ dependentId: member.id, houseId: house.id })),
      });
      const now = periodOf(new Date());
      const path = `${base}/load-home-application-cycle-summary/${row.id}/${now}`;
      expect(ok(await browser.get(path), e.loadHomeCycleSummary.response)).toEqual({
        applicationId: row.id,
        period: now,
        status: 'SUBMITTED',
        housesCount: 1,
        membersCount: 3,
        cycle: null,
        result: null,
      });
      await db().insert(supportCycle).values({ programId: 3001, period: now, status: 'OPEN' }).onConflictDoNothing();
      expect(ok(await browser.get(path), e.loadHomeCycleSummary.response).cycle).toEqual({ status: 'OPEN' });
      const other = await signedIn();
      expect(failure(await other.browser.get(path), 404).code).toBe('NOT_FOUND');
    });
  });
});
