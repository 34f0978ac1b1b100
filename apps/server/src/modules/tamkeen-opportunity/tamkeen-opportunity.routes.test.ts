import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, otpSentSchema, todayInRiyadh, type DevTamkeenOfferInput } from '@sanad/contract';
import { auditEvent } from '../../db/schema/index.ts';
import { createManualClock } from '../../platform/clock/clock.ts';
import { buildTestApp, xsrfHeaders, type TestApp } from '../../test/build-test-app.ts';
import { expectError, expectOk } from '../../test/factories/profile.factory.ts';
import { createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';
import { createTamkeenPartner, type TamkeenPartnerRow } from '../../test/factories/tamkeen-partner.factory.ts';

const e = contract.tamkeenOpportunity;
const base = '/api/tamkeen/opportunity';
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Tamkeen's job offers (decisions 067, 071) through the endpoints: a person's own offers only, paged and filtered,
 * declined with a reason, accepted with a code to the verified mobile, and refused once closed.
 */
describe('tamkeen job offers (/api/tamkeen/opportunity/..., sendOTP, resend_otp)', () => {
  let t: TestApp;
  let employer: TamkeenPartnerRow;
  let trainer: TamkeenPartnerRow;
  const clock = createManualClock(new Date());
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await buildTestApp({ adapters: { clock } });
    employer = await createTamkeenPartner(db());
    trainer = await createTamkeenPartner(db(), { kind: 'TRAINING_PROVIDER' });
  });
  afterAll(() => t.close());

  async function signedIn(birthDate = '1985-03-21'): Promise<{ user: TestAccount; browser: TestBrowser }> {
    const user = await createTestAccount(db(), { birthDate });
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    return { user, browser };
  }

  const dev = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { 'accept-language': 'en', ...xsrfHeaders() }, ...(payload ? { payload } : {}) });

  /** A partner publishes an opportunity and offers it to the person (the demo hook); answers the offer. */
  async function offer(nin: string, overrides: Partial<DevTamkeenOfferInput> = {}) {
    const body = {
      partnerCode: employer.code,
      titleAr: 'محاسب',
      titleEn: 'Accountant',
      opportunityType: 'FULL_TIME',
      city: '0101',
      monthlySalary: 6000,
      deadline: dayAfter(20),
      ...overrides,
    };
    const made = expectOk(await dev(`/api/dev/tamkeen/${nin}/offer`, body), contract.devTamkeenOpportunity.offer.response);
    // The next offer is a second newer.
    clock.advance(1000);
    return made;
  }

  const assessment = { skillsRate: 'ADVANCED', qualificationFit: 'MATCHING' };

  it('lists the caller’s offers newest first a page at a time, filters them, and opens one', async () => {
    const { user, browser } = await signedIn();
    const first = await offer(user.nin, { titleEn: 'First' });
    const second = await offer(user.nin, { titleEn: 'Second', partnerCode: trainer.code, opportunityType: 'TRAINING', city: '0202' });
    const third = await offer(user.nin, { titleEn: 'Third', opportunityType: 'PART_TIME' });

    const page0 = expectOk(await browser.post(`${base}/load/0/2`), e.load.response);
    expect(page0).toMatchObject({ page: 0, pageSize: 2, total: 3 });
    expect(page0.items.map((item) => item.titleEn)).toEqual(['Third', 'Second']);
    const page1 = expectOk(await browser.post(`${base}/load/1/2`), e.load.response);
    expect(page1.items.map((item) => item.id)).toEqual([first.id]);

    const training = expectOk(await browser.post(`${base}/load-by-filter/0/10`, { opportunityType: 'TRAINING' }), e.loadByFilter.response);
    expect(training.items.map((item) => item.id)).toEqual([second.id]);
    expect(training.items[0]?.partner).toEqual({ code: trainer.code, nameAr: trainer.nameAr, nameEn: trainer.nameEn });
    const inRiyadh = expectOk(
      await browser.post(`${base}/load-by-filter/0/10`, { city: '0101', status: ['OFFERED'] }),
      e.loadByFilter.response,
    );
    expect(inRiyadh.items.map((item) => item.id)).toEqual([third.id, first.id]);
    const declined = expectOk(await browser.post(`${base}/load-by-filter/0/10`, { status: ['DECLINED'] }), e.loadByFilter.response);
    expect(declined).toMatchObject({ items: [], total: 0 });

    const details = expectOk(await browser.get(`${base}/load-details/${first.id}`), e.loadDetails.response);
    expect(details).toMatchObject({ status: 'OFFERED', titleEn: 'First', monthlySalary: 6000, canAnswer: true, answeredAt: null });

    expect(expectError(await browser.post(`${base}/load/0/0`), 400).code).toBe('VALIDATION_FAILED');
    expect(expectError(await browser.post(`${base}/load-by-filter/0/10`, { status: ['LOST'] }), 400).code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for another person’s offer or an unknown id, on every read and answer', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const theirs = await offer(owner.user.nin);
    expect(expectError(await stranger.browser.get(`${base}/load-details/${theirs.id}`), 404).code).toBe('NOT_FOUND');
    expect(expectError(await stranger.browser.get(`${base}/load-details/not-an-id`), 404).code).toBe('NOT_FOUND');
    const decline = { offerId: theirs.id, decision: 'DECLINE', reason: 'The place is too far away.', ...assessment };
    expect(expectError(await stranger.browser.post(`${base}/evaluate`, decline), 404).code).toBe('NOT_FOUND');
    expect(expectError(await stranger.browser.post('/api/tamkeen/sendOTP', { offerId: theirs.id }), 404).code).toBe('NOT_FOUND');
    expect(expectOk(await stranger.browser.post(`${base}/load/0/10`), e.load.response).total).toBe(0);
    // The owner's offer is untouched.
    expect(expectOk(await owner.browser.get(`${base}/load-details/${theirs.id}`), e.loadDetails.response).status).toBe('OFFERED');
  });

  it('declines with a reason and the self-assessment, once; a reason is required and the lookups are checked', async () => {
    const { user, browser } = await signedIn();
    const made = await offer(user.nin);
    const noReason = await browser.post(`${base}/evaluate`, { offerId: made.id, decision: 'DECLINE', reason: 'no', ...assessment });
    expect(expectError(noReason, 400).fields).toContainEqual({ field: 'body.reason', code: 'too_small_string' });
    const badLookups = await browser.post(`${base}/evaluate`, {
      offerId: made.id,
      decision: 'DECLINE',
      reason: 'The shifts do not suit my family.',
      skillsRate: 'GENIUS',
      qualificationFit: 'MATCHING',
    });
    expect(expectError(badLookups, 400).fields).toEqual([{ field: 'body.skillsRate', code: 'invalid_value' }]);

    const body = { offerId: made.id, decision: 'DECLINE', reason: 'The shifts do not suit my family.', ...assessment };
    const answered = expectOk(await browser.post(`${base}/evaluate`, body), e.evaluate.response);
    expect(answered).toMatchObject({ status: 'DECLINED', declineReason: body.reason, skillsRate: 'ADVANCED', canAnswer: false });
    expect(answered.answeredAt).not.toBeNull();
    const again = await browser.post(`${base}/evaluate`, body);
    expect(expectError(again, 409).code).toBe('TAMKEEN_OFFER_CLOSED');
    const audited = await db().select({ action: auditEvent.action }).from(auditEvent).where(eq(auditEvent.entityId, made.id));
    expect(audited.map((row) => row.action)).toContain('tamkeen.offer.decline');
  });

  it('accepts with the code sent for this offer only; a wrong code is refused and the offer stays open', async () => {
    const { user, browser } = await signedIn();
    const made = await offer(user.nin);
    const other = await offer(user.nin, { partnerCode: trainer.code });

    const sent = otpSentSchema.parse((await browser.post('/api/tamkeen/sendOTP', { offerId: made.id })).json());
    expect(sent.maskedMobile).toContain('*');
    const code = await browser.latestCode(user.mobile);
    const accept = (offerId: string, oneTimePassword: string) =>
      browser.post(`${base}/evaluate`, { offerId, decision: 'ACCEPT', otpId: sent.id, oneTimePassword, ...assessment });

    // A code asked for one offer does not accept another.
    expect(expectError(await accept(other.id, code), 400).code).toBe('OTP_EXPIRED');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(expectError(await accept(made.id, wrong), 400).code).toBe('OTP_INVALID');
    expect(expectOk(await browser.get(`${base}/load-details/${made.id}`), e.loadDetails.response).status).toBe('OFFERED');
    // Too soon for another code (the otp module's resend delay).
    expect(expectError(await browser.post(`/api/tamkeen/resend_otp/${sent.id}`), 429).code).toBe('OTP_RESEND_TOO_SOON');

    const accepted = expectOk(await accept(made.id, code), e.evaluate.response);
    expect(accepted).toMatchObject({ status: 'ACCEPTED', canAnswer: false, qualificationFit: 'MATCHING', declineReason: null });
    // The code is spent, and the offer answered.
    expect(expectError(await accept(made.id, code), 409).code).toBe('TAMKEEN_OFFER_CLOSED');
    expect(expectError(await browser.post('/api/tamkeen/sendOTP', { offerId: made.id }), 409).code).toBe('TAMKEEN_OFFER_CLOSED');
    // Partner evaluation counts the employer as met, and only the employer (the other offer is still open).
    const met = expectOk(await browser.get('/api/tamkeen/evaluation/list-partners'), contract.tamkeenEvaluation.listPartners.response);
    expect(met.items.map((item) => item.partner.code)).toEqual([employer.code]);
    const filtered = expectOk(await browser.post(`${base}/load-by-filter/0/10`, { status: ['ACCEPTED'] }), e.loadByFilter.response);
    expect(filtered.items.map((item) => item.id)).toEqual([made.id]);
  });

  it('sends the code again once the resend delay has passed; only the newest code accepts', async () => {
    const { user, browser } = await signedIn();
    const made = await offer(user.nin);
    const sent = otpSentSchema.parse((await browser.post('/api/tamkeen/sendOTP', { offerId: made.id })).json());
    const first = await browser.latestCode(user.mobile);
    clock.advance(61_000);
    const again = expectOk(await browser.post(`/api/tamkeen/resend_otp/${sent.id}`), e.resendOtp.response);
    expect(again.id).toBe(sent.id);
    const second = await browser.latestCode(user.mobile);
    const accept = (oneTimePassword: string) =>
      browser.post(`${base}/evaluate`, { offerId: made.id, decision: 'ACCEPT', otpId: sent.id, oneTimePassword, ...assessment });
    if (first !== second) expect(expectError(await accept(first), 400).code).toBe('OTP_INVALID');
    expect(expectOk(await accept(second), e.evaluate.response).status).toBe('ACCEPTED');
    // Another person cannot have it sent again.
    const stranger = await signedIn();
    expect(expectError(await stranger.browser.post(`/api/tamkeen/resend_otp/${sent.id}`), 404).code).toBe('NOT_FOUND');
  });

  it('reads an offer past its deadline as EXPIRED and a withdrawn one as WITHDRAWN, neither answerable', async () => {
    const { user, browser } = await signedIn();
    const late = await offer(user.nin, { deadline: todayInRiyadh(new Date(Date.now() - 2 * 86_400_000)) });
    expect(late).toMatchObject({ status: 'EXPIRED', canAnswer: false });
    const expired = expectOk(await browser.post(`${base}/load-by-filter/0/10`, { status: ['EXPIRED'] }), e.loadByFilter.response);
    expect(expired.items.map((item) => item.id)).toEqual([late.id]);
    const decline = { offerId: late.id, decision: 'DECLINE', reason: 'It is too late to answer now.', ...assessment };
    expect(expectError(await browser.post(`${base}/evaluate`, decline), 409).code).toBe('TAMKEEN_OFFER_CLOSED');

    const open = await offer(user.nin);
    const withdrawn = expectOk(await dev(`/api/dev/tamkeen/offers/${open.id}/withdraw`), contract.devTamkeenOpportunity.withdraw.response);
    expect(withdrawn).toMatchObject({ status: 'WITHDRAWN', canAnswer: false });
    expect(expectError(await dev(`/api/dev/tamkeen/offers/${open.id}/withdraw`), 409).code).toBe('TAMKEEN_OFFER_CLOSED');
    expect(expectError(await browser.post('/api/tamkeen/sendOTP', { offerId: open.id }), 409).code).toBe('TAMKEEN_OFFER_CLOSED');
  });

  it('answers the lookups of the answer and the opportunity types of a track', async () => {
    const { browser } = await signedIn();
    const rates = expectOk(await browser.get(`${base}/lookup/skills-rate`), e.skillsRate.response);
    expect(rates.map((item) => item.code)).toEqual(['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'EXPERT']);
    const fits = expectOk(await browser.get(`${base}/lookup/qualification-fit`), e.qualificationFit.response);
    expect(fits.map((item) => item.code)).toContain('PARTLY_MATCHING');
    const training = expectOk(await browser.get(`${base}/lookup/opportunity-type/TRAINING`), e.opportunityType.response);
    expect(training.map((item) => item.code)).toEqual(['TRAINING', 'ON_THE_JOB_TRAINING', 'VOLUNTEERING']);
    const all = expectOk(await browser.get(`${base}/lookup/opportunity-type/ALL`), e.opportunityType.response);
    expect(all).toHaveLength(10);
    expect(expectError(await browser.get(`${base}/lookup/opportunity-type/ASTRONAUT`), 400).code).toBe('VALIDATION_FAILED');
  });

  it('refuses people who are not enrolled (EXEMPT) with 409, and visitors with 401', async () => {
    const old = await signedIn('1950-01-01');
    const refused = await old.browser.post(`${base}/load/0/10`);
    expect(expectError(refused, 409).code).toBe('TAMKEEN_NOT_ENROLLED');
    expect(refused.json<{ message: string }>().message).toContain('not enrolled');
    expect(expectError(await old.browser.get(`${base}/lookup/skills-rate`), 409).code).toBe('TAMKEEN_NOT_ENROLLED');
    const visitor = new TestBrowser(t.app);
    expect((await visitor.post(`${base}/load/0/10`)).statusCode).toBe(401);
  });
});
