import { describe, expect, it } from 'vitest';
import { applicationDocument } from '../../db/schema/index.ts';
import { createApplication } from '../../test/factories/application.factory.ts';
import { sampleFiles } from '../../test/factories/attachment.factory.ts';
import { createDelegation, createTestAccount, TestBrowser } from '../../test/factories/session.factory.ts';
import { attachmentTestApp, failure } from './attachment-routes.test-kit.ts';

describe('attachments: a dependent downloads documents about them (/api/attachment/dependent/download/{a}/{b}/{c})', () => {
  const { app, db, signedIn, upload } = attachmentTestApp();

  /** An applicant with a submitted application holding a document about their son (who has an account) and one about themselves. */
  async function household() {
    const head = await signedIn();
    const son = await createTestAccount(db(), { role: 'DEPENDENT' });
    // The confirmed household row that makes the son an active dependent of the applicant.
    const { dependentId } = await createDelegation(db(), {
      applicantAccountId: head.user.accountId,
      dependentAccountId: son.accountId,
      active: false,
    });
    if (!dependentId) throw new Error('no dependent row');
    const submitted = await createApplication(db(), { applicantAccountId: head.user.accountId, status: 'SUBMITTED' });
    const aboutSon = await upload(head.browser, {
      personId: dependentId,
      documentType: 'FAMILY_RECORD',
      content: sampleFiles.png(),
      fileName: 'record.png',
    });
    const aboutHead = await upload(head.browser);
    const unlinked = await upload(head.browser, { personId: dependentId });
    await db()
      .insert(applicationDocument)
      .values([aboutSon, aboutHead].map((doc) => ({ applicationId: submitted.id, attachmentId: doc.id })));
    const sonBrowser = new TestBrowser(app());
    await sonBrowser.signIn(son);
    return { head, son, sonBrowser, dependentId, submitted, aboutSon, aboutHead, unlinked };
  }

  it('streams a document about the dependent linked to the application', async () => {
    const { sonBrowser, submitted, dependentId, aboutSon } = await household();
    const response = await sonBrowser.get(`/api/attachment/dependent/download/${submitted.id}/${dependentId}/${aboutSon.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.equals(sampleFiles.png())).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toContain('filename="record.png"');
  });

  it('answers 404 for documents about someone else, not linked, of another application or through another record', async () => {
    const { sonBrowser, submitted, dependentId, aboutHead, unlinked, aboutSon } = await household();
    const other = await household();
    const urls = [
      `${submitted.id}/${dependentId}/${aboutHead.id}`,
      `${submitted.id}/${dependentId}/${unlinked.id}`,
      `${other.submitted.id}/${dependentId}/${other.aboutSon.id}`,
      `${other.submitted.id}/${other.dependentId}/${other.aboutSon.id}`,
      `${submitted.id}/${other.dependentId}/${aboutSon.id}`,
      `${submitted.id}/${dependentId}/not-a-uuid`,
    ];
    for (const url of urls) expect(failure(await sonBrowser.get(`/api/attachment/dependent/download/${url}`), 404).code).toBe('NOT_FOUND');
  });

  it('is for dependents: the applicant may not use it, and a dependent may not use the owner endpoints', async () => {
    const { head, sonBrowser, submitted, dependentId, aboutSon } = await household();
    expect((await head.browser.get(`/api/attachment/dependent/download/${submitted.id}/${dependentId}/${aboutSon.id}`)).statusCode).toBe(
      403,
    );
    expect((await sonBrowser.get(`/api/attachment/download/${aboutSon.id}`)).statusCode).toBe(403);
  });
});
