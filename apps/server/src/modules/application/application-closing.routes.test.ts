import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contract } from '@sanad/contract';
import { documentRequest } from '../../db/schema/index.ts';
import { DomainError } from '../../platform/errors.ts';
import { createApplication } from '../../test/factories/application.factory.ts';
import { createDocumentRequest } from '../../test/factories/attachment.factory.ts';
import type { TestBrowser } from '../../test/factories/session.factory.ts';
import { applicationTestApp, base, failure, ok, testContext } from './application-routes.test-kit.ts';

const e = contract.application;

describe('closing an application closes what was asked of it (cancel-submit, withdraw)', () => {
  const { db, readyApplicant, study, caseWorker } = applicationTestApp();

  const details = async (browser: TestBrowser, id: string) =>
    ok(await browser.get(`${base}/load-ssp-application-details/${id}`), e.loadDetails.response);
  const requestsOf = (applicationId: string) => db().select().from(documentRequest).where(eq(documentRequest.applicationId, applicationId));

  /** A submitted application of a ready applicant on which a case worker asked for documents (optionally under study). */
  async function withRequest(underStudy: boolean) {
    const ready = await readyApplicant();
    const row = await createApplication(db(), { applicantAccountId: ready.user.accountId, houseIds: [ready.house.id] });
    if (underStudy) await study().startStudy(caseWorker(), { applicationId: row.id }, testContext);
    await study().requestDocuments(caseWorker(), { applicationId: row.id, documentTypes: ['INCOME_PROOF'], note: null }, testContext);
    expect((await details(ready.browser, row.id)).summary.allowedActions).toContain('EDIT_DOCUMENTS');
    return { ...ready, row };
  }

  /** Nothing is left to answer on the closed application, and nothing can be sent on it. */
  async function expectNothingAsked(browser: TestBrowser, id: string, closing: string) {
    const closed = await details(browser, id);
    expect(closed.pendingDocumentRequest).toBeNull();
    expect(closed.summary).toMatchObject({ hasPendingDocuments: false, allowedActions: [] });
    expect(closed.events.map((event) => event.type).slice(-2)).toEqual([closing, 'DOCUMENT_REQUEST_CANCELED']);
    const [request] = await requestsOf(id);
    expect(request?.canceledAt).toBeInstanceOf(Date);
    expect(request?.answeredAt).toEqual(request?.canceledAt);
    // A closed application answers no request, whatever is left of one.
    expect(failure(await browser.post(`${base}/submit-edit`, { applicationId: id }), 409).code).toBe('APPLICATION_TRANSITION_NOT_ALLOWED');
    const link = await browser.post(`${base}/save-ssp-application-documents/${id}`, { attachmentIds: [randomUUID()] });
    expect(failure(link, 409).code).toBe('DOCUMENTS_NOT_EDITABLE');
  }

  it('withdraw cancels the open request for documents', async () => {
    const { browser, row } = await withRequest(true);
    ok(await browser.post(`${base}/withdraw`, { applicationId: row.id, reason: 'We no longer need it.' }), e.withdraw.response);
    await expectNothingAsked(browser, row.id, 'WITHDRAW');
  });

  it('cancel-submit cancels the open request for documents', async () => {
    const { browser, row } = await withRequest(false);
    ok(await browser.post(`${base}/cancel-submit/${row.id}`), e.cancelSubmit.response);
    await expectNothingAsked(browser, row.id, 'CANCEL_SUBMIT');
  });

  it('a closing step with no open request adds no event', async () => {
    const { browser, user, house } = await readyApplicant();
    const row = await createApplication(db(), { applicantAccountId: user.accountId, houseIds: [house.id] });
    ok(await browser.post(`${base}/cancel-submit/${row.id}`), e.cancelSubmit.response);
    expect((await details(browser, row.id)).events.map((event) => event.type)).toEqual(['CREATED', 'SUBMIT', 'CANCEL_SUBMIT']);
  });

  it('never offers document editing on a closed application, even with a request left open', async () => {
    const { browser, user } = await readyApplicant();
    for (const status of ['CANCELED', 'WITHDRAWN'] as const) {
      const row = await createApplication(db(), { applicantAccountId: user.accountId, status });
      await createDocumentRequest(db(), row.id);
      const summary = ok(await browser.get(`${base}/load/${row.id}`), e.loadApplication.response);
      expect(summary).toMatchObject({ hasPendingDocuments: true, allowedActions: [] });
    }
  });

  it('lets no case worker ask for documents on a closed application or a draft', async () => {
    const { user } = await readyApplicant();
    for (const status of ['CANCELED', 'WITHDRAWN', 'DRAFT'] as const) {
      const row = await createApplication(db(), { applicantAccountId: user.accountId, status });
      const refused = await study()
        .requestDocuments(caseWorker(), { applicationId: row.id, documentTypes: ['INCOME_PROOF'], note: null }, testContext)
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(refused).toBeInstanceOf(DomainError);
      expect((refused as DomainError).code).toBe('APPLICATION_TRANSITION_NOT_ALLOWED');
      expect(await requestsOf(row.id)).toEqual([]);
    }
  });
});
