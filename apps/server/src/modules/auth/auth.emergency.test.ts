import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, currentUserSchema, emergencyApplicantSchema } from '@sanad/contract';
import { account, auditEvent } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { whileAuditRefused } from '../../test/refuse-audit.ts';
import {
  createDelegation,
  createRelation,
  createTestAccount,
  TestBrowser,
  type TestAccount,
} from '../../test/factories/session.factory.ts';

describe('emergency login: a dependent enters an applicant account (load-emergency-applicant, login-to-applicant-account)', () => {
  let t: TestApp;
  let applicant: TestAccount;
  let otherApplicant: TestAccount;
  let dependent: TestAccount;
  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.database;
    applicant = await createTestAccount(db, { nameEn: 'Mohammed Alharbi' });
    otherApplicant = await createTestAccount(db);
    dependent = await createTestAccount(db, { role: 'DEPENDENT', account: { canLoginOnBehalfOfApplicant: true } });
    await createDelegation(db, { applicantAccountId: applicant.accountId, dependentAccountId: dependent.accountId, relationship: 'SON' });
    // A delegation the back office has withdrawn gives nothing.
    await createDelegation(db, { applicantAccountId: otherApplicant.accountId, dependentAccountId: dependent.accountId, active: false });
  });
  afterAll(() => t.close());

  async function dependentBrowser(): Promise<TestBrowser> {
    const b = new TestBrowser(t.app);
    const current = await b.signIn(dependent);
    expect(current.user.canLoginOnBehalfOfApplicant).toBe(true);
    return b;
  }

  it('lists the applicants this dependent may act for, with a masked national id', async () => {
    const b = await dependentBrowser();
    const response = await b.get('/api/auth/load-emergency-applicant');
    expect(response.statusCode).toBe(200);
    const list = emergencyApplicantSchema.array().parse(response.json());
    expect(list).toEqual([
      {
        id: applicant.accountId,
        nameAr: expect.any(String),
        nameEn: 'Mohammed Alharbi',
        relationship: 'SON',
        maskedNin: `******${applicant.nin.slice(-4)}`,
      },
    ]);
  });

  it('enters the applicant account: emergencyLogin and actingFor are set, and writes are audited with the real actor', async () => {
    const b = await dependentBrowser();
    const response = await b.post(`/api/auth/login-to-applicant-account/${applicant.accountId}`);
    expect(response.statusCode).toBe(200);
    const entered = currentUserSchema.parse(response.json());
    expect(entered.user).toMatchObject({
      id: dependent.accountId,
      emergencyLogin: true,
      actingFor: { id: applicant.accountId, nameEn: 'Mohammed Alharbi' },
    });
    expect(entered.authorities).toEqual([{ authority: 'APPLICANT' }]);

    const me = currentUserSchema.parse((await b.get('/api/auth/currentUser')).json());
    expect(me.user).toMatchObject({ emergencyLogin: true, actingFor: { id: applicant.accountId } });

    const [entry] = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'auth.emergency-login'), eq(auditEvent.actorAccountId, dependent.accountId)));
    expect(entry).toMatchObject({ onBehalfOfAccountId: applicant.accountId, entityId: applicant.accountId });

    // A write inside the applicant's account: confirming a relation waiting for the applicant.
    const someone = await createTestAccount(t.database.db);
    const relationId = await createRelation(t.database.db, {
      applicantAccountId: someone.accountId,
      dependentPersonId: applicant.personId,
    });
    expect((await b.post(`/api/dependent-confirm-relation/confirm/${relationId}`)).statusCode).toBe(200);
    const [write] = await t.database.db.select().from(auditEvent).where(eq(auditEvent.entityId, relationId));
    expect(write).toMatchObject({
      action: 'dependent-relation.confirm',
      actorAccountId: dependent.accountId,
      onBehalfOfAccountId: applicant.accountId,
    });
    expect(write?.requestId).toEqual(expect.any(String));

    // Signing out is recorded for the person at the keyboard.
    expect((await b.post('/api/auth/logout')).statusCode).toBe(200);
    const [signOut] = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'auth.sign-out'), eq(auditEvent.actorAccountId, dependent.accountId)));
    expect(signOut).toBeDefined();
  });

  it("answers 404 for an applicant the dependent may not enter (withdrawn, another's, unknown, malformed)", async () => {
    const b = await dependentBrowser();
    for (const id of [otherApplicant.accountId, dependent.accountId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await b.post(`/api/auth/login-to-applicant-account/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
    expect(currentUserSchema.parse((await b.get('/api/auth/currentUser')).json()).user.emergencyLogin).toBe(false);
  });

  it('forbids both endpoints to an applicant (403) and gives a dependent without the flag nothing to enter', async () => {
    const b = new TestBrowser(t.app);
    await b.signIn(otherApplicant);
    for (const response of [
      await b.get('/api/auth/load-emergency-applicant'),
      await b.post(`/api/auth/login-to-applicant-account/${applicant.accountId}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(apiErrorSchema.parse(response.json()).code).toBe('FORBIDDEN');
    }

    const unflagged = await createTestAccount(t.database.db, { role: 'DEPENDENT' });
    await createDelegation(t.database.db, { applicantAccountId: applicant.accountId, dependentAccountId: unflagged.accountId });
    const d = new TestBrowser(t.app);
    await d.signIn(unflagged);
    expect((await d.get('/api/auth/load-emergency-applicant')).json()).toEqual([]);
    expect((await d.post(`/api/auth/login-to-applicant-account/${applicant.accountId}`)).statusCode).toBe(404);
  });

  it('enters the applicant account only together with the audit line of the entry', async () => {
    const b = await dependentBrowser();
    const refused = await whileAuditRefused(t.database.db, 'auth.emergency-login', () =>
      b.post(`/api/auth/login-to-applicant-account/${applicant.accountId}`),
    );
    expect(refused.statusCode).toBe(500);
    const current = currentUserSchema.parse((await b.get('/api/auth/currentUser')).json());
    expect(current.user).toMatchObject({ emergencyLogin: false, actingFor: null });
    expect(current.authorities).toEqual([{ authority: 'DEPENDENT' }]);
  });

  it('does not offer an applicant whose account was closed (the session could not act for it)', async () => {
    const { db } = t.database;
    const closed = await createTestAccount(db);
    const other = await createTestAccount(db, { role: 'DEPENDENT', account: { canLoginOnBehalfOfApplicant: true } });
    await createDelegation(db, { applicantAccountId: closed.accountId, dependentAccountId: other.accountId });
    await db.update(account).set({ status: 'DELETED', deletedAt: new Date() }).where(eq(account.id, closed.accountId));
    const b = new TestBrowser(t.app);
    expect((await b.signIn(other)).user.canLoginOnBehalfOfApplicant).toBe(false);
    expect((await b.get('/api/auth/load-emergency-applicant')).json()).toEqual([]);
    expect((await b.post(`/api/auth/login-to-applicant-account/${closed.accountId}`)).statusCode).toBe(404);
    expect((await b.get('/api/auth/currentUser')).statusCode).toBe(200);
  });

  it('asks a visitor to sign in (401)', async () => {
    const b = new TestBrowser(t.app);
    expect((await b.get('/api/auth/load-emergency-applicant')).statusCode).toBe(401);
    expect((await b.post(`/api/auth/login-to-applicant-account/${applicant.accountId}`)).statusCode).toBe(401);
  });
});
