import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachmentSummarySchema } from '@sanad/contract';
import { attachment, auditEvent } from '../../db/schema/index.ts';
import { multipartBody, sampleFiles } from '../../test/factories/attachment.factory.ts';
import { createDependent } from '../../test/factories/household.factory.ts';
import { attachmentTestApp, failure, ok, postMultipart, unknownId, uploadParts } from './attachment-routes.test-kit.ts';

describe('attachments: upload, read and download (/api/attachment)', () => {
  const { app, db, signedIn, upload, storedFiles, partialFiles } = attachmentTestApp();
  const uploadUrl = '/api/attachment/upload';
  const meta = { documentType: 'NATIONAL_ID_COPY', personId: null };

  it('accepts a PDF, a PNG and a JPEG, typed from their bytes, and lists them newest first', async () => {
    const { user, browser } = await signedIn();
    const pdf = await upload(browser, { fileName: 'C:\\fakepath\\هوية وطنية.pdf' });
    const png = await upload(browser, { fileName: 'photo.PNG', content: sampleFiles.png(), documentType: 'OTHER' });
    const jpeg = await upload(browser, { fileName: 'scan.jpeg', content: sampleFiles.jpeg() });
    expect(pdf).toMatchObject({
      fileName: 'هوية وطنية.pdf',
      contentType: 'application/pdf',
      documentType: 'NATIONAL_ID_COPY',
      dependentId: null,
      usedBy: [],
    });
    expect(pdf.sizeBytes).toBe(sampleFiles.pdf().length);
    expect(png).toMatchObject({ fileName: 'photo.PNG', contentType: 'image/png', documentType: 'OTHER' });
    expect(jpeg.contentType).toBe('image/jpeg');

    const listed = ok(await browser.get('/api/attachment/loadAll'), attachmentSummarySchema.array());
    expect(listed.map((item) => item.id)).toEqual([jpeg.id, png.id, pdf.id]);
    expect(ok(await browser.get(`/api/attachment/load/${png.id}`), attachmentSummarySchema)).toEqual(png);

    const [row] = await db().select().from(attachment).where(eq(attachment.id, pdf.id));
    expect(row).toMatchObject({ ownerAccountId: user.accountId, uploadedByAccountId: user.accountId, personId: user.personId });
    expect(row?.storageKey).not.toContain('pdf');
    const [audit] = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.entityId, pdf.id), eq(auditEvent.action, 'attachment.upload')));
    expect(audit).toMatchObject({ actorAccountId: user.accountId, onBehalfOfAccountId: null });
  });

  it('streams a download with its stored type, both spellings of its name and nosniff', async () => {
    const { browser } = await signedIn();
    const content = sampleFiles.pdf();
    const uploaded = await upload(browser, { fileName: "تقرير (طبي)'s.pdf", content });
    const response = await browser.get(`/api/attachment/download/${uploaded.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const encoded = encodeURIComponent('تقرير').concat('%20%28', encodeURIComponent('طبي'), '%29%27s.pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="_____ (___)'s.pdf"; filename*=UTF-8''${encoded}`);
  });

  it('refuses a file over the limit, naming it and the limit, and keeps nothing of it', async () => {
    const { browser } = await signedIn();
    const before = await storedFiles();
    const big = Buffer.concat([sampleFiles.pdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const error = failure(await postMultipart(browser, uploadUrl, uploadParts(meta, 'big.pdf', big)), 400);
    expect(error.code).toBe('ATTACHMENT_TOO_LARGE');
    expect(error.message).toContain('big.pdf');
    expect(error.message).toContain('5 MB');
    expect(await storedFiles()).toEqual(before);
    expect(await partialFiles()).toEqual([]);
  });

  it('refuses a renamed executable and a PDF renamed .png, naming the file and the allowed types', async () => {
    const { browser } = await signedIn();
    const before = await storedFiles();
    for (const [fileName, content] of [
      ['x.pdf', sampleFiles.exe()],
      ['picture.png', sampleFiles.pdf()],
      ['notes.txt', Buffer.from('plain text')],
      ['no-extension', sampleFiles.pdf()],
    ] as const) {
      const error = failure(await postMultipart(browser, uploadUrl, uploadParts(meta, fileName, content)), 400);
      expect(error.code).toBe('ATTACHMENT_TYPE_NOT_ALLOWED');
      expect(error.message).toContain(fileName);
      expect(error.message).toContain('PDF, JPG, JPEG, PNG');
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('answers in Arabic when asked', async () => {
    const { browser } = await signedIn();
    const response = await postMultipart(browser, uploadUrl, uploadParts(meta, 'x.pdf', sampleFiles.exe()));
    expect(response.statusCode).toBe(400);
    const arabic = await browser.request({
      method: 'POST',
      url: uploadUrl,
      ...withLanguage(uploadParts(meta, 'x.pdf', sampleFiles.exe()), 'ar'),
    });
    expect(failure(arabic, 400).message).toContain('ليس من الأنواع المسموح بها');
  });

  it('refuses an empty file, a missing file, and details that are not valid', async () => {
    const { browser } = await signedIn();
    expect(failure(await postMultipart(browser, uploadUrl, uploadParts(meta, 'empty.pdf', Buffer.alloc(0))), 400).code).toBe(
      'ATTACHMENT_EMPTY',
    );
    expect(failure(await postMultipart(browser, uploadUrl, [{ name: 'attachment', value: JSON.stringify(meta) }]), 400).code).toBe(
      'ATTACHMENT_UPLOAD_MALFORMED',
    );
    const unknownType = failure(
      await postMultipart(browser, uploadUrl, uploadParts({ documentType: 'PASSPORT' }, 'id.pdf', sampleFiles.pdf())),
      400,
    );
    expect(unknownType.fieldErrors?.map((fe) => [fe.field, fe.code])).toEqual([['body.documentType', 'invalid_value']]);
    const missing = failure(await postMultipart(browser, uploadUrl, uploadParts(null, 'id.pdf', sampleFiles.pdf())), 400);
    expect(missing.fieldErrors?.map((fe) => [fe.field, fe.code])).toEqual([['body.documentType', 'required']]);
    const json = await browser.post(uploadUrl, meta);
    expect(failure(json, 400).code).toBe('ATTACHMENT_UPLOAD_MALFORMED');
  });

  it("files a document about one of the applicant's dependents, never about another applicant's", async () => {
    const { user, browser } = await signedIn();
    const son = await createDependent(db(), { applicantAccountId: user.accountId });
    const about = await upload(browser, { personId: son.id, documentType: 'FAMILY_RECORD' });
    expect(about.dependentId).toBe(son.id);
    // A document about the applicant stays theirs, though the household has a dependent.
    const own = await upload(browser, { personId: null });
    expect(own.dependentId).toBeNull();
    const listed = ok(await browser.get('/api/attachment/loadAll'), attachmentSummarySchema.array());
    expect(listed.map((item) => [item.id, item.dependentId])).toEqual([
      [own.id, null],
      [about.id, son.id],
    ]);

    const other = await signedIn();
    const theirs = await createDependent(db(), { applicantAccountId: other.user.accountId });
    const response = await postMultipart(
      browser,
      uploadUrl,
      uploadParts({ documentType: 'FAMILY_RECORD', personId: theirs.id }, 'id.pdf', sampleFiles.pdf()),
    );
    expect(failure(response, 404).code).toBe('NOT_FOUND');
  });

  it("answers 404 for another user's attachment, an unknown one and a malformed id", async () => {
    const owner = await signedIn();
    const mine = await upload(owner.browser);
    const { browser } = await signedIn();
    for (const id of [mine.id, unknownId, 'not-a-uuid']) {
      expect(failure(await browser.get(`/api/attachment/load/${id}`), 404).code).toBe('NOT_FOUND');
      expect(failure(await browser.get(`/api/attachment/download/${id}`), 404).code).toBe('NOT_FOUND');
      expect(failure(await browser.request({ method: 'DELETE', url: `/api/attachment/delete/${id}` }), 404).code).toBe('NOT_FOUND');
      const replace = await postMultipart(browser, '/api/attachment/updateAttachment', uploadParts({ id }, 'x.pdf', sampleFiles.pdf()));
      expect(failure(replace, 404).code).toBe('NOT_FOUND');
    }
    expect(ok(await browser.get('/api/attachment/loadAll'), attachmentSummarySchema.array())).toEqual([]);
  });

  it('needs a session and the anti-forgery header', async () => {
    const { browser } = await signedIn();
    const { payload, headers } = multipartBody(uploadParts(meta, 'id.pdf', sampleFiles.pdf()));
    const forged = await browser.request({ method: 'POST', url: uploadUrl, payload, headers: { ...headers, 'x-xsrf-token': 'wrong' } });
    expect(forged.statusCode).toBe(403);
  });

  it('documents an upload as multipart/form-data with its attachment and file parts', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }>
      >;
    }>();
    const content = document.paths['/api/attachment/upload']?.post?.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    const properties = content['multipart/form-data']?.schema.properties ?? {};
    expect(properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(properties.attachment).toMatchObject({ type: 'object', properties: { documentType: { type: 'string' } } });
  });
});

/** The same parts with an Accept-Language header. */
function withLanguage(parts: Parameters<typeof multipartBody>[0], language: string) {
  const { payload, headers } = multipartBody(parts);
  return { payload, headers: { ...headers, 'accept-language': language } };
}
