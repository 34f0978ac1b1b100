import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, profileStatus } from '@sanad/contract';
import { auditEvent, dependent, house } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { birthDateForAge, createDependent, createHouse } from '../../test/factories/household.factory.ts';
import {
  completeProfileTabs,
  confirmDependents,
  createVerifiedIban,
  expectError,
  expectOk,
  profileRowOf,
  tabInputs,
} from '../../test/factories/profile.factory.ts';
import { createDelegation, createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';

const e = contract.profile;
const base = '/api/unified-profile';
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('unified profile: completion, dependents tab and summary', () => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(options: Parameters<typeof createTestAccount>[1] = {}): Promise<{ user: TestAccount; browser: TestBrowser }> {
    const user = await createTestAccount(db(), { birthDate: '1980-01-15', ...options });
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    return { user, browser };
  }

  const sts = async (browser: TestBrowser) => expectOk(await browser.get(`${base}/load-profile-sts`), e.loadProfileSts.response);
  const summary = async (browser: TestBrowser) => expectOk(await browser.get(`${base}/summary-tab/load`), e.loadSummary.response);

  /** An applicant whose own seven tabs are done (through the tables) and who confirmed a household without dependents. */
  async function readyApplicant() {
    const signed = await signedIn();
    await completeProfileTabs(db(), signed.user.personId, { applicant: true });
    await confirmDependents(db(), signed.user.personId);
    return signed;
  }

  it('completes a profile through every tab, the declaration and complete/{id}', async () => {
    const { browser, user } = await signedIn();
    await browser.post(`${base}/personal-info-tab/save`, tabInputs.personal());
    await browser.post(`${base}/address/save`, tabInputs.address());
    await browser.post(`${base}/education-tab/save`, tabInputs.education());
    await browser.post(`${base}/labor-info-tab/save`, tabInputs.labor());
    await browser.post(`${base}/license-tab/save`, tabInputs.license());
    await browser.post(`${base}/income-tab/save`, tabInputs.income());
    const before = await summary(browser);
    expect(before.missingTabs).toEqual(['dependents', 'properties']);
    expect(before.status.profileStatus).toBe(profileStatus.INCOMPLETED);

    const afterProperty = expectOk(await browser.post(`${base}/property-tab/save`, tabInputs.property()), e.saveProperty.response);
    expect(afterProperty.status.propertiesTabCompleted).toBe(true);
    const confirmed = expectOk(
      await browser.post(`${base}/dependent/dependent-tab/save`, { confirmed: true }),
      e.saveDependentsTab.response,
    );
    expect(confirmed).toMatchObject({ dependentsTabCompleted: true, profileStatus: profileStatus.INCOMPLETED, completedAt: null });

    // Every tab is done; still INCOMPLETED until completed, and completing wants the declaration first.
    const { profileId } = confirmed;
    expect(expectError(await browser.post(`${base}/complete/${profileId}`), 409).code).toBe('PROFILE_DECLARATION_REQUIRED');
    const declared = expectOk(await browser.post(`${base}/summary-tab/save`, { declarationAccepted: true }), e.saveSummary.response);
    expect(declared).toMatchObject({
      missingTabs: [],
      housesCount: 0,
      dependentsCount: 0,
      totalMonthlyIncome: 650_000,
      totalPropertyValue: 4_500_000,
      hasVerifiedIban: false,
    });
    expect(declared.declarationAcceptedAt).not.toBeNull();

    const completed = expectOk(await browser.post(`${base}/complete/${profileId}`), e.complete.response);
    expect(completed.profileStatus).toBe(profileStatus.COMPLETED);
    expect(completed.completedAt).not.toBeNull();
    expect(await sts(browser)).toEqual(completed);
    // Completing again changes nothing.
    expect(expectOk(await browser.post(`${base}/complete/${profileId}`), e.complete.response).completedAt).toBe(completed.completedAt);
    const audit = await db().select().from(auditEvent).where(eq(auditEvent.entityId, profileId));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['profile.accept-declaration', 'profile.complete', 'profile.confirm-dependents']),
    );

    // A change that keeps every tab done keeps the profile completed.
    const edited = expectOk(
      await browser.post(`${base}/education-tab/save`, tabInputs.education({ graduationYear: 2010 })),
      e.saveEducation.response,
    );
    expect(edited.status).toMatchObject({ profileStatus: profileStatus.COMPLETED, completedAt: completed.completedAt });

    // One that opens a tab again clears the completion and the declaration.
    const reopened = expectOk(
      await browser.post(`${base}/property-tab/save`, { properties: [], deletedProperties: [] }),
      e.saveProperty.response,
    );
    expect(reopened.status).toMatchObject({ propertiesTabCompleted: false, profileStatus: profileStatus.INCOMPLETED, completedAt: null });
    expect(await profileRowOf(db(), user.personId)).toMatchObject({ completedAt: null, declarationAcceptedAt: null });
    expect((await summary(browser)).declarationAcceptedAt).toBeNull();
    // Done again, the profile needs the declaration and complete/{id} once more.
    expect(
      expectOk(await browser.post(`${base}/property-tab/save-sts`, { hasProperties: false }), e.savePropertySts.response).status
        .profileStatus,
    ).toBe(profileStatus.INCOMPLETED);
    expect(expectError(await browser.post(`${base}/complete/${profileId}`), 409).code).toBe('PROFILE_DECLARATION_REQUIRED');
  });

  it('refuses the declaration and completion while a tab is open, naming the open tabs', async () => {
    const { browser } = await signedIn();
    await browser.post(`${base}/personal-info-tab/save`, tabInputs.personal());
    const { profileId } = await sts(browser);
    const refused = expectError(await browser.post(`${base}/summary-tab/save`, { declarationAccepted: true }), 409);
    expect(refused.code).toBe('PROFILE_INCOMPLETE');
    const response = await browser.post(`${base}/complete/${profileId}`);
    expect(expectError(response, 409).code).toBe('PROFILE_INCOMPLETE');
    expect(response.json<{ message: string }>().message).toBe(
      'Complete every tab of the profile first. Still open: National address, Dependents, Education, Income, Work, Licenses, and Properties.',
    );
    // In Arabic the open tabs are named in Arabic, as the tabs are labelled, not by their English keys.
    const arabic = await browser.post(`${base}/summary-tab/save`, { declarationAccepted: true }, { 'accept-language': 'ar' });
    expect(expectError(arabic, 409).code).toBe('PROFILE_INCOMPLETE');
    expect(arabic.json<{ message: string }>().message).toBe(
      'أكمل جميع تبويبات الملف أولاً. ما زال غير مكتمل: العنوان الوطني والتابعون والتعليم والدخل والعمل والرخص والممتلكات.',
    );
    expect(expectError(await browser.post(`${base}/summary-tab/save`, { declarationAccepted: false }), 400).code).toBe('VALIDATION_FAILED');
  });

  it("answers 404 to complete/{id} with anything but the caller's own profile id", async () => {
    const other = await readyApplicant();
    const otherId = (await sts(other.browser)).profileId;
    const { browser } = await readyApplicant();
    await browser.post(`${base}/summary-tab/save`, { declarationAccepted: true });
    for (const id of [otherId, unknownId, 'not-a-uuid']) {
      expect(expectError(await browser.post(`${base}/complete/${id}`), 404).code, id).toBe('NOT_FOUND');
    }
    expect((await sts(other.browser)).profileStatus).toBe(profileStatus.INCOMPLETED);
    expect((await sts(browser)).profileStatus).toBe(profileStatus.INCOMPLETED);
  });

  it('judges the dependents tab on the confirmation, each dependent’s house and custody, and their five tabs', async () => {
    const { browser, user } = await signedIn();
    await completeProfileTabs(db(), user.personId, { applicant: true, socialStatus: 'DIVORCED' });
    const home = await createHouse(db(), user.accountId);
    const son = await createDependent(db(), { applicantAccountId: user.accountId, relationship: 'SON', birthDate: birthDateForAge(10) });
    const mother = await createDependent(db(), {
      applicantAccountId: user.accountId,
      relationship: 'MOTHER',
      gender: 'F',
      birthDate: '1955-05-05',
      houseId: home.id,
    });
    await createDependent(db(), { applicantAccountId: user.accountId, status: 'REMOVED', houseId: home.id });

    const listed = expectOk(await browser.get(`${base}/dependent/load-all-dependents`), e.loadAllDependents.response);
    expect(listed.map((d) => [d.id, d.relationship, d.adult, d.houseId, d.profile.profileStatus])).toEqual([
      [son.id, 'SON', false, null, profileStatus.INITIATED],
      [mother.id, 'MOTHER', true, home.id, profileStatus.INITIATED],
    ]);
    let status = expectOk(await browser.post(`${base}/dependent/dependent-tab/save`, { confirmed: true }), e.saveDependentsTab.response);
    expect(status.dependentsTabCompleted).toBe(false);

    await completeProfileTabs(db(), son.personId);
    await completeProfileTabs(db(), mother.personId);
    // The son still lives nowhere, and the divorced applicant has not said who has custody of him.
    expect((await sts(browser)).dependentsTabCompleted).toBe(false);
    await db().update(dependent).set({ houseId: home.id }).where(eq(dependent.id, son.id));
    expect((await sts(browser)).dependentsTabCompleted).toBe(false);
    await db().update(dependent).set({ custody: 'APPLICANT' }).where(eq(dependent.id, son.id));
    status = await sts(browser);
    expect(status).toMatchObject({ dependentsTabCompleted: true, profileStatus: profileStatus.INCOMPLETED });

    const loaded = expectOk(await browser.get(`${base}/dependent/load-all-dependents`), e.loadAllDependents.response);
    expect(loaded.map((d) => d.profile)).toEqual([
      expect.objectContaining({ dependentId: son.id, profileStatus: profileStatus.COMPLETED, propertiesTabCompleted: true }),
      expect.objectContaining({ dependentId: mother.id, profileStatus: profileStatus.COMPLETED }),
    ]);
  });

  it("saves a dependent's five tabs, judging dates by the dependent's own birth and answering the dependent's status", async () => {
    const { browser, user } = await signedIn();
    const home = await createHouse(db(), user.accountId);
    const daughter = await createDependent(db(), {
      applicantAccountId: user.accountId,
      relationship: 'DAUGHTER',
      gender: 'F',
      birthDate: '2004-06-01',
      houseId: home.id,
    });
    const path = (tab: string, action: 'load' | 'save') => `${base}/dependent/${tab}/${action}/${user.accountId}/${daughter.id}`;

    const empty = expectOk(await browser.get(path('personal-info', 'load')), e.loadDependentPersonalInfo.response);
    expect(empty).toMatchObject({ birthDate: '2004-06-01', gender: 'F', maskedMobile: null, socialStatus: null });
    expect(empty.maskedNin).toBe(`******${daughter.nin.slice(-4)}`);

    const personal = expectOk(
      await browser.post(path('personal-info', 'save'), tabInputs.personal({ socialStatus: 'SINGLE' })),
      e.saveDependentPersonalInfo.response,
    );
    expect(personal.status).toEqual({
      dependentId: daughter.id,
      educationTabCompleted: false,
      incomeTabCompleted: false,
      licenseTabCompleted: false,
      personalTabCompleted: true,
      propertiesTabCompleted: false,
      profileStatus: profileStatus.INCOMPLETED,
    });
    // 2003 is before she was born, though not before the applicant was.
    expect(expectError(await browser.post(path('education', 'save'), tabInputs.education({ graduationYear: 2003 })), 400).fields).toEqual([
      { field: 'body.graduationYear', code: 'year_before_birth' },
    ]);
    expect(
      expectOk(
        await browser.post(path('education', 'save'), tabInputs.education({ graduationYear: 2024 })),
        e.saveDependentEducation.response,
      ).data.graduationYear,
    ).toBe(2024);
    expect(
      expectOk(await browser.post(path('license', 'save'), { hasLicenses: false, licenses: [] }), e.saveDependentLicense.response).status
        .licenseTabCompleted,
    ).toBe(true);
    const income = expectOk(
      await browser.post(
        path('income', 'save'),
        tabInputs.income({ income: [{ id: null, source: 'OTHER', monthlyAmount: 50_000, payer: null }] }),
      ),
      e.saveDependentIncome.response,
    );
    expect(income.data.totalMonthlyAmount).toBe(50_000);
    const sts = expectOk(
      await browser.post(`${base}/property-tab/save-sts/${user.accountId}/${daughter.id}`, { hasProperties: true }),
      e.saveDependentPropertySts.response,
    );
    expect(sts.status.propertiesTabCompleted).toBe(false);
    const property = expectOk(await browser.post(path('property', 'save'), tabInputs.property()), e.saveDependentProperty.response);
    expect(property.status.profileStatus).toBe(profileStatus.COMPLETED);

    expect(expectOk(await browser.get(path('income', 'load')), e.loadDependentIncome.response)).toEqual(income.data);
    expect(expectOk(await browser.get(path('property', 'load')), e.loadDependentProperty.response)).toEqual(property.data);
    expect(expectOk(await browser.get(path('education', 'load')), e.loadDependentEducation.response).educationLevel).toBe('BACHELOR');
    expect(expectOk(await browser.get(path('license', 'load')), e.loadDependentLicense.response).hasLicenses).toBe(false);
    expect(expectOk(await browser.get(`${base}/disabilities-data/${daughter.id}`), e.dependentDisabilitiesData.response)).toEqual([]);

    // The applicant's own tabs are untouched; the summary counts the daughter's income and property.
    const own = expectOk(await browser.get(`${base}/income-tab/load`), e.loadIncome.response);
    expect(own.declared).toBe(false);
    expect(await summary(browser)).toMatchObject({
      dependentsCount: 1,
      housesCount: 1,
      totalMonthlyIncome: 50_000,
      totalPropertyValue: 4_500_000,
    });
  });

  it('clears a completion when a dependent’s tab opens again, or when the household changes behind it', async () => {
    const { browser, user } = await readyApplicant();
    const home = await createHouse(db(), user.accountId);
    const wife = await createDependent(db(), { applicantAccountId: user.accountId, relationship: 'WIFE', gender: 'F', houseId: home.id });
    await completeProfileTabs(db(), wife.personId);
    await createVerifiedIban(db(), user.accountId);
    await browser.post(`${base}/summary-tab/save`, { declarationAccepted: true });
    const { profileId } = await sts(browser);
    expect(expectOk(await browser.post(`${base}/complete/${profileId}`), e.complete.response).profileStatus).toBe(profileStatus.COMPLETED);
    expect((await summary(browser)).hasVerifiedIban).toBe(true);

    const opened = expectOk(
      await browser.post(`${base}/property-tab/save-sts/${user.accountId}/${wife.id}`, { hasProperties: true }),
      e.saveDependentPropertySts.response,
    );
    expect(opened.status.profileStatus).toBe(profileStatus.INCOMPLETED);
    expect(await sts(browser)).toMatchObject({
      dependentsTabCompleted: false,
      profileStatus: profileStatus.INCOMPLETED,
      completedAt: null,
    });
    expect(await profileRowOf(db(), user.personId)).toMatchObject({ completedAt: null, declarationAcceptedAt: null });

    // Completed again; then the household module adds a dependent (straight into the table here).
    await browser.post(`${base}/property-tab/save-sts/${user.accountId}/${wife.id}`, { hasProperties: false });
    await browser.post(`${base}/summary-tab/save`, { declarationAccepted: true });
    expect(expectOk(await browser.post(`${base}/complete/${profileId}`), e.complete.response).profileStatus).toBe(profileStatus.COMPLETED);
    const baby = await createDependent(db(), {
      applicantAccountId: user.accountId,
      relationship: 'SON',
      birthDate: birthDateForAge(1),
      houseId: home.id,
    });
    expect(await sts(browser)).toMatchObject({
      dependentsTabCompleted: false,
      profileStatus: profileStatus.INCOMPLETED,
      completedAt: null,
    });
    expect(await profileRowOf(db(), user.personId)).toMatchObject({ completedAt: null, declarationAcceptedAt: null });
    // Once the baby's tabs are done, the profile is not COMPLETED by itself: complete/{id} is needed again.
    await completeProfileTabs(db(), baby.personId);
    expect((await sts(browser)).profileStatus).toBe(profileStatus.INCOMPLETED);
  });

  it('answers 404 on every dependent endpoint unless {a} is the caller and {b} one of their active dependents', async () => {
    const { browser, user } = await signedIn();
    const other = await signedIn();
    const mine = await createDependent(db(), { applicantAccountId: user.accountId });
    const removed = await createDependent(db(), { applicantAccountId: user.accountId, status: 'REMOVED' });
    const theirs = await createDependent(db(), { applicantAccountId: other.user.accountId });
    const bodies: Record<string, object> = {
      'personal-info': tabInputs.personal(),
      income: tabInputs.income(),
      education: tabInputs.education(),
      license: tabInputs.license(),
      property: tabInputs.property(),
    };
    const pairs: Array<[string, string]> = [
      [other.user.accountId, mine.id],
      [other.user.accountId, theirs.id],
      [user.accountId, theirs.id],
      [user.accountId, removed.id],
      [user.accountId, unknownId],
      [user.accountId, 'not-a-uuid'],
      ['not-a-uuid', mine.id],
    ];
    for (const [a, b] of pairs) {
      for (const [tab, body] of Object.entries(bodies)) {
        const load = await browser.get(`${base}/dependent/${tab}/load/${a}/${b}`);
        expect(expectError(load, 404).code, `load ${tab} ${a} ${b}`).toBe('NOT_FOUND');
        const save = await browser.post(`${base}/dependent/${tab}/save/${a}/${b}`, body);
        expect(expectError(save, 404).code, `save ${tab} ${a} ${b}`).toBe('NOT_FOUND');
      }
      expect(expectError(await browser.post(`${base}/property-tab/save-sts/${a}/${b}`, { hasProperties: false }), 404).code).toBe(
        'NOT_FOUND',
      );
    }
    for (const id of [theirs.id, removed.id, unknownId, 'not-a-uuid']) {
      expect(expectError(await browser.get(`${base}/disabilities-data/${id}`), 404).code, id).toBe('NOT_FOUND');
    }
    // Nothing was written for anybody; the caller's own dependent works.
    expect(await profileRowOf(db(), theirs.personId)).toBeNull();
    expect(await profileRowOf(db(), removed.personId)).toBeNull();
    expect((await browser.get(`${base}/dependent/income/load/${user.accountId}/${mine.id}`)).statusCode).toBe(200);
    expect((await browser.get(`${base}/disabilities-data/${mine.id}`)).statusCode).toBe(200);
  });

  it('lets a delegated dependent fill the applicant’s profile in an emergency login, audited with the real actor', async () => {
    const applicant = await createTestAccount(db());
    const helper = await createTestAccount(db(), { role: 'DEPENDENT', account: { canLoginOnBehalfOfApplicant: true } });
    await createDelegation(db(), { applicantAccountId: applicant.accountId, dependentAccountId: helper.accountId });
    const browser = new TestBrowser(t.app);
    await browser.signIn(helper);
    expect((await browser.post(`/api/auth/login-to-applicant-account/${applicant.accountId}`)).statusCode).toBe(200);
    const saved = expectOk(await browser.post(`${base}/income-tab/save`, tabInputs.income()), e.saveIncome.response);
    const [audit] = await db().select().from(auditEvent).where(eq(auditEvent.entityId, saved.status.profileId));
    expect(audit).toMatchObject({
      action: 'profile.save-income',
      actorAccountId: helper.accountId,
      onBehalfOfAccountId: applicant.accountId,
    });
    expect(await profileRowOf(db(), applicant.personId)).toMatchObject({ id: saved.status.profileId });
  });

  it('counts only live houses in the summary', async () => {
    const { browser, user } = await signedIn();
    await createHouse(db(), user.accountId);
    const gone = await createHouse(db(), user.accountId);
    await db().update(house).set({ deletedAt: new Date() }).where(eq(house.id, gone.id));
    expect((await summary(browser)).housesCount).toBe(1);
  });
});
