import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  attachmentSummarySchema,
  currentUserSchema,
  deleteAllDocumentsResultSchema,
  dependentApplicationSchema,
  dependentSchema,
} from '@sanad/contract';
import {
  account,
  appeal,
  appealDocument,
  applicationDocument,
  attachment,
  paymentComplaint,
  paymentComplaintDocument,
} from '../../db/schema/index.ts';
import { createApplication } from '../../test/factories/application.factory.ts';
import { createPayment, createResult } from '../../test/factories/cycle.factory.ts';
import { sampleFiles } from '../../test/factories/attachment.factory.ts';
import { createAccountDependent, createDependent, createHouse } from '../../test/factories/household.factory.ts';
import { TestBrowser } from '../../test/factories/session.factory.ts';
import { attachmentTestApp, failure, ok } from '../attachment/attachment-routes.test-kit.ts';

/** The documents of the applications a transfer of head of household moves (docs/decisions/049-documents-follow-a-head-transfer.md). */
describe('a transfer of head of household takes the documents of the moved applications along (/api/users/transfer-to-hoh)', () => {
  const { app, db, signedIn, upload, storedFiles } = attachmentTestApp();
  const docs = attachmentSummarySchema.array();
  /** Ids in a stable order: documents linked in one statement share their link time. */
  const idsOf = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id).sort();

  /** A father heading a household of one house: an adult son with an account and a wife without one. */
  async function fatherSonAndWife() {
    const father = await signedIn();
    const home = await createHouse(db(), father.user.accountId);
    const son = await createAccountDependent(db(), { applicantAccountId: father.user.accountId, relationship: 'SON', houseId: home.id });
    const wife = await createDependent(db(), {
      applicantAccountId: father.user.accountId,
      gender: 'F',
      relationship: 'WIFE',
      houseId: home.id,
    });
    return { father, home, son, wife };
  }

  type Family = Awaited<ReturnType<typeof fatherSonAndWife>>;

  /** The father hands the household to his son (the wife becomes the son's mother); the son signed in. */
  async function handOver(father: Family['father'], son: Family['son'], wife: Family['wife']) {
    ok(
      await father.browser.post('/api/users/transfer-to-hoh', {
        dependentId: son.dependentId,
        formerHeadRelationship: 'FATHER',
        relationships: [{ dependentId: wife.id, relationship: 'MOTHER' }],
      }),
      currentUserSchema,
    );
    const newHead = new TestBrowser(app());
    await newHead.signIn(son.account);
    return newHead;
  }

  /**
   * A father heading a household (an adult son with an account, a wife without one), with an open SSP application, an
   * open Ramadan draft and a canceled application, each with documents, some shared; then he hands the household to his son.
   */
  async function transferredHousehold() {
    const { father, son, wife } = await fatherSonAndWife();
    const open = await createApplication(db(), { applicantAccountId: father.user.accountId, status: 'SUBMITTED' });
    const draft = await createApplication(db(), { applicantAccountId: father.user.accountId, status: 'DRAFT', programId: 3003 });
    const closed = await createApplication(db(), {
      applicantAccountId: father.user.accountId,
      status: 'CANCELED',
      createdAt: new Date('2025-02-01'),
    });
    const aboutFather = await upload(father.browser, { fileName: 'father-id.png', content: sampleFiles.png() });
    const aboutWife = await upload(father.browser, { personId: wife.id, documentType: 'FAMILY_RECORD', fileName: 'family.pdf' });
    const shared = await upload(father.browser, { fileName: 'shared.pdf' });
    const draftOnly = await upload(father.browser, { fileName: 'draft-only.pdf' });
    const draftShared = await upload(father.browser, { fileName: 'draft-shared.pdf' });
    const unlinked = await upload(father.browser, { fileName: 'mine.pdf' });
    const links: Array<[string, string]> = [
      [open.id, aboutFather.id],
      [open.id, aboutWife.id],
      [open.id, shared.id],
      [closed.id, shared.id],
      [draft.id, draftOnly.id],
      [draft.id, draftShared.id],
      [closed.id, draftShared.id],
    ];
    await db()
      .insert(applicationDocument)
      .values(links.map(([applicationId, attachmentId]) => ({ applicationId, attachmentId })));

    const newHead = await handOver(father, son, wife);
    const members = ok(await newHead.get('/api/unified-profile/dependent/load'), dependentSchema.array());
    const fatherRecord = members.find((member) => member.relationship === 'FATHER');
    if (!fatherRecord) throw new Error('the former head is not a dependent of the new head');
    return {
      father,
      son,
      newHead,
      wife,
      fatherDependentId: fatherRecord.id,
      open,
      draft,
      closed,
      files: { aboutFather, aboutWife, shared, draftOnly, draftShared, unlinked },
    };
  }

  it('lets the new head list and download the documents of the moved applications, as their owner', async () => {
    const { newHead, wife, fatherDependentId, open, draft, files, son, father } = await transferredHousehold();
    const openDocs = ok(await newHead.get(`/api/application/load-ssp-application-documents/${open.id}`), docs);
    // Whom each is about, from the new head's household: his father (now his dependent) and his mother.
    expect(Object.fromEntries(openDocs.map((doc) => [doc.id, doc.dependentId]))).toEqual({
      [files.aboutFather.id]: fatherDependentId,
      [files.aboutWife.id]: wife.id,
      [files.shared.id]: fatherDependentId,
    });
    const draftDocs = ok(await newHead.get(`/api/application/load-ssp-application-documents/${draft.id}`), docs);
    expect(idsOf(draftDocs)).toEqual(idsOf([files.draftOnly, files.draftShared]));

    const download = await newHead.get(`/api/attachment/download/${files.aboutFather.id}`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(sampleFiles.png())).toBe(true);
    for (const file of [files.aboutWife, files.shared, files.draftOnly, files.draftShared]) {
      expect((await newHead.get(`/api/attachment/download/${file.id}`)).statusCode).toBe(200);
    }
    const listed = ok(await newHead.get('/api/attachment/loadAll'), docs);
    expect(idsOf(listed)).toEqual(idsOf([files.aboutFather, files.aboutWife, files.shared, files.draftOnly, files.draftShared]));
    // The file no application used stays the former head's.
    expect(failure(await newHead.get(`/api/attachment/download/${files.unlinked.id}`), 404).code).toBe('NOT_FOUND');
    const owners = await db()
      .select({ id: attachment.id, owner: attachment.ownerAccountId })
      .from(attachment)
      .where(inArray(attachment.id, [files.aboutFather.id, files.unlinked.id]));
    expect(Object.fromEntries(owners.map((row) => [row.id, row.owner]))).toEqual({
      [files.aboutFather.id]: son.account.accountId,
      [files.unlinked.id]: father.user.accountId,
    });
  });

  it('leaves the former head only what a dependent reads: the documents about him, through dependent/download', async () => {
    const { father, fatherDependentId, open, draft, files } = await transferredHousehold();
    // He is the new head's dependent now: the owner's endpoints are not his any more.
    expect(failure(await father.browser.get(`/api/attachment/download/${files.aboutFather.id}`), 403).code).toBe('FORBIDDEN');

    const views = ok(
      await father.browser.get('/api/application/load-applicant-applications-for-dependent'),
      dependentApplicationSchema.array(),
    );
    expect(views.map((view) => view.applicationId)).toEqual([open.id]);
    expect(views[0]?.dependentId).toBe(fatherDependentId);
    expect(idsOf(views[0]?.documents ?? [])).toEqual(idsOf([files.aboutFather, files.shared]));

    const own = await father.browser.get(`/api/attachment/dependent/download/${open.id}/${fatherDependentId}/${files.aboutFather.id}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.rawPayload.equals(sampleFiles.png())).toBe(true);
    for (const url of [`${open.id}/${fatherDependentId}/${files.aboutWife.id}`, `${draft.id}/${fatherDependentId}/${files.draftOnly.id}`]) {
      expect(failure(await father.browser.get(`/api/attachment/dependent/download/${url}`), 404).code).toBe('NOT_FOUND');
    }
  });

  it('once the former head is an applicant again: 404 for the moved documents, his canceled application keeps its own', async () => {
    const { father, open, closed, files } = await transferredHousehold();
    await db().update(account).set({ role: 'APPLICANT' }).where(eq(account.id, father.user.accountId));
    for (const file of [files.aboutFather, files.aboutWife, files.draftOnly]) {
      expect(failure(await father.browser.get(`/api/attachment/download/${file.id}`), 404).code).toBe('NOT_FOUND');
    }
    expect(failure(await father.browser.get(`/api/application/load-ssp-application-documents/${open.id}`), 404).code).toBe('NOT_FOUND');
    // A file also used by the application that stayed with him: the new head owns it, he still reads it from there.
    const history = ok(await father.browser.get(`/api/application/load-ssp-application-documents/${closed.id}`), docs);
    expect(idsOf(history)).toEqual(idsOf([files.shared, files.draftShared]));
    for (const file of [files.shared, files.draftShared, files.unlinked]) {
      expect((await father.browser.get(`/api/attachment/download/${file.id}`)).statusCode).toBe(200);
    }
    expect(ok(await father.browser.get('/api/attachment/loadAll'), docs).map((doc) => doc.id)).toEqual([files.unlinked.id]);
  });

  it("empties a moved draft without touching the former head's files, keeping a file his canceled application still uses", async () => {
    const { newHead, father, son, draft, files } = await transferredHousehold();
    const before = await db()
      .select()
      .from(attachment)
      .where(inArray(attachment.id, [files.draftOnly.id, files.draftShared.id]));
    const result = ok(
      await newHead.request({ method: 'DELETE', url: `/core/api/attachment/deleteAll/${draft.id}` }),
      deleteAllDocumentsResultSchema,
    );
    expect(result).toEqual({ success: true, deleted: 2 });
    const after = await db()
      .select()
      .from(attachment)
      .where(inArray(attachment.id, [files.draftOnly.id, files.draftShared.id, files.unlinked.id]));
    const byId = new Map(after.map((row) => [row.id, row]));
    // What the new head deleted was his own file; the file still in use stays his, live.
    expect(byId.get(files.draftOnly.id)).toMatchObject({ deletedAt: expect.any(Date), ownerAccountId: son.account.accountId });
    expect(byId.get(files.draftShared.id)).toMatchObject({ deletedAt: null, ownerAccountId: son.account.accountId });
    expect(byId.get(files.unlinked.id)).toMatchObject({ deletedAt: null, ownerAccountId: father.user.accountId });
    const keyOf = (id: string) => before.find((row) => row.id === id)?.storageKey;
    const stored = await storedFiles();
    expect(stored).not.toContain(keyOf(files.draftOnly.id));
    expect(stored).toContain(keyOf(files.draftShared.id));
    expect(stored).toContain(byId.get(files.unlinked.id)?.storageKey);
  });

  it('takes the appeals and payment complaints on the moved applications along, with their files (decision 069)', async () => {
    const { father, home, son, wife } = await fatherSonAndWife();
    const open = await createApplication(db(), { applicantAccountId: father.user.accountId, status: 'ELIGIBLE' });
    const month = await createResult(db(), {
      period: '2026-03',
      applicationId: open.id,
      applicantAccountId: father.user.accountId,
      houseId: home.id,
    });
    const paid = await createPayment(db(), { result: month.result });
    const appealFile = await upload(father.browser, { fileName: 'income-proof.pdf' });
    const complaintFile = await upload(father.browser, { fileName: 'bank-statement.pdf' });
    const raisedAt = new Date('2026-03-15T06:00:00Z');
    const [made] = await db()
      .insert(appeal)
      .values({
        appealNbr: `AP-2026-${String(Date.now()).slice(-6)}`,
        applicantAccountId: father.user.accountId,
        applicationId: open.id,
        subjectType: 'HOUSE',
        cycleId: month.cycle.id,
        houseId: home.id,
        subjectKey: `HOUSE:${month.cycle.id}:${home.id}`,
        reasonCode: 'INCOME_ABOVE_STANDARD',
        description: 'My income fell this month.',
        status: 6008,
        raisedAt,
        promisedBy: '2026-04-05',
      })
      .returning();
    const [complained] = await db()
      .insert(paymentComplaint)
      .values({
        paymentComplainNbr: `PC-2026-${String(Date.now()).slice(-6)}`,
        applicantAccountId: father.user.accountId,
        applicationId: open.id,
        paymentId: paid.id,
        category: 'PAYMENT_NOT_RECEIVED',
        description: 'The payment never reached my account.',
        status: 'UNDER_PROCESSING',
        raisedAt,
        promisedBy: '2026-03-22',
      })
      .returning();
    if (!made || !complained) throw new Error('appeal or complaint not made');
    await db().insert(appealDocument).values({ appealId: made.id, attachmentId: appealFile.id });
    await db().insert(paymentComplaintDocument).values({ complaintId: complained.id, attachmentId: complaintFile.id });

    const newHead = await handOver(father, son, wife);

    // The new head follows them, and reads their files; the former head no longer reads any of it.
    const appealDetails = await newHead.get(`/api/appeal-management/appeal-details/${made.id}`);
    expect(appealDetails.statusCode, appealDetails.body).toBe(200);
    expect(appealDetails.json()).toMatchObject({ appealNbr: made.appealNbr, files: [expect.objectContaining({ id: appealFile.id })] });
    const complaintDetails = await newHead.get(`/api/complaints/complaint-details/${complained.id}`);
    expect(complaintDetails.statusCode, complaintDetails.body).toBe(200);
    expect(complaintDetails.json()).toMatchObject({ paymentComplainNbr: complained.paymentComplainNbr });
    for (const file of [appealFile, complaintFile]) expect((await newHead.get(`/api/attachment/download/${file.id}`)).statusCode).toBe(200);
    // The former head, now a dependent of his son, reads none of it.
    const [appealOwner] = await db().select({ owner: appeal.applicantAccountId }).from(appeal).where(eq(appeal.id, made.id));
    const [complaintOwner] = await db()
      .select({ owner: paymentComplaint.applicantAccountId })
      .from(paymentComplaint)
      .where(eq(paymentComplaint.id, complained.id));
    expect([appealOwner?.owner, complaintOwner?.owner]).toEqual([son.account.accountId, son.account.accountId]);
    const fileOwners = await db()
      .select({ owner: attachment.ownerAccountId })
      .from(attachment)
      .where(inArray(attachment.id, [appealFile.id, complaintFile.id]));
    expect(fileOwners.map((row) => row.owner)).toEqual([son.account.accountId, son.account.accountId]);
  });
});
