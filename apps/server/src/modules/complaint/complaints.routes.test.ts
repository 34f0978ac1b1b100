import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contract, type ComplaintDetails } from '@sanad/contract';
import { paymentComplaint } from '../../db/schema/index.ts';
import { createInProcessJobs } from '../../platform/jobs/in-process-jobs.ts';
import { recordingLog } from '../../platform/jobs/jobs.test-kit.ts';
import { xsrfHeaders } from '../../test/build-test-app.ts';
import { createAttachmentRow } from '../../test/factories/attachment.factory.ts';
import { cycleReadsTestApp, failure, fieldCodes, ok, unknownId } from '../eligibility-history/cycle-reads.test-kit.ts';

const e = contract.complaint;
const base = '/api/complaints';
const hook = (nbr: string, step: string) => `/api/dev/complaints/${nbr}/${step}`;

/**
 * Payment complaints (docs/decisions/062-payment-complaints.md) through the endpoints and the demo hook a case worker's
 * steps are driven by: create, list, details, a request for information answered, the decision; ownership is a 404.
 */
describe('payment complaints (/api/complaints/...)', () => {
  // The jobs port in this process, driven by hand: the lapse of a wait for information (decision 068).
  const jobs = createInProcessJobs({ log: recordingLog().log });
  const { app, db, mine, other, seeded, otherMonth } = cycleReadsTestApp({ adapters: { jobs } });
  const file = () => createAttachmentRow(db(), mine().user.accountId, 'BANK_STATEMENT');
  const paymentId = () => seeded().paid.payment?.id ?? '';
  const body = (overrides: Record<string, unknown> = {}) => ({
    paymentId: paymentId(),
    category: 'PAYMENT_NOT_RECEIVED',
    description: 'The payment of this month never reached my bank account.',
    paymentComplainMap: { attachmentIds: [] },
    ...overrides,
  });
  const staff = (nbr: string, step: string, payload: object = {}) =>
    app().inject({ method: 'POST', url: hook(nbr, step), payload, headers: { 'accept-language': 'en', ...xsrfHeaders() } });
  let made: ComplaintDetails;

  it('makes a complaint about a payment of the caller: NEW, numbered, with its category, payment, files, clock and history', async () => {
    const fileId = await file();
    made = ok(await mine().browser.post(`${base}/create`, body({ paymentComplainMap: { attachmentIds: [fileId] } })), e.create.response);
    expect(made.paymentComplainNbr).toMatch(/^PC-\d{4}-\d{6}$/);
    expect(made).toMatchObject({
      status: 'NEW',
      category: { code: 'PAYMENT_NOT_RECEIVED', name: 'Payment not received' },
      payment: { id: paymentId(), code: seeded().paid.payment?.code },
      files: [expect.objectContaining({ id: fileId })],
      infoRequest: null,
      resolution: null,
      history: [expect.objectContaining({ from: null, to: 'NEW', by: 'APPLICANT' })],
    });
    // complaint.answerWorkingDays: 5 for a payment not received.
    expect(made.clock).toMatchObject({ workingDaysLeft: 5, overdue: false, paused: false, decidedAt: null });
  });

  it('answers a failed creation with its error text (spec §8): a second open complaint, an unknown category, bad words', async () => {
    const again = failure(await mine().browser.post(`${base}/create`, body()), 409);
    expect(again.code).toBe('COMPLAINT_ALREADY_OPEN');
    expect(again.message).toContain(made.paymentComplainNbr);
    const arabic = failure(await mine().browser.post(`${base}/create`, body(), { 'accept-language': 'ar' }), 409);
    expect(arabic.message).toContain('لديك شكوى مفتوحة');
    const category = failure(await mine().browser.post(`${base}/create`, body({ category: 'NO_SUCH_CATEGORY' })), 422);
    expect(category).toMatchObject({ code: 'COMPLAINT_CATEGORY_UNKNOWN', message: 'Choose the kind of problem from the list.' });
    const short = failure(await mine().browser.post(`${base}/create`, body({ description: 'short' })), 400);
    expect(fieldCodes(short)).toEqual([{ field: 'body.description', code: 'too_small_string' }]);
  });

  it("answers 404 for another household's payment, complaint or file", async () => {
    const theirPayment = otherMonth().payment?.id ?? '';
    expect(failure(await mine().browser.post(`${base}/create`, body({ paymentId: theirPayment })), 404).code).toBe('NOT_FOUND');
    expect(failure(await mine().browser.post(`${base}/create`, body({ paymentId: unknownId })), 404).code).toBe('NOT_FOUND');
    const theirFile = await createAttachmentRow(db(), other().user.accountId, 'BANK_STATEMENT');
    const withTheirFile = body({ paymentId: seeded().published.payment?.id ?? '', paymentComplainMap: { attachmentIds: [theirFile] } });
    expect(failure(await mine().browser.post(`${base}/create`, withTheirFile), 404).code).toBe('NOT_FOUND');
    expect(failure(await other().browser.get(`${base}/complaint-details/${made.id}`), 404).code).toBe('NOT_FOUND');
    const reply = {
      paymentComplainNbr: made.paymentComplainNbr,
      reply: 'My bank says nothing arrived.',
      paymentComplainMap: { attachmentIds: [] },
    };
    expect(failure(await other().browser.post(`${base}/updatePaymentComplainRequest`, reply), 404).code).toBe('NOT_FOUND');
    const theirs = ok(await other().browser.get(`${base}/complaints-list/0/10`), e.complaintsList.response);
    expect(theirs.total).toBe(0);
  });

  it('lists the caller’s complaints a page at a time, newest first', async () => {
    const second = ok(
      await mine().browser.post(`${base}/create`, body({ paymentId: seeded().published.payment?.id ?? '', category: 'AMOUNT_INCORRECT' })),
      e.create.response,
    );
    const first = ok(await mine().browser.get(`${base}/complaints-list/0/1`), e.complaintsList.response);
    expect(first).toMatchObject({ page: 0, pageSize: 1, total: 2 });
    expect(first.items.map((item) => item.id)).toEqual([second.id]);
    const next = ok(await mine().browser.get(`${base}/complaints-list/1/1`), e.complaintsList.response);
    expect(next.items.map((item) => item.id)).toEqual([made.id]);
    expect(failure(await mine().browser.get(`${base}/complaints-list/0/0`), 400).code).toBe('VALIDATION_FAILED');
  });

  it("a case worker takes it and asks for information: the clock stands until the beneficiary's answer", async () => {
    expect(ok(await staff(made.paymentComplainNbr, 'take'), e.complaintDetails.response).status).toBe('UNDER_PROCESSING');
    const noQuestion = failure(await staff(made.paymentComplainNbr, 'request-info'), 400);
    expect(fieldCodes(noQuestion)).toEqual([{ field: 'body.comment', code: 'required' }]);
    const asked = ok(
      await staff(made.paymentComplainNbr, 'request-info', { comment: 'Send the statement of the account for that month.' }),
      e.complaintDetails.response,
    );
    expect(asked).toMatchObject({
      status: 'NEED_INFO',
      infoRequest: 'Send the statement of the account for that month.',
      clock: { paused: true },
    });
    const fileId = await file();
    const reply = {
      paymentComplainNbr: made.paymentComplainNbr,
      reply: 'The statement is attached: nothing arrived that month.',
      paymentComplainMap: { attachmentIds: [fileId] },
    };
    const answered = ok(await mine().browser.post(`${base}/updatePaymentComplainRequest`, reply), e.updatePaymentComplainRequest.response);
    expect(answered).toMatchObject({ status: 'UNDER_PROCESSING', infoRequest: null, clock: { paused: false } });
    expect(answered.files).toHaveLength(2);
    expect(answered.history.at(-1)).toMatchObject({ from: 'NEED_INFO', to: 'UNDER_PROCESSING', by: 'APPLICANT', comment: reply.reply });
    // Not waiting any more: a second answer is a step the table refuses.
    const twice = failure(await mine().browser.post(`${base}/updatePaymentComplainRequest`, reply), 409);
    expect(twice.code).toBe('COMPLAINT_STEP_NOT_ALLOWED');
  });

  it('resolves it with an answer (the clock stops), after which no step is allowed; an unknown number is a 404', async () => {
    const resolved = ok(
      await staff(made.paymentComplainNbr, 'resolve', { comment: 'The bank returned the transfer; it was sent again on the 12th.' }),
      e.complaintDetails.response,
    );
    expect(resolved).toMatchObject({ status: 'RESOLVED', resolution: 'The bank returned the transfer; it was sent again on the 12th.' });
    expect(resolved.clock.decidedAt).not.toBeNull();
    expect(resolved.clock.workingDaysLeft).toBeNull();
    expect(failure(await staff(made.paymentComplainNbr, 'reject', { comment: 'No' }), 409).code).toBe('COMPLAINT_STEP_NOT_ALLOWED');
    expect(failure(await staff('PC-2000-000999', 'take'), 404).code).toBe('NOT_FOUND');
    const details = ok(await mine().browser.get(`${base}/complaint-details/${made.id}`), e.complaintDetails.response);
    expect(details.history.map((item) => item.to)).toEqual(['NEW', 'UNDER_PROCESSING', 'NEED_INFO', 'UNDER_PROCESSING', 'RESOLVED']);
  });

  it('studies a complaint as it stands once the wait for information runs out (complaint.infoWaitDays), never dropping it', async () => {
    // The first is resolved: the payment may be complained about again.
    const again = ok(await mine().browser.post(`${base}/create`, body()), e.create.response);
    await staff(again.paymentComplainNbr, 'take');
    const before = Date.now();
    const asked = ok(
      await staff(again.paymentComplainNbr, 'request-info', { comment: 'Which account did you expect it in?' }),
      e.complaintDetails.response,
    );
    // 14 days to answer, shown with the clock.
    const due = Date.parse(asked.clock.documentsDueAt ?? '');
    expect(due - before).toBeGreaterThanOrEqual(14 * 86_400_000 - 5_000);
    expect(due - before).toBeLessThanOrEqual(14 * 86_400_000 + 60_000);
    await jobs.send('complaint.lapse-waits', {});
    await jobs.runDue();
    expect(ok(await mine().browser.get(`${base}/complaint-details/${again.id}`), e.complaintDetails.response).status).toBe('NEED_INFO');
    await db()
      .update(paymentComplaint)
      .set({ infoDueAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentComplaint.id, again.id));
    await jobs.send('complaint.lapse-waits', {});
    await jobs.runDue();
    const lapsed = ok(await mine().browser.get(`${base}/complaint-details/${again.id}`), e.complaintDetails.response);
    expect(lapsed).toMatchObject({ status: 'UNDER_PROCESSING', infoRequest: null, clock: { paused: false, documentsDueAt: null } });
    expect(lapsed.history.at(-1)).toMatchObject({ from: 'NEED_INFO', to: 'UNDER_PROCESSING', by: 'SYSTEM' });
    // The question is gone: a late answer is a step the table refuses; a second run changes nothing.
    const late = {
      paymentComplainNbr: again.paymentComplainNbr,
      reply: 'An answer that comes too late.',
      paymentComplainMap: { attachmentIds: [] },
    };
    expect(failure(await mine().browser.post(`${base}/updatePaymentComplainRequest`, late), 409).code).toBe('COMPLAINT_STEP_NOT_ALLOWED');
    await jobs.send('complaint.lapse-waits', {});
    await jobs.runDue();
    const after = ok(await mine().browser.get(`${base}/complaint-details/${again.id}`), e.complaintDetails.response);
    expect(after.history).toHaveLength(lapsed.history.length);
  });
});
