import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appealStatus, contract, type AppealDetails } from '@sanad/contract';
import { additionalPayment, appeal, auditEvent } from '../../db/schema/index.ts';
import { xsrfHeaders } from '../../test/build-test-app.ts';
import { appealTestApp, base, createAttachmentRow, failure, fieldCodes, monthAppeal, months, ok } from './appeal-routes.test-kit.ts';

const e = contract.appeal;
const hook = (appealNbr: string, step: string) => `/api/dev/appeals/${appealNbr}/${step}`;

/**
 * A case worker's steps (appeal-decisions.service.ts) driven through the demo hook, as the web journey drives them,
 * and the jobs: an approval pays the month once however often it is processed again; a wait for documents expires.
 */
describe("a case worker's steps on appeals", () => {
  const { app, db, jobs, mine, other, seeded } = appealTestApp();
  const proof = (type = 'INCOME_PROOF') => createAttachmentRow(db(), mine().user.accountId, type);
  const staff = (appealNbr: string, step: string, body: object = {}) =>
    app().inject({ method: 'POST', url: hook(appealNbr, step), payload: body, headers: { 'accept-language': 'en', ...xsrfHeaders() } });
  let month: AppealDetails;

  it('takes a NEW appeal (UNDER_PROCESSING) and asks for documents (NEED_DOCUMENT): the clock stands', async () => {
    month = ok(await mine().browser.post(`${base}/raise-appeal`, monthAppeal(mine(), [await proof()])), e.raiseAppeal.response);
    const taken = ok(await staff(month.appealNbr, 'take'), e.appealDetails.response);
    expect(taken.status).toBe(appealStatus.UNDER_PROCESSING);
    const missingTypes = failure(await staff(month.appealNbr, 'ask-documents', { comment: 'Send the end of contract letter' }), 400);
    expect(fieldCodes(missingTypes)).toEqual([{ field: 'body.documentTypes', code: 'required' }]);
    const unknownType = failure(await staff(month.appealNbr, 'ask-documents', { documentTypes: ['PASSPORT'] }), 400);
    expect(fieldCodes(unknownType)).toEqual([{ field: 'body.documentTypes', code: 'invalid_value' }]);
    const asked = ok(
      await staff(month.appealNbr, 'ask-documents', { documentTypes: ['BANK_STATEMENT'], comment: 'Send the bank statement of the month' }),
      e.appealDetails.response,
    );
    expect(asked).toMatchObject({
      status: appealStatus.NEED_DOCUMENT,
      decisionComment: 'Send the bank statement of the month',
      neededDocumentsList: [{ documentType: 'BANK_STATEMENT', name: 'Bank statement', provided: false }],
      clock: { paused: true },
    });
    expect(asked.clock.documentsDueAt).not.toBeNull();
    expect(failure(await staff(month.appealNbr, 'approve'), 409).code).toBe('APPEAL_STEP_NOT_ALLOWED');
  });

  it('goes back to UNDER_PROCESSING once the documents asked for arrive', async () => {
    const { browser } = mine();
    const reply = (ids: string[]) => ({ appealNbr: month.appealNbr, appealMap: { attachmentIds: ids } });
    const wrongType = failure(await browser.post(`${base}/updateNeededDocuments`, reply([await proof()])), 422);
    expect(wrongType.message).toBe('Attach the documents this appeal needs: Bank statement.');
    const theirs = await createAttachmentRow(db(), other().user.accountId, 'BANK_STATEMENT');
    expect(failure(await browser.post(`${base}/updateNeededDocuments`, reply([theirs])), 404).code).toBe('NOT_FOUND');
    const answered = ok(
      await browser.post(`${base}/updateNeededDocuments`, reply([await proof('BANK_STATEMENT')])),
      e.updateNeededDocuments.response,
    );
    expect(answered).toMatchObject({
      status: appealStatus.UNDER_PROCESSING,
      clock: { paused: false, documentsDueAt: null },
      neededDocumentsList: [{ documentType: 'BANK_STATEMENT', provided: true }],
    });
    expect(answered.files).toHaveLength(2);
    expect(answered.history.map((row) => [row.to, row.by])).toEqual([
      [appealStatus.NEW, 'APPLICANT'],
      [appealStatus.UNDER_PROCESSING, 'CASE_WORKER'],
      [appealStatus.NEED_DOCUMENT, 'CASE_WORKER'],
      [appealStatus.UNDER_PROCESSING, 'APPLICANT'],
    ]);
  });

  it('approves: the month re-evaluated by the eligibility function is paid what it is owed, once', async () => {
    const approved = ok(await staff(month.appealNbr, 'approve', { comment: 'The contract ended' }), e.appealDetails.response);
    // Now the household is eligible for 2031-02: head 1,100 + wife 600 + son 400 + adult son 600 = 2,700 SAR, of which
    // 500 SAR were paid besides already.
    expect(approved).toMatchObject({
      status: appealStatus.APPROVED,
      decisionComment: 'The contract ended',
      additionalPayment: { amount: 220_000, status: 'SCHEDULED' },
      clock: { workingDaysLeft: null, overdue: false },
    });
    expect(approved.additionalPayment?.code).toMatch(/^AP-203102-\d{7}$/);
    // The transfer is the job appeal.pay; processing it again (a retry, a repeat) pays nothing more.
    expect(await jobs().runDue()).toBe(1);
    for (let round = 0; round < 3; round += 1) await jobs().send('appeal.pay', { appealId: approved.id });
    await jobs().runDue();
    const rows = await db()
      .select()
      .from(additionalPayment)
      .where(and(eq(additionalPayment.applicationId, mine().application.id), eq(additionalPayment.sourceId, approved.id)));
    expect(rows.map((row) => [row.amount, row.status, row.sourceType])).toEqual([[220_000, 'PAID', 'APPEAL']]);
    expect(failure(await staff(month.appealNbr, 'approve'), 409).code).toBe('APPEAL_STEP_NOT_ALLOWED');
    const history = ok(
      await mine().browser.post(`/api/payment/load/additional-payment-history/${mine().application.id}`),
      contract.payment.additionalPaymentHistory.response,
    );
    expect(
      history
        .filter((row) => row.period === months.ineligible)
        .map((row) => row.amount)
        .sort(),
    ).toEqual([220_000, 50_000]);
    const audited = await db().select({ action: auditEvent.action }).from(auditEvent).where(eq(auditEvent.entityId, approved.id));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(['appeal.raise', 'appeal.approve', 'appeal.additional-payment']),
    );
  });

  it('pays nothing more on a second approved appeal of a month already paid in full', async () => {
    const houseAppeal = ok(
      await mine().browser.post(
        `${base}/raise-appeal`,
        monthAppeal(mine(), [await proof()], { subjectType: 'HOUSE', houseId: mine().house.id }),
      ),
      e.raiseAppeal.response,
    );
    await staff(houseAppeal.appealNbr, 'take');
    const approved = ok(await staff(houseAppeal.appealNbr, 'approve'), e.appealDetails.response);
    expect(approved).toMatchObject({ status: appealStatus.APPROVED, additionalPayment: null });
  });

  it('rejects with a reason only', async () => {
    const payment = ok(
      await mine().browser.post(
        `${base}/raise-appeal`,
        monthAppeal(mine(), [await proof('FAMILY_RECORD')], {
          subjectType: 'DEPENDENT',
          period: months.published,
          houseId: mine().house.id,
          dependentId: mine().adult.dependentId,
          reasonCode: 'RELATION_NOT_CONFIRMED',
        }),
      ),
      e.raiseAppeal.response,
    );
    await staff(payment.appealNbr, 'take');
    expect(fieldCodes(failure(await staff(payment.appealNbr, 'reject', { comment: '  ' }), 400))).toEqual([
      { field: 'body.comment', code: 'reject_reason_required' },
    ]);
    const rejected = ok(
      await staff(payment.appealNbr, 'reject', { comment: 'The relation is still not confirmed' }),
      e.appealDetails.response,
    );
    expect(rejected).toMatchObject({
      status: appealStatus.REJECT,
      decisionComment: 'The relation is still not confirmed',
      additionalPayment: null,
    });
    expect(rejected.history.at(-1)).toMatchObject({ from: appealStatus.UNDER_PROCESSING, to: appealStatus.REJECT, by: 'CASE_WORKER' });
  });

  it('expires a wait for documents past its period through the job appeal.expire-waits', async () => {
    const raised = ok(
      await mine().browser.post(
        `${base}/raise-appeal`,
        monthAppeal(mine(), [await proof('BANK_STATEMENT')], {
          subjectType: 'PAYMENT',
          period: null,
          paymentId: seeded().published.payment?.id,
          reasonCode: 'MSG08.8',
        }),
      ),
      e.raiseAppeal.response,
    );
    await staff(raised.appealNbr, 'take');
    await staff(raised.appealNbr, 'ask-documents', { documentTypes: ['BANK_STATEMENT'] });
    await jobs().send('appeal.expire-waits', {});
    await jobs().runDue();
    const waiting = ok(await mine().browser.get(`${base}/appeal-details/${raised.id}`), e.appealDetails.response);
    expect(waiting.status).toBe(appealStatus.NEED_DOCUMENT);
    // Its period (appeal.documentsWaitDays) has passed.
    await db()
      .update(appeal)
      .set({ documentsDueAt: new Date(Date.now() - 60_000) })
      .where(eq(appeal.id, raised.id));
    await jobs().send('appeal.expire-waits', {});
    await jobs().runDue();
    const expired = ok(await mine().browser.get(`${base}/appeal-details/${raised.id}`), e.appealDetails.response);
    expect(expired).toMatchObject({ status: appealStatus.EXPIRED, clock: { paused: false, documentsDueAt: null } });
    expect(expired.history.at(-1)).toMatchObject({ from: appealStatus.NEED_DOCUMENT, to: appealStatus.EXPIRED, by: 'SYSTEM' });
    expect(
      failure(
        await mine().browser.post(`${base}/updateNeededDocuments`, {
          appealNbr: raised.appealNbr,
          appealMap: { attachmentIds: [await proof('BANK_STATEMENT')] },
        }),
        409,
      ).code,
    ).toBe('APPEAL_STEP_NOT_ALLOWED');
  });

  it('answers 404 for an unknown appeal number', async () => {
    expect(failure(await staff('AP-2000-999999', 'take'), 404).code).toBe('NOT_FOUND');
  });
});
