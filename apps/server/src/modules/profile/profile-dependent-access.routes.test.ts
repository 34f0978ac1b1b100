import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, dependentSchema, pendingRelationSchema, profileStatus } from '@sanad/contract';
import { account, auditEvent, incomeSource, profilePersonal, relationConfirmation } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { birthDateForAge, createAccountDependent, createDependent, createHouse } from '../../test/factories/household.factory.ts';
import {
  completeProfileTabs,
  confirmDependents,
  expectError,
  expectOk,
  profileRowOf,
  tabInputs,
} from '../../test/factories/profile.factory.ts';
import { createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';

const e = contract.profile;
const base = '/api/unified-profile';
const tabs = ['personal-info', 'education', 'income', 'license', 'property'] as const;
const bodies: Record<(typeof tabs)[number], object> = {
  'personal-info': tabInputs.personal({ socialStatus: 'DIVORCED' }),
  education: tabInputs.education(),
  income: tabInputs.income(),
  license: tabInputs.license(),
  property: tabInputs.property(),
};

/**
 * docs/decisions/035-closed-dependent-profile.md: an adult dependent with an account of their own keeps their declared
 * data to themselves until they confirm the relation; the e-mail of a dependent's account is never shown.
 */
describe('unified profile: the profile of a dependent who must confirm the relation', () => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(): Promise<{ user: TestAccount; browser: TestBrowser }> {
    const user = await createTestAccount(db(), { birthDate: '1970-02-02' });
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    return { user, browser };
  }

  /** An adult dependent with an account, who filled in their own profile (e-mail on their account, a salary, a disability). */
  async function accountDependent(
    applicant: TestAccount,
    relationStatus: 'PENDING' | 'CONFIRMED' | 'REJECTED' | null,
    houseId: string | null = null,
  ) {
    const created = await createAccountDependent(db(), {
      applicantAccountId: applicant.accountId,
      relationship: 'SON',
      relationStatus,
      houseId,
      options: { account: { email: 'private.person@example.com' } },
    });
    const personId = created.account.personId;
    await completeProfileTabs(db(), personId, { socialStatus: 'SINGLE' });
    await db()
      .update(profilePersonal)
      .set({ hasDisability: true, disabilities: [{ code: 'VISUAL', severity: 'SEVERE' }] })
      .where(eq(profilePersonal.personId, personId));
    await db().insert(incomeSource).values({ personId, source: 'SALARY', monthlyAmount: 777_700, payer: 'Secret Employer Co.' });
    return { ...created, personId };
  }

  const path = (tab: string, action: 'load' | 'save', a: string, b: string) => `${base}/dependent/${tab}/${action}/${a}/${b}`;

  /** Every load and save of the dependent's tabs, save-sts and disabilities-data, each refused with `code` (409). */
  async function expectEveryEndpointRefused(browser: TestBrowser, a: string, b: string, code: string) {
    for (const tab of tabs) {
      const load = await browser.get(path(tab, 'load', a, b));
      expect(expectError(load, 409).code, `load ${tab}`).toBe(code);
      expect(load.body).not.toContain('Secret Employer');
      expect(load.body).not.toContain('private.person');
      expect(expectError(await browser.post(path(tab, 'save', a, b), bodies[tab]), 409).code, `save ${tab}`).toBe(code);
    }
    expect(expectError(await browser.post(`${base}/property-tab/save-sts/${a}/${b}`, { hasProperties: false }), 409).code).toBe(code);
    expect(expectError(await browser.get(`${base}/disabilities-data/${b}`), 409).code).toBe(code);
  }

  /** What the dependent declared is left as they saved it. */
  async function expectUntouched(personId: string) {
    const [personal] = await db().select().from(profilePersonal).where(eq(profilePersonal.personId, personId));
    expect(personal).toMatchObject({ socialStatus: 'SINGLE', hasDisability: true });
    const income = await db().select().from(incomeSource).where(eq(incomeSource.personId, personId));
    expect(income.map((row) => row.payer)).toEqual(['Secret Employer Co.']);
    expect(await profileRowOf(db(), personId)).toMatchObject({ hasProperties: false });
  }

  it('refuses every tab of a PENDING dependent with DEPENDENT_NOT_CONFIRMED (409, in both languages), writing nothing', async () => {
    const { browser, user } = await signedIn();
    const pending = await accountDependent(user, 'PENDING');
    await expectEveryEndpointRefused(browser, user.accountId, pending.dependentId, 'DEPENDENT_NOT_CONFIRMED');
    await expectUntouched(pending.personId);
    // Nothing was audited either: no save happened.
    const audits = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.actorAccountId, user.accountId), eq(auditEvent.entity, 'profile')));
    expect(audits).toEqual([]);

    const english = await browser.get(path('income', 'load', user.accountId, pending.dependentId));
    expect(english.json<{ message: string }>().message).toBe(
      'This dependent has not confirmed the relation yet. Their details open here once they confirm it.',
    );
    const arabic = await browser.get(path('income', 'load', user.accountId, pending.dependentId), { 'accept-language': 'ar' });
    expect(arabic.json<{ message: string }>().message).toBe('لم يؤكّد هذا التابع صلة القرابة بعد. تُتاح بياناته هنا بعد أن يؤكّدها.');
    // Still the caller's session: a 409 does not sign anybody out.
    expect((await browser.get('/api/auth/currentUser')).statusCode).toBe(200);
  });

  it('refuses every tab of a dependent who REJECTED the relation with DEPENDENT_RELATION_REJECTED, writing nothing', async () => {
    const { browser, user } = await signedIn();
    const rejected = await accountDependent(user, 'REJECTED');
    await expectEveryEndpointRefused(browser, user.accountId, rejected.dependentId, 'DEPENDENT_RELATION_REJECTED');
    await expectUntouched(rejected.personId);
    const answer = await browser.get(path('education', 'load', user.accountId, rejected.dependentId));
    expect(answer.json<{ message: string }>().message).toMatch(/^This dependent rejected the relation you declared/);
  });

  it('refuses an adult dependent with an account whose relation was never asked, as not confirmed', async () => {
    const { browser, user } = await signedIn();
    const unasked = await accountDependent(user, null);
    await expectEveryEndpointRefused(browser, user.accountId, unasked.dependentId, 'DEPENDENT_NOT_CONFIRMED');
  });

  it('opens a CONFIRMED dependent’s tabs, without the e-mail of their account; the applicant’s own tab keeps theirs', async () => {
    const { browser, user } = await signedIn();
    await db().update(account).set({ email: 'head.of.house@example.com' }).where(eq(account.id, user.accountId));
    const confirmed = await accountDependent(user, 'CONFIRMED');
    const a = user.accountId;
    const b = confirmed.dependentId;

    const personal = expectOk(await browser.get(path('personal-info', 'load', a, b)), e.loadDependentPersonalInfo.response);
    expect(personal).toMatchObject({ socialStatus: 'SINGLE', hasDisability: true, email: null });
    expect(personal.maskedMobile).toMatch(/^05\*{6}\d\d$/);
    const saved = expectOk(
      await browser.post(path('personal-info', 'save', a, b), bodies['personal-info']),
      e.saveDependentPersonalInfo.response,
    );
    expect(saved.data).toMatchObject({ socialStatus: 'DIVORCED', email: null });
    expect(saved.status).toMatchObject({ dependentId: b, personalTabCompleted: true, profileStatus: profileStatus.COMPLETED });
    for (const tab of tabs) {
      const loaded = await browser.get(path(tab, 'load', a, b));
      expect(loaded.statusCode, tab).toBe(200);
      expect(loaded.body).not.toContain('private.person');
    }
    expect(expectOk(await browser.get(path('income', 'load', a, b)), e.loadDependentIncome.response).totalMonthlyAmount).toBe(777_700);
    expect(
      expectOk(await browser.post(path('education', 'save', a, b), bodies.education), e.saveDependentEducation.response).data
        .educationLevel,
    ).toBe('BACHELOR');
    expect(expectOk(await browser.get(`${base}/disabilities-data/${b}`), e.dependentDisabilitiesData.response)).toEqual([]);
    expect((await browser.post(`${base}/property-tab/save-sts/${a}/${b}`, { hasProperties: false })).statusCode).toBe(200);

    // The applicant's own personal tab still shows their own e-mail.
    expect(expectOk(await browser.get(`${base}/personal-info-tab/load`), e.loadPersonalInfo.response).email).toBe(
      'head.of.house@example.com',
    );
    // Neither list of dependents carries the dependent's e-mail.
    expect((await browser.get(`${base}/dependent/load-all-dependents`)).body).not.toContain('private.person');
    expect((await browser.get(`${base}/dependent/load`)).body).not.toContain('private.person');
  });

  it('leaves dependents without an account open to the applicant: a child and an adult', async () => {
    const { browser, user } = await signedIn();
    const child = await createDependent(db(), { applicantAccountId: user.accountId, birthDate: birthDateForAge(9) });
    const adult = await createDependent(db(), {
      applicantAccountId: user.accountId,
      relationship: 'MOTHER',
      gender: 'F',
      birthDate: '1950-01-01',
    });
    for (const who of [child, adult]) {
      for (const tab of tabs) {
        expect((await browser.get(path(tab, 'load', user.accountId, who.id))).statusCode, `${tab} load`).toBe(200);
      }
      const saved = expectOk(
        await browser.post(path('license', 'save', user.accountId, who.id), bodies.license),
        e.saveDependentLicense.response,
      );
      expect(saved.status.licenseTabCompleted).toBe(true);
      expect((await browser.get(`${base}/disabilities-data/${who.id}`)).statusCode).toBe(200);
    }
    const listed = expectOk(await browser.get(`${base}/dependent/load-all-dependents`), e.loadAllDependents.response);
    expect(listed.map((d) => [d.id, d.relationStatus, d.profileOpen])).toEqual([
      [child.id, 'NOT_REQUIRED', true],
      [adult.id, 'NOT_REQUIRED', true],
    ]);
  });

  it('names a closed dependent in the list with their relation status, but nothing they declared, and does not judge them', async () => {
    const { browser, user } = await signedIn();
    await completeProfileTabs(db(), user.personId, { applicant: true });
    await confirmDependents(db(), user.personId);
    const home = await createHouse(db(), user.accountId);
    const pending = await accountDependent(user, 'PENDING', home.id);
    const rejected = await accountDependent(user, 'REJECTED', home.id);
    const confirmed = await accountDependent(user, 'CONFIRMED', home.id);

    const listed = expectOk(await browser.get(`${base}/dependent/load-all-dependents`), e.loadAllDependents.response);
    const hidden = {
      educationTabCompleted: false,
      incomeTabCompleted: false,
      licenseTabCompleted: false,
      personalTabCompleted: false,
      propertiesTabCompleted: false,
      profileStatus: profileStatus.INITIATED,
    };
    expect(listed).toEqual([
      expect.objectContaining({
        id: pending.dependentId,
        relationStatus: 'PENDING',
        profileOpen: false,
        profile: { dependentId: pending.dependentId, ...hidden },
      }),
      expect.objectContaining({
        id: rejected.dependentId,
        relationStatus: 'REJECTED',
        profileOpen: false,
        profile: { dependentId: rejected.dependentId, ...hidden },
      }),
      expect.objectContaining({
        id: confirmed.dependentId,
        relationStatus: 'CONFIRMED',
        profileOpen: true,
        profile: expect.objectContaining({ profileStatus: profileStatus.COMPLETED }),
      }),
    ]);
    expect(listed[0]?.nameEn).toBe(pending.account.nameEn);

    // The two closed profiles are not judged (their holders' silence must not hold the household back): the
    // dependents tab is done on the confirmed son's five tabs.
    const summary = expectOk(await browser.get(`${base}/summary-tab/load`), e.loadSummary.response);
    expect(summary.status).toMatchObject({ dependentsTabCompleted: true });
    expect(summary.missingTabs).toEqual([]);
    expect(summary.dependentsCount).toBe(3);
    // The totals count only what the applicant may see: the confirmed son's salary, not the other two's.
    expect(summary.totalMonthlyIncome).toBe(777_700);
    // The household's own list still names them with their relation status (and nothing of their profile).
    const household = dependentSchema.array().parse((await browser.get(`${base}/dependent/load`)).json());
    expect(household.map((d) => d.relationStatus)).toEqual(['PENDING', 'REJECTED', 'CONFIRMED']);

    // Once both confirm, their profiles are judged and counted like any other.
    await db()
      .update(relationConfirmation)
      .set({ status: 'CONFIRMED', rejectReason: null, decidedAt: new Date() })
      .where(eq(relationConfirmation.applicantAccountId, user.accountId));
    const sts = expectOk(await browser.get(`${base}/load-profile-sts`), e.loadProfileSts.response);
    expect(sts).toMatchObject({ dependentsTabCompleted: true });
    expect(expectOk(await browser.get(`${base}/summary-tab/load`), e.loadSummary.response).totalMonthlyIncome).toBe(3 * 777_700);
  });

  it('opens a dependent once they confirm the relation themselves, and closes them again when it is asked again', async () => {
    const { browser, user } = await signedIn();
    await completeProfileTabs(db(), user.personId, { applicant: true });
    await confirmDependents(db(), user.personId);
    const home = await createHouse(db(), user.accountId);

    // The applicant adds an adult who has an account, knowing only their national ID and birth date.
    const holder = await createTestAccount(db(), { role: 'APPLICANT', birthDate: '1990-04-04', account: { email: 'holder@example.com' } });
    await completeProfileTabs(db(), holder.personId, { applicant: true, socialStatus: 'SINGLE' });
    const added = dependentSchema.parse(
      (
        await browser.post(`${base}/dependent/save-relative`, {
          id: null,
          nin: holder.nin,
          birthDate: holder.birthDate,
          relationship: 'BROTHER',
          houseId: home.id,
          custody: null,
        })
      ).json(),
    );
    expect(added.relationStatus).toBe('PENDING');
    await expectRefused(added.id);
    // Not judged while closed: the tab stays done on the dependents the applicant can see (none here).
    expect((await browser.get(`${base}/load-profile-sts`)).json()).toMatchObject({ dependentsTabCompleted: true });

    // The person confirms the relation in their own session; their profile opens to the applicant and counts as done.
    const own = new TestBrowser(t.app);
    await own.signIn(holder);
    const [request] = pendingRelationSchema.array().parse((await own.get('/api/dependent-confirm-relation/load')).json());
    expect((await own.post(`/api/dependent-confirm-relation/confirm/${request?.id}`)).statusCode).toBe(200);
    const personal = expectOk(
      await browser.get(path('personal-info', 'load', user.accountId, added.id)),
      e.loadDependentPersonalInfo.response,
    );
    expect(personal).toMatchObject({ socialStatus: 'SINGLE', email: null });
    await browser.post(`${base}/summary-tab/save`, { declarationAccepted: true });
    const { profileId } = expectOk(await browser.get(`${base}/load-profile-sts`), e.loadProfileSts.response);
    expect(expectOk(await browser.post(`${base}/complete/${profileId}`), e.complete.response).profileStatus).toBe(profileStatus.COMPLETED);

    // A new relationship asks them again: the profile closes; closed, they are no longer judged, so the completion holds.
    const changed = await browser.post(`${base}/dependent/save-relative`, {
      id: added.id,
      nin: null,
      birthDate: null,
      relationship: 'OTHER',
      houseId: home.id,
      custody: null,
    });
    expect(dependentSchema.parse(changed.json()).relationStatus).toBe('PENDING');
    await expectRefused(added.id);
    expect(expectOk(await browser.get(`${base}/load-profile-sts`), e.loadProfileSts.response)).toMatchObject({
      dependentsTabCompleted: true,
      profileStatus: profileStatus.COMPLETED,
    });

    async function expectRefused(dependentId: string) {
      const refused = await browser.get(path('personal-info', 'load', user.accountId, dependentId));
      expect(expectError(refused, 409).code).toBe('DEPENDENT_NOT_CONFIRMED');
      expect(refused.body).not.toContain('holder@example.com');
    }
  });
});
