import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, profileStatus } from '@sanad/contract';
import { auditEvent, incomeSource, profile } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectError, expectOk, tabInputs } from '../../test/factories/profile.factory.ts';
import { createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';

const e = contract.profile;
const base = '/api/unified-profile';
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('unified profile: the applicant’s own tabs (/api/unified-profile)', () => {
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

  it('starts INITIATED with every tab open and every tab empty', async () => {
    const { browser, user } = await signedIn();
    const sts = expectOk(await browser.get(`${base}/load-profile-sts`), e.loadProfileSts.response);
    expect(sts).toMatchObject({
      addressTabCompleted: false,
      dependentsTabCompleted: false,
      educationTabCompleted: false,
      incomeTabCompleted: false,
      laborTabCompleted: false,
      licenseTabCompleted: false,
      personalTabCompleted: false,
      propertiesTabCompleted: false,
      profileStatus: profileStatus.INITIATED,
      completedAt: null,
    });
    expect(sts.profileId).toMatch(/^[0-9a-f-]{36}$/);
    // Asked twice, the same profile.
    expect(expectOk(await browser.get(`${base}/load-profile-sts`), e.loadProfileSts.response).profileId).toBe(sts.profileId);

    const personal = expectOk(await browser.get(`${base}/personal-info-tab/load`), e.loadPersonalInfo.response);
    expect(personal).toMatchObject({
      nameEn: user.nameEn,
      maskedNin: `******${user.nin.slice(-4)}`,
      birthDate: '1985-03-21',
      gender: 'M',
      nationality: 'SA',
      maskedMobile: `05${'*'.repeat(6)}${user.mobile.slice(-2)}`,
      socialStatus: null,
      hasDisability: null,
      disabilities: [],
      updatedAt: null,
    });
    expect(JSON.stringify(personal)).not.toContain(user.nin);
    expect(expectOk(await browser.get(`${base}/address/load`), e.loadAddress.response).regionCode).toBeNull();
    expect(expectOk(await browser.get(`${base}/education-tab/load`), e.loadEducation.response).educationLevel).toBeNull();
    expect(expectOk(await browser.get(`${base}/labor-info-tab/load`), e.loadLabor.response).laborStatus).toBeNull();
    expect(expectOk(await browser.get(`${base}/license-tab/load`), e.loadLicense.response)).toEqual({
      hasLicenses: null,
      licenses: [],
      updatedAt: null,
    });
    expect(expectOk(await browser.get(`${base}/income-tab/load`), e.loadIncome.response)).toEqual({
      declared: false,
      income: [],
      totalMonthlyAmount: 0,
      updatedAt: null,
    });
    expect(expectOk(await browser.get(`${base}/property-tab/load`), e.loadProperty.response)).toEqual({
      hasProperties: null,
      properties: [],
      totalValue: 0,
      updatedAt: null,
    });
    expect(expectOk(await browser.get(`${base}/personal-info-tab/disabilities-data`), e.disabilitiesData.response)).toEqual([]);
  });

  it('saves the personal tab and answers it with the flags; the profile becomes INCOMPLETED; the save is audited', async () => {
    const { browser, user } = await signedIn();
    const input = tabInputs.personal({ hasDisability: true, disabilities: [{ code: 'VISUAL', severity: 'MODERATE' }] });
    const saved = expectOk(await browser.post(`${base}/personal-info-tab/save`, input), e.savePersonalInfo.response);
    expect(saved.data).toMatchObject({ socialStatus: 'MARRIED', hasDisability: true, disabilities: input.disabilities });
    expect(saved.data.updatedAt).not.toBeNull();
    expect(saved.status).toMatchObject({
      personalTabCompleted: true,
      addressTabCompleted: false,
      profileStatus: profileStatus.INCOMPLETED,
    });
    expect(expectOk(await browser.get(`${base}/personal-info-tab/load`), e.loadPersonalInfo.response)).toEqual(saved.data);
    expect(expectOk(await browser.get(`${base}/personal-info-tab/disabilities-data`), e.disabilitiesData.response)).toEqual(
      input.disabilities,
    );

    const audits = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.actorAccountId, user.accountId), eq(auditEvent.action, 'profile.save-personal')));
    expect(audits).toEqual([expect.objectContaining({ entity: 'profile', entityId: saved.status.profileId, onBehalfOfAccountId: null })]);

    // Saved again without disabilities: the list is replaced whole.
    const again = expectOk(await browser.post(`${base}/personal-info-tab/save`, tabInputs.personal()), e.savePersonalInfo.response);
    expect(again.data).toMatchObject({ hasDisability: false, disabilities: [] });
  });

  it('checks the personal tab against the lookups and itself, reporting every problem', async () => {
    const { browser } = await signedIn();
    const bad = await browser.post(`${base}/personal-info-tab/save`, {
      socialStatus: 'POLYGAMOUS',
      hasDisability: true,
      disabilities: [
        { code: 'VISUAL', severity: 'MILD' },
        { code: 'TELEPATHY', severity: 'MILD' },
        { code: 'VISUAL', severity: 'SEVERE' },
      ],
    });
    expect(expectError(bad, 400)).toEqual({
      code: 'VALIDATION_FAILED',
      fields: expect.arrayContaining([
        { field: 'body.socialStatus', code: 'invalid_value' },
        { field: 'body.disabilities.1.code', code: 'invalid_value' },
        { field: 'body.disabilities.2.code', code: 'duplicate_item' },
      ]),
    });
    expect(
      expectError(await browser.post(`${base}/personal-info-tab/save`, tabInputs.personal({ hasDisability: true })), 400).fields,
    ).toEqual([{ field: 'body.disabilities', code: 'disabilities_required' }]);
    const notApplicable = tabInputs.personal({ hasDisability: false, disabilities: [{ code: 'HEARING', severity: 'MILD' }] });
    expect(expectError(await browser.post(`${base}/personal-info-tab/save`, notApplicable), 400).fields).toEqual([
      { field: 'body.disabilities', code: 'disabilities_not_applicable' },
    ]);
    // Nothing was written.
    expect(expectOk(await browser.get(`${base}/load-profile-sts`), e.loadProfileSts.response).profileStatus).toBe(profileStatus.INITIATED);
  });

  it('saves the national address, wanting the city inside the region', async () => {
    const { browser } = await signedIn();
    const wrong = expectError(await browser.post(`${base}/address/save`, tabInputs.address({ regionCode: '02', cityCode: '0101' })), 400);
    expect(wrong.fields).toEqual([{ field: 'body.cityCode', code: 'city_not_in_region' }]);
    const unknown = expectError(await browser.post(`${base}/address/save`, tabInputs.address({ regionCode: '13', cityCode: '9999' })), 400);
    expect(unknown.fields).toEqual([
      { field: 'body.regionCode', code: 'invalid_value' },
      { field: 'body.cityCode', code: 'invalid_value' },
    ]);
    const shape = expectError(await browser.post(`${base}/address/save`, tabInputs.address({ buildingNumber: '12', latitude: 24.7 })), 400);
    expect(shape.fields).toEqual(
      expect.arrayContaining([
        { field: 'body.buildingNumber', code: 'building_number_format' },
        { field: 'body.longitude', code: 'location_incomplete' },
      ]),
    );

    const input = tabInputs.address({ regionCode: '02', cityCode: '0202', unitNumber: 'A-12', latitude: 21.5433, longitude: 39.1728 });
    const saved = expectOk(await browser.post(`${base}/address/save`, input), e.saveAddress.response);
    expect(saved.data).toMatchObject(input);
    expect(saved.status.addressTabCompleted).toBe(true);
    expect(expectOk(await browser.get(`${base}/address/load`), e.loadAddress.response)).toEqual(saved.data);
  });

  it('saves education, asking a major from the diploma up and a graduation year between birth and today', async () => {
    const { browser } = await signedIn({ birthDate: '1985-03-21' });
    const year = new Date().getUTCFullYear();
    expect(expectError(await browser.post(`${base}/education-tab/save`, tabInputs.education({ major: null })), 400).fields).toEqual([
      { field: 'body.major', code: 'required' },
    ]);
    expect(
      expectError(
        await browser.post(`${base}/education-tab/save`, tabInputs.education({ educationLevel: 'PRIMARY', graduationYear: year + 1 })),
        400,
      ).fields,
    ).toEqual([
      { field: 'body.major', code: 'invalid_value' },
      { field: 'body.graduationYear', code: 'year_in_future' },
    ]);
    expect(
      expectError(await browser.post(`${base}/education-tab/save`, tabInputs.education({ graduationYear: 1984 })), 400).fields,
    ).toEqual([{ field: 'body.graduationYear', code: 'year_before_birth' }]);
    expect(
      expectError(await browser.post(`${base}/education-tab/save`, tabInputs.education({ educationLevel: 'GENIUS' })), 400).fields,
    ).toEqual([
      { field: 'body.educationLevel', code: 'invalid_value' },
      { field: 'body.major', code: 'invalid_value' },
    ]);

    const saved = expectOk(await browser.post(`${base}/education-tab/save`, tabInputs.education()), e.saveEducation.response);
    expect(saved.data).toMatchObject({ educationLevel: 'BACHELOR', major: 'ACCOUNTING', graduationYear: 2008, currentlyStudying: false });
    expect(saved.status.educationTabCompleted).toBe(true);
    const lower = tabInputs.education({ educationLevel: 'SECONDARY', major: null, institution: null, graduationYear: null });
    expect(expectOk(await browser.post(`${base}/education-tab/save`, lower), e.saveEducation.response).data).toMatchObject(lower);
  });

  it('saves the labor tab: employees give employer, title and a start date in their working life', async () => {
    const { browser } = await signedIn({ birthDate: '1985-03-21' });
    const employee = tabInputs.labor({ employerName: null, jobTitle: null, workStartDate: null });
    expect(expectError(await browser.post(`${base}/labor-info-tab/save`, employee), 400).fields).toEqual([
      { field: 'body.employerName', code: 'required' },
      { field: 'body.jobTitle', code: 'required' },
      { field: 'body.workStartDate', code: 'required' },
    ]);
    const selfEmployed = tabInputs.labor({ laborStatus: 'SELF_EMPLOYED', employerName: null, jobTitle: null, workStartDate: null });
    expect(expectError(await browser.post(`${base}/labor-info-tab/save`, selfEmployed), 400).fields).toEqual([
      { field: 'body.jobTitle', code: 'required' },
    ]);
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    for (const [workStartDate, code] of [
      [nextYear, 'date_in_future'],
      ['1980-01-01', 'year_before_birth'],
      ['2015-02-30', 'date_format'],
      ['15-02-2015', 'date_format'],
    ] as const) {
      expect(
        expectError(await browser.post(`${base}/labor-info-tab/save`, tabInputs.labor({ workStartDate })), 400).fields,
        workStartDate,
      ).toEqual([{ field: 'body.workStartDate', code }]);
    }
    expect(
      expectError(await browser.post(`${base}/labor-info-tab/save`, tabInputs.labor({ professionSkill: 'JUGGLING' })), 400).fields,
    ).toEqual([{ field: 'body.professionSkill', code: 'invalid_value' }]);

    const saved = expectOk(await browser.post(`${base}/labor-info-tab/save`, tabInputs.labor()), e.saveLabor.response);
    expect(saved.data).toMatchObject(tabInputs.labor());
    expect(saved.status.laborTabCompleted).toBe(true);
    const seeker = { laborStatus: 'JOB_SEEKER', employerName: null, jobTitle: null, workStartDate: null, professionSkill: null };
    expect(expectOk(await browser.post(`${base}/labor-info-tab/save`, seeker), e.saveLabor.response).data).toMatchObject(seeker);
  });

  it('saves licenses as a whole list, each type once', async () => {
    const { browser } = await signedIn();
    expect(expectError(await browser.post(`${base}/license-tab/save`, { hasLicenses: true, licenses: [] }), 400).fields).toEqual([
      { field: 'body.licenses', code: 'licenses_required' },
    ]);
    expect(expectError(await browser.post(`${base}/license-tab/save`, tabInputs.license({ hasLicenses: false })), 400).fields).toEqual([
      { field: 'body.licenses', code: 'licenses_not_applicable' },
    ]);
    const twice = {
      hasLicenses: true,
      licenses: [
        { type: 'DRIVING_PRIVATE', number: 'A1', expiryDate: null },
        { type: 'PILOT', number: 'B2', expiryDate: '2030-02-28' },
        { type: 'DRIVING_PRIVATE', number: 'C3', expiryDate: null },
      ],
    };
    expect(expectError(await browser.post(`${base}/license-tab/save`, twice), 400).fields).toEqual([
      { field: 'body.licenses.1.type', code: 'invalid_value' },
      { field: 'body.licenses.2.type', code: 'duplicate_item' },
    ]);
    // A day that does not exist is refused by the contract, before the lookups are consulted; an expiry may lie ahead.
    const impossible = { hasLicenses: true, licenses: [{ type: 'DRIVING_PRIVATE', number: 'A1', expiryDate: '2030-02-30' }] };
    expect(expectError(await browser.post(`${base}/license-tab/save`, impossible), 400).fields).toEqual([
      { field: 'body.licenses.0.expiryDate', code: 'date_format' },
    ]);

    const first = expectOk(
      await browser.post(`${base}/license-tab/save`, {
        hasLicenses: true,
        licenses: [
          { type: 'DRIVING_PRIVATE', number: 'DL-1', expiryDate: '2020-01-01' },
          { type: 'FREELANCE', number: 'FR-2', expiryDate: null },
        ],
      }),
      e.saveLicense.response,
    );
    expect(first.data.licenses).toHaveLength(2);
    expect(first.status.licenseTabCompleted).toBe(true);
    const none = expectOk(await browser.post(`${base}/license-tab/save`, { hasLicenses: false, licenses: [] }), e.saveLicense.response);
    expect(none.data).toMatchObject({ hasLicenses: false, licenses: [] });
    expect(none.status.licenseTabCompleted).toBe(true);
  });

  it('saves income as the whole list: stored sources keep their ids, missing ones are deleted, amounts in halalas', async () => {
    const { browser, user } = await signedIn();
    const declaredEmpty = expectOk(await browser.post(`${base}/income-tab/save`, { income: [], deletedIncome: [] }), e.saveIncome.response);
    expect(declaredEmpty.data).toMatchObject({ declared: true, income: [], totalMonthlyAmount: 0 });
    expect(declaredEmpty.status.incomeTabCompleted).toBe(true);

    const first = expectOk(
      await browser.post(`${base}/income-tab/save`, {
        income: [
          { id: null, source: 'SALARY', monthlyAmount: 650_000, payer: 'Employer A' },
          { id: null, source: 'SALARY', monthlyAmount: 120_050, payer: 'Employer B' },
          { id: null, source: 'RENT', monthlyAmount: 200_000, payer: null },
        ],
        deletedIncome: [],
      }),
      e.saveIncome.response,
    );
    expect(first.data.totalMonthlyAmount).toBe(970_050);
    const [a, b, rent] = first.data.income as [
      (typeof first.data.income)[number],
      (typeof first.data.income)[number],
      (typeof first.data.income)[number],
    ];

    const second = expectOk(
      await browser.post(`${base}/income-tab/save`, {
        income: [
          { id: a.id, source: 'SALARY', monthlyAmount: 700_000, payer: 'Employer A' },
          { id: rent.id, source: 'RENT', monthlyAmount: 200_000, payer: null },
          { id: null, source: 'PENSION', monthlyAmount: 300_000, payer: 'GOSI' },
        ],
        deletedIncome: [b.id],
      }),
      e.saveIncome.response,
    );
    expect(second.data.income.map((item) => [item.id === a.id, item.id === rent.id, item.source, item.monthlyAmount])).toEqual([
      [true, false, 'SALARY', 700_000],
      [false, true, 'RENT', 200_000],
      [false, false, 'PENSION', 300_000],
    ]);
    // The unchanged source keeps its time; the changed one moves.
    expect(second.data.income[1]?.updatedAt).toBe(rent.updatedAt);
    expect(second.data.totalMonthlyAmount).toBe(1_200_000);
    const stored = await db().select().from(incomeSource).where(eq(incomeSource.personId, user.personId));
    expect(stored).toHaveLength(3);
    expect(expectOk(await browser.get(`${base}/income-tab/load`), e.loadIncome.response)).toEqual(second.data);
  });

  it('refuses income items that are not the person’s, listed twice, or deleted and kept', async () => {
    const other = await signedIn();
    const foreign = expectOk(await other.browser.post(`${base}/income-tab/save`, tabInputs.income()), e.saveIncome.response).data.income[0]
      ?.id;
    const { browser } = await signedIn();
    const mine = expectOk(await browser.post(`${base}/income-tab/save`, tabInputs.income()), e.saveIncome.response).data.income[0];
    if (!foreign || !mine) throw new Error('no income saved');

    const response = await browser.post(`${base}/income-tab/save`, {
      income: [
        { id: foreign, source: 'SALARY', monthlyAmount: 1, payer: null },
        { id: mine.id, source: 'SALARY', monthlyAmount: 2, payer: 'XY' },
        { id: mine.id, source: 'PENSION', monthlyAmount: 3, payer: null },
        { id: null, source: 'LOTTERY', monthlyAmount: 4, payer: null },
        { id: null, source: 'SALARY', monthlyAmount: 5, payer: ' xy ' },
      ],
      deletedIncome: [mine.id, unknownId, 'not-a-uuid'],
    });
    expect(expectError(response, 400).fields).toEqual([
      { field: 'body.income.3.source', code: 'invalid_value' },
      { field: 'body.income.0.id', code: 'item_unknown' },
      { field: 'body.income.2.id', code: 'duplicate_item' },
      { field: 'body.income.4', code: 'duplicate_item' },
      { field: 'body.deletedIncome.0', code: 'duplicate_item' },
      { field: 'body.deletedIncome.1', code: 'item_unknown' },
      { field: 'body.deletedIncome.2', code: 'item_unknown' },
    ]);
    // The other person's income is untouched, and so is mine.
    expect(expectOk(await other.browser.get(`${base}/income-tab/load`), e.loadIncome.response).income.map((i) => i.id)).toEqual([foreign]);
    expect(expectOk(await browser.get(`${base}/income-tab/load`), e.loadIncome.response).income).toEqual([mine]);
    // Amounts are whole halalas.
    const fraction = await browser.post(`${base}/income-tab/save`, {
      income: [{ id: null, source: 'SALARY', monthlyAmount: 10.5, payer: null }],
      deletedIncome: [],
    });
    expect(expectError(fraction, 400).fields).toEqual([{ field: 'body.income.0.monthlyAmount', code: 'invalid_type' }]);
    // One message per problem: a negative amount is below the income's own minimum (1), not also below 0; a huge one
    // is above the ceiling, not also beyond the safe integers.
    const amounts = await browser.post(`${base}/income-tab/save`, {
      income: [
        { id: null, source: 'SALARY', monthlyAmount: -500, payer: null },
        { id: null, source: 'PENSION', monthlyAmount: 1e20, payer: null },
      ],
      deletedIncome: [],
    });
    expect(expectError(amounts, 400).fields).toEqual([
      { field: 'body.income.0.monthlyAmount', code: 'too_small_number' },
      { field: 'body.income.1.monthlyAmount', code: 'too_big_number' },
    ]);
    expect(amounts.json<{ fieldErrors: Array<{ message: string }> }>().fieldErrors.map((error) => error.message)).toEqual([
      'Enter a value of at least 1.',
      'Enter a value of at most 100000000000.',
    ]);
  });

  it('lists properties, counts value × share, and answers "no properties" with save-sts', async () => {
    const { browser } = await signedIn();
    const open = expectOk(await browser.post(`${base}/property-tab/save-sts`, { hasProperties: true }), e.savePropertySts.response);
    expect(open.data).toMatchObject({ hasProperties: true, properties: [] });
    expect(open.status).toMatchObject({ propertiesTabCompleted: false, profileStatus: profileStatus.INCOMPLETED });

    const saved = expectOk(
      await browser.post(`${base}/property-tab/save`, {
        properties: [
          { id: null, type: 'REAL_ESTATE', description: 'Family house in Riyadh', estimatedValue: 80_000_000, ownershipShare: 25 },
          { id: null, type: 'VEHICLE', description: 'Hyundai Accent', estimatedValue: 3_000_033, ownershipShare: 50 },
        ],
        deletedProperties: [],
      }),
      e.saveProperty.response,
    );
    expect(saved.data.totalValue).toBe(20_000_000 + 1_500_017);
    expect(saved.status.propertiesTabCompleted).toBe(true);
    const duplicate = await browser.post(`${base}/property-tab/save`, {
      properties: [
        { id: null, type: 'LAND', description: 'Plot', estimatedValue: 1, ownershipShare: 100 },
        { id: null, type: 'LAND', description: ' plot ', estimatedValue: 2, ownershipShare: 100 },
        { id: null, type: 'SPACESHIP', description: 'Apollo', estimatedValue: 3, ownershipShare: 101 },
      ],
      deletedProperties: [],
    });
    expect(expectError(duplicate, 400).fields).toEqual([{ field: 'body.properties.2.ownershipShare', code: 'too_big_number' }]);
    const outOfRange = await browser.post(`${base}/property-tab/save`, {
      properties: [{ id: null, type: 'LAND', description: 'Plot', estimatedValue: -1, ownershipShare: 1e20 }],
      deletedProperties: [],
    });
    expect(expectError(outOfRange, 400).fields).toEqual([
      { field: 'body.properties.0.estimatedValue', code: 'too_small_number' },
      { field: 'body.properties.0.ownershipShare', code: 'too_big_number' },
    ]);
    const duplicateOnly = await browser.post(`${base}/property-tab/save`, {
      properties: [
        { id: null, type: 'LAND', description: 'Plot', estimatedValue: 1, ownershipShare: 100 },
        { id: null, type: 'LAND', description: ' plot ', estimatedValue: 2, ownershipShare: 100 },
        { id: null, type: 'SPACESHIP', description: 'Apollo', estimatedValue: 3, ownershipShare: 100 },
      ],
      deletedProperties: [],
    });
    expect(expectError(duplicateOnly, 400).fields).toEqual([
      { field: 'body.properties.2.type', code: 'invalid_value' },
      { field: 'body.properties.1', code: 'duplicate_item' },
    ]);

    const none = expectOk(await browser.post(`${base}/property-tab/save-sts`, { hasProperties: false }), e.savePropertySts.response);
    expect(none.data).toMatchObject({ hasProperties: false, properties: [], totalValue: 0 });
    expect(none.status.propertiesTabCompleted).toBe(true);
  });

  it('serves regions and cities to any signed-in user, cacheable, cities by region', async () => {
    const visitor = new TestBrowser(t.app);
    expect((await visitor.get(`${base}/address-tab/load-regions`)).statusCode).toBe(401);
    const dependentUser = await signedIn({ role: 'DEPENDENT' });
    const regions = await dependentUser.browser.get(`${base}/address-tab/load-regions`);
    expect(expectOk(regions, e.loadRegions.response)).toHaveLength(13);
    expect(regions.headers.etag).toBeDefined();
    expect(
      (await dependentUser.browser.get(`${base}/address-tab/load-regions`, { 'if-none-match': String(regions.headers.etag) })).statusCode,
    ).toBe(304);

    const all = expectOk(await dependentUser.browser.get(`${base}/address-tab/load-cities`), e.loadCities.response);
    const makkah = expectOk(await dependentUser.browser.get(`${base}/address-tab/load-cities?regionCode=02`), e.loadCities.response);
    expect(makkah.length).toBeGreaterThan(5);
    expect(makkah.every((city) => city.parentCode === '02')).toBe(true);
    expect(all.length).toBeGreaterThan(makkah.length);
    expect(expectOk(await dependentUser.browser.get(`${base}/address-tab/load-cities?regionCode=99`), e.loadCities.response)).toEqual([]);
  });

  it('keeps the applicant tabs to applicants: a visitor is asked to sign in, another role is refused', async () => {
    const visitor = new TestBrowser(t.app);
    const { browser } = await signedIn({ role: 'DEPENDENT' });
    for (const [method, path] of [
      ['GET', `${base}/load-profile-sts`],
      ['GET', `${base}/personal-info-tab/load`],
      ['POST', `${base}/income-tab/save`],
      ['POST', `${base}/complete/${unknownId}`],
      ['GET', `${base}/personal-info-tab/loadIbanInfo`],
    ] as const) {
      const body = method === 'POST' ? tabInputs.income() : undefined;
      expect((await visitor.request({ method, url: path, ...(body ? { payload: body } : {}) })).statusCode, path).toBe(401);
      expect((await browser.request({ method, url: path, ...(body ? { payload: body } : {}) })).statusCode, path).toBe(403);
    }
  });

  it('wants the anti-forgery header on every save', async () => {
    const { browser, user } = await signedIn();
    const forged = { 'x-xsrf-token': 'forged-forged-forged-forged-forged-forged-fo' };
    const response = await browser.post(`${base}/personal-info-tab/save`, tabInputs.personal(), forged);
    expect(expectError(response, 403).code).toBe('XSRF_TOKEN_INVALID');
    expect(await db().select().from(profile).where(eq(profile.personId, user.personId))).toEqual([]);
  });
});
