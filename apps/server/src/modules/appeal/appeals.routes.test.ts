import { describe, expect, it } from 'vitest';
import { appealStatus, contract } from '@sanad/contract';
import {
  appealTestApp,
  base,
  createAttachmentRow,
  failure,
  fieldCodes,
  monthAppeal,
  months,
  ok,
  unknownId,
} from './appeal-routes.test-kit.ts';

const e = contract.appeal;

describe('appeals (/api/appeal-management/...)', () => {
  const { db, mine, other, seeded } = appealTestApp();
  const proof = (type = 'INCOME_PROOF') => createAttachmentRow(db(), mine().user.accountId, type);

  describe('raise-appeal', () => {
    it('raises an appeal on an ineligible month with its documents: NEW, numbered, with its clock and history', async () => {
      const { browser, application } = mine();
      const fileId = await proof();
      const raised = ok(await browser.post(`${base}/raise-appeal`, monthAppeal(mine(), [fileId])), e.raiseAppeal.response);
      expect(raised.appealNbr).toMatch(/^AP-\d{4}-\d{6}$/);
      expect(raised).toMatchObject({
        status: appealStatus.NEW,
        subject: { type: 'CYCLE', applicationId: application.id, period: months.ineligible, houseId: null, paymentId: null },
        reason: { code: 'INCOME_ABOVE_STANDARD', message: "The household's counted income reaches the standard" },
        neededDocumentsList: [{ documentType: 'INCOME_PROOF', name: 'Proof of income', provided: true }],
        files: [expect.objectContaining({ id: fileId, documentType: 'INCOME_PROOF' })],
        decisionComment: null,
        additionalPayment: null,
        history: [expect.objectContaining({ from: null, to: appealStatus.NEW, by: 'APPLICANT', comment: null })],
      });
      expect(raised.clock).toMatchObject({ workingDaysLeft: 15, overdue: false, paused: false, pausedWorkingDays: 0, decidedAt: null });
    });

    it('refuses a second open appeal on the same subject with a translated 409 naming the open one', async () => {
      const { browser } = mine();
      const [open] = ok(await browser.get(`${base}/load-appeals/${mine().application.id}`), e.loadAppeals.response);
      const again = failure(await browser.post(`${base}/raise-appeal`, monthAppeal(mine(), [await proof()])), 409);
      expect(again.code).toBe('APPEAL_ALREADY_OPEN');
      expect(again.message).toContain(open?.appealNbr);
      const arabic = failure(
        await browser.post(`${base}/raise-appeal`, monthAppeal(mine(), [await proof()]), { 'accept-language': 'ar' }),
        409,
      );
      expect(arabic.message).toContain('لديك اعتراض مفتوح');
    });

    it('takes a house of the month as a subject of its own', async () => {
      const { browser, house } = mine();
      const raised = ok(
        await browser.post(`${base}/raise-appeal`, monthAppeal(mine(), [await proof()], { subjectType: 'HOUSE', houseId: house.id })),
        e.raiseAppeal.response,
      );
      expect(raised.subject).toMatchObject({ type: 'HOUSE', houseId: house.id, period: months.ineligible });
    });

    it("appeals a left-out dependent for their own reason, once the reason's documents are attached", async () => {
      const { browser, house, adult } = mine();
      const body = (ids: string[]) =>
        monthAppeal(mine(), ids, {
          subjectType: 'DEPENDENT',
          period: months.published,
          houseId: house.id,
          dependentId: adult.dependentId,
          reasonCode: 'RELATION_NOT_CONFIRMED',
        });
      const missing = failure(await browser.post(`${base}/raise-appeal`, body([await proof()])), 422);
      expect(missing).toMatchObject({
        code: 'APPEAL_DOCUMENTS_MISSING',
        message: 'Attach the documents this appeal needs: Family record.',
      });
      const raised = ok(await browser.post(`${base}/raise-appeal`, body([await proof('FAMILY_RECORD')])), e.raiseAppeal.response);
      expect(raised.subject).toMatchObject({ type: 'DEPENDENT', dependentId: adult.dependentId });
      // The son was counted that month: nothing to appeal.
      const counted = { ...body([await proof('FAMILY_RECORD')]), dependentId: mine().son.id };
      expect(failure(await browser.post(`${base}/raise-appeal`, counted), 409).code).toBe('APPEAL_SUBJECT_NOT_APPEALABLE');
    });

    it('appeals a payment for MSG08.7 or MSG08.8 only, and marks it a payment-code appeal (spec §5)', async () => {
      const { browser, application } = mine();
      const paymentId = seeded().paid.payment?.id ?? '';
      const body = (reasonCode: string, ids: string[]) =>
        monthAppeal(mine(), ids, { subjectType: 'PAYMENT', period: null, paymentId, reasonCode });
      const wrong = failure(await browser.post(`${base}/raise-appeal`, body('INCOME_ABOVE_STANDARD', [await proof()])), 409);
      expect(wrong.code).toBe('APPEAL_SUBJECT_NOT_APPEALABLE');
      const raised = ok(
        await browser.post(`${base}/raise-appeal`, body('MSG08.7', [await proof('BANK_STATEMENT')])),
        e.raiseAppeal.response,
      );
      expect(raised).toMatchObject({
        subject: { type: 'PAYMENT', paymentId, period: months.paid, paymentCode: seeded().paid.payment?.code },
        reason: { code: 'MSG08.7', message: 'The payment did not reach my account' },
      });
      const lite = ok(await browser.get(`${base}/load-lite-appeals/${application.id}`), e.loadLiteAppeals.response);
      expect(lite.filter((row) => row.paymentCodeAppeal).map((row) => row.id)).toEqual([raised.id]);
    });

    it('refuses what cannot be appealed: an eligible month, a month not published, a reason the month does not have', async () => {
      const { browser } = mine();
      for (const overrides of [
        { period: months.paid },
        { period: months.open },
        { period: '2030-01' },
        { reasonCode: 'ASSETS_ABOVE_LIMIT', subjectType: 'HOUSE', houseId: mine().house.id, period: months.paid },
      ]) {
        const answer = failure(await browser.post(`${base}/raise-appeal`, monthAppeal(mine(), [await proof()], overrides)), 409);
        expect(answer.code, JSON.stringify(overrides)).toBe('APPEAL_SUBJECT_NOT_APPEALABLE');
      }
    });

    it('checks every field: what each subject type needs, the words, the documents list', async () => {
      const { browser } = mine();
      const invalid = failure(
        await browser.post(`${base}/raise-appeal`, {
          subjectType: 'DEPENDENT',
          applicationId: mine().application.id,
          reasonCode: 'X',
          description: 'short',
          appealMap: { attachmentIds: 'none' },
        }),
        400,
      );
      expect(fieldCodes(invalid)).toEqual([
        { field: 'body.description', code: 'too_small_string' },
        { field: 'body.appealMap.attachmentIds', code: 'invalid_type' },
      ]);
      const needs = failure(
        await browser.post(`${base}/raise-appeal`, { ...monthAppeal(mine(), []), subjectType: 'DEPENDENT', period: null }),
        400,
      );
      expect(fieldCodes(needs)).toEqual([
        { field: 'body.period', code: 'required' },
        { field: 'body.houseId', code: 'required' },
        { field: 'body.dependentId', code: 'required' },
      ]);
      expect(failure(await browser.post(`${base}/raise-appeal`, { ...monthAppeal(mine(), []), subjectType: 'LETTER' }), 400).code).toBe(
        'VALIDATION_FAILED',
      );
    });

    it("answers 404 for another household's application, payment, house or file", async () => {
      const { browser } = mine();
      const them = other();
      const theirFile = await createAttachmentRow(db(), them.user.accountId, 'INCOME_PROOF');
      for (const body of [
        monthAppeal(mine(), [await proof()], { applicationId: them.application.id }),
        monthAppeal(mine(), [await proof()], { applicationId: unknownId }),
        monthAppeal(mine(), [theirFile], { subjectType: 'HOUSE', houseId: mine().house.id }),
        monthAppeal(mine(), [await proof()], { subjectType: 'HOUSE', houseId: them.house.id }),
        monthAppeal(mine(), [await proof()], { subjectType: 'PAYMENT', paymentId: unknownId, reasonCode: 'MSG08.8' }),
      ]) {
        expect(failure(await browser.post(`${base}/raise-appeal`, body), 404).code, JSON.stringify(body)).toBe('NOT_FOUND');
      }
    });

    it('is for heads of household: a dependent is refused', async () => {
      expect(failure(await mine().adult.browser.post(`${base}/raise-appeal`, monthAppeal(mine(), [])), 403).code).toBe('FORBIDDEN');
    });
  });

  describe('the reads', () => {
    it('lists the appeals of an application newest first, with their clocks; another household gets 404', async () => {
      const { browser, application } = mine();
      const listed = ok(await browser.get(`${base}/load-appeals/${application.id}`), e.loadAppeals.response);
      expect(listed.map((row) => row.subject.type)).toEqual(['PAYMENT', 'DEPENDENT', 'HOUSE', 'CYCLE']);
      expect(listed.every((row) => row.clock.promisedBy > row.clock.raisedAt.slice(0, 10))).toBe(true);
      expect(failure(await browser.get(`${base}/load-appeals/${other().application.id}`), 404).code).toBe('NOT_FOUND');
      expect(failure(await browser.get(`${base}/load-lite-appeals/${other().application.id}`), 404).code).toBe('NOT_FOUND');
      expect(ok(await other().browser.get(`${base}/load-appeals/${other().application.id}`), e.loadAppeals.response)).toEqual([]);
    });

    it('filters a page at a time', async () => {
      const { browser, application } = mine();
      const page = ok(
        await browser.post(`${base}/load-appeals-by-filter`, {
          applicationId: application.id,
          status: [appealStatus.NEW],
          pageSize: 2,
          page: 1,
        }),
        e.loadAppealsByFilter.response,
      );
      expect(page).toMatchObject({ page: 1, pageSize: 2, total: 4 });
      expect(page.items.map((row) => row.subject.type)).toEqual(['HOUSE', 'CYCLE']);
      const houses = ok(await browser.post(`${base}/load-appeals-by-filter`, { subjectType: 'HOUSE' }), e.loadAppealsByFilter.response);
      expect(houses.total).toBe(1);
      const ofMonth = ok(await browser.post(`${base}/load-appeals-by-filter`, { period: months.paid }), e.loadAppealsByFilter.response);
      expect(ofMonth.items.map((row) => row.subject.type)).toEqual(['PAYMENT']);
      expect(failure(await browser.post(`${base}/load-appeals-by-filter`, { applicationId: other().application.id }), 404).code).toBe(
        'NOT_FOUND',
      );
      const unknownStatus = failure(await browser.post(`${base}/load-appeals-by-filter`, { status: [6009] }), 400);
      expect(fieldCodes(unknownStatus).map((error) => error.field)).toEqual(['body.status.0']);
    });

    it("shows an appeal's details to its household only", async () => {
      const [first] = ok(await mine().browser.get(`${base}/load-appeals/${mine().application.id}`), e.loadAppeals.response);
      const details = ok(await mine().browser.get(`${base}/appeal-details/${first?.id}`), e.appealDetails.response);
      expect(details.id).toBe(first?.id);
      expect(failure(await other().browser.get(`${base}/appeal-details/${first?.id}`), 404).code).toBe('NOT_FOUND');
      expect(failure(await mine().browser.get(`${base}/appeal-details/not-an-id`), 404).code).toBe('NOT_FOUND');
    });

    it("names the documents a reason needs, in the caller's language", async () => {
      const { browser } = mine();
      expect(
        ok(await browser.get(`${base}/get-required-docs-for-ineligibility-code/INCOME_ABOVE_STANDARD`), e.requiredDocs.response),
      ).toEqual([{ documentType: 'INCOME_PROOF', name: 'Proof of income' }]);
      const arabic = ok(
        await browser.get(`${base}/get-required-docs-for-ineligibility-code/MSG08.8`, { 'accept-language': 'ar' }),
        e.requiredDocs.response,
      );
      expect(arabic).toEqual([{ documentType: 'BANK_STATEMENT', name: 'كشف حساب بنكي' }]);
      expect(ok(await browser.get(`${base}/get-required-docs-for-ineligibility-code/BELOW_MINIMUM`), e.requiredDocs.response)).toEqual([]);
    });
  });

  describe("the applicant's steps", () => {
    it('cancels an appeal nobody has taken, once; the subject may then be appealed again', async () => {
      const { browser, application, house } = mine();
      const listed = ok(await browser.get(`${base}/load-appeals/${application.id}`), e.loadAppeals.response);
      const houseAppeal = listed.find((row) => row.subject.type === 'HOUSE');
      expect(failure(await other().browser.post(`${base}/cancel-appeal/${houseAppeal?.id}`), 404).code).toBe('NOT_FOUND');
      const canceled = ok(await browser.post(`${base}/cancel-appeal/${houseAppeal?.id}`), e.cancelAppeal.response);
      expect(canceled).toMatchObject({ status: appealStatus.CANCELED, clock: { workingDaysLeft: null } });
      expect(canceled.history.map((row) => [row.from, row.to])).toEqual([
        [null, appealStatus.NEW],
        [appealStatus.NEW, appealStatus.CANCELED],
      ]);
      expect(failure(await browser.post(`${base}/cancel-appeal/${houseAppeal?.id}`), 409).code).toBe('APPEAL_STEP_NOT_ALLOWED');
      const again = ok(
        await browser.post(`${base}/raise-appeal`, monthAppeal(mine(), [await proof()], { subjectType: 'HOUSE', houseId: house.id })),
        e.raiseAppeal.response,
      );
      expect(again.status).toBe(appealStatus.NEW);
    });

    it('refuses documents nobody asked for, and answers 404 for an appeal number of another household', async () => {
      const { browser, application } = mine();
      const [latest] = ok(await browser.get(`${base}/load-appeals/${application.id}`), e.loadAppeals.response);
      const body = { appealNbr: latest?.appealNbr, appealMap: { attachmentIds: [await proof()] } };
      expect(failure(await browser.post(`${base}/updateNeededDocuments`, body), 409).code).toBe('APPEAL_STEP_NOT_ALLOWED');
      expect(failure(await other().browser.post(`${base}/updateNeededDocuments`, body), 404).code).toBe('NOT_FOUND');
      const empty = failure(await browser.post(`${base}/updateNeededDocuments`, { ...body, appealMap: { attachmentIds: [] } }), 400);
      expect(fieldCodes(empty)).toEqual([{ field: 'body.appealMap.attachmentIds', code: 'too_small_array' }]);
    });
  });
});
