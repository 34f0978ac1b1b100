import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contract } from '@sanad/contract';
import { auditEvent } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectError, expectOk } from '../../test/factories/profile.factory.ts';
import { createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';
import { createTamkeenPartner } from '../../test/factories/tamkeen-partner.factory.ts';
import { createTamkeenPlan } from '../../test/factories/tamkeen-plan.factory.ts';
import { pdfText } from '../../test/pdf-text.ts';

const e = contract.tamkeenPlan;
const base = '/api/tamkeen/plan';

/**
 * The tamkeen plan (decisions 067, 072) through the endpoints: the person's own plans with progress, the steps of an
 * action (ACCEPT, then DONE), the report as a PDF in both languages, and spec §8's failure rule (418, code 1018).
 */
describe('tamkeen plan (/api/tamkeen/plan/...)', () => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(birthDate = '1985-03-21'): Promise<{ user: TestAccount; browser: TestBrowser }> {
    const user = await createTestAccount(db(), { birthDate, nameAr: 'سارة أحمد', nameEn: 'Sara Ahmed' });
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    return { user, browser };
  }

  it('lists the plan with its progress and shows its actions with the partner, in the caller’s language', async () => {
    const { user, browser } = await signedIn();
    const partner = await createTamkeenPartner(db(), { kind: 'COUNSELLING', nameAr: 'مركز الإرشاد', nameEn: 'Guidance Centre' });
    await createTamkeenPlan(db(), user.personId, { status: 'CLOSED', actions: ['DONE'] });
    const plan = await createTamkeenPlan(db(), user.personId, { partnerId: partner.id });

    const list = expectOk(await browser.get(`${base}/load`, { 'accept-language': 'en' }), e.planLoad.response);
    expect(list.items.map((p) => [p.status, p.progress])).toEqual([
      ['ACTIVE', { done: 1, total: 3 }],
      ['CLOSED', { done: 1, total: 1 }],
    ]);
    const details = expectOk(await browser.get(`${base}/load-details/${plan.id}`, { 'accept-language': 'ar' }), e.planLoadDetails.response);
    expect(details.title).toBe('خطة تجريبية');
    expect(details.actions.map((a) => [a.title, a.status, a.partner?.name])).toEqual([
      ['الخطوة 1', 'PENDING', 'مركز الإرشاد'],
      ['الخطوة 2', 'ACCEPTED', 'مركز الإرشاد'],
      ['الخطوة 3', 'DONE', 'مركز الإرشاد'],
    ]);
  });

  it('accepts a pending action, then marks it done with a note; refuses the steps out of order', async () => {
    const { user, browser } = await signedIn();
    const plan = await createTamkeenPlan(db(), user.personId, { actions: ['PENDING', 'DONE'] });
    const details = expectOk(await browser.get(`${base}/load-details/${plan.id}`), e.planLoadDetails.response);
    const actionId = details.actions[0]!.id;

    const early = expectError(await browser.post(`${base}/action`, { actionId, action: 'DONE' }, { 'accept-language': 'en' }), 409);
    expect(early.code).toBe('TAMKEEN_PLAN_ACTION_STATE');
    const accepted = expectOk(await browser.post(`${base}/action`, { actionId, action: 'ACCEPT' }), e.planAction.response);
    expect(accepted.actions[0]).toMatchObject({ status: 'ACCEPTED', note: null });
    expect(expectError(await browser.post(`${base}/action`, { actionId, action: 'ACCEPT' }), 409).code).toBe('TAMKEEN_PLAN_ACTION_STATE');
    const done = expectOk(
      await browser.post(`${base}/action`, { actionId, action: 'DONE', note: 'Sent to the counsellor' }),
      e.planAction.response,
    );
    expect(done.actions[0]).toMatchObject({ status: 'DONE', note: 'Sent to the counsellor' });
    expect(done.actions[0]!.doneAt).not.toBeNull();
    expect(done.progress).toEqual({ done: 2, total: 2 });
    expect(expectError(await browser.post(`${base}/action`, { actionId, action: 'DONE' }), 409).code).toBe('TAMKEEN_PLAN_ACTION_STATE');
    const audited = await db()
      .select({ action: auditEvent.action, actor: auditEvent.actorAccountId })
      .from(auditEvent)
      .where(eq(auditEvent.entityId, actionId));
    expect(audited.map((row) => row.action).sort()).toEqual(['tamkeen.plan.action.accept', 'tamkeen.plan.action.done']);
    expect(audited.every((row) => row.actor === user.accountId)).toBe(true);
  });

  it('refuses a step on a closed plan and an action of no known kind', async () => {
    const { user, browser } = await signedIn();
    const plan = await createTamkeenPlan(db(), user.personId, { status: 'CLOSED', actions: ['PENDING'] });
    const details = expectOk(await browser.get(`${base}/load-details/${plan.id}`), e.planLoadDetails.response);
    const response = await browser.post(
      `${base}/action`,
      { actionId: details.actions[0]!.id, action: 'ACCEPT' },
      { 'accept-language': 'en' },
    );
    const closed = expectError(response, 409);
    expect(closed.code).toBe('TAMKEEN_PLAN_CLOSED');
    expect((response.json() as { message: string }).message).toBe('This plan is closed, so its steps can no longer change.');
    const bad = expectError(await browser.post(`${base}/action`, { actionId: details.actions[0]!.id, action: 'SKIP' }), 400);
    expect(bad.fields.map((f) => f.field)).toEqual(['body.action']);
  });

  it('answers 404 for another person’s plan and action, and for an id that is not one', async () => {
    const owner = await signedIn();
    const plan = await createTamkeenPlan(db(), owner.user.personId, { actions: ['PENDING'] });
    const actionId = expectOk(await owner.browser.get(`${base}/load-details/${plan.id}`), e.planLoadDetails.response).actions[0]!.id;
    const { browser } = await signedIn();
    expect(expectError(await browser.get(`${base}/load-details/${plan.id}`), 404).code).toBe('NOT_FOUND');
    expect(expectError(await browser.get(`${base}/load-details/not-a-plan`), 404).code).toBe('NOT_FOUND');
    expect(expectError(await browser.post(`${base}/action`, { actionId, action: 'ACCEPT' }), 404).code).toBe('NOT_FOUND');
    expect(expectError(await browser.post(`${base}/generate-plan-report/`, { planId: plan.id }), 418).code).toBe('1018');
    expect(expectOk(await browser.get(`${base}/load`), e.planLoad.response).items).toEqual([]);
  });

  it('answers 409 TAMKEEN_NOT_ENROLLED to an exempt person', async () => {
    const { browser } = await signedIn('1950-01-01');
    expect(expectError(await browser.get(`${base}/load`), 409).code).toBe('TAMKEEN_NOT_ENROLLED');
  });

  it('builds the report of the active plan as a PDF holding the name and the steps in Arabic and English', async () => {
    const { user, browser } = await signedIn();
    const partner = await createTamkeenPartner(db(), { nameAr: 'معهد التدريب', nameEn: 'Training Institute' });
    await createTamkeenPlan(db(), user.personId, { partnerId: partner.id, actions: ['DONE', 'PENDING'] });
    const response = await browser.post(`${base}/generate-plan-report/`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tamkeen-plan-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'سارة أحمد',
      'Sara Ahmed',
      'خطة تجريبية',
      'Tamkeen plan report',
      'Step 2',
      'معهد التدريب',
      'Training Institute',
      '1 of 2 steps done',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers 418 with code 1018 and the spec’s message when there is no plan to report', async () => {
    const { browser } = await signedIn();
    const response = await browser.post(`${base}/generate-plan-report/`, {}, { 'accept-language': 'en' });
    expect(expectError(response, 418).code).toBe('1018');
    expect((response.json() as { message: string }).message).toBe('Report not found or could not be generated.');
  });
});

describe('tamkeen plan report when the PDF cannot be built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ adapters: { pdf: { render: () => Promise.reject(new Error('no font')) } } });
  });
  afterAll(() => t.close());

  it('answers 418 with code 1018, as spec §8 asks of any failure', async () => {
    const user = await createTestAccount(t.database.db);
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    await createTamkeenPlan(t.database.db, user.personId);
    expect(expectError(await browser.post(`${base}/generate-plan-report/`, {}), 418).code).toBe('1018');
  });
});
