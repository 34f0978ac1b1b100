import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, currentUserSchema, emergencyApplicantSchema } from '@sanad/contract';
import { account, auditEvent, dependent, emergencyDelegation, person, relationConfirmation, session } from '../../db/schema/index.ts';
import { sha256Hex } from '../../platform/crypto/tokens.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { whileAuditRefused } from '../../test/refuse-audit.ts';
import { birthDateForAge, buildHouseInput } from '../../test/factories/household.factory.ts';
import {
  createDelegation,
  createRelation,
  createTestAccount,
  TestBrowser,
  type TestAccount,
  type TestAccountOptions,
} from '../../test/factories/session.factory.ts';

describe('emergency login: a dependent enters an applicant account (load-emergency-applicant, login-to-applicant-account)', () => {
  let t: TestApp;
  let applicant: TestAccount;
  let otherApplicant: TestAccount;
  let dependentAccount: TestAccount;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await buildTestApp();
    applicant = await createTestAccount(db(), { nameEn: 'Mohammed Alharbi' });
    otherApplicant = await createTestAccount(db());
    dependentAccount = await createTestAccount(db(), { role: 'DEPENDENT', account: { canLoginOnBehalfOfApplicant: true } });
    await createDelegation(db(), {
      applicantAccountId: applicant.accountId,
      dependentAccountId: dependentAccount.accountId,
      relationship: 'SON',
    });
    // A delegation the back office has withdrawn gives nothing.
    await createDelegation(db(), {
      applicantAccountId: otherApplicant.accountId,
      dependentAccountId: dependentAccount.accountId,
      active: false,
    });
  });
  afterAll(() => t.close());

  async function dependentBrowser(who: TestAccount = dependentAccount): Promise<TestBrowser> {
    const b = new TestBrowser(t.app);
    await b.signIn(who);
    return b;
  }

  /** A new applicant with a stand-in whose delegation holds (adult, confirmed, current dependent), as the back office sets it. */
  async function delegated(options: TestAccountOptions = {}) {
    const head = await createTestAccount(db());
    const standIn = await createTestAccount(db(), { role: 'DEPENDENT', ...options, account: { canLoginOnBehalfOfApplicant: true } });
    const { dependentId } = await createDelegation(db(), { applicantAccountId: head.accountId, dependentAccountId: standIn.accountId });
    if (!dependentId) throw new Error('no dependent row');
    return { head, standIn, dependentId };
  }

  async function acting(head: TestAccount, standIn: TestAccount): Promise<TestBrowser> {
    const b = await dependentBrowser(standIn);
    const entered = await b.post(`/api/auth/login-to-applicant-account/${head.accountId}`);
    expect(entered.statusCode, entered.body).toBe(200);
    return b;
  }

  const listed = async (b: TestBrowser) =>
    emergencyApplicantSchema.array().parse((await b.get('/api/auth/load-emergency-applicant')).json());

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
      id: dependentAccount.accountId,
      emergencyLogin: true,
      actingFor: { id: applicant.accountId, nameEn: 'Mohammed Alharbi' },
    });
    expect(entered.authorities).toEqual([{ authority: 'APPLICANT' }]);

    const me = currentUserSchema.parse((await b.get('/api/auth/currentUser')).json());
    expect(me.user).toMatchObject({ emergencyLogin: true, actingFor: { id: applicant.accountId } });

    const [entry] = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'auth.emergency-login'), eq(auditEvent.actorAccountId, dependentAccount.accountId)));
    expect(entry).toMatchObject({ onBehalfOfAccountId: applicant.accountId, entityId: applicant.accountId });

    // A write inside the applicant's account: a house of the household.
    const created = await b.post('/api/unified-profile/house/create', buildHouseInput());
    expect(created.statusCode, created.body).toBe(200);
    const houseId = created.json<{ id: string }>().id;
    const [write] = await db().select().from(auditEvent).where(eq(auditEvent.entityId, houseId));
    expect(write).toMatchObject({
      action: 'household.house-create',
      actorAccountId: dependentAccount.accountId,
      onBehalfOfAccountId: applicant.accountId,
    });
    expect(write?.requestId).toEqual(expect.any(String));

    // Signing out is recorded for the person at the keyboard.
    expect((await b.post('/api/auth/logout')).statusCode).toBe(200);
    const [signOut] = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'auth.sign-out'), eq(auditEvent.actorAccountId, dependentAccount.accountId)));
    expect(signOut).toBeDefined();
  });

  it('rotates the session token on entering: the token from before no longer works, the new one acts for the applicant', async () => {
    const b = await dependentBrowser();
    const before = b.sessionToken ?? '';
    const [oldRow] = await db()
      .select()
      .from(session)
      .where(eq(session.tokenHash, sha256Hex(before)));
    const entered = await b.post(`/api/auth/login-to-applicant-account/${applicant.accountId}`);
    expect(entered.statusCode).toBe(200);
    const after = b.sessionToken ?? '';
    expect(after).not.toBe('');
    expect(after).not.toBe(before);

    // Someone who copied the cookie before the switch holds nothing.
    const copy = new TestBrowser(t.app);
    copy.cookies.set('sanad_session', before);
    expect((await copy.get('/api/auth/currentUser')).statusCode).toBe(401);
    expect(currentUserSchema.parse((await b.get('/api/auth/currentUser')).json()).user.emergencyLogin).toBe(true);

    const [oldNow] = await db()
      .select()
      .from(session)
      .where(eq(session.tokenHash, sha256Hex(before)));
    const [newRow] = await db()
      .select()
      .from(session)
      .where(eq(session.tokenHash, sha256Hex(after)));
    expect(oldNow).toMatchObject({ revokedReason: 'ROTATED', actingForAccountId: null });
    // The new session keeps the absolute end of the one it replaces: rotating never lengthens a session.
    expect(newRow).toMatchObject({ accountId: dependentAccount.accountId, actingForAccountId: applicant.accountId, revokedAt: null });
    expect(newRow?.expiresAt.getTime()).toBe(oldRow?.expiresAt.getTime());
    const entries = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'auth.emergency-login'), eq(auditEvent.entityId, applicant.accountId)));
    expect(entries.map((entry) => entry.after)).toContainEqual({ sessionId: newRow?.id, rotatedFrom: oldRow?.id });
  });

  it("answers 404 for an applicant the dependent may not enter (withdrawn, another's, unknown, malformed)", async () => {
    const b = await dependentBrowser();
    for (const id of [otherApplicant.accountId, dependentAccount.accountId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
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

    const unflagged = await createTestAccount(db(), { role: 'DEPENDENT' });
    await createDelegation(db(), { applicantAccountId: applicant.accountId, dependentAccountId: unflagged.accountId });
    const d = await dependentBrowser(unflagged);
    expect((await d.get('/api/auth/load-emergency-applicant')).json()).toEqual([]);
    expect((await d.post(`/api/auth/login-to-applicant-account/${applicant.accountId}`)).statusCode).toBe(404);
  });

  it('enters the applicant account only together with the audit line of the entry', async () => {
    const b = await dependentBrowser();
    const refused = await whileAuditRefused(db(), 'auth.emergency-login', () =>
      b.post(`/api/auth/login-to-applicant-account/${applicant.accountId}`),
    );
    expect(refused.statusCode).toBe(500);
    // The old token still works (its rotation did not commit) and acts for nobody.
    const current = currentUserSchema.parse((await b.get('/api/auth/currentUser')).json());
    expect(current.user).toMatchObject({ emergencyLogin: false, actingFor: null });
    expect(current.authorities).toEqual([{ authority: 'DEPENDENT' }]);
  });

  it('does not offer an applicant whose account was closed, and ends an acting session into it', async () => {
    const { head, standIn } = await delegated();
    const b = await acting(head, standIn);
    await db().update(account).set({ status: 'DELETED', deletedAt: new Date() }).where(eq(account.id, head.accountId));
    expect((await b.get('/api/auth/currentUser')).statusCode).toBe(401);
    const again = await dependentBrowser(standIn);
    expect(await listed(again)).toEqual([]);
    expect((await again.post(`/api/auth/login-to-applicant-account/${head.accountId}`)).statusCode).toBe(404);
    expect((await again.get('/api/auth/currentUser')).statusCode).toBe(200);
  });

  it('asks a visitor to sign in (401)', async () => {
    const b = new TestBrowser(t.app);
    expect((await b.get('/api/auth/load-emergency-applicant')).statusCode).toBe(401);
    expect((await b.post(`/api/auth/login-to-applicant-account/${applicant.accountId}`)).statusCode).toBe(401);
  });

  describe('the delegation holds only for an adult, confirmed, current dependent (issue 15)', () => {
    it('reproduction: the applicant removes the delegated dependent; the list, the entry and an acting session all end', async () => {
      const { head, standIn, dependentId } = await delegated();
      const already = await acting(head, standIn);
      const waiting = await dependentBrowser(standIn);
      expect((await listed(waiting)).map((row) => row.id)).toEqual([head.accountId]);

      const owner = await dependentBrowser(head);
      const removed = await owner.post('/api/unified-profile/dependent/delete', { id: dependentId });
      expect(removed.statusCode, removed.body).toBe(200);

      expect(await listed(waiting)).toEqual([]);
      const entry = await waiting.post(`/api/auth/login-to-applicant-account/${head.accountId}`);
      expect(entry.statusCode).toBe(404);
      // The session that was already inside is refused at its very next request.
      const next = await already.get('/api/unified-profile/house/load');
      expect(next.statusCode).toBe(401);
      expect(apiErrorSchema.parse(next.json()).code).toBe('UNAUTHENTICATED');
      const [row] = await db()
        .select()
        .from(emergencyDelegation)
        .where(
          and(eq(emergencyDelegation.applicantAccountId, head.accountId), eq(emergencyDelegation.dependentAccountId, standIn.accountId)),
        );
      expect(row).toMatchObject({ active: false, endedReason: 'DEPENDENT_REMOVED' });
      expect(row?.endedAt).toBeInstanceOf(Date);
      const [audit] = await db()
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.action, 'household.dependent-remove'), eq(auditEvent.entityId, dependentId)));
      expect(audit?.after).toMatchObject({ endedDelegations: [row?.id] });
    });

    it('offers the emergency choice at sign-in only while a delegation holds (currentUser.canLoginOnBehalfOfApplicant)', async () => {
      const { head, standIn, dependentId } = await delegated();
      const flag = async () => currentUserSchema.parse((await (await dependentBrowser(standIn)).get('/api/auth/currentUser')).json()).user;
      expect((await flag()).canLoginOnBehalfOfApplicant).toBe(true);
      // The back office's flag and the delegation row stay; the person is no longer a current dependent.
      const owner = await dependentBrowser(head);
      expect((await owner.post('/api/unified-profile/dependent/delete', { id: dependentId })).statusCode).toBe(200);
      await db().update(emergencyDelegation).set({ active: true }).where(eq(emergencyDelegation.dependentAccountId, standIn.accountId));
      expect((await flag()).canLoginOnBehalfOfApplicant).toBe(false);
    });

    it('ends the delegation when the applicant changes the relationship', async () => {
      const { head, standIn, dependentId } = await delegated();
      const already = await acting(head, standIn);
      const owner = await dependentBrowser(head);
      const saved = await owner.post('/api/unified-profile/dependent/save-relative', {
        id: dependentId,
        nin: null,
        birthDate: null,
        relationship: 'BROTHER',
        houseId: null,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await already.get('/api/unified-profile/house/load')).statusCode).toBe(401);
      const b = await dependentBrowser(standIn);
      expect(await listed(b)).toEqual([]);
      const [row] = await db().select().from(emergencyDelegation).where(eq(emergencyDelegation.applicantAccountId, head.accountId));
      expect(row).toMatchObject({ active: false, endedReason: 'RELATIONSHIP_CHANGED' });
    });

    it('ends the delegation when the dependent rejects the relation', async () => {
      const head = await createTestAccount(db());
      const standIn = await createTestAccount(db(), { role: 'DEPENDENT', account: { canLoginOnBehalfOfApplicant: true } });
      await createDelegation(db(), { applicantAccountId: head.accountId, dependentAccountId: standIn.accountId, household: false });
      const [member] = await db()
        .insert(dependent)
        .values({ applicantAccountId: head.accountId, personId: standIn.personId, relationship: 'SON' })
        .returning({ id: dependent.id });
      const [asked] = await db()
        .insert(relationConfirmation)
        .values({
          applicantAccountId: head.accountId,
          dependentPersonId: standIn.personId,
          dependentId: member?.id,
          relationship: 'SON',
          status: 'PENDING',
        })
        .returning({ id: relationConfirmation.id });
      const b = await dependentBrowser(standIn);
      // Not confirmed yet: the delegation does not hold.
      expect(await listed(b)).toEqual([]);
      const rejected = await b.post(`/api/dependent-confirm-relation/reject/${asked?.id}/${encodeURIComponent('Not my father')}`);
      expect(rejected.statusCode, rejected.body).toBe(200);
      const [row] = await db().select().from(emergencyDelegation).where(eq(emergencyDelegation.applicantAccountId, head.accountId));
      expect(row).toMatchObject({ active: false, endedReason: 'RELATION_REJECTED' });
    });

    it('does not hold for a minor, an unconfirmed relation, a removed dependent, or a person who is no dependent at all', async () => {
      const minor = await delegated({ birthDate: birthDateForAge(16) });
      const pending = await delegated();
      await db()
        .update(relationConfirmation)
        .set({ status: 'PENDING', decidedAt: null })
        .where(eq(relationConfirmation.dependentId, pending.dependentId));
      const gone = await delegated();
      const stranger = await createTestAccount(db(), { role: 'DEPENDENT', account: { canLoginOnBehalfOfApplicant: true } });
      const strangerHead = await createTestAccount(db());
      await createDelegation(db(), {
        applicantAccountId: strangerHead.accountId,
        dependentAccountId: stranger.accountId,
        household: false,
      });
      const goneBrowser = await acting(gone.head, gone.standIn);
      // Removed behind the module's back (no delegation ended): the check itself still refuses.
      await db().update(dependent).set({ status: 'REMOVED', removedAt: new Date() }).where(eq(dependent.id, gone.dependentId));
      expect((await goneBrowser.get('/api/auth/currentUser')).statusCode).toBe(401);

      for (const [standIn, head] of [
        [minor.standIn, minor.head],
        [pending.standIn, pending.head],
        [gone.standIn, gone.head],
        [stranger, strangerHead],
      ] as const) {
        const b = await dependentBrowser(standIn);
        expect(await listed(b), standIn.nameEn).toEqual([]);
        expect((await b.post(`/api/auth/login-to-applicant-account/${head.accountId}`)).statusCode, standIn.nameEn).toBe(404);
      }
    });

    it('counts the 18th birthday itself as adult (household.adultAge)', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const birthday = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
      // 29 February of a leap year has no anniversary in most years; pick the day before then.
      const birthDate = birthday.endsWith('-02-29') ? `${birthday.slice(0, 8)}28` : birthday;
      const { head, standIn } = await delegated({ birthDate });
      await db().update(person).set({ birthDate }).where(eq(person.id, standIn.personId));
      const b = await dependentBrowser(standIn);
      expect((await listed(b)).map((row) => row.id)).toEqual([head.accountId]);
    });
  });

  describe('what a stand-in may not do (DOMAIN.md): 409 NOT_ALLOWED_FOR_STAND_IN, nothing written', () => {
    it('refuses the declaration, completion, relation decisions, removals, the IBAN, the transfer and the credentials', async () => {
      const { head, standIn, dependentId } = await delegated();
      const someone = await createTestAccount(db());
      const relationId = await createRelation(db(), { applicantAccountId: someone.accountId, dependentPersonId: head.personId });
      const b = await acting(head, standIn);
      const base = '/api/unified-profile';
      for (const [url, body] of [
        [`${base}/summary-tab/save`, { declarationAccepted: true }],
        [`${base}/complete/00000000-0000-4000-8000-000000000000`, undefined],
        [`/api/dependent-confirm-relation/confirm/${relationId}`, undefined],
        [`/api/dependent-confirm-relation/reject/${relationId}/no`, undefined],
        [`/api/dependent-confirm-relation/reject-all-pending/${head.accountId}`, undefined],
        [`${base}/dependent/delete`, { id: dependentId }],
        [`${base}/personal-info-tab/updateIban`, { interimIban: 'SA0380000000608010167519' }],
        ['/api/users/transfer-to-hoh', { dependentId, formerHeadRelationship: 'FATHER', relationships: [] }],
        ['/api/users/change-password', { oldPassword: standIn.password, newPassword: 'granite lantern 7 harbour' }],
        ['/api/users/send-activate-email', { email: 'stand-in@example.sa' }],
        ['/api/users/change-mobile', { mobile: '0599999999' }],
        ['/api/users/delete/', { password: standIn.password }],
      ] as const) {
        const refused = await b.post(url, body);
        expect(refused.statusCode, url).toBe(409);
        expect(apiErrorSchema.parse(refused.json()).code, url).toBe('NOT_ALLOWED_FOR_STAND_IN');
      }
      const arabic = await b.post(`${base}/dependent/delete`, { id: dependentId }, { 'accept-language': 'ar' });
      expect(apiErrorSchema.parse(arabic.json()).message).toMatch(/الدخول الطارئ/);
      // Nothing changed: the relation still waits, the dependent is still there, the session still acts.
      const [relation] = await db().select().from(relationConfirmation).where(eq(relationConfirmation.id, relationId));
      expect(relation?.status).toBe('PENDING');
      const [member] = await db().select().from(dependent).where(eq(dependent.id, dependentId));
      expect(member?.status).toBe('ACTIVE');
      expect(currentUserSchema.parse((await b.get('/api/auth/currentUser')).json()).user.emergencyLogin).toBe(true);
    });
  });
});
