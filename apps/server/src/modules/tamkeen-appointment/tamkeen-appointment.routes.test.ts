import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contract, todayInRiyadh } from '@sanad/contract';
import { auditEvent } from '../../db/schema/index.ts';
import { buildTestApp, xsrfHeaders, type TestApp } from '../../test/build-test-app.ts';
import { expectError, expectOk } from '../../test/factories/profile.factory.ts';
import { createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';
import { createTamkeenPartner } from '../../test/factories/tamkeen-partner.factory.ts';
import { createTamkeenAppointment } from '../../test/factories/tamkeen-plan.factory.ts';

const e = contract.tamkeenAppointment;
const base = '/api/tamkeen/appointment';
const dayMs = 24 * 3_600_000;
const inDays = (days: number) => todayInRiyadh(new Date(Date.now() + days * dayMs));

/**
 * Tamkeen appointments (decisions 067, 072) through the endpoints: the person's own, scheduled first; confirm, cancel
 * with a reason, ask once for a new time up to 24 h before; a case worker records ATTENDED or MISSED.
 */
describe('tamkeen appointments (/api/tamkeen/appointment/...)', () => {
  let t: TestApp;
  const db = () => t.database.db;
  let partnerId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    partnerId = (await createTamkeenPartner(db(), { kind: 'COUNSELLING', nameAr: 'مركز الإرشاد', nameEn: 'Guidance Centre' })).id;
  });
  afterAll(() => t.close());

  async function signedIn(): Promise<{ user: TestAccount; browser: TestBrowser }> {
    const user = await createTestAccount(db());
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    return { user, browser };
  }
  const result = (id: string, status: 'ATTENDED' | 'MISSED') =>
    t.app.inject({
      method: 'POST',
      url: `/api/dev/tamkeen/appointment/${id}/result`,
      payload: { status },
      headers: { 'accept-language': 'en', ...xsrfHeaders() },
    });

  it('pages the appointments scheduled first (soonest first), then past ones (latest first), and filters them', async () => {
    const { user, browser } = await signedIn();
    const later = await createTamkeenAppointment(db(), user.personId, partnerId, { inHours: 24 * 10 });
    const sooner = await createTamkeenAppointment(db(), user.personId, partnerId, { inHours: 24 * 3 });
    const past = await createTamkeenAppointment(db(), user.personId, partnerId, { inHours: -24 * 5, status: 'ATTENDED' });
    const older = await createTamkeenAppointment(db(), user.personId, partnerId, { inHours: -24 * 20, status: 'MISSED' });

    const first = expectOk(await browser.get(`${base}/load/0/3`, { 'accept-language': 'ar' }), e.appointmentLoad.response);
    expect(first.items.map((a) => a.id)).toEqual([sooner.id, later.id, past.id]);
    expect(first.total).toBe(4);
    expect(first.items[0]!.partner.name).toBe('مركز الإرشاد');
    const second = expectOk(await browser.get(`${base}/load/1/3`), e.appointmentLoad.response);
    expect(second.items.map((a) => a.id)).toEqual([older.id]);

    const attended = expectOk(
      await browser.post(`${base}/load-by-filter/0/10`, { status: 'ATTENDED' }),
      e.appointmentLoadByFilter.response,
    );
    expect(attended.items.map((a) => a.id)).toEqual([past.id]);
    const window = expectOk(
      await browser.post(`${base}/load-by-filter/0/10`, { from: inDays(-21), to: inDays(4) }),
      e.appointmentLoadByFilter.response,
    );
    expect(window.items.map((a) => a.id)).toEqual([sooner.id, past.id, older.id]);
    const reversed = expectError(await browser.post(`${base}/load-by-filter/0/10`, { from: inDays(4), to: inDays(1) }), 400);
    expect(reversed.fields).toEqual([{ field: 'body.to', code: 'end_before_start' }]);
  });

  it('confirms a scheduled appointment once, and cancels it with a reason', async () => {
    const { user, browser } = await signedIn();
    const appointment = await createTamkeenAppointment(db(), user.personId, partnerId);
    const details = expectOk(await browser.get(`${base}/load-details/${appointment.id}`), e.appointmentLoadDetails.response);
    expect(details).toMatchObject({ status: 'SCHEDULED', canConfirm: true, canCancel: true, canAskNewTime: true, confirmedAt: null });

    const confirmed = expectOk(
      await browser.post(`${base}/status-action`, { appointmentId: appointment.id, action: 'CONFIRM' }),
      e.appointmentStatusAction.response,
    );
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(confirmed.canConfirm).toBe(false);
    const again = await browser.post(
      `${base}/status-action`,
      { appointmentId: appointment.id, action: 'CONFIRM' },
      { 'accept-language': 'en' },
    );
    expect(expectError(again, 409).code).toBe('TAMKEEN_APPOINTMENT_NOT_OPEN');

    const noReason = expectError(await browser.post(`${base}/status-action`, { appointmentId: appointment.id, action: 'CANCEL' }), 400);
    expect(noReason.fields.map((f) => f.field)).toEqual(['body.reason']);
    const canceled = expectOk(
      await browser.post(`${base}/status-action`, {
        appointmentId: appointment.id,
        action: 'CANCEL',
        reason: 'I start a new job that week',
      }),
      e.appointmentStatusAction.response,
    );
    expect(canceled).toMatchObject({
      status: 'CANCELED',
      cancelReason: 'I start a new job that week',
      canCancel: false,
      canAskNewTime: false,
    });
    const audited = await db().select({ action: auditEvent.action }).from(auditEvent).where(eq(auditEvent.entityId, appointment.id));
    expect(audited.map((row) => row.action).sort()).toEqual(['tamkeen.appointment.cancel', 'tamkeen.appointment.confirm']);
  });

  it('takes one new-time request a day after today, and refuses a second one and one within 24 hours', async () => {
    const { user, browser } = await signedIn();
    const appointment = await createTamkeenAppointment(db(), user.personId, partnerId, { inHours: 24 * 4 });
    const body = { appointmentId: appointment.id, preferredDate: inDays(6), period: 'MORNING', note: 'I have a training class that day' };
    const today = expectError(await browser.post(`${base}/save`, { ...body, preferredDate: inDays(0) }), 422);
    expect(today.code).toBe('TAMKEEN_APPOINTMENT_DATE_PAST');
    const saved = expectOk(await browser.post(`${base}/save`, body), e.appointmentSave.response);
    expect(saved.newTime).toMatchObject({ preferredDate: inDays(6), period: 'MORNING', note: 'I have a training class that day' });
    expect(saved.canAskNewTime).toBe(false);
    expect(expectError(await browser.post(`${base}/save`, body), 409).code).toBe('TAMKEEN_APPOINTMENT_NEW_TIME_ASKED');

    const soon = await createTamkeenAppointment(db(), user.personId, partnerId, { inHours: 20 });
    const response = await browser.post(`${base}/save`, { ...body, appointmentId: soon.id }, { 'accept-language': 'en' });
    expect(expectError(response, 409).code).toBe('TAMKEEN_APPOINTMENT_TOO_LATE');
    expect((response.json() as { message: string }).message).toContain('24 hours');
    expect(expectOk(await browser.get(`${base}/load-details/${soon.id}`), e.appointmentLoadDetails.response)).toMatchObject({
      canConfirm: true,
      canAskNewTime: false,
    });
  });

  it('lets a case worker record an appointment attended or missed once; then the person can no longer change it', async () => {
    const { user, browser } = await signedIn();
    const appointment = await createTamkeenAppointment(db(), user.personId, partnerId);
    const attended = expectOk(await result(appointment.id, 'ATTENDED'), e.appointmentLoadDetails.response);
    expect(attended).toMatchObject({ status: 'ATTENDED', canConfirm: false, canCancel: false });
    expect(attended.closedAt).not.toBeNull();
    expect(expectError(await result(appointment.id, 'MISSED'), 409).code).toBe('TAMKEEN_APPOINTMENT_NOT_OPEN');
    const cancel = await browser.post(`${base}/status-action`, {
      appointmentId: appointment.id,
      action: 'CANCEL',
      reason: 'Too late to cancel now',
    });
    expect(expectError(cancel, 409).code).toBe('TAMKEEN_APPOINTMENT_NOT_OPEN');
  });

  it('answers 404 for another person’s appointment and for an id that is not one', async () => {
    const owner = await signedIn();
    const appointment = await createTamkeenAppointment(db(), owner.user.personId, partnerId);
    const { browser } = await signedIn();
    expect(expectError(await browser.get(`${base}/load-details/${appointment.id}`), 404).code).toBe('NOT_FOUND');
    expect(expectError(await browser.get(`${base}/load-details/nope`), 404).code).toBe('NOT_FOUND');
    const confirm = await browser.post(`${base}/status-action`, { appointmentId: appointment.id, action: 'CONFIRM' });
    expect(expectError(confirm, 404).code).toBe('NOT_FOUND');
    const save = await browser.post(`${base}/save`, {
      appointmentId: appointment.id,
      preferredDate: inDays(9),
      period: 'AFTERNOON',
      note: 'Another day please',
    });
    expect(expectError(save, 404).code).toBe('NOT_FOUND');
    expect(expectOk(await browser.get(`${base}/load/0/10`), e.appointmentLoad.response).total).toBe(0);
  });
});
