import { describe, expect, it } from 'vitest';
import { contract, lookupListSchema, otpSentSchema, type TicketDetails } from '@sanad/contract';
import { sampleFiles } from '../../test/factories/attachment.factory.ts';
import { TestBrowser, uniqueMobile } from '../../test/factories/session.factory.ts';
import { attachmentTestApp, failure, ok, postMultipart, unknownId } from '../attachment/attachment-routes.test-kit.ts';

const e = contract.ticket;
const base = '/api/tickets';
const hook = (number: string, step: string) => `/api/dev/tickets/${number}/${step}`;

/**
 * Tickets (docs/decisions/064-tickets.md) through the endpoints: a visitor opens one with a code sent to their mobile
 * and an optional file; the holder of the national ID signs in, lists it, reads it, replies and closes it; the demo
 * hook drives a case worker's steps. Another national ID's ticket is a 404.
 */
describe('tickets (/api/tickets/...)', () => {
  const { app, signedIn, storedFiles } = attachmentTestApp();
  const classification = { ticketType: 'INQUIRY', category: 'ELIGIBILITY', subCategory: 'ELIGIBILITY_RESULT' };
  const description = 'I was found not eligible this month and do not understand why.';

  /** A visitor's code for `nin` to a new mobile (sendOTP with the captcha), read from the SMS outbox. */
  async function visitorCode(visitor: TestBrowser, nin: string) {
    const mobile = uniqueMobile();
    const sent = await visitor.post('/api/applicant/sendOTP', { nin, mobile, captcha: await visitor.captcha() });
    const otp = ok(sent, otpSentSchema);
    return { mobile, otpId: otp.id, oneTimePassword: await visitor.latestCode(mobile) };
  }

  /** The create call as the web form sends it: the `attachment` JSON part and, when given, the file. */
  function create(visitor: TestBrowser, body: object, file?: { fileName: string; content: Buffer }) {
    return postMultipart(visitor, `${base}/create`, [
      { name: 'attachment', value: JSON.stringify(body) },
      ...(file ? [{ name: 'file', fileName: file.fileName, content: file.content }] : []),
    ]);
  }

  async function openTicket(nin: string, file?: { fileName: string; content: Buffer }): Promise<string> {
    const visitor = new TestBrowser(app());
    const code = await visitorCode(visitor, nin);
    return ok(await create(visitor, { nin, ...classification, description, ...code }, file), e.create.response).ticketNumber;
  }

  const staff = (number: string, step: string, payload: object = {}) => new TestBrowser(app()).post(hook(number, step), payload);

  let holder: Awaited<ReturnType<typeof signedIn>>;
  let number: string;
  let made: TicketDetails;

  it('opens a ticket for a visitor with the code and a file, answering its number; the national ID holder lists and reads it', async () => {
    holder = await signedIn();
    const before = (await storedFiles()).length;
    number = await openTicket(holder.user.nin, { fileName: 'statement.pdf', content: sampleFiles.pdf() });
    expect(number).toMatch(/^TK-\d{4}-\d{6}$/);
    expect(await storedFiles()).toHaveLength(before + 1);

    const page = ok(await holder.browser.get(`${base}/registered-tickets/0/10`), e.registeredTickets.response);
    expect(page).toMatchObject({ page: 0, pageSize: 10, total: 1 });
    const [summary] = page.items;
    expect(summary).toMatchObject({
      ticketNumber: number,
      status: 'OPEN',
      ticketType: { code: 'INQUIRY', name: 'Inquiry' },
      category: { code: 'ELIGIBILITY' },
      subCategory: { code: 'ELIGIBILITY_RESULT' },
    });
    // ticket.answerWorkingDays: DEFAULT 5 for an inquiry.
    expect(summary?.clock).toMatchObject({ workingDaysLeft: 5, overdue: false, paused: false, decidedAt: null });

    made = ok(await holder.browser.get(`${base}/ticket-details/${summary?.id ?? ''}`), e.ticketDetails.response);
    expect(made).toMatchObject({
      description,
      file: { fileName: 'statement.pdf' },
      messages: [],
      history: [expect.objectContaining({ from: null, to: 'OPEN', by: 'APPLICANT' })],
    });
    expect(made.maskedMobile).toMatch(/^05\*+\d{2}$/);
    const download = await holder.browser.get(`${base}/ticket-file/${made.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(sampleFiles.pdf())).toBe(true);
  });

  it('refuses a wrong code, a code asked for another national ID, and a type, category or sub-category not of the configuration', async () => {
    const visitor = new TestBrowser(app());
    const nin = holder.user.nin;
    const code = await visitorCode(visitor, nin);
    const body = (overrides: object = {}) => ({ nin, ...classification, description, ...code, ...overrides });
    const wrongDigit = code.oneTimePassword.endsWith('0') ? '1' : '0';
    const wrong = failure(await create(visitor, body({ oneTimePassword: code.oneTimePassword.slice(0, 5) + wrongDigit })), 400);
    expect(wrong.code).toBe('OTP_INVALID');

    expect(failure(await create(visitor, body({ ticketType: 'NO_SUCH_TYPE' })), 422).code).toBe('TICKET_TYPE_UNKNOWN');
    // A category of another type (complaints), and a sub-category of another category (payments).
    expect(failure(await create(visitor, body({ category: 'CMP_PAYMENTS' })), 422)).toMatchObject({
      code: 'TICKET_CATEGORY_UNKNOWN',
      message: 'Choose a category of the chosen ticket type.',
    });
    const payments = lookupListSchema.parse((await visitor.get('/api/config/ticket-sub-categories/INQ_PAYMENTS')).json());
    const otherSub = payments[0]?.code ?? '';
    expect(failure(await create(visitor, body({ subCategory: otherSub })), 422).code).toBe('TICKET_SUB_CATEGORY_UNKNOWN');

    // The same code answers for the national ID it was sent for only.
    expect(failure(await create(visitor, body({ nin: '1000000008' })), 400).code).toBe('OTP_EXPIRED');
    // Refusals before the code is tried leave it usable.
    expect(ok(await create(visitor, body()), e.create.response).ticketNumber).toMatch(/^TK-/);
  });

  it('refuses words too short or too long and a file that is not what its name says, keeping no file', async () => {
    const visitor = new TestBrowser(app());
    const code = await visitorCode(visitor, holder.user.nin);
    const body = (overrides: object = {}) => ({ nin: holder.user.nin, ...classification, description, ...code, ...overrides });
    const long = failure(await create(visitor, body({ description: 'x'.repeat(2001) })), 400);
    expect(long.fieldErrors).toEqual([expect.objectContaining({ field: 'body.description', code: 'too_big_string' })]);
    const short = failure(await create(visitor, body({ description: 'short' })), 400);
    expect(short.fieldErrors).toEqual([expect.objectContaining({ field: 'body.description', code: 'too_small_string' })]);
    const before = await storedFiles();
    const exe = failure(await create(visitor, body(), { fileName: 'statement.pdf', content: sampleFiles.exe() }), 400);
    expect(exe.code).toBe('ATTACHMENT_TYPE_NOT_ALLOWED');
    // A wrong code after a good file: the file is removed with the refusal.
    const wrongCode = failure(
      await create(visitor, body({ oneTimePassword: '000000' === code.oneTimePassword ? '111111' : '000000' }), {
        fileName: 'a.png',
        content: sampleFiles.png(),
      }),
      400,
    );
    expect(wrongCode.code).toBe('OTP_INVALID');
    expect(await storedFiles()).toEqual(before);
    const malformed = await visitor.post(`${base}/create`, body());
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 404 for a ticket of another national ID; their list is empty', async () => {
    const other = await signedIn();
    expect(failure(await other.browser.get(`${base}/ticket-details/${made.id}`), 404).code).toBe('NOT_FOUND');
    expect(failure(await other.browser.get(`${base}/ticket-file/${made.id}`), 404).code).toBe('NOT_FOUND');
    expect(failure(await other.browser.get(`${base}/ticket-details/${unknownId}`), 404).code).toBe('NOT_FOUND');
    const reply = { ticketNumber: number, reply: 'Can someone look at this please?' };
    expect(failure(await other.browser.post(`${base}/reply`, reply), 404).code).toBe('NOT_FOUND');
    expect(failure(await other.browser.post(`${base}/close`, { ticketNumber: number }), 404).code).toBe('NOT_FOUND');
    expect(ok(await other.browser.get(`${base}/registered-tickets/0/10`), e.registeredTickets.response).total).toBe(0);
    expect((await new TestBrowser(app()).get(`${base}/registered-tickets/0/10`)).statusCode).toBe(401);
  });

  it('a case worker takes and answers it (the clock stands); the beneficiary follows up, then closes it; a closed ticket takes no reply', async () => {
    expect(ok(await staff(number, 'take'), e.ticketDetails.response).status).toBe('IN_PROGRESS');
    expect(failure(await staff(number, 'reply'), 400).fieldErrors).toEqual([
      expect.objectContaining({ field: 'body.comment', code: 'required' }),
    ]);
    const answered = ok(
      await staff(number, 'reply', { comment: 'Your income this month was above the threshold.' }),
      e.ticketDetails.response,
    );
    expect(answered).toMatchObject({
      status: 'ANSWERED',
      clock: { paused: true },
      messages: [{ by: 'CASE_WORKER', text: 'Your income this month was above the threshold.' }],
    });

    const followUp = ok(
      await holder.browser.post(`${base}/reply`, { ticketNumber: number, reply: 'My salary stopped in March, see my statement.' }),
      e.reply.response,
    );
    expect(followUp).toMatchObject({ status: 'IN_PROGRESS', clock: { paused: false } });
    expect(followUp.messages.map((message) => message.by)).toEqual(['CASE_WORKER', 'BENEFICIARY']);
    // While in progress a reply joins the thread and the status stays.
    const again = ok(
      await holder.browser.post(`${base}/reply`, { ticketNumber: number, reply: 'Adding: it stopped on the 3rd.' }),
      e.reply.response,
    );
    expect(again.status).toBe('IN_PROGRESS');
    expect(again.messages).toHaveLength(3);

    const closed = ok(await holder.browser.post(`${base}/close`, { ticketNumber: number }), e.close.response);
    expect(closed.status).toBe('CLOSED');
    expect(closed.clock.decidedAt).not.toBeNull();
    expect(closed.clock.workingDaysLeft).toBeNull();
    expect(closed.history.map((item) => item.to)).toEqual(['OPEN', 'IN_PROGRESS', 'ANSWERED', 'IN_PROGRESS', 'CLOSED']);

    const refused = failure(
      await holder.browser.post(`${base}/reply`, { ticketNumber: number, reply: 'One more thing to add here.' }),
      409,
    );
    expect(refused.code).toBe('TICKET_STEP_NOT_ALLOWED');
    expect(failure(await holder.browser.post(`${base}/close`, { ticketNumber: number }), 409).code).toBe('TICKET_STEP_NOT_ALLOWED');
    expect(failure(await staff(number, 'take'), 409).code).toBe('TICKET_STEP_NOT_ALLOWED');
    expect(failure(await staff('TK-2000-000999', 'take'), 404).code).toBe('NOT_FOUND');
  });

  it('lists a page at a time, newest first', async () => {
    const newer = await openTicket(holder.user.nin);
    const first = ok(await holder.browser.get(`${base}/registered-tickets/0/1`), e.registeredTickets.response);
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.ticketNumber)).toEqual([newer]);
    expect(failure(await holder.browser.get(`${base}/registered-tickets/0/0`), 400).code).toBe('VALIDATION_FAILED');
  });
});
