import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  dependentSchema,
  houseSchema,
  pendingRelationSchema,
  validateDeleteSchema,
  type Dependent,
  type HouseInput,
} from '@sanad/contract';
import { auditEvent, dependent, house, person, relationConfirmation } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { arabicIndicDigits, persianDigits } from '../../test/digits.ts';
import {
  birthDateForAge,
  buildHouseInput,
  closeCycle,
  countInOpenCycle,
  createAccountDependent,
  createDependent,
  createHouse,
  createPerson,
  ninOfGender,
  setGender,
  setSocialStatus,
} from '../../test/factories/household.factory.ts';
import { createDelegation, createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';

const base = '/api/unified-profile';
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('household: houses and dependents (/api/unified-profile/house, /dependent)', () => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(options: Parameters<typeof createTestAccount>[1] = {}): Promise<{ user: TestAccount; browser: TestBrowser }> {
    const user = await createTestAccount(db(), options);
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    return { user, browser };
  }

  function ok<T>(response: { statusCode: number; body: string; json: () => unknown }, schema: { parse: (value: unknown) => T }): T {
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  }

  function failure(response: { statusCode: number; body: string; json: () => unknown }, status: number) {
    expect(response.statusCode, response.body).toBe(status);
    return apiErrorSchema.parse(response.json());
  }

  const fieldCodes = (error: { fieldErrors?: Array<{ field: string; code: string }> | undefined }) =>
    (error.fieldErrors ?? []).map(({ field, code }) => ({ field, code }));

  const dependentRow = async (id: string) => {
    const [row] = await db().select().from(dependent).where(eq(dependent.id, id));
    return row;
  };

  const relative = (
    values: Partial<{ id: string | null; nin: string | null; birthDate: string | null; relationship: string; houseId: string | null }>,
  ) => ({
    id: null,
    nin: null,
    birthDate: null,
    relationship: 'SON',
    houseId: null,
    ...values,
  });

  describe('houses', () => {
    it('creates a house, lists it with its residents and reads it back; the write is audited', async () => {
      const { user, browser } = await signedIn();
      const input = buildHouseInput({ label: 'Family house', unitNumber: '12B' });
      const created = ok(await browser.post(`${base}/house/create`, input), houseSchema);
      expect(created).toMatchObject({ ...input, residentsCount: 0 });

      await createDependent(db(), { applicantAccountId: user.accountId, houseId: created.id });
      const listed = ok(await browser.get(`${base}/house/load`), houseSchema.array());
      expect(listed).toEqual([{ ...created, residentsCount: 1 }]);
      expect(ok(await browser.get(`${base}/house/get-by-id/${created.id}`), houseSchema)).toEqual({ ...created, residentsCount: 1 });

      const [audit] = await db().select().from(auditEvent).where(eq(auditEvent.entityId, created.id));
      expect(audit).toMatchObject({ action: 'household.house-create', actorAccountId: user.accountId, onBehalfOfAccountId: null });
    });

    it('wants rent above zero for a rented house only, and clears it for the others', async () => {
      const { browser } = await signedIn();
      for (const yearlyRent of [null, 0]) {
        const error = failure(await browser.post(`${base}/house/create`, buildHouseInput({ ownership: 'RENTED', yearlyRent })), 400);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(fieldCodes(error)).toEqual([{ field: 'body.yearlyRent', code: 'rent_required' }]);
      }
      const rented = ok(
        await browser.post(`${base}/house/create`, buildHouseInput({ ownership: 'RENTED', yearlyRent: 3_000_000 })),
        houseSchema,
      );
      expect(rented.yearlyRent).toBe(3_000_000);
      const owned = ok(
        await browser.post(`${base}/house/create`, buildHouseInput({ ownership: 'OWNED', yearlyRent: 3_000_000 })),
        houseSchema,
      );
      expect(owned.yearlyRent).toBeNull();
    });

    it('gives one message per problem with the rent: a huge, negative or fractional amount is reported once', async () => {
      const { browser } = await signedIn();
      for (const [yearlyRent, code] of [
        [1e25, 'too_big_number'],
        [100_000_000_001, 'too_big_number'],
        [-5, 'too_small_number'],
        [12.5, 'invalid_type'],
      ] as const) {
        const error = failure(await browser.post(`${base}/house/create`, buildHouseInput({ ownership: 'RENTED', yearlyRent })), 400);
        expect(error.fieldErrors, String(yearlyRent)).toEqual([{ field: 'body.yearlyRent', code, message: expect.any(String) }]);
      }
      const huge = failure(await browser.post(`${base}/house/create`, buildHouseInput({ ownership: 'RENTED', yearlyRent: 1e25 })), 400);
      expect(huge.fieldErrors?.[0]?.message).toBe('Enter a value of at most 100000000000.');
    });

    it('checks region, city and ownership against the lookups, the city inside its region, and reports every field', async () => {
      const { browser } = await signedIn();
      const unknown = failure(
        await browser.post(`${base}/house/create`, buildHouseInput({ regionCode: '99', cityCode: '9999', ownership: 'CASTLE' })),
        400,
      );
      expect(fieldCodes(unknown)).toEqual([
        { field: 'body.regionCode', code: 'invalid_value' },
        { field: 'body.cityCode', code: 'invalid_value' },
        { field: 'body.ownership', code: 'invalid_value' },
      ]);
      // Jeddah (0201) lies in the Makkah region, not in Riyadh.
      const elsewhere = failure(await browser.post(`${base}/house/create`, buildHouseInput({ regionCode: '01', cityCode: '0201' })), 400);
      expect(fieldCodes(elsewhere)).toEqual([{ field: 'body.cityCode', code: 'city_not_in_region' }]);
      expect(failure(await browser.post(`${base}/house/validate-create-house`, buildHouseInput({ cityCode: '0201' })), 400).code).toBe(
        'VALIDATION_FAILED',
      );
      // The contract's own formats, all at once.
      const formats = failure(
        await browser.post(`${base}/house/create`, {
          ...buildHouseInput(),
          buildingNumber: '12',
          postalCode: 'abcde',
          additionalNumber: '123456',
          latitude: 10,
        }),
        400,
      );
      expect(fieldCodes(formats)).toEqual(
        expect.arrayContaining([
          { field: 'body.buildingNumber', code: 'building_number_format' },
          { field: 'body.postalCode', code: 'postal_code_format' },
          { field: 'body.additionalNumber', code: 'additional_number_format' },
          { field: 'body.latitude', code: 'location_outside_ksa' },
        ]),
      );
      expect(ok(await browser.get(`${base}/house/load`), houseSchema.array())).toEqual([]);
    });

    it('allows household.maxHouses (4) live houses; validate-create-house says so before saving', async () => {
      const { browser } = await signedIn();
      for (let n = 0; n < 4; n += 1) ok(await browser.post(`${base}/house/create`, buildHouseInput()), houseSchema);
      const fifth = buildHouseInput();
      for (const url of [`${base}/house/validate-create-house`, `${base}/house/create`]) {
        const error = failure(await browser.post(url, fifth), 409);
        expect(error.code).toBe('HOUSE_LIMIT_REACHED');
        expect(error.message).toContain('4');
      }
      // A deleted house frees its place.
      const [first] = ok(await browser.get(`${base}/house/load`), houseSchema.array());
      ok(await browser.post(`${base}/house/delete`, { id: first?.id }), { parse: (value: unknown) => value });
      expect(ok(await browser.post(`${base}/house/validate-create-house`, fifth), { parse: (value: unknown) => value })).toEqual({
        success: true,
      });
      ok(await browser.post(`${base}/house/create`, fifth), houseSchema);
      expect(ok(await browser.get(`${base}/house/load`), houseSchema.array())).toHaveLength(4);
    });

    it('takes the building number, postal code, additional and unit numbers in Arabic-Indic or Persian digits, kept in ASCII', async () => {
      const { browser } = await signedIn();
      const input = buildHouseInput({ postalCode: '12211', additionalNumber: '2345', unitNumber: '12B' });
      const created = ok(
        await browser.post(`${base}/house/create`, {
          ...input,
          buildingNumber: arabicIndicDigits(input.buildingNumber),
          postalCode: persianDigits(input.postalCode),
          additionalNumber: arabicIndicDigits(input.additionalNumber),
          unitNumber: `${persianDigits('12')}B`,
        }),
        houseSchema,
      );
      expect(created).toMatchObject({
        buildingNumber: input.buildingNumber,
        postalCode: '12211',
        additionalNumber: '2345',
        unitNumber: '12B',
      });
      // The same address in ASCII digits is the same address.
      expect(failure(await browser.post(`${base}/house/create`, input), 409).code).toBe('HOUSE_DUPLICATE_ADDRESS');
    });

    it('refuses a second live house at the same national address, however it is written', async () => {
      const { browser } = await signedIn();
      const input = buildHouseInput({ district: 'حي العليا', street: 'طريق الملك فهد', unitNumber: '1' });
      const created = ok(await browser.post(`${base}/house/create`, input), houseSchema);
      const sameAddress: HouseInput = {
        ...input,
        district: '  حى  العُليا ',
        street: 'طريق الملك فهد.',
        unitNumber: '2',
        label: 'Another name',
        latitude: null,
        longitude: null,
        ownership: 'RENTED',
        yearlyRent: 100,
      };
      for (const url of [`${base}/house/validate-create-house`, `${base}/house/create`]) {
        expect(failure(await browser.post(url, sameAddress), 409).code).toBe('HOUSE_DUPLICATE_ADDRESS');
      }
      // Another building number is another address; another applicant may live at this one.
      ok(await browser.post(`${base}/house/create`, { ...sameAddress, buildingNumber: '9876' }), houseSchema);
      const { browser: neighbour } = await signedIn();
      ok(await neighbour.post(`${base}/house/create`, input), houseSchema);
      // Updating another house onto this address is the same duplicate; keeping one's own address is fine.
      const other = ok(await browser.post(`${base}/house/create`, buildHouseInput()), houseSchema);
      expect(failure(await browser.post(`${base}/house/update`, { ...input, id: other.id }), 409).code).toBe('HOUSE_DUPLICATE_ADDRESS');
      ok(await browser.post(`${base}/house/update`, { ...input, id: created.id, label: 'Renamed' }), houseSchema);
      // Once deleted, the address may be registered again.
      ok(await browser.post(`${base}/house/delete`, { id: created.id }), { parse: (value: unknown) => value });
      ok(await browser.post(`${base}/house/create`, input), houseSchema);
    });

    it('updates a house with the same checks, and records before and after', async () => {
      const { browser } = await signedIn();
      const created = ok(await browser.post(`${base}/house/create`, buildHouseInput()), houseSchema);
      const { id: _id, residentsCount: _count, createdAt: _created, updatedAt: _updated, ...stored } = created;
      const rentless = failure(
        await browser.post(`${base}/house/update`, { ...stored, id: created.id, ownership: 'RENTED', yearlyRent: null }),
        400,
      );
      expect(fieldCodes(rentless)).toEqual([{ field: 'body.yearlyRent', code: 'rent_required' }]);
      const updated = ok(
        await browser.post(`${base}/house/update`, {
          ...stored,
          id: created.id,
          ownership: 'RENTED',
          yearlyRent: 2_400_000,
          district: 'Al Malqa',
        }),
        houseSchema,
      );
      expect(updated).toMatchObject({
        id: created.id,
        ownership: 'RENTED',
        yearlyRent: 2_400_000,
        district: 'Al Malqa',
        createdAt: created.createdAt,
      });
      expect(ok(await browser.get(`${base}/house/get-by-id/${created.id}`), houseSchema)).toEqual(updated);
      const [audit] = await db()
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.entityId, created.id), eq(auditEvent.action, 'household.house-update')));
      expect(audit).toMatchObject({
        before: expect.objectContaining({ ownership: 'OWNED' }),
        after: expect.objectContaining({ ownership: 'RENTED' }),
      });
    });

    it('deletes a house only once nobody lives there, and keeps the row', async () => {
      const { user, browser } = await signedIn();
      const first = ok(await browser.post(`${base}/house/create`, buildHouseInput()), houseSchema);
      const second = ok(await browser.post(`${base}/house/create`, buildHouseInput()), houseSchema);
      const child = await createDependent(db(), { applicantAccountId: user.accountId, houseId: first.id, birthDate: birthDateForAge(8) });
      expect(failure(await browser.post(`${base}/house/delete`, { id: first.id }), 409).code).toBe('HOUSE_HAS_RESIDENTS');

      ok(await browser.post(`${base}/dependent/save-house-resident`, { dependentId: child.id, houseId: second.id }), dependentSchema);
      expect(ok(await browser.post(`${base}/house/delete`, { id: first.id }), { parse: (value: unknown) => value })).toEqual({
        success: true,
      });
      expect(ok(await browser.get(`${base}/house/load`), houseSchema.array()).map((row) => row.id)).toEqual([second.id]);
      expect(failure(await browser.get(`${base}/house/get-by-id/${first.id}`), 404).code).toBe('NOT_FOUND');
      expect(failure(await browser.post(`${base}/house/delete`, { id: first.id }), 404).code).toBe('NOT_FOUND');
      const [row] = await db().select().from(house).where(eq(house.id, first.id));
      expect(row?.deletedAt).toBeInstanceOf(Date);
    });

    it("answers 404 for another applicant's house, an unknown or a malformed id, and changes nothing", async () => {
      const { user: owner } = await signedIn();
      const foreign = await createHouse(db(), owner.accountId);
      const { browser } = await signedIn();
      const mine = ok(await browser.post(`${base}/house/create`, buildHouseInput()), houseSchema);
      const child = ok(
        await browser.post(
          `${base}/dependent/save-relative`,
          relative({ nin: ninOfGender('M'), birthDate: birthDateForAge(6), houseId: mine.id }),
        ),
        dependentSchema,
      );
      for (const id of [foreign.id, unknownId, 'not-a-uuid']) {
        expect(failure(await browser.get(`${base}/house/get-by-id/${id}`), 404).code, id).toBe('NOT_FOUND');
        expect(failure(await browser.post(`${base}/house/update`, { ...buildHouseInput(), id }), 404).code, id).toBe('NOT_FOUND');
        expect(failure(await browser.post(`${base}/house/delete`, { id }), 404).code, id).toBe('NOT_FOUND');
        // A dependent cannot be moved into it: it is not one of the caller's houses.
        const moved = failure(await browser.post(`${base}/dependent/save-house-resident`, { dependentId: child.id, houseId: id }), 400);
        expect(fieldCodes(moved)).toEqual([{ field: 'body.houseId', code: 'house_unknown' }]);
        const added = failure(
          await browser.post(
            `${base}/dependent/save-relative`,
            relative({ nin: ninOfGender('M'), birthDate: birthDateForAge(4), houseId: id }),
          ),
          400,
        );
        expect(fieldCodes(added)).toEqual([{ field: 'body.houseId', code: 'house_unknown' }]);
      }
      const [row] = await db().select().from(house).where(eq(house.id, foreign.id));
      expect(row).toMatchObject({ applicantAccountId: owner.accountId, deletedAt: null, street: foreign.street });
      expect((await dependentRow(child.id))?.houseId).toBe(mine.id);
    });

    it("answers the personal tab's social status as text, empty until given", async () => {
      const { user, browser } = await signedIn();
      const before = await browser.get(`${base}/house/martial-status`);
      expect(before.statusCode).toBe(200);
      expect(before.headers['content-type']).toMatch(/^text\/plain/);
      expect(before.body).toBe('');
      await setSocialStatus(db(), user.personId, 'MARRIED');
      expect((await browser.get(`${base}/house/martial-status`)).body).toBe('MARRIED');
    });
  });

  describe('dependents', () => {
    it('adds a minor the civil registry confirms, with the registry name and a masked national id', async () => {
      const { user, browser } = await signedIn();
      const home = ok(await browser.post(`${base}/house/create`, buildHouseInput()), houseSchema);
      const nin = ninOfGender('F');
      const birthDate = birthDateForAge(9);
      const response = await browser.post(
        `${base}/dependent/save-relative`,
        relative({ nin, birthDate, relationship: 'DAUGHTER', houseId: home.id }),
      );
      const added = ok(response, dependentSchema);
      expect(added).toMatchObject({
        maskedNin: `******${nin.slice(-4)}`,
        gender: 'F',
        birthDate,
        age: 9,
        adult: false,
        relationship: 'DAUGHTER',
        houseId: home.id,
        custody: null,
        custodyRequired: false,
        hasAccount: false,
        relationStatus: 'NOT_REQUIRED',
        relationRejectReason: null,
      });
      expect(added.nameEn).toMatch(/^[A-Za-z]+ [A-Za-z]+ [A-Za-z]+$/);
      expect(response.body).not.toContain(nin);
      expect(ok(await browser.get(`${base}/dependent/load`), dependentSchema.array())).toEqual([added]);
      const [stored] = await db().select().from(person).where(eq(person.nin, nin));
      expect(stored).toMatchObject({ gender: 'F', birthDate, nameEn: added.nameEn });
      const [audit] = await db().select().from(auditEvent).where(eq(auditEvent.entityId, added.id));
      expect(audit).toMatchObject({ action: 'household.dependent-add', actorAccountId: user.accountId });
    });

    it('asks an adult dependent who has an account to confirm the relation, in the dependent-relation screens', async () => {
      const { user: applicant, browser } = await signedIn({ nameEn: 'Mohammed Alharbi' });
      const daughter = await createTestAccount(db(), { role: 'DEPENDENT', birthDate: birthDateForAge(21) });
      await setGender(db(), daughter.personId, 'F');
      const added = ok(
        await browser.post(
          `${base}/dependent/save-relative`,
          relative({ nin: daughter.nin, birthDate: daughter.birthDate, relationship: 'DAUGHTER' }),
        ),
        dependentSchema,
      );
      expect(added).toMatchObject({ adult: true, hasAccount: true, relationStatus: 'PENDING', nameEn: daughter.nameEn });
      const [confirmation] = await db().select().from(relationConfirmation).where(eq(relationConfirmation.dependentId, added.id));
      expect(confirmation).toMatchObject({
        applicantAccountId: applicant.accountId,
        dependentPersonId: daughter.personId,
        relationship: 'DAUGHTER',
        status: 'PENDING',
      });

      const daughterBrowser = new TestBrowser(t.app);
      const session = await daughterBrowser.signIn(daughter);
      expect(session.user.confirmRelationRequired).toBe(true);
      const pending = ok(await daughterBrowser.get('/api/dependent-confirm-relation/load'), pendingRelationSchema.array());
      expect(pending).toEqual([
        expect.objectContaining({ id: confirmation?.id, applicantNameEn: 'Mohammed Alharbi', relationship: 'DAUGHTER' }),
      ]);
      const reason = 'I am not his daughter';
      expect(
        (await daughterBrowser.post(`/api/dependent-confirm-relation/reject/${confirmation?.id}/${encodeURIComponent(reason)}`)).statusCode,
      ).toBe(200);
      const [rejected] = ok(await browser.get(`${base}/dependent/load`), dependentSchema.array());
      expect(rejected).toMatchObject({ relationStatus: 'REJECTED', relationRejectReason: reason });

      // Declaring another relationship asks again; the old answer is canceled.
      const changed = ok(
        await browser.post(`${base}/dependent/save-relative`, relative({ id: added.id, relationship: 'SISTER' })),
        dependentSchema,
      );
      expect(changed).toMatchObject({ relationship: 'SISTER', relationStatus: 'PENDING', relationRejectReason: null });
      const rows = await db().select().from(relationConfirmation).where(eq(relationConfirmation.dependentId, added.id));
      expect(rows.map((row) => [row.relationship, row.status]).sort()).toEqual([
        ['DAUGHTER', 'CANCELED'],
        ['SISTER', 'PENDING'],
      ]);
      const newId = rows.find((row) => row.status === 'PENDING')?.id;
      expect((await daughterBrowser.post(`/api/dependent-confirm-relation/confirm/${newId}`)).statusCode).toBe(200);
      expect(ok(await browser.get(`${base}/dependent/load`), dependentSchema.array())[0]).toMatchObject({ relationStatus: 'CONFIRMED' });
    });

    it('refuses the applicant themselves, an identity the registry does not confirm, and the same person twice', async () => {
      const { user, browser } = await signedIn();
      const self = failure(
        await browser.post(
          `${base}/dependent/save-relative`,
          relative({ nin: user.nin, birthDate: user.birthDate, relationship: 'OTHER' }),
        ),
        400,
      );
      expect(fieldCodes(self)).toEqual([{ field: 'body.nin', code: 'dependent_is_applicant' }]);

      // A person on record keeps their birth date, whatever the registry says of another: the identity is not
      // confirmed, without saying which of the two is wrong, but each field says why (a form shows field messages
      // only, so "not valid" alone would leave the applicant guessing).
      const known = await createPerson(db(), { birthDate: birthDateForAge(12) });
      const mismatch = failure(
        await browser.post(`${base}/dependent/save-relative`, relative({ nin: known.nin, birthDate: birthDateForAge(13) })),
        400,
      );
      expect(mismatch.code).toBe('IDENTITY_NOT_CONFIRMED');
      expect(fieldCodes(mismatch)).toEqual([
        { field: 'body.nin', code: 'identity_not_confirmed' },
        { field: 'body.birthDate', code: 'identity_not_confirmed' },
      ]);
      expect(mismatch.fieldErrors?.[0]?.message).toBe('The national ID and birth date do not match the civil records. Check both.');
      const inArabic = failure(
        await browser.post(`${base}/dependent/save-relative`, relative({ nin: known.nin, birthDate: birthDateForAge(13) }), {
          'accept-language': 'ar',
        }),
        400,
      );
      expect(inArabic.fieldErrors?.map((error) => error.message)).toEqual([
        'رقم الهوية وتاريخ الميلاد غير متطابقين مع سجلات الأحوال المدنية. تحقّق منهما.',
        'رقم الهوية وتاريخ الميلاد غير متطابقين مع سجلات الأحوال المدنية. تحقّق منهما.',
      ]);

      ok(await browser.post(`${base}/dependent/save-relative`, relative({ nin: known.nin, birthDate: known.birthDate })), dependentSchema);
      const twice = failure(
        await browser.post(`${base}/dependent/save-relative`, relative({ nin: known.nin, birthDate: known.birthDate })),
        409,
      );
      expect(twice.code).toBe('DEPENDENT_ALREADY_ADDED');
      // A national id and birth date are required to add someone.
      const missing = failure(await browser.post(`${base}/dependent/save-relative`, relative({})), 400);
      expect(fieldCodes(missing)).toEqual([
        { field: 'body.nin', code: 'required' },
        { field: 'body.birthDate', code: 'required' },
      ]);
      expect(ok(await browser.get(`${base}/dependent/load`), dependentSchema.array())).toHaveLength(1);
    });

    it('refuses a birth date that does not exist, lies ahead or before 1900 on the field, before asking the registry', async () => {
      const { browser } = await signedIn();
      const dayAfterTomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      for (const [birthDate, code] of [
        [dayAfterTomorrow, 'birth_date_in_future'],
        ['1899-12-31', 'birth_date_too_early'],
        ['2019-02-29', 'date_format'],
      ] as const) {
        const refused = failure(await browser.post(`${base}/dependent/save-relative`, relative({ nin: ninOfGender('M'), birthDate })), 400);
        expect(refused.code, birthDate).toBe('VALIDATION_FAILED');
        expect(fieldCodes(refused), birthDate).toEqual([{ field: 'body.birthDate', code }]);
      }
      expect(ok(await browser.get(`${base}/dependent/load`), dependentSchema.array())).toEqual([]);
    });

    it('takes the national ID and birth date of a dependent in Arabic-Indic or Persian digits', async () => {
      const { browser } = await signedIn();
      const nin = ninOfGender('M');
      const birthDate = birthDateForAge(7);
      const added = ok(
        await browser.post(
          `${base}/dependent/save-relative`,
          relative({ nin: arabicIndicDigits(nin), birthDate: persianDigits(birthDate), relationship: 'SON' }),
        ),
        dependentSchema,
      );
      expect(added).toMatchObject({ maskedNin: `******${nin.slice(-4)}`, birthDate });
      const [stored] = await db().select().from(person).where(eq(person.nin, nin));
      expect(stored?.birthDate).toBe(birthDate);
    });

    it('checks the relationship: a lookup code, the gender of the person and of the head, and the limits', async () => {
      const { browser } = await signedIn();
      const add = (relationship: string, gender: 'M' | 'F', age = 40) =>
        browser.post(
          `${base}/dependent/save-relative`,
          relative({ nin: ninOfGender(gender), birthDate: birthDateForAge(age), relationship }),
        );
      expect(fieldCodes(failure(await add('COUSIN', 'M'), 400))).toEqual([{ field: 'body.relationship', code: 'invalid_value' }]);
      expect(fieldCodes(failure(await add('DAUGHTER', 'M', 10), 400))).toEqual([
        { field: 'body.relationship', code: 'relationship_gender' },
      ]);
      // A man declares wives, never a husband.
      expect(fieldCodes(failure(await add('HUSBAND', 'M'), 400))).toEqual([
        { field: 'body.relationship', code: 'relationship_spouse_not_allowed' },
      ]);
      ok(await add('FATHER', 'M', 70), dependentSchema);
      const second = failure(await add('FATHER', 'M', 71), 400);
      expect(fieldCodes(second)).toEqual([{ field: 'body.relationship', code: 'relationship_limit' }]);
      expect(second.fieldErrors?.[0]?.message).toContain('1');
      for (let n = 0; n < 4; n += 1) ok(await add('WIFE', 'F', 30 + n), dependentSchema);
      expect(fieldCodes(failure(await add('WIFE', 'F', 29), 400))).toEqual([{ field: 'body.relationship', code: 'relationship_limit' }]);
      ok(await add('OTHER', 'F', 50), dependentSchema);

      // A woman declares one husband, and no wife.
      const { user: woman, browser: hers } = await signedIn();
      await setGender(db(), woman.personId, 'F');
      const addHers = (relationship: string, gender: 'M' | 'F') =>
        hers.post(`${base}/dependent/save-relative`, relative({ nin: ninOfGender(gender), birthDate: birthDateForAge(40), relationship }));
      expect(fieldCodes(failure(await addHers('WIFE', 'F'), 400))).toEqual([
        { field: 'body.relationship', code: 'relationship_spouse_not_allowed' },
      ]);
      ok(await addHers('HUSBAND', 'M'), dependentSchema);
      expect(fieldCodes(failure(await addHers('HUSBAND', 'M'), 400))).toEqual([{ field: 'body.relationship', code: 'relationship_limit' }]);
    });

    it('changes the relationship or the house of a dependent, never the identity', async () => {
      const { user, browser } = await signedIn();
      const [a, b] = [await createHouse(db(), user.accountId), await createHouse(db(), user.accountId)];
      const child = await createDependent(db(), { applicantAccountId: user.accountId, birthDate: birthDateForAge(7), houseId: a.id });
      const moved = ok(
        await browser.post(`${base}/dependent/save-relative`, relative({ id: child.id, relationship: 'GRANDSON', houseId: b.id })),
        dependentSchema,
      );
      expect(moved).toMatchObject({ id: child.id, relationship: 'GRANDSON', houseId: b.id, relationStatus: 'NOT_REQUIRED' });
      // The identity may be repeated as stored, never changed.
      ok(
        await browser.post(
          `${base}/dependent/save-relative`,
          relative({ id: child.id, nin: child.nin, birthDate: child.birthDate, relationship: 'GRANDSON', houseId: b.id }),
        ),
        dependentSchema,
      );
      const changed = failure(
        await browser.post(
          `${base}/dependent/save-relative`,
          relative({ id: child.id, nin: ninOfGender('M'), birthDate: '2001-01-01', relationship: 'SON' }),
        ),
        400,
      );
      expect(fieldCodes(changed)).toEqual([
        { field: 'body.nin', code: 'dependent_identity_immutable' },
        { field: 'body.birthDate', code: 'dependent_identity_immutable' },
      ]);
      expect(await dependentRow(child.id)).toMatchObject({ relationship: 'GRANDSON', houseId: b.id });
      const [audit] = await db()
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.entityId, child.id), eq(auditEvent.action, 'household.dependent-update')));
      expect(audit).toMatchObject({
        before: { relationship: 'SON', houseId: a.id },
        after: expect.objectContaining({ relationship: 'GRANDSON', houseId: b.id }),
      });
    });

    it('records custody only for minor children of a divorced or separated head', async () => {
      const { user, browser } = await signedIn();
      const child = await createDependent(db(), { applicantAccountId: user.accountId, birthDate: birthDateForAge(6) });
      const adult = await createDependent(db(), { applicantAccountId: user.accountId, birthDate: birthDateForAge(25) });
      const refused = failure(await browser.post(`${base}/dependent/save-custody`, { dependentId: child.id, custody: 'APPLICANT' }), 400);
      expect(fieldCodes(refused)).toEqual([{ field: 'body.custody', code: 'custody_not_applicable' }]);

      await setSocialStatus(db(), user.personId, 'DIVORCED');
      const listed = ok(await browser.get(`${base}/dependent/load`), dependentSchema.array());
      // Both were added in the same millisecond or so: the list's order between them is not what this test is about.
      expect(new Map(listed.map((row) => [row.id, row.custodyRequired]))).toEqual(
        new Map([
          [child.id, true],
          [adult.id, false],
        ]),
      );
      const saved = ok(
        await browser.post(`${base}/dependent/save-custody`, { dependentId: child.id, custody: 'OTHER_PARENT' }),
        dependentSchema,
      );
      expect(saved).toMatchObject({ custody: 'OTHER_PARENT', custodyRequired: true });
      expect(failure(await browser.post(`${base}/dependent/save-custody`, { dependentId: adult.id, custody: 'SHARED' }), 400).code).toBe(
        'VALIDATION_FAILED',
      );
      expect(failure(await browser.post(`${base}/dependent/save-custody`, { dependentId: child.id, custody: 'NOBODY' }), 400).code).toBe(
        'VALIDATION_FAILED',
      );
    });

    it('refuses removing a dependent counted in an open support cycle, then removes them once it closes', async () => {
      const { user, browser } = await signedIn();
      const wife = await createAccountDependent(db(), {
        applicantAccountId: user.accountId,
        relationship: 'WIFE',
        gender: 'F',
        relationStatus: 'PENDING',
      });
      const son = await createDependent(db(), { applicantAccountId: user.accountId, birthDate: birthDateForAge(5) });
      const period = '2031-04';
      await countInOpenCycle(db(), {
        applicantAccountId: user.accountId,
        dependentId: wife.dependentId,
        personId: wife.account.personId,
        period,
      });

      const blocked = ok(await browser.get(`${base}/dependent/validate-delete/${wife.dependentId}`), validateDeleteSchema);
      expect(blocked).toEqual({
        canDelete: false,
        reasons: [{ code: 'DEPENDENT_IN_OPEN_CYCLE', message: expect.stringContaining(period) }],
      });
      const arabic = await browser.get(`${base}/dependent/validate-delete/${wife.dependentId}`, { 'accept-language': 'ar' });
      expect(validateDeleteSchema.parse(arabic.json()).reasons[0]?.message).toMatch(/[\u0600-\u06FF]/);
      const refused = failure(await browser.post(`${base}/dependent/delete`, { id: wife.dependentId }), 409);
      expect(refused.code).toBe('DEPENDENT_IN_OPEN_CYCLE');
      expect(refused.message).toContain(period);
      expect(ok(await browser.get(`${base}/dependent/validate-delete/${son.id}`), validateDeleteSchema)).toEqual({
        canDelete: true,
        reasons: [],
      });

      await closeCycle(db(), period);
      expect(ok(await browser.get(`${base}/dependent/validate-delete/${wife.dependentId}`), validateDeleteSchema).canDelete).toBe(true);
      expect(ok(await browser.post(`${base}/dependent/delete`, { id: wife.dependentId }), { parse: (value: unknown) => value })).toEqual({
        success: true,
      });
      expect(await dependentRow(wife.dependentId)).toMatchObject({ status: 'REMOVED', removedAt: expect.any(Date) });
      const [confirmation] = await db()
        .select()
        .from(relationConfirmation)
        .where(eq(relationConfirmation.id, wife.confirmationId ?? ''));
      expect(confirmation?.status).toBe('CANCELED');
      expect(ok(await browser.get(`${base}/dependent/load`), dependentSchema.array()).map((row) => row.id)).toEqual([son.id]);
      // Removed: gone for every dependent endpoint, and the person may be added again.
      expect(failure(await browser.post(`${base}/dependent/delete`, { id: wife.dependentId }), 404).code).toBe('NOT_FOUND');
      const again = ok(
        await browser.post(
          `${base}/dependent/save-relative`,
          relative({ nin: wife.account.nin, birthDate: wife.account.birthDate, relationship: 'WIFE' }),
        ),
        dependentSchema,
      );
      expect(again).toMatchObject({ relationStatus: 'PENDING' });
      const [audit] = await db()
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.entityId, wife.dependentId), eq(auditEvent.action, 'household.dependent-remove')));
      expect(audit?.after).toMatchObject({ status: 'REMOVED', canceledConfirmations: [wife.confirmationId] });
    });

    it("answers 404 for another applicant's dependent, an unknown or malformed id, on every endpoint, and changes nothing", async () => {
      const { user: owner } = await signedIn();
      const ownerHouse = await createHouse(db(), owner.accountId);
      await setSocialStatus(db(), owner.personId, 'DIVORCED');
      const foreign = await createDependent(db(), {
        applicantAccountId: owner.accountId,
        birthDate: birthDateForAge(6),
        houseId: ownerHouse.id,
      });
      const removed = await createDependent(db(), { applicantAccountId: owner.accountId, status: 'REMOVED' });
      const { user, browser } = await signedIn();
      await setSocialStatus(db(), user.personId, 'DIVORCED');
      const myHouse = await createHouse(db(), user.accountId);
      for (const id of [foreign.id, removed.id, unknownId, 'not-a-uuid']) {
        const responses = [
          await browser.post(`${base}/dependent/save-relative`, relative({ id, relationship: 'SON', houseId: myHouse.id })),
          await browser.post(`${base}/dependent/save-custody`, { dependentId: id, custody: 'APPLICANT' }),
          await browser.post(`${base}/dependent/save-house-resident`, { dependentId: id, houseId: myHouse.id }),
          await browser.get(`${base}/dependent/validate-delete/${id}`),
          await browser.post(`${base}/dependent/delete`, { id }),
        ];
        for (const response of responses) expect(failure(response, 404).code, `${id} ${response.body}`).toBe('NOT_FOUND');
      }
      expect(await dependentRow(foreign.id)).toMatchObject({
        status: 'ACTIVE',
        houseId: ownerHouse.id,
        custody: null,
        relationship: 'SON',
      });
      expect(ok(await browser.get(`${base}/dependent/load`), dependentSchema.array())).toEqual([]);
    });

    it('lists only the active dependents of the caller, oldest first', async () => {
      const { user, browser } = await signedIn();
      const { user: other } = await signedIn();
      const first = await createDependent(db(), { applicantAccountId: user.accountId, birthDate: birthDateForAge(3) });
      await createDependent(db(), { applicantAccountId: user.accountId, status: 'REMOVED' });
      await createDependent(db(), { applicantAccountId: other.accountId });
      const second = await createAccountDependent(db(), { applicantAccountId: user.accountId, relationship: 'BROTHER' });
      const listed: Dependent[] = ok(await browser.get(`${base}/dependent/load`), dependentSchema.array());
      expect(listed.map((row) => [row.id, row.relationStatus, row.hasAccount])).toEqual([
        [first.id, 'NOT_REQUIRED', false],
        [second.dependentId, 'CONFIRMED', true],
      ]);
    });
  });

  describe('transfer of head of household (/api/users/transfer-to-hoh)', () => {
    it('judges the limits on valid relationships only: a wrong former-head relationship is not also counted against another', async () => {
      // The head is a man; his wife would be the new head's MOTHER. Calling the head MOTHER too is wrong by gender,
      // and that is the only problem: the wife's MOTHER is not over the limit of one because of it.
      const { user, browser } = await signedIn();
      const son = await createAccountDependent(db(), { applicantAccountId: user.accountId, relationship: 'SON' });
      const wife = await createDependent(db(), { applicantAccountId: user.accountId, gender: 'F', relationship: 'WIFE' });
      const refused = failure(
        await browser.post('/api/users/transfer-to-hoh', {
          dependentId: son.dependentId,
          formerHeadRelationship: 'MOTHER',
          relationships: [{ dependentId: wife.id, relationship: 'MOTHER' }],
        }),
        400,
      );
      expect(fieldCodes(refused)).toEqual([{ field: 'body.formerHeadRelationship', code: 'relationship_gender' }]);
      // Nothing moved.
      expect(ok(await browser.get(`${base}/dependent/load`), dependentSchema.array())).toHaveLength(2);
    });
  });

  describe('access', () => {
    it('asks a visitor to sign in and refuses dependents; the anti-forgery header guards the writes', async () => {
      const visitor = new TestBrowser(t.app);
      expect((await visitor.get(`${base}/house/load`)).statusCode).toBe(401);
      expect((await visitor.post(`${base}/house/create`, buildHouseInput())).statusCode).toBe(401);
      expect((await visitor.get(`${base}/dependent/load`)).statusCode).toBe(401);

      const { browser: dependentBrowser } = await signedIn({ role: 'DEPENDENT' });
      expect(failure(await dependentBrowser.get(`${base}/house/load`), 403).code).toBe('FORBIDDEN');
      expect(failure(await dependentBrowser.post(`${base}/house/create`, buildHouseInput()), 403).code).toBe('FORBIDDEN');
      expect(failure(await dependentBrowser.get(`${base}/house/martial-status`), 403).code).toBe('FORBIDDEN');

      const { browser } = await signedIn();
      const forged = { 'x-xsrf-token': 'forged-forged-forged-forged-forged-forged-fo' };
      expect(failure(await browser.post(`${base}/house/create`, buildHouseInput(), forged), 403).code).toBe('XSRF_TOKEN_INVALID');
      expect(ok(await browser.get(`${base}/house/load`), houseSchema.array())).toEqual([]);
    });

    it("lets a delegated dependent manage the applicant's household in an emergency login, audited with the real actor", async () => {
      const applicant = await createTestAccount(db());
      const helper = await createTestAccount(db(), { role: 'DEPENDENT', account: { canLoginOnBehalfOfApplicant: true } });
      await createDelegation(db(), { applicantAccountId: applicant.accountId, dependentAccountId: helper.accountId });
      const browser = new TestBrowser(t.app);
      await browser.signIn(helper);
      expect((await browser.post(`/api/auth/login-to-applicant-account/${applicant.accountId}`)).statusCode).toBe(200);
      const created = ok(await browser.post(`${base}/house/create`, buildHouseInput()), houseSchema);
      const [row] = await db().select().from(house).where(eq(house.id, created.id));
      expect(row?.applicantAccountId).toBe(applicant.accountId);
      const [audit] = await db().select().from(auditEvent).where(eq(auditEvent.entityId, created.id));
      expect(audit).toMatchObject({ actorAccountId: helper.accountId, onBehalfOfAccountId: applicant.accountId });
    });
  });
});
