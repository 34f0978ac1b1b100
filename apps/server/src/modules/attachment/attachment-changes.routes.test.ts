import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachmentSummarySchema, successSchema } from '@sanad/contract';
import { applicationDocument, attachment } from '../../db/schema/index.ts';
import { createApplication } from '../../test/factories/application.factory.ts';
import { createDocumentRequest, sampleFiles } from '../../test/factories/attachment.factory.ts';
import { attachmentTestApp, failure, ok, postMultipart, uploadParts } from './attachment-routes.test-kit.ts';

describe('attachments: replace and delete (/api/attachment)', () => {
  const { db, signedIn, upload, storedFiles } = attachmentTestApp();
  const replaceUrl = '/api/attachment/updateAttachment';
  const link = (applicationId: string, attachmentId: string, documentRequestId: string | null = null) =>
    db().insert(applicationDocument).values({ applicationId, attachmentId, documentRequestId });
  const rowOf = async (id: string) => (await db().select().from(attachment).where(eq(attachment.id, id)))[0];

  it('replaces the file: the row points at the new file and the old one is gone', async () => {
    const { browser } = await signedIn();
    const first = await upload(browser, { fileName: 'id.pdf' });
    const oldKey = (await rowOf(first.id))?.storageKey;
    const png = sampleFiles.png();
    const replaced = ok(
      await postMultipart(browser, replaceUrl, uploadParts({ id: first.id }, 'id-new.png', png)),
      attachmentSummarySchema,
    );
    expect(replaced).toMatchObject({
      id: first.id,
      fileName: 'id-new.png',
      contentType: 'image/png',
      sizeBytes: png.length,
      documentType: 'NATIONAL_ID_COPY',
    });
    const row = await rowOf(first.id);
    const files = await storedFiles();
    expect(files).toContain(row?.storageKey);
    expect(files).not.toContain(oldKey);
    const download = await browser.get(`/api/attachment/download/${first.id}`);
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('keeps the old file when the new one is refused', async () => {
    const { browser } = await signedIn();
    const first = await upload(browser);
    const before = await rowOf(first.id);
    const error = failure(await postMultipart(browser, replaceUrl, uploadParts({ id: first.id }, 'evil.pdf', sampleFiles.exe())), 400);
    expect(error.code).toBe('ATTACHMENT_TYPE_NOT_ALLOWED');
    expect(await rowOf(first.id)).toEqual(before);
    expect(await storedFiles()).toContain(before?.storageKey);
  });

  it('deletes a file that only drafts use, removing it from them, and its bytes', async () => {
    const { user, browser } = await signedIn();
    const draft = await createApplication(db(), { applicantAccountId: user.accountId, status: 'DRAFT' });
    const file = await upload(browser);
    await link(draft.id, file.id);
    const key = (await rowOf(file.id))?.storageKey;
    ok(await browser.request({ method: 'DELETE', url: `/api/attachment/delete/${file.id}` }), successSchema);
    expect((await rowOf(file.id))?.deletedAt).toBeInstanceOf(Date);
    expect(await db().select().from(applicationDocument).where(eq(applicationDocument.attachmentId, file.id))).toEqual([]);
    expect(await storedFiles()).not.toContain(key);
    expect(failure(await browser.get(`/api/attachment/load/${file.id}`), 404).code).toBe('NOT_FOUND');
  });

  it('refuses to delete or replace a document of a submitted application, naming it', async () => {
    const { user, browser } = await signedIn();
    const submitted = await createApplication(db(), { applicantAccountId: user.accountId, status: 'SUBMITTED' });
    const file = await upload(browser);
    await link(submitted.id, file.id);
    const refused = failure(await browser.request({ method: 'DELETE', url: `/api/attachment/delete/${file.id}` }), 409);
    expect(refused.code).toBe('ATTACHMENT_IN_USE');
    expect(refused.message).toContain(submitted.number);
    const replace = await postMultipart(browser, replaceUrl, uploadParts({ id: file.id }, 'x.pdf', sampleFiles.pdf()));
    expect(failure(replace, 409).code).toBe('ATTACHMENT_IN_USE');
    expect((await rowOf(file.id))?.deletedAt).toBeNull();
  });

  it('replaces a document that answers the open request for documents, and no longer once it is answered', async () => {
    const { user, browser } = await signedIn();
    const studied = await createApplication(db(), { applicantAccountId: user.accountId, status: 'UNDER_STUDY' });
    const requestId = await createDocumentRequest(db(), studied.id);
    const file = await upload(browser);
    await link(studied.id, file.id, requestId);
    ok(await postMultipart(browser, replaceUrl, uploadParts({ id: file.id }, 'better.pdf', sampleFiles.pdf())), attachmentSummarySchema);
    ok(await browser.post('/api/application/submit-edit', { applicationId: studied.id }), successSchema);
    const replace = await postMultipart(browser, replaceUrl, uploadParts({ id: file.id }, 'again.pdf', sampleFiles.pdf()));
    expect(failure(replace, 409).code).toBe('ATTACHMENT_IN_USE');
  });
});
