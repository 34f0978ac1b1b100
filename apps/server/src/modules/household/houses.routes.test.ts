import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dependentSchema, houseSchema, type HouseInput } from '@sanad/contract';
import { auditEvent, dependent, house } from '../../db/schema/index.ts';
import { arabicIndicDigits, persianDigits } from '../../test/digits.ts';
import {
  birthDateForAge,
  buildHouseInput,
  createDependent,
  createHouse,
  ninOfGender,
  setSocialStatus,
} from '../../test/factories/household.factory.ts';
import { createDelegation, createTestAccount, TestBrowser } from '../../test/factories/session.factory.ts';
import { base, failure, fieldCodes, householdTestApp, ok, relative, unknownId } from './household-routes.test-kit.ts';

describe('household: houses (/api/unified-profile/house)', () => {
  const { app, db, signedIn } = householdTestApp();
  const dependentRow = async (id: string) => {
    const [row] = await db().select().from(dependent).where(eq(dependent.id, id));
    return row;
  };

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

  describe('access', () => {
    it('asks a visitor to sign in and refuses dependents; the anti-forgery header guards the writes', async () => {
      const visitor = new TestBrowser(app());
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
      const browser = new TestBrowser(app());
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
