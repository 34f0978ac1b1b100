import { beforeAll, describe, expect, it } from 'vitest';
import { contract, todayInRiyadh } from '@sanad/contract';
import { auditLines } from '../../test/audit-lines.ts';
import { expectError, expectOk } from '../../test/factories/profile.factory.ts';
import { uniqueNin } from '../../test/factories/session.factory.ts';
import { tamkeenTestApp } from '../tamkeen-profile/tamkeen.test-kit.ts';
import { createTamkeenPartner, type TamkeenPartnerRow } from '../../test/factories/tamkeen-partner.factory.ts';

const e = contract.devTamkeenPlan;
const inDays = (days: number) => todayInRiyadh(new Date(Date.now() + days * 24 * 3_600_000));

/**
 * The case worker's plans (decision 074) through the demo hooks: a person's plan with its actions (one active plan a
 * person), an action added to it, the plan closed; each with an audit line and seen by the person on /api/tamkeen/plan.
 */
describe('tamkeen plans in the office (/api/dev/tamkeen/.../plan)', () => {
  const { testApp, signedIn, dev } = tamkeenTestApp();
  const db = () => testApp().database.db;
  let counsellor: TamkeenPartnerRow;
  beforeAll(async () => {
    counsellor = await createTamkeenPartner(db(), { kind: 'COUNSELLING', nameAr: 'مركز الإرشاد', nameEn: 'Guidance Centre' });
  });

  const plan = (overrides: object = {}) => ({
    titleAr: 'خطة الجاهزية للعمل',
    titleEn: 'Work readiness plan',
    endsOn: inDays(60),
    actions: [
      { titleAr: 'جلسة إرشاد', titleEn: 'Counselling session', partnerCode: counsellor.code, dueDate: inDays(7) },
      { titleAr: 'تحديث السيرة الذاتية', titleEn: 'Update the CV', dueDate: inDays(14) },
    ],
    ...overrides,
  });

  it('makes a person’s plan with its actions, which the person then sees; a second active plan is refused', async () => {
    const { user, browser } = await signedIn();
    const made = expectOk(await dev(`/api/dev/tamkeen/${user.nin}/plan`, plan()), e.planCreate.response);
    expect(made).toMatchObject({ title: 'Work readiness plan', status: 'ACTIVE', startedOn: inDays(0), endsOn: inDays(60) });
    expect(made.actions.map((a) => [a.title, a.status, a.partner?.name ?? null])).toEqual([
      ['Counselling session', 'PENDING', 'Guidance Centre'],
      ['Update the CV', 'PENDING', null],
    ]);
    expect(await auditLines(db(), made.id)).toEqual([{ action: 'tamkeen.plan.create', actor: null }]);

    const list = expectOk(await browser.get('/api/tamkeen/plan/load', { 'accept-language': 'ar' }), contract.tamkeenPlan.planLoad.response);
    expect(list.items.map((p) => [p.id, p.title, p.progress])).toEqual([[made.id, 'خطة الجاهزية للعمل', { done: 0, total: 2 }]]);

    const second = await dev(`/api/dev/tamkeen/${user.nin}/plan`, plan());
    expect(expectError(second, 409).code).toBe('TAMKEEN_PLAN_ACTIVE_EXISTS');
    expect((second.json() as { message: string }).message).toBe(
      'This person already has an active plan. Close it before making a new one.',
    );
  });

  it('refuses a plan for a person not enrolled, an unknown person or partner, a day passed and no action', async () => {
    const { user: exempt } = await signedIn({ birthDate: '1950-01-01' });
    expect(expectError(await dev(`/api/dev/tamkeen/${exempt.nin}/plan`, plan()), 409).code).toBe('TAMKEEN_PERSON_NOT_ENROLLED');
    expect(expectError(await dev(`/api/dev/tamkeen/${uniqueNin()}/plan`, plan()), 404).code).toBe('NOT_FOUND');
    const { user } = await signedIn();
    const unknownPartner = plan({ actions: [{ titleAr: 'خطوة', titleEn: 'Step', partnerCode: 'TP-NONE-0', dueDate: inDays(3) }] });
    expect(expectError(await dev(`/api/dev/tamkeen/${user.nin}/plan`, unknownPartner), 400).fields).toEqual([
      { field: 'body.actions.0.partnerCode', code: 'invalid_value' },
    ]);
    const late = plan({ actions: [{ titleAr: 'خطوة', titleEn: 'Step', dueDate: inDays(-1) }] });
    expect(expectError(await dev(`/api/dev/tamkeen/${user.nin}/plan`, late), 422).code).toBe('TAMKEEN_DATE_PAST');
    expect(expectError(await dev(`/api/dev/tamkeen/${user.nin}/plan`, plan({ actions: [] })), 400).code).toBe('VALIDATION_FAILED');
    expect(expectError(await dev(`/api/dev/tamkeen/${user.nin}/plan`, plan({ endsOn: 'soon' })), 400).code).toBe('VALIDATION_FAILED');
  });

  it('adds an action to the active plan and closes it; a closed plan takes no action and no second close', async () => {
    const { user, browser } = await signedIn();
    const made = expectOk(await dev(`/api/dev/tamkeen/${user.nin}/plan`, plan()), e.planCreate.response);
    const added = expectOk(
      await dev(`/api/dev/tamkeen/plan/${made.id}/action`, {
        titleAr: 'مقابلة تجريبية',
        titleEn: 'Mock interview',
        partnerCode: counsellor.code,
        dueDate: inDays(21),
      }),
      e.planAddAction.response,
    );
    expect(added.actions.map((a) => a.title)).toEqual(['Counselling session', 'Update the CV', 'Mock interview']);
    const newAction = added.actions[2]!;
    expect(await auditLines(db(), newAction.id)).toEqual([{ action: 'tamkeen.plan.action.add', actor: null }]);
    const details = expectOk(await browser.get(`/api/tamkeen/plan/load-details/${made.id}`), contract.tamkeenPlan.planLoadDetails.response);
    expect(details.actions.map((a) => a.id)).toContain(newAction.id);

    const closed = expectOk(await dev(`/api/dev/tamkeen/plan/${made.id}/close`, { note: 'Found work' }), e.planClose.response);
    expect(closed).toMatchObject({ status: 'CLOSED', endsOn: inDays(0) });
    expect((await auditLines(db(), made.id)).map((row) => row.action).sort()).toEqual(['tamkeen.plan.close', 'tamkeen.plan.create']);
    const list = expectOk(await browser.get('/api/tamkeen/plan/load'), contract.tamkeenPlan.planLoad.response);
    expect(list.items.map((p) => [p.id, p.status])).toEqual([[made.id, 'CLOSED']]);
    // The person's own step on the closed plan is refused, as is the case worker's.
    expect(expectError(await browser.post('/api/tamkeen/plan/action', { actionId: newAction.id, action: 'ACCEPT' }), 409).code).toBe(
      'TAMKEEN_PLAN_CLOSED',
    );
    const step = { titleAr: 'خطوة', titleEn: 'Step', dueDate: inDays(3) };
    expect(expectError(await dev(`/api/dev/tamkeen/plan/${made.id}/action`, step), 409).code).toBe('TAMKEEN_PLAN_CLOSED');
    expect(expectError(await dev(`/api/dev/tamkeen/plan/${made.id}/close`, {}), 409).code).toBe('TAMKEEN_PLAN_CLOSED');
    expect(expectError(await dev('/api/dev/tamkeen/plan/not-an-id/close', {}), 404).code).toBe('NOT_FOUND');
    expect(expectError(await dev(`/api/dev/tamkeen/plan/${user.personId}/action`, step), 404).code).toBe('NOT_FOUND');

    // Once closed, a new plan may be made.
    expectOk(await dev(`/api/dev/tamkeen/${user.nin}/plan`, plan()), e.planCreate.response);
  });
});
