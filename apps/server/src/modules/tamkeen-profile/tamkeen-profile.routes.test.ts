import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ableToWorkProfileStatus, contract } from '@sanad/contract';
import { profileEducation, profilePersonal } from '../../db/schema/index.ts';
import { buildTestApp, xsrfHeaders, type TestApp } from '../../test/build-test-app.ts';
import { createAttachmentRow } from '../../test/factories/attachment.factory.ts';
import { expectError, expectOk } from '../../test/factories/profile.factory.ts';
import { createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';

const e = contract.tamkeenProfile;
const base = '/api/tamkeen';
const { INITIATED, COMPLETED, VERIFIED } = ableToWorkProfileStatus;

const tabs = {
  education: {
    items: [{ educationLevel: 'BACHELOR', major: 'ACCOUNTING', institution: 'King Saud University', graduationYear: 2008 }],
    none: false,
  },
  experience: {
    items: [{ jobTitle: 'Cashier', employer: 'Riyadh Market', professionSkill: 'CASHIER', startDate: '2010-01-01', endDate: '2015-06-30' }],
    none: false,
  },
  skills: { items: [{ skill: 'COMPUTER', level: 'GOOD' }], none: false },
  training: { items: [{ title: 'Excel basics', provider: 'TVTC', completedOn: '2019-05-01', hours: 20 }], none: false },
  'volunteer-experience': { items: [], none: true },
};

/**
 * Tamkeen's classification and able-to-work profile (decisions 067, 070) through the endpoints: a person's own only,
 * EXEMPT and other classifications refused, lookups checked, and the status recomputed at every save.
 */
describe('tamkeen able-to-work profile (/api/tamkeen/...)', () => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(options: Parameters<typeof createTestAccount>[1] = {}): Promise<{ user: TestAccount; browser: TestBrowser }> {
    const user = await createTestAccount(db(), { birthDate: '1985-03-21', ...options });
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    return { user, browser };
  }
  const verify = (nin: string) =>
    t.app.inject({ method: 'POST', url: `/api/dev/tamkeen/${nin}/verify`, headers: { 'accept-language': 'en', ...xsrfHeaders() } });

  it('classifies an adult without needs ABLE_TO_WORK on the employment track, once, and lists the tracks it allows', async () => {
    const { browser } = await signedIn();
    const first = expectOk(await browser.get(`${base}/classification/load`), e.classificationLoad.response);
    expect(first).toMatchObject({ classification: 'ABLE_TO_WORK', track: 'EMPLOYMENT' });
    expect(expectOk(await browser.get(`${base}/classification/load`), e.classificationLoad.response)).toEqual(first);
    const tracks = expectOk(await browser.get(`${base}/track/load-type`), e.trackLoadType.response);
    expect(tracks.current).toBe('EMPLOYMENT');
    expect(tracks.tracks).toEqual([
      { code: 'EMPLOYMENT', allowed: true },
      { code: 'TRAINING', allowed: true },
      { code: 'SELF_EMPLOYMENT', allowed: true },
      { code: 'TREATMENT', allowed: false },
    ]);
    const sts = expectOk(await browser.get(`${base}/able-to-work-profile/load-tabs-sts`), e.loadTabsSts.response);
    expect(sts).toEqual({
      educationTabCompleted: false,
      volunteerExperienceTabCompleted: false,
      experienceTabCompleted: false,
      trainingTabCompleted: false,
      skillsTabCompleted: false,
      attachmentTabCompleted: false,
      profileStatus: INITIATED,
    });
    expect(expectOk(await browser.get(`${base}/able-to-work-profile/load-profile-sts`), e.loadProfileSts.response)).toEqual({
      profileStatus: INITIATED,
      summary: null,
    });
  });

  it('answers EXEMPT to the old and to full-time students, and 409 TAMKEEN_NOT_ENROLLED (translated) to every other read', async () => {
    const old = await signedIn({ birthDate: '1950-01-01' });
    expect(expectOk(await old.browser.get(`${base}/classification/load`), e.classificationLoad.response)).toMatchObject({
      classification: 'EXEMPT',
      track: null,
    });
    expect(expectError(await old.browser.get(`${base}/track/load-type`), 409).code).toBe('TAMKEEN_NOT_ENROLLED');
    expect(expectError(await old.browser.get(`${base}/education/load`), 409).code).toBe('TAMKEEN_NOT_ENROLLED');
    const arabic = await old.browser.get(`${base}/able-to-work-profile/load-tabs-sts`, { 'accept-language': 'ar' });
    expect((arabic.json() as { message: string }).message).toContain('تمكين');

    const student = await signedIn();
    await db().insert(profileEducation).values({ personId: student.user.personId, educationLevel: 'BACHELOR', currentlyStudying: true });
    expect(expectOk(await student.browser.get(`${base}/classification/load`), e.classificationLoad.response).classification).toBe('EXEMPT');
  });

  it('classifies from the personal tab: a severe disability NOT_ABLE, a moderate one TREATABLE; neither has the able-to-work profile', async () => {
    const severe = await signedIn();
    await db()
      .insert(profilePersonal)
      .values({
        personId: severe.user.personId,
        socialStatus: 'SINGLE',
        hasDisability: true,
        disabilities: [{ code: 'PHYSICAL', severity: 'SEVERE' }],
      });
    expect(expectOk(await severe.browser.get(`${base}/classification/load`), e.classificationLoad.response)).toMatchObject({
      classification: 'NOT_ABLE',
      track: null,
    });
    const treatable = await signedIn();
    await db()
      .insert(profilePersonal)
      .values({
        personId: treatable.user.personId,
        socialStatus: 'SINGLE',
        hasDisability: true,
        disabilities: [{ code: 'HEARING', severity: 'MODERATE' }],
      });
    expect(expectOk(await treatable.browser.get(`${base}/classification/load`), e.classificationLoad.response)).toMatchObject({
      classification: 'TREATABLE',
      track: 'TREATMENT',
    });
    expect(expectOk(await treatable.browser.get(`${base}/track/load-type`), e.trackLoadType.response).current).toBe('TREATMENT');
    expect(expectError(await treatable.browser.get(`${base}/skills/load`), 409).code).toBe('TAMKEEN_PROFILE_NOT_AVAILABLE');
  });

  it('saves each tab whole; COMPLETED when the sixth is done, INITIATED when one is emptied, VERIFIED by the hook, COMPLETED after a save', async () => {
    const { browser, user } = await signedIn();
    for (const [name, content] of Object.entries(tabs)) {
      const sts = expectOk(await browser.post(`${base}/${name}/save`, content), e.educationSave.response);
      expect(sts.profileStatus).toBe(INITIATED);
    }
    expect(expectOk(await browser.get(`${base}/education/load`), e.educationLoad.response)).toEqual(tabs.education);
    expect(expectOk(await browser.get(`${base}/volunteer-experience/load`), e.volunteerExperienceLoad.response)).toEqual({
      items: [],
      none: true,
    });
    expect(expectOk(await browser.get(`${base}/cv-attachment/load`), e.cvAttachmentLoad.response)).toEqual({
      choice: null,
      attachment: null,
    });

    const cv = await createAttachmentRow(db(), user.accountId, 'CV');
    const done = expectOk(
      await browser.post(`${base}/cv-attachment/save`, { choice: 'UPLOADED', attachmentId: cv }),
      e.cvAttachmentSave.response,
    );
    expect(done).toMatchObject({ attachmentTabCompleted: true, educationTabCompleted: true, profileStatus: COMPLETED });
    expect(expectOk(await browser.get(`${base}/cv-attachment/load`), e.cvAttachmentLoad.response)).toMatchObject({
      choice: 'UPLOADED',
      attachment: { id: cv, fileName: 'cv.pdf' },
    });

    const emptied = expectOk(await browser.post(`${base}/skills/save`, { items: [], none: false }), e.skillsSave.response);
    expect(emptied).toMatchObject({ skillsTabCompleted: false, profileStatus: INITIATED });
    expect(expectError(await verify(user.nin), 409).code).toBe('TAMKEEN_PROFILE_NOT_COMPLETED');
    expect(expectOk(await browser.post(`${base}/skills/save`, tabs.skills), e.skillsSave.response).profileStatus).toBe(COMPLETED);

    expect(expectOk(await verify(user.nin), contract.devTamkeen.verifyProfile.response).profileStatus).toBe(VERIFIED);
    expect(expectOk(await browser.get(`${base}/able-to-work-profile/load-profile-sts`), e.loadProfileSts.response).profileStatus).toBe(
      VERIFIED,
    );
    const again = expectOk(await browser.post(`${base}/training/save`, tabs.training), e.trainingSave.response);
    expect(again.profileStatus).toBe(COMPLETED);

    // The generated CV also does; clearing the CV undoes the tab.
    expect(
      expectOk(await browser.post(`${base}/cv-attachment/save`, { choice: 'GENERATED' }), e.cvAttachmentSave.response).profileStatus,
    ).toBe(COMPLETED);
    const cleared = expectOk(await browser.post(`${base}/cv-attachment/save`, { choice: 'CLEAR' }), e.cvAttachmentSave.response);
    expect(cleared).toMatchObject({ attachmentTabCompleted: false, profileStatus: INITIATED });
  });

  it('refuses bad lookups, dates and shapes with field errors', async () => {
    const { browser } = await signedIn();
    const bad = expectError(
      await browser.post(`${base}/education/save`, {
        items: [{ ...tabs.education.items[0], major: 'NO_SUCH_MAJOR', educationLevel: 'NOPE' }],
        none: false,
      }),
      400,
    );
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect(bad.fields).toEqual(
      expect.arrayContaining([
        { field: 'body.items.0.educationLevel', code: 'invalid_value' },
        { field: 'body.items.0.major', code: 'invalid_value' },
      ]),
    );
    const dates = expectError(
      await browser.post(`${base}/experience/save`, {
        items: [{ ...tabs.experience.items[0], startDate: '2015-01-01', endDate: '2014-01-01' }],
        none: false,
      }),
      400,
    );
    expect(dates.fields).toEqual([{ field: 'body.items.0.endDate', code: 'end_before_start' }]);
    const skills = expectError(
      await browser.post(`${base}/skills/save`, { items: [tabs.skills.items[0], { skill: 'COMPUTER', level: 'BASIC' }], none: false }),
      400,
    );
    expect(skills.fields).toEqual([{ field: 'body.items.1.skill', code: 'duplicate_item' }]);
    expect(expectError(await browser.post(`${base}/training/save`, { items: tabs.training.items, none: true }), 400).code).toBe(
      'VALIDATION_FAILED',
    );
    // Nothing was stored.
    expect(expectOk(await browser.get(`${base}/education/load`), e.educationLoad.response)).toEqual({ items: [], none: false });
  });

  it("never shows or takes another person's data: their CV is 404, a CV of another type is 404", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    await theirs.browser.post(`${base}/education/save`, tabs.education);
    expect(expectOk(await mine.browser.get(`${base}/education/load`), e.educationLoad.response)).toEqual({ items: [], none: false });
    const theirCv = await createAttachmentRow(db(), theirs.user.accountId, 'CV');
    expect(
      expectError(await mine.browser.post(`${base}/cv-attachment/save`, { choice: 'UPLOADED', attachmentId: theirCv }), 404).code,
    ).toBe('NOT_FOUND');
    const bankStatement = await createAttachmentRow(db(), mine.user.accountId, 'BANK_STATEMENT');
    expect(
      expectError(await mine.browser.post(`${base}/cv-attachment/save`, { choice: 'UPLOADED', attachmentId: bankStatement }), 404).code,
    ).toBe('NOT_FOUND');
    expect(
      expectError(await mine.browser.post(`${base}/cv-attachment/save`, { choice: 'UPLOADED', attachmentId: 'not-an-id' }), 404).code,
    ).toBe('NOT_FOUND');
  });

  it('writes the summary once (409 after), edits it (404 before any), for a dependent too', async () => {
    const { browser } = await signedIn({ role: 'DEPENDENT', birthDate: '2000-02-02' });
    expect(expectError(await browser.post(`${base}/summary/edit`, { summary: 'Hard-working.' }), 404).code).toBe('TAMKEEN_SUMMARY_MISSING');
    expect(expectOk(await browser.post(`${base}/summary/save`, { summary: 'Hard-working.' }), e.summarySave.response)).toEqual({
      profileStatus: INITIATED,
      summary: 'Hard-working.',
    });
    expect(expectError(await browser.post(`${base}/summary/save`, { summary: 'Again' }), 409).code).toBe('TAMKEEN_SUMMARY_EXISTS');
    expect(expectOk(await browser.post(`${base}/summary/edit`, { summary: 'Careful and quick.' }), e.summaryEdit.response).summary).toBe(
      'Careful and quick.',
    );
    expect(expectOk(await browser.get(`${base}/able-to-work-profile/load-profile-sts`), e.loadProfileSts.response).summary).toBe(
      'Careful and quick.',
    );
  });

  it('is refused to staff and to visitors', async () => {
    const staff = await signedIn({ role: 'CASE_WORKER' });
    expect((await staff.browser.get(`${base}/classification/load`)).statusCode).toBe(403);
    expect((await new TestBrowser(t.app).get(`${base}/classification/load`)).statusCode).toBe(401);
  });
});
