import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dependentSchema, houseSchema, pendingRelationSchema, validateDeleteSchema, type Dependent } from '@sanad/contract';
import { auditEvent, dependent, person, relationConfirmation } from '../../db/schema/index.ts';
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
import { createTestAccount, TestBrowser } from '../../test/factories/session.factory.ts';
import { base, failure, fieldCodes, householdTestApp, ok, relative, unknownId } from './household-routes.test-kit.ts';

describe('household: dependents (/api/unified-profile/dependent)', () => {
  const { app, db, signedIn } = householdTestApp();
  const dependentRow = async (id: string) => {
    const [row] = await db().select().from(dependent).where(eq(dependent.id, id));
    return row;
  };

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

      const daughterBrowser = new TestBrowser(app());
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
});
