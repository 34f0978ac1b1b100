import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, contract, currentUserSchema, mobileVerificationStatus } from '@sanad/contract';
import { account, auditEvent, otp, person, signInThrottle } from '../../db/schema/index.ts';
import { createArgon2Hasher } from '../../platform/crypto/password-hasher.ts';
import { demoPassword } from '../../seed/demo/identity.seed.ts';
import { seedDemoData } from '../../seed/seed-demo.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { TestBrowser } from '../../test/factories/session.factory.ts';

/** The demo tools' list and reset of the README's demo accounts (demo mode only). */
describe('demo accounts: GET /api/dev/demo-accounts, POST /api/dev/demo-accounts/{nin}/reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData({ db: t.database.db, hasher: createArgon2Hasher() });
  });
  afterAll(() => t.close());

  const signIn = (username: string, mobile: string, password = demoPassword) => {
    const browser = new TestBrowser(t.app);
    return { browser, user: browser.signIn({ username, password, mobile }) };
  };
  const reset = (nin: string) => new TestBrowser(t.app).post(`/api/dev/demo-accounts/${nin}/reset`);
  const list = async () => contract.dev.demoAccounts.response.parse((await new TestBrowser(t.app).get('/api/dev/demo-accounts')).json());

  it('lists the nine demo accounts in the README order with their current state', async () => {
    const accounts = await list();
    expect(accounts.map((entry) => entry.username)).toEqual([
      '1010000006',
      '1010000014',
      '1010000022',
      '1010000030',
      '1010000048',
      '1010000055',
      '1010000063',
      '1010000071',
      'staff',
    ]);
    expect(accounts[2]).toEqual({
      nin: '1010000022',
      username: '1010000022',
      nameAr: 'خالد ناصر العتيبي',
      nameEn: 'Khalid Nasser Alotaibi',
      mobile: '0550000003',
      status: 'ACTIVE',
      locked: false,
    });
  });

  it('gives the forced password change back after the tester changed the password, and ends the sessions', async () => {
    const { browser, user } = signIn('1010000022', '0550000003');
    expect((await user).user.changePasswordRequired).toBe(true);
    const changed = await browser.post('/api/users/change-password', { oldPassword: demoPassword, newPassword: 'Olive-Garden-2026' });
    expect(changed.statusCode, changed.body).toBe(200);

    const answer = await reset('1010000022');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true });
    expect((await browser.get('/api/auth/currentUser')).statusCode).toBe(401);

    const again = await signIn('1010000022', '0550000003').user;
    expect(again.user.changePasswordRequired).toBe(true);
    const [event] = await t.database.db
      .select({ actor: auditEvent.actorAccountId, entity: auditEvent.entity })
      .from(auditEvent)
      .where(eq(auditEvent.action, 'dev.demo-account.reset'));
    expect(event).toEqual({ actor: null, entity: 'account' });
  });

  it('gives the unverified mobile back after the tester verified a new number', async () => {
    const [row] = await t.database.db
      .select({ id: account.id })
      .from(account)
      .innerJoin(person, eq(person.id, account.personId))
      .where(eq(person.nin, '1010000030'));
    if (!row) throw new Error('demo account missing');
    await t.database.db
      .update(account)
      .set({ mobile: '0591234567', mobileVerificationStatus: mobileVerificationStatus.VERIFIED, failedLoginCount: 3 })
      .where(eq(account.id, row.id));

    expect((await reset('1010000030')).statusCode).toBe(200);
    const [after] = await t.database.db
      .select({ mobile: account.mobile, status: account.mobileVerificationStatus, failures: account.failedLoginCount })
      .from(account)
      .where(eq(account.id, row.id));
    expect(after).toEqual({ mobile: '0550000004', status: mobileVerificationStatus.NOT_VERIFIED, failures: 0 });
  });

  it('puts a confirmed relation back to confirm, so the dependent is sent to /dependent-confirm-relation again', async () => {
    const { browser, user } = signIn('1010000055', '0550000006');
    expect((await user).user.confirmRelationRequired).toBe(true);
    const pending = contract.dependentRelation.load.response.parse((await browser.get('/api/dependent-confirm-relation/load')).json());
    const first = pending[0];
    if (!first) throw new Error('no pending relation');
    expect((await browser.post(`/api/dependent-confirm-relation/confirm/${first.id}`)).statusCode).toBe(200);
    const confirmed = currentUserSchema.parse((await browser.get('/api/auth/currentUser')).json());
    expect(confirmed.user.confirmRelationRequired).toBe(false);

    expect((await reset('1010000055')).statusCode).toBe(200);
    expect((await signIn('1010000055', '0550000006').user).user.confirmRelationRequired).toBe(true);
  });

  it('forgets the codes of the account and sign-in hold-offs: an old code no longer signs in, and a new one is sent at once', async () => {
    const browser = new TestBrowser(t.app);
    await browser.startPasswordSignIn('1010000063', demoPassword);
    const codes = () =>
      t.database.db
        .select({ id: otp.id })
        .from(otp)
        .innerJoin(account, eq(account.id, otp.accountId))
        .where(eq(account.username, '1010000063'));
    const holds = () =>
      t.database.db
        .select({ ip: signInThrottle.ip })
        .from(signInThrottle)
        .innerJoin(account, eq(account.id, signInThrottle.accountId))
        .where(eq(account.username, '1010000063'));
    const [target] = await t.database.db.select({ id: account.id }).from(account).where(eq(account.username, '1010000063'));
    if (!target) throw new Error('demo account missing');
    await t.database.db
      .insert(signInThrottle)
      .values({ accountId: target.id, ip: '192.0.2.7', failures: 0, holdOffs: 1, heldUntil: new Date(Date.now() + 3_600_000) });
    expect(await codes()).toHaveLength(1);

    expect((await reset('1010000063')).statusCode).toBe(200);
    expect(await codes()).toEqual([]);
    expect(await holds()).toEqual([]);
    // Without the reset the unused code would hold the next sign-in back for the resend delay.
    await browser.startPasswordSignIn('1010000063', demoPassword);
  });

  it('revives a deleted demo account', async () => {
    await t.database.db
      .update(account)
      .set({ status: 'DELETED', deletedAt: new Date() })
      .where(and(eq(account.username, '1010000014')));
    expect((await list()).find((entry) => entry.nin === '1010000014')?.status).toBe('DELETED');

    expect((await reset('1010000014')).statusCode).toBe(200);
    expect((await list()).find((entry) => entry.nin === '1010000014')?.status).toBe('ACTIVE');
    expect((await signIn('1010000014', '0550000002').user).principal).toBe('1010000014');
  });

  it('refuses a national ID that is not a demo account with a message saying so, and a malformed one as invalid', async () => {
    const other = await reset('1000000008');
    expect(other.statusCode).toBe(404);
    expect(apiErrorSchema.parse(other.json())).toMatchObject({ code: 'DEMO_ACCOUNT_NOT_FOUND' });
    expect(apiErrorSchema.parse(other.json()).message).toMatch(/not one of the demo accounts/);

    const malformed = await reset('12ab');
    expect(malformed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(malformed.json()).fieldErrors?.map((error) => [error.field, error.code])).toEqual([
      ['params.nin', 'nin_format'],
    ]);
  });
});
