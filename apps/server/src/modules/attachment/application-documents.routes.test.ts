import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachmentSummarySchema, deleteAllDocumentsResultSchema, successSchema } from '@sanad/contract';
import { applicationDocument, applicationEvent, attachment, documentRequest } from '../../db/schema/index.ts';
import { createApplication } from '../../test/factories/application.factory.ts';
import { createDocumentRequest, sampleFiles } from '../../test/factories/attachment.factory.ts';
import { attachmentTestApp, failure, ok, postMultipart, unknownId, uploadParts } from './attachment-routes.test-kit.ts';

describe('application documents (/api/application/*-ssp-application-documents, submit-edit, attachment upload/{a}/{b})', () => {
  const { db, signedIn, upload, storedFiles } = attachmentTestApp();
  const base = '/api/application';
  const docs = attachmentSummarySchema.array();
  const links = (applicationId: string) =>
    db().select().from(applicationDocument).where(eq(applicationDocument.applicationId, applicationId));

  it('uploads straight into a draft and lists it with the application it is used by', async () => {
    const { user, browser } = await signedIn();
    const draft = await createApplication(db(), { applicantAccountId: user.accountId, status: 'DRAFT' });
    const uploaded = ok(
      await postMultipart(browser, `/api/attachment/upload/${draft.id}/RENT_CONTRACT`, uploadParts(null, 'rent.pdf', sampleFiles.pdf())),
      attachmentSummarySchema,
    );
    expect(uploaded).toMatchObject({ documentType: 'RENT_CONTRACT', usedBy: [{ applicationId: draft.id, number: draft.number }] });
    expect(ok(await browser.get(`${base}/load-ssp-application-documents/${draft.id}`), docs).map((d) => d.id)).toEqual([uploaded.id]);
    expect(await links(draft.id)).toMatchObject([{ attachmentId: uploaded.id, documentRequestId: null }]);
  });

  it('refuses an upload into a submitted application without a request, and an unknown document type, keeping no file', async () => {
    const { user, browser } = await signedIn();
    const submitted = await createApplication(db(), { applicantAccountId: user.accountId, status: 'SUBMITTED' });
    const draft = await createApplication(db(), { applicantAccountId: user.accountId, status: 'DRAFT', programId: 3003 });
    const before = await storedFiles();
    const closed = await postMultipart(
      browser,
      `/api/attachment/upload/${submitted.id}/RENT_CONTRACT`,
      uploadParts(null, 'rent.pdf', sampleFiles.pdf()),
    );
    expect(failure(closed, 409).code).toBe('DOCUMENTS_NOT_EDITABLE');
    const badType = failure(
      await postMultipart(browser, `/api/attachment/upload/${draft.id}/PASSPORT`, uploadParts(null, 'rent.pdf', sampleFiles.pdf())),
      400,
    );
    expect(badType.fieldErrors?.map((fe) => fe.field)).toEqual(['params.b']);
    expect(await storedFiles()).toEqual(before);
  });

  it("links and unlinks files of a draft; the files stay the caller's", async () => {
    const { user, browser } = await signedIn();
    const draft = await createApplication(db(), { applicantAccountId: user.accountId, status: 'DRAFT' });
    const [a, b] = [await upload(browser), await upload(browser, { documentType: 'INCOME_PROOF' })];
    const saved = ok(await browser.post(`${base}/save-ssp-application-documents/${draft.id}`, { attachmentIds: [a.id, b.id, a.id] }), docs);
    expect(saved.map((d) => d.id).sort()).toEqual([a.id, b.id].sort());
    const left = ok(await browser.post(`${base}/delete-ssp-application-documents/${draft.id}`, { attachmentIds: [a.id] }), docs);
    expect(left.map((d) => d.id)).toEqual([b.id]);
    expect(ok(await browser.get(`/api/attachment/load/${a.id}`), attachmentSummarySchema).usedBy).toEqual([]);
    expect(failure(await browser.post(`${base}/delete-ssp-application-documents/${draft.id}`, { attachmentIds: [a.id] }), 404).code).toBe(
      'NOT_FOUND',
    );
    expect(failure(await browser.post(`${base}/save-ssp-application-documents/${draft.id}`, { attachmentIds: [] }), 400).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('empties a draft, deleting the files no other application uses', async () => {
    const { user, browser } = await signedIn();
    const draft = await createApplication(db(), { applicantAccountId: user.accountId, status: 'DRAFT' });
    const other = await createApplication(db(), { applicantAccountId: user.accountId, status: 'DRAFT', programId: 3003 });
    const [only, shared] = [await upload(browser), await upload(browser)];
    ok(await browser.post(`${base}/save-ssp-application-documents/${draft.id}`, { attachmentIds: [only.id, shared.id] }), docs);
    ok(await browser.post(`${base}/save-ssp-application-documents/${other.id}`, { attachmentIds: [shared.id] }), docs);
    const result = ok(
      await browser.request({ method: 'DELETE', url: `/core/api/attachment/deleteAll/${draft.id}` }),
      deleteAllDocumentsResultSchema,
    );
    expect(result).toEqual({ success: true, deleted: 2 });
    expect(await links(draft.id)).toEqual([]);
    const rows = await db().select().from(attachment).where(eq(attachment.ownerAccountId, user.accountId));
    expect(rows.find((row) => row.id === only.id)?.deletedAt).toBeInstanceOf(Date);
    expect(rows.find((row) => row.id === shared.id)?.deletedAt).toBeNull();
    expect(await storedFiles()).not.toContain(rows.find((row) => row.id === only.id)?.storageKey);
  });

  it('empties only drafts', async () => {
    const { user, browser } = await signedIn();
    const submitted = await createApplication(db(), { applicantAccountId: user.accountId, status: 'SUBMITTED' });
    const refused = await browser.request({ method: 'DELETE', url: `/core/api/attachment/deleteAll/${submitted.id}` });
    expect(failure(refused, 409).code).toBe('DOCUMENTS_NOT_EDITABLE');
  });

  it('answers an open request: documents added for it, taken back, then sent with submit-edit', async () => {
    const { user, browser } = await signedIn();
    const studied = await createApplication(db(), { applicantAccountId: user.accountId, status: 'UNDER_STUDY' });
    const earlier = await upload(browser);
    await db().insert(applicationDocument).values({ applicationId: studied.id, attachmentId: earlier.id });

    expect(failure(await browser.post(`${base}/submit-edit`, { applicationId: studied.id }), 409).code).toBe('NO_PENDING_DOCUMENT_REQUEST');
    expect(
      failure(await browser.post(`${base}/save-ssp-application-documents/${studied.id}`, { attachmentIds: [earlier.id] }), 409).code,
    ).toBe('DOCUMENTS_NOT_EDITABLE');

    const requestId = await createDocumentRequest(db(), studied.id, ['INCOME_PROOF']);
    expect(failure(await browser.post(`${base}/submit-edit`, { applicationId: studied.id }), 409).code).toBe('DOCUMENTS_REQUIRED');
    // What was sent before the request stays: only documents added for the request may be taken back.
    expect(
      failure(await browser.post(`${base}/delete-ssp-application-documents/${studied.id}`, { attachmentIds: [earlier.id] }), 409).code,
    ).toBe('DOCUMENTS_NOT_EDITABLE');
    const answer = ok(
      await postMultipart(
        browser,
        `/api/attachment/upload/${studied.id}/INCOME_PROOF`,
        uploadParts({ personId: null }, 'salary.png', sampleFiles.png()),
      ),
      attachmentSummarySchema,
    );
    const second = await upload(browser, { documentType: 'BANK_STATEMENT' });
    ok(await browser.post(`${base}/save-ssp-application-documents/${studied.id}`, { attachmentIds: [second.id] }), docs);
    ok(await browser.post(`${base}/delete-ssp-application-documents/${studied.id}`, { attachmentIds: [second.id] }), docs);
    expect((await links(studied.id)).map((l) => [l.attachmentId, l.documentRequestId]).sort()).toEqual(
      [
        [earlier.id, null],
        [answer.id, requestId],
      ].sort(),
    );

    ok(await browser.post(`${base}/submit-edit`, { applicationId: studied.id }), successSchema);
    const [request] = await db().select().from(documentRequest).where(eq(documentRequest.id, requestId));
    expect(request?.answeredAt).toBeInstanceOf(Date);
    const events = await db()
      .select()
      .from(applicationEvent)
      .where(and(eq(applicationEvent.applicationId, studied.id), eq(applicationEvent.type, 'DOCUMENTS_SUBMITTED')));
    expect(events).toMatchObject([{ actorAccountId: user.accountId, fromStatus: null, toStatus: null }]);
    expect(failure(await browser.post(`${base}/submit-edit`, { applicationId: studied.id }), 409).code).toBe('NO_PENDING_DOCUMENT_REQUEST');
  });

  it('sends nothing on a closed application, even with a request left open on it before closing cancelled requests', async () => {
    const { user, browser } = await signedIn();
    const withdrawn = await createApplication(db(), { applicantAccountId: user.accountId, status: 'WITHDRAWN' });
    await createDocumentRequest(db(), withdrawn.id, ['INCOME_PROOF']);
    const answer = await upload(browser);
    await db().insert(applicationDocument).values({ applicationId: withdrawn.id, attachmentId: answer.id });
    expect(failure(await browser.post(`${base}/submit-edit`, { applicationId: withdrawn.id }), 409).code).toBe(
      'APPLICATION_TRANSITION_NOT_ALLOWED',
    );
  });

  it("answers 404 for another applicant's application or file, and for unknown ids", async () => {
    const owner = await signedIn();
    const theirs = await createApplication(db(), { applicantAccountId: owner.user.accountId, status: 'DRAFT' });
    const theirFile = await upload(owner.browser);
    const { user, browser } = await signedIn();
    const mine = await createApplication(db(), { applicantAccountId: user.accountId, status: 'DRAFT' });
    for (const id of [theirs.id, unknownId, 'nope']) {
      expect(failure(await browser.get(`${base}/load-ssp-application-documents/${id}`), 404).code).toBe('NOT_FOUND');
      expect(failure(await browser.post(`${base}/submit-edit`, { applicationId: id }), 404).code).toBe('NOT_FOUND');
      expect(failure(await browser.request({ method: 'DELETE', url: `/core/api/attachment/deleteAll/${id}` }), 404).code).toBe('NOT_FOUND');
      const into = await postMultipart(browser, `/api/attachment/upload/${id}/OTHER`, uploadParts(null, 'x.pdf', sampleFiles.pdf()));
      expect(failure(into, 404).code).toBe('NOT_FOUND');
    }
    expect(
      failure(await browser.post(`${base}/save-ssp-application-documents/${mine.id}`, { attachmentIds: [theirFile.id] }), 404).code,
    ).toBe('NOT_FOUND');
    expect(await links(theirs.id)).toEqual([]);
  });
});
