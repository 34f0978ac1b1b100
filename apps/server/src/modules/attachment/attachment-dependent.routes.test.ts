import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dependentApplicationSchema } from '@sanad/contract';
import { applicationDocument, person, relationConfirmation } from '../../db/schema/index.ts';
import { createApplication } from '../../test/factories/application.factory.ts';
import { sampleFiles } from '../../test/factories/attachment.factory.ts';
import { birthDateForAge } from '../../test/factories/household.factory.ts';
import { createDelegation, createTestAccount, TestBrowser } from '../../test/factories/session.factory.ts';
import { attachmentTestApp, failure, ok } from './attachment-routes.test-kit.ts';

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

  it('applies the relation test of the dependent views: pending or refused is a 404, a minor who owes no confirmation reads', async () => {
    const { sonBrowser, son, submitted, dependentId, aboutSon } = await household();
    const url = `/api/attachment/dependent/download/${submitted.id}/${dependentId}/${aboutSon.id}`;
    const relationIs = (status: 'PENDING' | 'REJECTED' | 'CONFIRMED') =>
      db().update(relationConfirmation).set({ status }).where(eq(relationConfirmation.dependentId, dependentId));
    for (const status of ['PENDING', 'REJECTED'] as const) {
      await relationIs(status);
      expect(failure(await sonBrowser.get(url), 404).code, status).toBe('NOT_FOUND');
    }
    // A minor with an account owes no confirmation: unless they refused the relation, they read what is about them.
    await db()
      .update(person)
      .set({ birthDate: birthDateForAge(12) })
      .where(eq(person.id, son.personId));
    await relationIs('PENDING');
    expect((await sonBrowser.get(url)).statusCode).toBe(200);
    await relationIs('REJECTED');
    expect(failure(await sonBrowser.get(url), 404).code).toBe('NOT_FOUND');
  });

  it("refuses the documents of a draft, the applicant's own until it is submitted", async () => {
    const { head, sonBrowser, dependentId, aboutSon } = await household();
    const draft = await createApplication(db(), { applicantAccountId: head.user.accountId, status: 'DRAFT', programId: 3003 });
    await db().insert(applicationDocument).values({ applicationId: draft.id, attachmentId: aboutSon.id });
    const response = await sonBrowser.get(`/api/attachment/dependent/download/${draft.id}/${dependentId}/${aboutSon.id}`);
    expect(failure(response, 404).code).toBe('NOT_FOUND');
  });

  it('reaches each document the dependent view lists, with the ids the view gives', async () => {
    const { sonBrowser, submitted, dependentId, aboutSon } = await household();
    const views = ok(
      await sonBrowser.get('/api/application/load-applicant-applications-for-dependent'),
      dependentApplicationSchema.array(),
    );
    const view = views.find((row) => row.applicationId === submitted.id);
    expect(view).toMatchObject({
      dependentId,
      documents: [
        {
          id: aboutSon.id,
          fileName: 'record.png',
          documentType: 'FAMILY_RECORD',
          contentType: 'image/png',
          sizeBytes: sampleFiles.png().length,
          uploadedAt: aboutSon.createdAt,
        },
      ],
    });
    for (const document of view?.documents ?? []) {
      const response = await sonBrowser.get(`/api/attachment/dependent/download/${submitted.id}/${view?.dependentId}/${document.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.rawPayload.equals(sampleFiles.png())).toBe(true);
    }
  });

  it('is for dependents: the applicant may not use it, and a dependent may not use the owner endpoints', async () => {
    const { head, sonBrowser, submitted, dependentId, aboutSon } = await household();
    expect((await head.browser.get(`/api/attachment/dependent/download/${submitted.id}/${dependentId}/${aboutSon.id}`)).statusCode).toBe(
      403,
    );
    expect((await sonBrowser.get(`/api/attachment/download/${aboutSon.id}`)).statusCode).toBe(403);
  });
});
