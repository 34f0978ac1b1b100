import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, currentUserSchema, pendingRelationSchema } from '@sanad/contract';
import { auditEvent, relationConfirmation } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createRelation, createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';
import { rejectAllReason } from './dependent-relation.service.ts';

const base = '/api/dependent-confirm-relation';

describe('dependent relation confirmation (/api/dependent-confirm-relation)', () => {
  let t: TestApp;
  let father: TestAccount;
  let mother: TestAccount;
  beforeAll(async () => {
    t = await buildTestApp();
    father = await createTestAccount(t.database.db, { nameEn: 'Mohammed Alharbi', nameAr: 'محمد الحربي' });
    mother = await createTestAccount(t.database.db, { nameEn: 'Noura Alqahtani' });
  });
  afterAll(() => t.close());

  /** An adult dependent with an account, signed in, and the relations declared for them. */
  async function dependentWith(
    relations: Array<{ applicant: TestAccount; status?: 'PENDING' | 'CONFIRMED' | 'REJECTED'; relationship?: string }>,
  ) {
    const person = await createTestAccount(t.database.db, { role: 'DEPENDENT' });
    const ids: string[] = [];
    for (const [index, relation] of relations.entries()) {
      ids.push(
        await createRelation(t.database.db, {
          applicantAccountId: relation.applicant.accountId,
          dependentPersonId: person.personId,
          relationship: relation.relationship ?? 'DAUGHTER',
          status: relation.status ?? 'PENDING',
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        }),
      );
    }
    const browser = new TestBrowser(t.app);
    await browser.signIn(person);
    return { person, browser, ids };
  }
  const rows = (ids: string[]) => t.database.db.select().from(relationConfirmation).where(inArray(relationConfirmation.id, ids));
  const confirmRelationRequired = async (b: TestBrowser) =>
    currentUserSchema.parse((await b.get('/api/auth/currentUser')).json()).user.confirmRelationRequired;

  it("lists only the caller's pending relations, oldest first, with the applicant's names and masked national id", async () => {
    const { browser, ids } = await dependentWith([
      { applicant: father },
      { applicant: mother, relationship: 'SON' },
      { applicant: father, status: 'CONFIRMED' },
    ]);
    // Somebody else's pending relation stays out of the list.
    await dependentWith([{ applicant: father }]);

    const response = await browser.get(`${base}/load`);
    expect(response.statusCode).toBe(200);
    expect(pendingRelationSchema.array().parse(response.json())).toEqual([
      {
        id: ids[0],
        applicantNameAr: 'محمد الحربي',
        applicantNameEn: 'Mohammed Alharbi',
        applicantMaskedNin: `******${father.nin.slice(-4)}`,
        relationship: 'DAUGHTER',
        requestedAt: '2026-01-01T00:00:00.000Z',
      },
      {
        id: ids[1],
        applicantNameAr: expect.any(String),
        applicantNameEn: 'Noura Alqahtani',
        applicantMaskedNin: `******${mother.nin.slice(-4)}`,
        relationship: 'SON',
        requestedAt: '2026-01-02T00:00:00.000Z',
      },
    ]);
    expect(response.body).not.toContain(father.nin);
  });

  it('confirms one pending relation, with its decision time and an audit record; it then leaves the list', async () => {
    const { person, browser, ids } = await dependentWith([{ applicant: father }, { applicant: mother }]);
    const [first, second] = ids as [string, string];
    expect(await confirmRelationRequired(browser)).toBe(true);

    const response = await browser.post(`${base}/confirm/${first}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [row] = await rows([first]);
    expect(row).toMatchObject({ status: 'CONFIRMED', rejectReason: null });
    expect(row?.decidedAt).toBeInstanceOf(Date);
    const audit = await t.database.db.select().from(auditEvent).where(eq(auditEvent.entityId, first));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'dependent-relation.confirm',
        entity: 'relation_confirmation',
        actorAccountId: person.accountId,
        onBehalfOfAccountId: null,
        before: { status: 'PENDING' },
        after: expect.objectContaining({ status: 'CONFIRMED' }),
      }),
    ]);

    const listed = pendingRelationSchema.array().parse((await browser.get(`${base}/load`)).json());
    expect(listed.map((relation) => relation.id)).toEqual([second]);
    // Deciding again: no longer pending.
    expect((await browser.post(`${base}/confirm/${first}`)).statusCode).toBe(404);
    expect((await browser.post(`${base}/reject/${first}/changed my mind`)).statusCode).toBe(404);
  });

  it('rejects one relation with the reason from the path (Arabic, encoded)', async () => {
    const { browser, ids } = await dependentWith([{ applicant: father }]);
    const [id] = ids as [string];
    const reason = 'لست من أفراد هذه الأسرة';
    const response = await browser.post(`${base}/reject/${id}/${encodeURIComponent(reason)}`);
    expect(response.statusCode).toBe(200);
    expect((await rows([id]))[0]).toMatchObject({ status: 'REJECTED', rejectReason: reason });
    const [audit] = await t.database.db.select().from(auditEvent).where(eq(auditEvent.entityId, id));
    expect(audit).toMatchObject({
      action: 'dependent-relation.reject',
      after: expect.objectContaining({ status: 'REJECTED', rejectReason: reason }),
    });
    expect(await confirmRelationRequired(browser)).toBe(false);
  });

  it('asks for the reason by name when it is empty or blank, in both languages', async () => {
    const { browser, ids } = await dependentWith([{ applicant: father }]);
    const [id] = ids as [string];
    for (const reason of ['', '   ']) {
      const response = await browser.post(`${base}/reject/${id}/${encodeURIComponent(reason)}`);
      expect(response.statusCode, JSON.stringify(reason)).toBe(400);
      expect(apiErrorSchema.parse(response.json()), JSON.stringify(reason)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'params.reason', code: 'reject_reason_required', message: 'Enter the reason for rejecting.' }],
      });
    }
    const inArabic = await browser.post(`${base}/reject/${id}/%20`, undefined, { 'accept-language': 'ar' });
    expect(apiErrorSchema.parse(inArabic.json()).fieldErrors).toEqual([
      { field: 'params.reason', code: 'reject_reason_required', message: 'أدخل سبب الرفض.' },
    ]);
    // One or two characters still get the length message.
    const short = await browser.post(`${base}/reject/${id}/no`);
    expect(apiErrorSchema.parse(short.json()).fieldErrors).toEqual([
      { field: 'params.reason', code: 'too_small_string', message: 'Enter at least 3 characters.' },
    ]);
    expect((await rows([id]))[0]?.status).toBe('PENDING');
  });

  it('wants a reason of 3 to 300 characters', async () => {
    const { browser, ids } = await dependentWith([{ applicant: father }]);
    const [id] = ids as [string];
    for (const reason of ['no', '  a  ', 'x'.repeat(301)]) {
      const response = await browser.post(`${base}/reject/${id}/${encodeURIComponent(reason)}`);
      expect(response.statusCode, reason).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'params.reason' }] });
    }
    expect((await rows([id]))[0]?.status).toBe('PENDING');
    // 300 Arabic letters are 1,800 characters once URL-encoded: the router must still take them.
    const longest = 'ب'.repeat(300);
    expect((await browser.post(`${base}/reject/${id}/${encodeURIComponent(longest)}`)).statusCode).toBe(200);
    expect((await rows([id]))[0]?.rejectReason).toBe(longest);
  });

  it("answers 404 for a relation that is not the caller's, unknown or malformed, and changes nothing", async () => {
    const owner = await dependentWith([{ applicant: father }]);
    const [foreign] = owner.ids as [string];
    const { browser } = await dependentWith([{ applicant: mother }]);
    for (const id of [foreign, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const url of [`${base}/confirm/${id}`, `${base}/reject/${id}/not mine`]) {
        const response = await browser.post(url);
        expect(response.statusCode, url).toBe(404);
        expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
      }
    }
    expect((await rows([foreign]))[0]).toMatchObject({ status: 'PENDING', decidedAt: null });
    // The applicant who declared the relation cannot decide it either.
    const applicantBrowser = new TestBrowser(t.app);
    await applicantBrowser.signIn(father);
    expect((await applicantBrowser.post(`${base}/confirm/${foreign}`)).statusCode).toBe(404);
  });

  it('rejects every pending relation of the caller at once with the standard reason; confirmRelationRequired turns false', async () => {
    const { person, browser, ids } = await dependentWith([
      { applicant: father },
      { applicant: mother },
      { applicant: mother, status: 'CONFIRMED' },
    ]);
    const other = await dependentWith([{ applicant: father }]);
    expect(await confirmRelationRequired(browser)).toBe(true);

    const response = await browser.post(`${base}/reject-all-pending/${person.accountId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const after = await rows(ids);
    expect(after.filter((row) => row.status === 'REJECTED').map((row) => row.rejectReason)).toEqual([rejectAllReason, rejectAllReason]);
    expect(after.find((row) => row.id === ids[2])?.status).toBe('CONFIRMED');
    expect((await rows(other.ids))[0]?.status).toBe('PENDING');
    const [audit] = await t.database.db.select().from(auditEvent).where(eq(auditEvent.action, 'dependent-relation.reject-all-pending'));
    expect(audit).toMatchObject({
      actorAccountId: person.accountId,
      entityId: person.accountId,
      before: { status: 'PENDING', ids: expect.arrayContaining([ids[0], ids[1]]) },
    });

    expect(await confirmRelationRequired(browser)).toBe(false);
    expect((await browser.get(`${base}/load`)).json()).toEqual([]);
    // Again: nothing left, still a success.
    expect((await browser.post(`${base}/reject-all-pending/${person.accountId}`)).statusCode).toBe(200);
  });

  it("answers 404 to reject-all-pending with any id but the caller's own account id", async () => {
    const { browser, ids } = await dependentWith([{ applicant: father }]);
    const other = await dependentWith([{ applicant: mother }]);
    for (const id of [other.person.accountId, father.accountId, 'not-a-uuid']) {
      expect((await browser.post(`${base}/reject-all-pending/${id}`)).statusCode, id).toBe(404);
    }
    expect((await rows([...ids, ...other.ids])).map((row) => row.status)).toEqual(['PENDING', 'PENDING']);
  });

  it('confirming and rejecting everything clears confirmRelationRequired', async () => {
    const { browser, ids } = await dependentWith([{ applicant: father }, { applicant: mother }]);
    const [first, second] = ids as [string, string];
    await browser.post(`${base}/confirm/${first}`);
    expect(await confirmRelationRequired(browser)).toBe(true);
    await browser.post(`${base}/reject/${second}/not my mother`);
    expect(await confirmRelationRequired(browser)).toBe(false);
  });

  it('asks a visitor to sign in, and wants the anti-forgery header on its POSTs', async () => {
    const visitor = new TestBrowser(t.app);
    expect((await visitor.get(`${base}/load`)).statusCode).toBe(401);
    expect((await visitor.post(`${base}/confirm/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(401);

    const { person, browser, ids } = await dependentWith([{ applicant: father }]);
    const forged = { 'x-xsrf-token': 'forged-forged-forged-forged-forged-forged-fo' };
    for (const url of [
      `${base}/confirm/${ids[0]}`,
      `${base}/reject/${ids[0]}/not mine`,
      `${base}/reject-all-pending/${person.accountId}`,
    ]) {
      const response = await browser.post(url, undefined, forged);
      expect(response.statusCode, url).toBe(403);
      expect(apiErrorSchema.parse(response.json()).code).toBe('XSRF_TOKEN_INVALID');
    }
    expect((await rows(ids))[0]?.status).toBe('PENDING');
  });
});
