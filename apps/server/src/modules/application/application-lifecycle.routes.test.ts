import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contract, mobileVerificationStatus } from '@sanad/contract';
import { account, applicationEvent, auditEvent, bankAccount } from '../../db/schema/index.ts';
import { applicationRowOf, createApplication, selectHouse, validFormAnswers } from '../../test/factories/application.factory.ts';
import { createDelegation, createTestAccount, TestBrowser } from '../../test/factories/session.factory.ts';
import { applicationTestApp, base, failure, fieldCodes, ok, testContext, unknownId } from './application-routes.test-kit.ts';

const e = contract.application;
const dayMs = 24 * 60 * 60 * 1000;

describe('application lifecycle: draft, submit, cancel, withdraw, resume payment', () => {
  const { app, db, signedIn, readyApplicant, study, caseWorker } = applicationTestApp();

  const save = (browser: TestBrowser, applicationId: string | null, formAnswers = validFormAnswers()) =>
    browser.post(`${base}/save-ssp-application-details`, { applicationId, formAnswers });
  const submit = (browser: TestBrowser, applicationId: string, key?: string) =>
    browser.post(`${base}/submit`, { applicationId }, key === undefined ? undefined : { 'idempotency-key': key });
  const events = async (applicationId: string) =>
    db().select().from(applicationEvent).where(eq(applicationEvent.applicationId, applicationId));

  /** A ready applicant with a draft whose house is selected. */
  async function withDraft() {
    const ready = await readyApplicant();
    const draft = ok(await save(ready.browser, null), e.saveDetails.response);
    await selectHouse(
      db(),
      draft.summary.id,
      ready.house.id,
      ready.dependents.map((member) => member.id),
    );
    return { ...ready, draft };
  }

  describe('save-ssp-application-details', () => {
    it('starts a numbered DRAFT with its CREATED event and audit line, then changes its answers', async () => {
      const { browser, user } = await readyApplicant();
      const created = ok(await save(browser, null), e.saveDetails.response);
      expect(created.summary).toMatchObject({
        status: 'DRAFT',
        programId: 3001,
        programCode: 'SSP',
        allowedActions: ['EDIT_DRAFT', 'SUBMIT'],
      });
      expect(created.summary.number).toMatch(/^SSP-\d{4}-\d{7}$/);
      expect(created.formAnswers).toMatchObject(validFormAnswers());
      expect(created.events.map((event) => [event.type, event.toStatus])).toEqual([['CREATED', 'DRAFT']]);
      const [audit] = await db().select().from(auditEvent).where(eq(auditEvent.entityId, created.summary.id));
      expect(audit).toMatchObject({ action: 'application.create', actorAccountId: user.accountId });

      const changed = ok(
        await save(browser, created.summary.id, validFormAnswers({ employerName: 'Riyadh Trading' })),
        e.saveDetails.response,
      );
      expect(changed.formAnswers.employerName).toBe('Riyadh Trading');
      expect(changed.summary.number).toBe(created.summary.number);
      // A second draft is refused: one open application per program.
      const second = failure(await save(browser, null), 409);
      expect(second.code).toBe('APPLICATION_BLOCKED');
      expect(second.message).toContain(created.summary.number);
    });

    it('refuses an applicant something blocks, naming every reason', async () => {
      const { browser } = await signedIn();
      const refused = failure(await save(browser, null), 409);
      expect(refused.code).toBe('APPLICATION_BLOCKED');
      expect(refused.message).toContain('Complete your unified profile first.');
      expect(refused.message).toContain('IBAN');
      expect(ok(await browser.get(`${base}/load/`), e.loadApplications.response)).toEqual([]);
    });

    it('checks the answers with the program form and names each field', async () => {
      const { browser } = await readyApplicant();
      const refused = failure(await save(browser, null, { housingSituation: 'OWNED', supportReason: 'short', unknownField: 'x' }), 400);
      expect(fieldCodes(refused)).toEqual(
        expect.arrayContaining([
          { field: 'body.formAnswers.unknownField', code: 'unrecognized_keys' },
          expect.objectContaining({ field: 'body.formAnswers.supportReason' }),
        ]),
      );
    });

    it('changes only a draft, and only the caller own', async () => {
      const { browser, user, house } = await readyApplicant();
      const submitted = await createApplication(db(), { applicantAccountId: user.accountId, houseIds: [house.id] });
      expect(failure(await save(browser, submitted.id), 409).code).toBe('APPLICATION_TRANSITION_NOT_ALLOWED');
      const other = await readyApplicant();
      const theirs = await createApplication(db(), { applicantAccountId: other.user.accountId, status: 'DRAFT' });
      expect(failure(await save(browser, theirs.id), 404).code).toBe('NOT_FOUND');
      expect(failure(await save(browser, 'not-an-id'), 404).code).toBe('NOT_FOUND');
    });
  });

  describe('submit', () => {
    it('wants a selected house', async () => {
      const { browser } = await readyApplicant();
      const draft = ok(await save(browser, null), e.saveDetails.response);
      expect(failure(await submit(browser, draft.summary.id), 409).code).toBe('APPLICATION_HOUSES_REQUIRED');
    });

    it('sends a draft once: a retry with the same key answers the same summary and writes nothing', async () => {
      const { browser, draft } = await withDraft();
      const id = draft.summary.id;
      const first = ok(await submit(browser, id, 'key-1'), e.submit.response);
      expect(first).toMatchObject({
        status: 'SUBMITTED',
        housesCount: 1,
        dependentsCount: 2,
        allowedActions: ['CANCEL_SUBMIT', 'WITHDRAW'],
      });
      expect(first.submittedAt).not.toBeNull();
      expect(first.statusChangedAt).toBe(first.submittedAt);
      const retry = ok(await submit(browser, id, 'key-1'), e.submit.response);
      expect(retry).toEqual(first);
      expect((await events(id)).filter((event) => event.toStatus === 'SUBMITTED')).toHaveLength(1);
      // Another key (or none) is a second submission: refused by the state.
      expect(failure(await submit(browser, id, 'key-2'), 409).code).toBe('APPLICATION_TRANSITION_NOT_ALLOWED');
      expect(failure(await submit(browser, id), 409).code).toBe('APPLICATION_TRANSITION_NOT_ALLOWED');
    });

    it('makes two concurrent submits with one key one submission', async () => {
      const { browser, draft } = await withDraft();
      const id = draft.summary.id;
      const [a, b] = await Promise.all([submit(browser, id, 'same'), submit(browser, id, 'same')]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect((await events(id)).filter((event) => event.toStatus === 'SUBMITTED')).toHaveLength(1);
    });

    it('re-checks what blocks applying', async () => {
      const { browser, draft, user } = await withDraft();
      await db().update(bankAccount).set({ status: 'SUPERSEDED' }).where(eq(bankAccount.accountId, user.accountId));
      const refused = failure(await submit(browser, draft.summary.id), 409);
      expect(refused.code).toBe('APPLICATION_BLOCKED');
      expect(refused.message).toContain('IBAN');
    });

    it('refuses a malformed key and another applicant application', async () => {
      const { browser, draft } = await withDraft();
      expect(failure(await submit(browser, draft.summary.id, 'x'.repeat(101)), 400).code).toBe('VALIDATION_FAILED');
      const other = await readyApplicant();
      expect(failure(await submit(other.browser, draft.summary.id), 404).code).toBe('NOT_FOUND');
      expect(failure(await submit(other.browser, unknownId), 404).code).toBe('NOT_FOUND');
    });
  });

  describe('cancel-submit', () => {
    it('cancels a submitted application, and nothing else', async () => {
      const { browser, user, house } = await readyApplicant();
      const submitted = await createApplication(db(), { applicantAccountId: user.accountId, houseIds: [house.id] });
      const canceled = ok(await browser.post(`${base}/cancel-submit/${submitted.id}`), e.cancelSubmit.response);
      expect(canceled).toMatchObject({ status: 'CANCELED', allowedActions: [] });
      expect((await applicationRowOf(db(), submitted.id)).closedAt).not.toBeNull();
      expect(failure(await browser.post(`${base}/cancel-submit/${submitted.id}`), 409).code).toBe('APPLICATION_TRANSITION_NOT_ALLOWED');
      const draft = await createApplication(db(), { applicantAccountId: user.accountId, status: 'DRAFT' });
      const refused = failure(await browser.post(`${base}/cancel-submit/${draft.id}`), 409);
      expect(refused.message).toBe('This cannot be done while the application is draft.');
    });

    it('is a 404 on another applicant application', async () => {
      const { browser } = await readyApplicant();
      const other = await readyApplicant();
      const theirs = await createApplication(db(), { applicantAccountId: other.user.accountId });
      expect(failure(await browser.post(`${base}/cancel-submit/${theirs.id}`), 404).code).toBe('NOT_FOUND');
      expect((await applicationRowOf(db(), theirs.id)).status).toBe('SUBMITTED');
    });
  });

  describe('withdraw', () => {
    it('withdraws with the reason and bans applying for application.withdrawBanDays', async () => {
      const { browser, user, house } = await readyApplicant();
      const submitted = await createApplication(db(), { applicantAccountId: user.accountId, houseIds: [house.id] });
      const before = Date.now();
      const withdrawn = ok(
        await browser.post(`${base}/withdraw`, { applicationId: submitted.id, reason: 'We moved abroad.' }),
        e.withdraw.response,
      );
      expect(withdrawn.summary.status).toBe('WITHDRAWN');
      expect(withdrawn.statusReason).toBe('We moved abroad.');
      const banEndsAt = new Date(withdrawn.banEndsAt ?? 0).getTime();
      expect(banEndsAt).toBeGreaterThanOrEqual(before + 90 * dayMs);
      expect(banEndsAt).toBeLessThan(before + 90 * dayMs + 60_000);
      expect(withdrawn.events.at(-1)).toMatchObject({ type: 'WITHDRAW', toStatus: 'WITHDRAWN', note: 'We moved abroad.' });

      const ban = ok(await browser.get(`${base}/remaining-ban-period`), e.remainingBanPeriod.response);
      expect(ban).toEqual({ banned: true, banEndsAt: withdrawn.banEndsAt, remainingDays: 90 });
      const check = ok(await browser.get(`${base}/validate-application/3001`), e.validateApplication.response);
      expect(check.canApply).toBe(false);
      expect(check.reasons.map((reason) => reason.code)).toEqual(['UNDER_BAN']);
      expect(check.reasons[0]?.values).toMatchObject({ remainingDays: 90 });
      expect(failure(await save(browser, null), 409).code).toBe('APPLICATION_BLOCKED');
      // Withdrawn is closed.
      expect(failure(await browser.post(`${base}/withdraw`, { applicationId: submitted.id, reason: 'again' }), 409).code).toBe(
        'APPLICATION_TRANSITION_NOT_ALLOWED',
      );
    });

    it('wants a reason of at most 500 characters', async () => {
      const { browser, user } = await readyApplicant();
      const submitted = await createApplication(db(), { applicantAccountId: user.accountId });
      for (const reason of ['   ', 'x'.repeat(501)]) {
        expect(failure(await browser.post(`${base}/withdraw`, { applicationId: submitted.id, reason }), 400).code).toBe(
          'VALIDATION_FAILED',
        );
      }
    });

    it('is refused to a stand-in, who is not offered it either', async () => {
      const { user } = await readyApplicant();
      const submitted = await createApplication(db(), { applicantAccountId: user.accountId });
      const standIn = await createTestAccount(db(), { role: 'DEPENDENT', account: { canLoginOnBehalfOfApplicant: true } });
      await createDelegation(db(), { applicantAccountId: user.accountId, dependentAccountId: standIn.accountId });
      const browser = new TestBrowser(app());
      await browser.signIn(standIn);
      expect((await browser.post(`/api/auth/login-to-applicant-account/${user.accountId}`)).statusCode).toBe(200);

      const summary = ok(await browser.get(`${base}/load/${submitted.id}`), e.loadApplication.response);
      expect(summary.allowedActions).toEqual(['CANCEL_SUBMIT']);
      const refused = failure(await browser.post(`${base}/withdraw`, { applicationId: submitted.id, reason: 'No.' }), 409);
      expect(refused.code).toBe('NOT_ALLOWED_FOR_STAND_IN');
      expect((await applicationRowOf(db(), submitted.id)).status).toBe('SUBMITTED');
    });
  });

  describe('resume-payment', () => {
    /** An application a case worker studied, found eligible and suspended. */
    async function suspended() {
      const ready = await readyApplicant();
      const row = await createApplication(db(), { applicantAccountId: ready.user.accountId, houseIds: [ready.house.id] });
      const ref = { applicationId: row.id };
      await study().startStudy(caseWorker(), ref, testContext);
      await study().decide(caseWorker(), { ...ref, outcome: 'ELIGIBLE', reason: null }, testContext);
      await study().suspend(caseWorker(), { ...ref, reason: 'NO_DATA_UPDATE' }, testContext);
      return { ...ready, row };
    }

    it('resumes a suspended application once the applicant confirms', async () => {
      const { browser, row } = await suspended();
      expect(ok(await browser.get(`${base}/load/${row.id}`), e.loadApplication.response).allowedActions).toContain('RESUME_PAYMENT');
      expect(failure(await browser.post(`${base}/resume-payment`, { applicationId: row.id, confirmed: false }), 400).code).toBe(
        'VALIDATION_FAILED',
      );
      const resumed = ok(
        await browser.post(`${base}/resume-payment`, { applicationId: row.id, confirmed: true }),
        e.resumePayment.response,
      );
      expect(resumed.status).toBe('ELIGIBLE');
      expect((await applicationRowOf(db(), row.id)).statusReason).toBeNull();
      expect(failure(await browser.post(`${base}/resume-payment`, { applicationId: row.id, confirmed: true }), 409).code).toBe(
        'APPLICATION_TRANSITION_NOT_ALLOWED',
      );
    });

    it('waits for a verified IBAN, saying so; a mobile or ban is no reason here', async () => {
      const { browser, row, user } = await suspended();
      await db().update(bankAccount).set({ status: 'SUPERSEDED' }).where(eq(bankAccount.accountId, user.accountId));
      await db().update(account).set({ mobileVerificationStatus: mobileVerificationStatus.PENDING }).where(eq(account.id, user.accountId));
      const refused = failure(await browser.post(`${base}/resume-payment`, { applicationId: row.id, confirmed: true }), 409);
      expect(refused.code).toBe('APPLICATION_BLOCKED');
      expect(refused.message).toBe('This cannot be done yet: Add a bank account (IBAN) and wait for the bank to verify it.');
      expect((await applicationRowOf(db(), row.id)).status).toBe('SUSPENDED');
    });
  });

  it('writes every step of a study in the timeline and the audit', async () => {
    const { browser, user, house } = await readyApplicant();
    const row = await createApplication(db(), { applicantAccountId: user.accountId, houseIds: [house.id] });
    await study().startStudy(caseWorker(), { applicationId: row.id }, testContext);
    await study().decide(caseWorker(), { applicationId: row.id, outcome: 'INELIGIBLE', reason: 'INCOME_ABOVE_STANDARD' }, testContext);
    const details = ok(await browser.get(`${base}/load-ssp-application-details/${row.id}`), e.loadDetails.response);
    expect(details.events.map((event) => event.type)).toEqual(['CREATED', 'SUBMIT', 'START_STUDY', 'DECIDE_INELIGIBLE']);
    expect(details.statusReason).toBe('INCOME_ABOVE_STANDARD');
    const audits = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.entityId, row.id), eq(auditEvent.actorAccountId, caseWorker().accountId)));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['application.decide-ineligible', 'application.start-study']);
  });
});
