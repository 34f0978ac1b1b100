import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@sanad/contract';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectError, expectOk } from '../../test/factories/profile.factory.ts';
import { createTestAccount, TestBrowser } from '../../test/factories/session.factory.ts';
import { createTamkeenPartner } from '../../test/factories/tamkeen-partner.factory.ts';
import { createTamkeenAppointment } from '../../test/factories/tamkeen-plan.factory.ts';

const e = contract.tamkeenEvaluation;
const base = '/api/tamkeen/evaluation';

/** Partner evaluation (decisions 067, 072): the partners met at an attended appointment, rated 1–5, once each. */
describe('tamkeen partner evaluation (/api/tamkeen/evaluation/...)', () => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists only the partners met at an attended appointment, and rates one (a second rating replaces the first)', async () => {
    const user = await createTestAccount(db());
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    const met = await createTamkeenPartner(db(), { kind: 'TRAINING_PROVIDER', nameAr: 'معهد التدريب', nameEn: 'Training Institute' });
    const upcoming = await createTamkeenPartner(db(), { kind: 'COUNSELLING' });
    const missed = await createTamkeenPartner(db(), { kind: 'COUNSELLING' });
    await createTamkeenAppointment(db(), user.personId, met.id, { inHours: -48, status: 'ATTENDED' });
    await createTamkeenAppointment(db(), user.personId, met.id, { inHours: -24 * 9, status: 'ATTENDED' });
    await createTamkeenAppointment(db(), user.personId, upcoming.id, { inHours: 48 });
    await createTamkeenAppointment(db(), user.personId, missed.id, { inHours: -48, status: 'MISSED' });

    const list = expectOk(await browser.get(`${base}/list-partners`, { 'accept-language': 'en' }), e.listPartners.response);
    expect(list.items.map((p) => [p.partner.name, p.rating])).toEqual([['Training Institute', null]]);

    const first = expectOk(await browser.post(`${base}/evaluate-partner`, { partnerId: met.id, rating: 3 }), e.evaluatePartner.response);
    expect(first.rating).toMatchObject({ rating: 3, comment: null });
    const second = expectOk(
      await browser.post(
        `${base}/evaluate-partner`,
        { partnerId: met.id, rating: 5, comment: 'Helpful trainers' },
        { 'accept-language': 'ar' },
      ),
      e.evaluatePartner.response,
    );
    expect(second).toMatchObject({ partner: { name: 'معهد التدريب' }, rating: { rating: 5, comment: 'Helpful trainers' } });
    const after = expectOk(await browser.get(`${base}/list-partners`), e.listPartners.response);
    expect(after.items.map((p) => p.rating?.rating)).toEqual([5]);

    for (const partner of [upcoming, missed]) {
      const refused = await browser.post(`${base}/evaluate-partner`, { partnerId: partner.id, rating: 4 }, { 'accept-language': 'en' });
      expect(expectError(refused, 409).code).toBe('TAMKEEN_PARTNER_NOT_MET');
      expect((refused.json() as { message: string }).message).toBe('You can rate a partner only after you have met them.');
    }
    expect(expectError(await browser.post(`${base}/evaluate-partner`, { partnerId: 'x', rating: 4 }), 409).code).toBe(
      'TAMKEEN_PARTNER_NOT_MET',
    );
  });

  it('refuses a rating outside 1–5 and a partner another person met', async () => {
    const other = await createTestAccount(db());
    const partner = await createTamkeenPartner(db());
    await createTamkeenAppointment(db(), other.personId, partner.id, { inHours: -48, status: 'ATTENDED' });
    const user = await createTestAccount(db());
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    const bad = expectError(await browser.post(`${base}/evaluate-partner`, { partnerId: partner.id, rating: 6 }), 400);
    expect(bad.fields.map((f) => f.field)).toEqual(['body.rating']);
    expect(expectError(await browser.post(`${base}/evaluate-partner`, { partnerId: partner.id, rating: 4 }), 409).code).toBe(
      'TAMKEEN_PARTNER_NOT_MET',
    );
    expect(expectOk(await browser.get(`${base}/list-partners`), e.listPartners.response).items).toEqual([]);
  });
});
