import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@sanad/contract';
import { tamkeenPerson } from '../../db/schema/index.ts';
import { auditLines } from '../../test/audit-lines.ts';
import { expectError, expectOk } from '../../test/factories/profile.factory.ts';
import { createTestAccount, uniqueNin, type TestAccount } from '../../test/factories/session.factory.ts';
import { tamkeenTestApp } from '../tamkeen-profile/tamkeen.test-kit.ts';
import { createTamkeenPartner, type TamkeenPartnerRow } from '../../test/factories/tamkeen-partner.factory.ts';
import { createTamkeenAppointment } from '../../test/factories/tamkeen-plan.factory.ts';

const e = contract.devTamkeenPlan;
const hourMs = 3_600_000;

/**
 * The case worker's appointments (decision 074) through the demo hooks: one scheduled for a person able to work or
 * treatable with an active partner at a time to come, and one canceled with a reason; each with an audit line and
 * seen by the person on /api/tamkeen/appointment.
 */
describe('tamkeen appointments in the office (/api/dev/tamkeen/.../appointment)', () => {
  const { testApp, signedIn, dev } = tamkeenTestApp();
  const db = () => testApp().database.db;
  let counsellor: TamkeenPartnerRow;
  beforeAll(async () => {
    counsellor = await createTamkeenPartner(db(), { kind: 'COUNSELLING', nameAr: 'مركز الإرشاد', nameEn: 'Guidance Centre' });
  });

  const appointment = (inHours: number, overrides: object = {}) => {
    const startsAt = new Date(Date.now() + inHours * hourMs);
    return {
      partnerCode: counsellor.code,
      purpose: 'COUNSELLING',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + hourMs).toISOString(),
      locationAr: 'الرياض، حي الملز',
      locationEn: 'Riyadh, Al Malaz',
      ...overrides,
    };
  };
  /** A person whose classification is already stored as `classification`. */
  async function classified(classification: 'TREATABLE' | 'NOT_ABLE'): Promise<TestAccount> {
    const user = await createTestAccount(db());
    const now = new Date();
    await db().insert(tamkeenPerson).values({ personId: user.personId, classification, track: null, classifiedAt: now, updatedAt: now });
    return user;
  }

  it('schedules an appointment the person then sees and may confirm; an audit line names no account', async () => {
    const { user, browser } = await signedIn();
    const made = expectOk(await dev(`/api/dev/tamkeen/${user.nin}/appointment`, appointment(72)), e.appointmentSchedule.response);
    expect(made).toMatchObject({
      status: 'SCHEDULED',
      purpose: 'COUNSELLING',
      location: 'Riyadh, Al Malaz',
      canConfirm: true,
      canCancel: true,
    });
    expect(made.partner.name).toBe('Guidance Centre');
    expect(await auditLines(db(), made.id)).toEqual([{ action: 'tamkeen.appointment.schedule', actor: null }]);

    const page = expectOk(
      await browser.get('/api/tamkeen/appointment/load/0/10', { 'accept-language': 'ar' }),
      contract.tamkeenAppointment.appointmentLoad.response,
    );
    expect(page.items.map((a) => [a.id, a.status, a.partner.name])).toEqual([[made.id, 'SCHEDULED', 'مركز الإرشاد']]);
    const confirmed = expectOk(
      await browser.post('/api/tamkeen/appointment/status-action', { appointmentId: made.id, action: 'CONFIRM' }),
      contract.tamkeenAppointment.appointmentStatusAction.response,
    );
    expect(confirmed.confirmedAt).not.toBeNull();

    // A treatable person may be given one too.
    const treatable = await classified('TREATABLE');
    expectOk(await dev(`/api/dev/tamkeen/${treatable.nin}/appointment`, appointment(48)), e.appointmentSchedule.response);
  });

  it('refuses a time passed, a person not able to work or exempt or unknown, an unknown partner and a bad window', async () => {
    const { user } = await signedIn();
    const past = await dev(`/api/dev/tamkeen/${user.nin}/appointment`, appointment(-1));
    expect(expectError(past, 422).code).toBe('TAMKEEN_DATE_PAST');
    expect((past.json() as { message: string }).message).toBe('Choose a day or time that has not passed.');
    const notAble = await classified('NOT_ABLE');
    expect(expectError(await dev(`/api/dev/tamkeen/${notAble.nin}/appointment`, appointment(24)), 409).code).toBe(
      'TAMKEEN_PERSON_NOT_ENROLLED',
    );
    const { user: exempt } = await signedIn({ birthDate: '1950-01-01' });
    expect(expectError(await dev(`/api/dev/tamkeen/${exempt.nin}/appointment`, appointment(24)), 409).code).toBe(
      'TAMKEEN_PERSON_NOT_ENROLLED',
    );
    expect(expectError(await dev(`/api/dev/tamkeen/${uniqueNin()}/appointment`, appointment(24)), 404).code).toBe('NOT_FOUND');
    expect(
      expectError(await dev(`/api/dev/tamkeen/${user.nin}/appointment`, appointment(24, { partnerCode: 'TP-NONE-0' })), 400).fields,
    ).toEqual([{ field: 'body.partnerCode', code: 'invalid_value' }]);
    const window = appointment(24);
    expect(expectError(await dev(`/api/dev/tamkeen/${user.nin}/appointment`, { ...window, endsAt: window.startsAt }), 400).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(expectError(await dev(`/api/dev/tamkeen/${user.nin}/appointment`, appointment(24, { purpose: 'PARTY' })), 400).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('cancels a scheduled appointment with a reason the person reads; a closed one is refused', async () => {
    const { user, browser } = await signedIn();
    const made = expectOk(await dev(`/api/dev/tamkeen/${user.nin}/appointment`, appointment(96)), e.appointmentSchedule.response);
    const reason = 'The counsellor is away that week.';
    expect(expectError(await dev(`/api/dev/tamkeen/appointment/${made.id}/cancel`, { reason: 'no' }), 400).code).toBe('VALIDATION_FAILED');
    const canceled = expectOk(await dev(`/api/dev/tamkeen/appointment/${made.id}/cancel`, { reason }), e.appointmentCancel.response);
    expect(canceled).toMatchObject({ status: 'CANCELED', cancelReason: reason, canConfirm: false, canCancel: false });
    expect((await auditLines(db(), made.id)).map((row) => row.action).sort()).toEqual([
      'tamkeen.appointment.cancel-by-case-worker',
      'tamkeen.appointment.schedule',
    ]);
    const seen = expectOk(
      await browser.get(`/api/tamkeen/appointment/load-details/${made.id}`),
      contract.tamkeenAppointment.appointmentLoadDetails.response,
    );
    expect(seen).toMatchObject({ status: 'CANCELED', cancelReason: reason });

    expect(expectError(await dev(`/api/dev/tamkeen/appointment/${made.id}/cancel`, { reason }), 409).code).toBe(
      'TAMKEEN_APPOINTMENT_NOT_OPEN',
    );
    const attended = await createTamkeenAppointment(db(), user.personId, counsellor.id, { inHours: -48, status: 'ATTENDED' });
    expect(expectError(await dev(`/api/dev/tamkeen/appointment/${attended.id}/cancel`, { reason }), 409).code).toBe(
      'TAMKEEN_APPOINTMENT_NOT_OPEN',
    );
    expect(expectError(await dev('/api/dev/tamkeen/appointment/not-an-id/cancel', { reason }), 404).code).toBe('NOT_FOUND');
  });
});
