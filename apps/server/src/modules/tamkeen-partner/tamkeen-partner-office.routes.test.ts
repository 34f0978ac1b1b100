import { describe, expect, it } from 'vitest';
import { contract, todayInRiyadh } from '@sanad/contract';
import { auditLines } from '../../test/audit-lines.ts';
import { expectError, expectOk } from '../../test/factories/profile.factory.ts';
import { tamkeenTestApp } from '../tamkeen-profile/tamkeen.test-kit.ts';
import { createTestAccount } from '../../test/factories/session.factory.ts';

const e = contract.devTamkeenPlan;
const inDays = (days: number) => todayInRiyadh(new Date(Date.now() + days * 24 * 3_600_000));

/**
 * The case worker's partners (decision 074) through the demo hooks: a new partner (unique code, a city of `cities`),
 * its deactivation (no new plan action, appointment or offer with it) and reactivation, each with an audit line.
 */
describe('tamkeen partners in the office (/api/dev/tamkeen/partners...)', () => {
  const { testApp, dev } = tamkeenTestApp();
  const db = () => testApp().database.db;

  let sequence = 0;
  const newCode = () => `TP-O${process.pid % 1000}-${(sequence += 1)}`;
  const partner = (code: string) => ({
    code,
    nameAr: 'مركز التدريب المهني',
    nameEn: 'Vocational Training Centre',
    kind: 'TRAINING_PROVIDER',
    city: '0101',
  });

  it('adds a partner with an audit line; refuses a code taken, an unknown city and a bad code', async () => {
    const code = newCode();
    const made = expectOk(await dev('/api/dev/tamkeen/partners', partner(code.toLowerCase())), e.partnerCreate.response);
    expect(made).toMatchObject({ code, nameEn: 'Vocational Training Centre', kind: 'TRAINING_PROVIDER', city: '0101', active: true });
    expect(await auditLines(db(), made.id)).toEqual([{ action: 'tamkeen.partner.create', actor: null }]);

    const taken = await dev('/api/dev/tamkeen/partners', partner(code));
    expect(expectError(taken, 409).code).toBe('TAMKEEN_PARTNER_CODE_TAKEN');
    expect((taken.json() as { message: string }).message).toBe('Another partner already has this code.');
    const city = expectError(await dev('/api/dev/tamkeen/partners', { ...partner(newCode()), city: '9999' }), 400);
    expect(city.fields).toEqual([{ field: 'body.city', code: 'invalid_value' }]);
    expectError(await dev('/api/dev/tamkeen/partners', { ...partner('no spaces allowed'), kind: 'BANK' }), 400);
  });

  it('deactivates a partner, which then gets no new plan action, appointment or offer, and reactivates it', async () => {
    const code = newCode();
    const made = expectOk(await dev('/api/dev/tamkeen/partners', partner(code)), e.partnerCreate.response);
    const user = await createTestAccount(db());
    const off = expectOk(await dev(`/api/dev/tamkeen/partners/${code}/active`, { active: false }), e.partnerActive.response);
    expect(off.active).toBe(false);

    const planRefused = await dev(`/api/dev/tamkeen/${user.nin}/plan`, {
      titleAr: 'خطة التأهيل',
      titleEn: 'Readiness plan',
      actions: [{ titleAr: 'دورة مهارات', titleEn: 'Skills course', partnerCode: code, dueDate: inDays(10) }],
    });
    expect(expectError(planRefused, 409).code).toBe('TAMKEEN_PARTNER_INACTIVE');
    expect((planRefused.json() as { message: string }).message).toBe(
      'This partner is inactive, so it cannot take new plans, appointments or offers.',
    );
    const startsAt = new Date(Date.now() + 3 * 24 * 3_600_000);
    const appointment = {
      partnerCode: code,
      purpose: 'TRAINING_INTAKE',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      locationAr: 'الرياض، حي العليا',
      locationEn: 'Riyadh, Al Olaya',
    };
    expect(expectError(await dev(`/api/dev/tamkeen/${user.nin}/appointment`, appointment), 409).code).toBe('TAMKEEN_PARTNER_INACTIVE');
    const offer = {
      partnerCode: code,
      titleAr: 'متدرب',
      titleEn: 'Trainee',
      opportunityType: 'TRAINING',
      city: '0101',
      deadline: inDays(20),
    };
    expect(expectError(await dev(`/api/dev/tamkeen/${user.nin}/offer`, offer), 409).code).toBe('TAMKEEN_PARTNER_INACTIVE');

    const on = expectOk(await dev(`/api/dev/tamkeen/partners/${code}/active`, { active: true }), e.partnerActive.response);
    expect(on.active).toBe(true);
    expectOk(await dev(`/api/dev/tamkeen/${user.nin}/appointment`, appointment), e.appointmentSchedule.response);
    expect((await auditLines(db(), made.id)).map((row) => row.action).sort()).toEqual([
      'tamkeen.partner.activate',
      'tamkeen.partner.create',
      'tamkeen.partner.deactivate',
    ]);
    expect(expectError(await dev('/api/dev/tamkeen/partners/TP-NONE-0/active', { active: false }), 404).code).toBe('NOT_FOUND');
  });
});
