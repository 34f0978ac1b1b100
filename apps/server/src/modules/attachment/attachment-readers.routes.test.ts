import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { account, applicationDocument, auditEvent } from '../../db/schema/index.ts';
import { createApplication } from '../../test/factories/application.factory.ts';
import { sampleFiles } from '../../test/factories/attachment.factory.ts';
import { attachmentTestApp, failure, postMultipart, unknownId, uploadParts } from './attachment-routes.test-kit.ts';

/** Staff read every file through download/{id}, audited, and change none (docs/decisions/050-who-reads-an-attachment.md). */
describe('attachments: staff read (/api/attachment/download/{id})', () => {
  const { db, signedIn, upload } = attachmentTestApp();

  it("lets a case worker and an admin download an applicant's file, each read audited", async () => {
    const applicant = await signedIn();
    const file = await upload(applicant.browser, { fileName: 'scan.png', content: sampleFiles.png() });
    for (const role of ['CASE_WORKER', 'ADMIN'] as const) {
      const staff = await signedIn({ role });
      const response = await staff.browser.get(`/api/attachment/download/${file.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.rawPayload.equals(sampleFiles.png())).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      const audits = await db()
        .select()
        .from(auditEvent)
        .where(
          and(
            eq(auditEvent.entityId, file.id),
            eq(auditEvent.action, 'attachment.staff-read'),
            eq(auditEvent.actorAccountId, staff.user.accountId),
          ),
        );
      expect(audits).toMatchObject([{ entity: 'attachment', after: { ownerAccountId: applicant.user.accountId } }]);
    }
  });

  it('answers staff 404 for a deleted, unknown or malformed id', async () => {
    const applicant = await signedIn();
    const file = await upload(applicant.browser);
    expect((await applicant.browser.request({ method: 'DELETE', url: `/api/attachment/delete/${file.id}` })).statusCode).toBe(200);
    const { browser } = await signedIn({ role: 'CASE_WORKER' });
    for (const id of [file.id, unknownId, 'not-a-uuid']) {
      expect(failure(await browser.get(`/api/attachment/download/${id}`), 404).code).toBe('NOT_FOUND');
    }
  });

  it('never lets staff upload, replace, delete or list files (403)', async () => {
    const applicant = await signedIn();
    const file = await upload(applicant.browser);
    const { browser } = await signedIn({ role: 'CASE_WORKER' });
    const upload403 = await postMultipart(
      browser,
      '/api/attachment/upload',
      uploadParts({ documentType: 'OTHER' }, 'x.pdf', sampleFiles.pdf()),
    );
    expect(failure(upload403, 403).code).toBe('FORBIDDEN');
    const replace = await postMultipart(
      browser,
      '/api/attachment/updateAttachment',
      uploadParts({ id: file.id }, 'x.pdf', sampleFiles.pdf()),
    );
    expect(failure(replace, 403).code).toBe('FORBIDDEN');
    expect(failure(await browser.request({ method: 'DELETE', url: `/api/attachment/delete/${file.id}` }), 403).code).toBe('FORBIDDEN');
    expect(failure(await browser.get(`/api/attachment/load/${file.id}`), 403).code).toBe('FORBIDDEN');
    expect(failure(await browser.get('/api/attachment/loadAll'), 403).code).toBe('FORBIDDEN');
    // The file is as it was.
    expect((await applicant.browser.get(`/api/attachment/download/${file.id}`)).statusCode).toBe(200);
  });

  it("answers an applicant 404 for another applicant's file, and audits no read of their own", async () => {
    const owner = await signedIn();
    const file = await upload(owner.browser);
    const other = await signedIn();
    expect(failure(await other.browser.get(`/api/attachment/download/${file.id}`), 404).code).toBe('NOT_FOUND');
    expect((await owner.browser.get(`/api/attachment/download/${file.id}`)).statusCode).toBe(200);
    const reads = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.entityId, file.id), eq(auditEvent.action, 'attachment.staff-read')));
    expect(reads).toEqual([]);
  });
});

/** The ministry enters a white-listed applicant's applications with their documents; they read them, change none. */
describe("attachments: a white-listed applicant reads their application's documents", () => {
  const { db, signedIn, upload } = attachmentTestApp();

  it('lists and downloads the documents of their own application, and nobody else’s; uploads stay closed to them', async () => {
    // The file is stored while the account is an applicant's, as the ministry's import would leave it.
    const holder = await signedIn();
    const file = await upload(holder.browser, { fileName: 'scan.png', content: sampleFiles.png() });
    const theirs = await createApplication(db(), { applicantAccountId: holder.user.accountId, status: 'SUBMITTED' });
    await db().insert(applicationDocument).values({ applicationId: theirs.id, attachmentId: file.id });
    await db().update(account).set({ role: 'WHITE_LISTED_APPLICANT' }).where(eq(account.id, holder.user.accountId));

    const documents = await holder.browser.get(`/api/application/load-ssp-application-documents/${theirs.id}`);
    expect(documents.statusCode, documents.body).toBe(200);
    expect((documents.json() as Array<{ id: string }>).map((document) => document.id)).toEqual([file.id]);
    const download = await holder.browser.get(`/api/attachment/download/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(sampleFiles.png())).toBe(true);

    const other = await signedIn();
    const othersFile = await upload(other.browser);
    const othersApplication = await createApplication(db(), { applicantAccountId: other.user.accountId, status: 'SUBMITTED' });
    expect(failure(await holder.browser.get(`/api/attachment/download/${othersFile.id}`), 404).code).toBe('NOT_FOUND');
    const othersDocuments = await holder.browser.get(`/api/application/load-ssp-application-documents/${othersApplication.id}`);
    expect(failure(othersDocuments, 404).code).toBe('NOT_FOUND');
    const refused = await postMultipart(
      holder.browser,
      '/api/attachment/upload',
      uploadParts({ documentType: 'OTHER' }, 'x.pdf', sampleFiles.pdf()),
    );
    expect(failure(refused, 403).code).toBe('FORBIDDEN');
  });
});
