import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contract, type VisitDetails } from '@sanad/contract';
import { fieldVisit } from '../../db/schema/index.ts';
import { xsrfHeaders } from '../../test/build-test-app.ts';
import { createHouse } from '../../test/factories/household.factory.ts';
import { failure, fieldCodes, householdTestApp, ok, unknownId } from '../household/household-routes.test-kit.ts';

const e = contract.visit;
const base = '/api/visits';
const hours = (count: number) => new Date(Date.now() + count * 3_600_000).toISOString();

/**
 * Field visits (docs/decisions/065-visits.md) through the endpoints, with the demo hook a case worker's steps are
 * driven by: the head lists and reads the visits to their houses, answers a scheduled one once and not too late;
 * another household's visit is a 404.
 */
describe('field visits (/api/visits/...)', () => {
  const { app, db, signedIn } = householdTestApp();
  /** Moves a visit's window to start `startsIn` hours from now (a visit the office scheduled before today). */
  const moveVisit = (id: string, startsIn: number) =>
    db()
      .update(fieldVisit)
      .set({ startsAt: new Date(hours(startsIn)), endsAt: new Date(hours(startsIn + 2)) })
      .where(eq(fieldVisit.id, id));
  const staff = async (url: string, payload: object) => {
    const response = await app().inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en', ...xsrfHeaders() } });
    return response;
  };
  const schedule = async (houseId: string, startsIn: number, purpose = 'PERIODIC_REVIEW') =>
    ok(
      await staff('/api/dev/visits/schedule', {
        houseId,
        purpose,
        officeCode: 'RUH1',
        visitorName: 'Noura Al-Qahtani',
        startsAt: hours(startsIn),
        endsAt: hours(startsIn + 2),
      }),
      contract.devVisit.schedule.response,
    );

  it('lists the head’s visits, scheduled ones first (soonest first), then the others (latest first), and reads one', async () => {
    const head = await signedIn();
    const home = await createHouse(db(), head.user.accountId, { label: 'Family home' });
    const later = await schedule(home.id, 24 * 10);
    const sooner = await schedule(home.id, 24 * 3, 'HOUSING_CHECK');
    const past = await schedule(home.id, 1);
    await moveVisit(past.id, -72);
    ok(
      await staff(`/api/dev/visits/${past.id}/done`, { outcome: 'CONFIRMED', note: 'The family lives at the address declared.' }),
      contract.devVisit.caseStep.response,
    );
    const canceled = await schedule(home.id, 24 * 20);
    ok(
      await staff(`/api/dev/visits/${canceled.id}/cancel`, { note: 'Moved at the family’s request' }),
      contract.devVisit.caseStep.response,
    );

    const page = ok(await head.browser.get(`${base}/visits-list/0/10`), e.visitsList.response);
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.id)).toEqual([sooner.id, later.id, canceled.id, past.id]);
    expect(page.items[0]).toMatchObject({
      status: 'SCHEDULED',
      purpose: 'HOUSING_CHECK',
      house: { id: home.id, label: 'Family home' },
      answer: null,
    });
    const second = ok(await head.browser.get(`${base}/visits-list/1/3`), e.visitsList.response);
    expect(second.items.map((item) => item.id)).toEqual([past.id]);

    const done = ok(await head.browser.get(`${base}/visit-details/${past.id}`), e.visitDetails.response);
    expect(done).toMatchObject({
      status: 'DONE',
      office: { code: 'RUH1', name: expect.stringContaining('Riyadh') },
      visitorName: 'Noura Al-Qahtani',
      result: { outcome: 'CONFIRMED', note: 'The family lives at the address declared.' },
      answerableUntil: null,
      canAnswer: false,
    });
    const upcoming = ok(await head.browser.get(`${base}/visit-details/${sooner.id}`), e.visitDetails.response);
    expect(upcoming).toMatchObject({ status: 'SCHEDULED', result: null, canAnswer: true });
    // visit.answerCutoffHours: 24 hours before the visit.
    expect(Date.parse(upcoming.startsAt) - Date.parse(upcoming.answerableUntil ?? '')).toBe(24 * 3_600_000);
    const arabic = ok(await head.browser.get(`${base}/visit-details/${canceled.id}`, { 'accept-language': 'ar' }), e.visitDetails.response);
    expect(arabic).toMatchObject({ status: 'CANCELED', result: { outcome: null, note: 'Moved at the family’s request' } });
    expect(arabic.office.name).toContain('الرياض');
  });

  it('takes one answer a visit: a confirmation, or a request to move it with its reason; a second one is refused', async () => {
    const head = await signedIn();
    const home = await createHouse(db(), head.user.accountId);
    const first = await schedule(home.id, 24 * 5);
    const second = await schedule(home.id, 24 * 6);

    const confirmed = ok(await head.browser.post(`${base}/confirm-visit`, { visitId: first.id }), e.confirmVisit.response);
    expect(confirmed).toMatchObject({ status: 'SCHEDULED', answer: { kind: 'CONFIRMED', reason: null }, canAnswer: false });
    const moved = ok(
      await head.browser.post(`${base}/reschedule-visit`, { visitId: second.id, reason: 'We travel to Abha that week for a wedding.' }),
      e.rescheduleVisit.response,
    );
    expect(moved).toMatchObject({
      answer: { kind: 'RESCHEDULE_REQUESTED', reason: 'We travel to Abha that week for a wedding.' },
      canAnswer: false,
    });

    const again = failure(
      await head.browser.post(`${base}/reschedule-visit`, { visitId: second.id, reason: 'Another reason for moving it.' }),
      409,
    );
    expect(again).toMatchObject({ code: 'VISIT_ALREADY_ANSWERED' });
    expect(
      failure(await head.browser.post(`${base}/reschedule-visit`, { visitId: first.id, reason: 'Changed our mind about it.' }), 409).code,
    ).toBe('VISIT_ALREADY_ANSWERED');
    const arabic = failure(await head.browser.post(`${base}/confirm-visit`, { visitId: first.id }, { 'accept-language': 'ar' }), 409);
    expect(arabic.message).toContain('سبق أن أجبت');
    const short = failure(await head.browser.post(`${base}/reschedule-visit`, { visitId: second.id, reason: 'busy' }), 400);
    expect(fieldCodes(short)).toEqual([{ field: 'body.reason', code: 'too_small_string' }]);
  });

  it('refuses an answer within the cut-off before the visit, and on a visit that is no longer scheduled', async () => {
    const head = await signedIn();
    const home = await createHouse(db(), head.user.accountId);
    const soon = await schedule(home.id, 5);
    expect(ok(await head.browser.get(`${base}/visit-details/${soon.id}`), e.visitDetails.response).canAnswer).toBe(false);
    const late = failure(
      await head.browser.post(`${base}/reschedule-visit`, { visitId: soon.id, reason: 'We will not be at home then.' }),
      409,
    );
    expect(late).toMatchObject({ code: 'VISIT_ANSWER_TOO_LATE' });
    expect(late.message).toContain('24 hours');
    expect(failure(await head.browser.post(`${base}/confirm-visit`, { visitId: soon.id }), 409).code).toBe('VISIT_ANSWER_TOO_LATE');

    const canceled = await schedule(home.id, 24 * 4);
    ok(await staff(`/api/dev/visits/${canceled.id}/cancel`, { note: 'The office closed that day' }), contract.devVisit.caseStep.response);
    expect(failure(await head.browser.post(`${base}/confirm-visit`, { visitId: canceled.id }), 409).code).toBe('VISIT_STEP_NOT_ALLOWED');
  });

  it("answers 404 for another household's visit, and lists none of it", async () => {
    const head = await signedIn();
    const other = await signedIn();
    const theirs = await schedule((await createHouse(db(), other.user.accountId)).id, 24 * 5);
    expect(failure(await head.browser.get(`${base}/visit-details/${theirs.id}`), 404).code).toBe('NOT_FOUND');
    expect(failure(await head.browser.get(`${base}/visit-details/${unknownId}`), 404).code).toBe('NOT_FOUND');
    expect(failure(await head.browser.get(`${base}/visit-details/not-an-id`), 404).code).toBe('NOT_FOUND');
    expect(failure(await head.browser.post(`${base}/confirm-visit`, { visitId: theirs.id }), 404).code).toBe('NOT_FOUND');
    expect(
      failure(await head.browser.post(`${base}/reschedule-visit`, { visitId: theirs.id, reason: 'We will not be at home then.' }), 404)
        .code,
    ).toBe('NOT_FOUND');
    expect(ok(await head.browser.get(`${base}/visits-list/0/10`), e.visitsList.response).total).toBe(0);
    expect(ok(await other.browser.get(`${base}/visit-details/${theirs.id}`), e.visitDetails.response).canAnswer).toBe(true);
  });

  it('is for heads of household: a dependent is refused', async () => {
    const dependent = await signedIn({ role: 'DEPENDENT' });
    expect(failure(await dependent.browser.get(`${base}/visits-list/0/10`), 403).code).toBe('FORBIDDEN');
  });
});

/** A case worker's steps (visit-office.service.ts) through the demo hook: what the table and the rules refuse. */
describe("a case worker's field visits (/api/dev/visits/...)", () => {
  const { app, db, signedIn } = householdTestApp();
  const moveVisit = (id: string, startsIn: number) =>
    db()
      .update(fieldVisit)
      .set({ startsAt: new Date(hours(startsIn)) })
      .where(eq(fieldVisit.id, id));
  const post = (url: string, payload: object) =>
    app().inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en', ...xsrfHeaders() } });
  const body = (houseId: string, overrides: Record<string, unknown> = {}) => ({
    houseId,
    purpose: 'FIRST_STUDY',
    officeCode: 'JED1',
    visitorName: 'Fahad Al-Harbi',
    startsAt: hours(48),
    endsAt: hours(50),
    ...overrides,
  });
  let visit: VisitDetails;

  it('schedules a visit to a house, refusing an unknown house or office, a window in the past or backwards', async () => {
    const head = await signedIn();
    const home = await createHouse(db(), head.user.accountId);
    visit = ok(await post('/api/dev/visits/schedule', body(home.id)), contract.devVisit.schedule.response);
    expect(visit).toMatchObject({ status: 'SCHEDULED', purpose: 'FIRST_STUDY', office: { code: 'JED1' }, answer: null, result: null });
    expect(failure(await post('/api/dev/visits/schedule', body(unknownId)), 404).code).toBe('NOT_FOUND');
    expect(failure(await post('/api/dev/visits/schedule', body(home.id, { officeCode: 'NOPE' })), 422).code).toBe('VISIT_OFFICE_UNKNOWN');
    const past = failure(await post('/api/dev/visits/schedule', body(home.id, { startsAt: hours(-2), endsAt: hours(-1) })), 400);
    expect(fieldCodes(past)).toEqual([{ field: 'body.startsAt', code: 'invalid' }]);
    const backwards = failure(await post('/api/dev/visits/schedule', body(home.id, { endsAt: hours(47) })), 400);
    expect(fieldCodes(backwards)).toEqual([{ field: 'body.endsAt', code: 'invalid' }]);
  });

  it('records a result only once the visit has started, with what each result needs; a closed visit stays closed', async () => {
    expect(failure(await post(`/api/dev/visits/${visit.id}/done`, { outcome: 'CONFIRMED' }), 409).code).toBe('VISIT_STEP_NOT_ALLOWED');
    await moveVisit(visit.id, -1);
    expect(fieldCodes(failure(await post(`/api/dev/visits/${visit.id}/done`, {}), 400))).toEqual([
      { field: 'body.outcome', code: 'required' },
    ]);
    expect(fieldCodes(failure(await post(`/api/dev/visits/${visit.id}/missed`, {}), 400))).toEqual([
      { field: 'body.note', code: 'required' },
    ]);
    const missed = ok(
      await post(`/api/dev/visits/${visit.id}/missed`, { note: 'Nobody was at home.' }),
      contract.devVisit.caseStep.response,
    );
    expect(missed).toMatchObject({ status: 'MISSED', result: { outcome: null, note: 'Nobody was at home.' } });
    expect(failure(await post(`/api/dev/visits/${visit.id}/cancel`, { note: 'Too late for this' }), 409).code).toBe(
      'VISIT_STEP_NOT_ALLOWED',
    );
    expect(failure(await post(`/api/dev/visits/${unknownId}/cancel`, { note: 'Unknown visit' }), 404).code).toBe('NOT_FOUND');
  });
});
