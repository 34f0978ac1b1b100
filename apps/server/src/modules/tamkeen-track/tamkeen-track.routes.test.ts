import { describe, expect, it } from 'vitest';
import { contract } from '@sanad/contract';
import { auditEvent } from '../../db/schema/index.ts';
import { xsrfHeaders } from '../../test/build-test-app.ts';
import { expectError, expectOk } from '../../test/factories/profile.factory.ts';
import { TestBrowser } from '../../test/factories/session.factory.ts';
import { tamkeenTestApp } from '../tamkeen-profile/tamkeen.test-kit.ts';

const e = contract.tamkeenTrack;
const base = '/api/tamkeen/change-track-request';
const toTraining = { requestedTrack: 'TRAINING', reason: 'I want a training course before looking for work.' };
const unknownId = '00000000-0000-4000-8000-000000000000';

/**
 * Change-track requests (decisions 067, 073) through the endpoints: validated like a save, one open at a time, edited
 * while NEW, decided by a case worker (the track changes on approval); another person's request is a 404.
 */
describe('tamkeen change-track requests (/api/tamkeen/change-track-request/...)', () => {
  const { testApp, signedIn } = tamkeenTestApp();
  const caseStep = (id: string, step: string, comment?: string) =>
    testApp().app.inject({
      method: 'POST',
      url: `/api/dev/tamkeen/change-track-request/${id}/${step}`,
      headers: { 'accept-language': 'en', 'content-type': 'application/json', ...xsrfHeaders() },
      payload: JSON.stringify(comment === undefined ? {} : { comment }),
    });

  it('validates without saving, files one request, and refuses a second while the first is open (naming it)', async () => {
    const { browser } = await signedIn();
    const valid = expectOk(await browser.post(`${base}/validation`, toTraining), e.changeTrackValidation.response);
    expect(valid).toEqual({ valid: true, currentTrack: 'EMPLOYMENT', requestedTrack: 'TRAINING' });
    expect(expectOk(await browser.get(`${base}/load`), e.changeTrackLoad.response)).toEqual([]);

    const filed = expectOk(await browser.post(`${base}/save`, toTraining), e.changeTrackSave.response);
    expect(filed).toMatchObject({
      status: 'NEW',
      fromTrack: 'EMPLOYMENT',
      requestedTrack: 'TRAINING',
      reason: toTraining.reason,
      canEdit: true,
    });
    expect(filed.requestNumber).toMatch(/^TR-\d{4}-\d{6}$/);
    expect(filed.history).toMatchObject([{ from: null, to: 'NEW', by: 'APPLICANT' }]);
    expect(filed.clock.workingDaysLeft).toBe(10);

    const again = await browser.post(`${base}/save`, {
      requestedTrack: 'SELF_EMPLOYMENT',
      reason: 'I would rather start my own small business.',
    });
    const refusal = expectError(again, 409);
    expect(refusal.code).toBe('TAMKEEN_TRACK_REQUEST_OPEN');
    expect((again.json() as { message: string }).message).toContain(filed.requestNumber);
    expect(expectError(await browser.post(`${base}/validation`, toTraining), 409).code).toBe('TAMKEEN_TRACK_REQUEST_OPEN');
    expect(expectOk(await browser.get(`${base}/load`), e.changeTrackLoad.response)).toHaveLength(1);

    const audit = await testApp().database.db.select().from(auditEvent);
    expect(audit.some((line) => line.action === 'tamkeen.track-request.save' && line.entityId === filed.id)).toBe(true);
  });

  it('refuses the current track, a track the classification does not allow, and a short reason (translated)', async () => {
    const { browser } = await signedIn();
    expect(expectError(await browser.post(`${base}/validation`, { ...toTraining, requestedTrack: 'EMPLOYMENT' }), 422).code).toBe(
      'TAMKEEN_TRACK_SAME',
    );
    const treatment = await browser.post(`${base}/save`, { ...toTraining, requestedTrack: 'TREATMENT' }, { 'accept-language': 'ar' });
    expect(expectError(treatment, 422).code).toBe('TAMKEEN_TRACK_NOT_ALLOWED');
    expect((treatment.json() as { message: string }).message).toContain('تصنيفك');
    const short = expectError(await browser.post(`${base}/save`, { ...toTraining, reason: 'why' }), 400);
    expect(short.fields.map((field) => field.field)).toContain('body.reason');
    expect(expectOk(await browser.get(`${base}/load`), e.changeTrackLoad.response)).toEqual([]);
  });

  it('answers 409 TAMKEEN_NOT_ENROLLED to the EXEMPT and 401 to a visitor', async () => {
    const old = await signedIn({ birthDate: '1950-01-01' });
    expect(expectError(await old.browser.post(`${base}/save`, toTraining), 409).code).toBe('TAMKEEN_NOT_ENROLLED');
    expect(expectError(await old.browser.get(`${base}/load`), 409).code).toBe('TAMKEEN_NOT_ENROLLED');
    expect((await new TestBrowser(testApp().app).get(`${base}/load`)).statusCode).toBe(401);
  });

  it('edits a NEW request, not one a case worker took; approval changes the track and frees the next request', async () => {
    const { browser } = await signedIn();
    const filed = expectOk(await browser.post(`${base}/save`, toTraining), e.changeTrackSave.response);
    const edited = expectOk(
      await browser.post(`${base}/edit`, {
        id: filed.id,
        requestedTrack: 'SELF_EMPLOYMENT',
        reason: 'I would rather start my own small business.',
      }),
      e.changeTrackEdit.response,
    );
    expect(edited).toMatchObject({ id: filed.id, requestedTrack: 'SELF_EMPLOYMENT', status: 'NEW' });
    expect(expectError(await browser.post(`${base}/edit`, { ...toTraining, id: filed.id, requestedTrack: 'EMPLOYMENT' }), 422).code).toBe(
      'TAMKEEN_TRACK_SAME',
    );

    expect(expectOk(await caseStep(filed.id, 'take'), e.changeTrackLoadDetails.response).status).toBe('UNDER_REVIEW');
    expect(expectError(await browser.post(`${base}/edit`, { ...toTraining, id: filed.id }), 409).code).toBe(
      'TAMKEEN_TRACK_REQUEST_NOT_EDITABLE',
    );
    expect(expectError(await caseStep(filed.id, 'take'), 409).code).toBe('TAMKEEN_TRACK_STEP_NOT_ALLOWED');
    const approved = expectOk(await caseStep(filed.id, 'approve', 'Agreed with the counsellor.'), e.changeTrackLoadDetails.response);
    expect(approved).toMatchObject({ status: 'APPROVED', decisionComment: 'Agreed with the counsellor.', canEdit: false });
    expect(approved.clock.decidedAt).not.toBeNull();
    expect(approved.history.map((step) => step.to)).toEqual(['NEW', 'UNDER_REVIEW', 'APPROVED']);

    const classification = expectOk(
      await browser.get('/api/tamkeen/classification/load'),
      contract.tamkeenProfile.classificationLoad.response,
    );
    expect(classification.track).toBe('SELF_EMPLOYMENT');
    // Decided: a new request may be filed, from the new track.
    const next = expectOk(await browser.post(`${base}/save`, toTraining), e.changeTrackSave.response);
    expect(next.fromTrack).toBe('SELF_EMPLOYMENT');
  });

  it('rejects only with a reason, which the person reads; the track stays', async () => {
    const { browser } = await signedIn();
    const filed = expectOk(await browser.post(`${base}/save`, toTraining), e.changeTrackSave.response);
    expect(expectError(await caseStep(filed.id, 'reject'), 400).fields).toEqual([{ field: 'body.comment', code: 'required' }]);
    expect(
      expectOk(await caseStep(filed.id, 'reject', 'Finish the employment plan first.'), e.changeTrackLoadDetails.response).status,
    ).toBe('REJECTED');
    const details = expectOk(await browser.get(`${base}/load-details/${filed.id}`), e.changeTrackLoadDetails.response);
    expect(details).toMatchObject({ status: 'REJECTED', decisionComment: 'Finish the employment plan first.', canEdit: false });
    const classification = expectOk(
      await browser.get('/api/tamkeen/classification/load'),
      contract.tamkeenProfile.classificationLoad.response,
    );
    expect(classification.track).toBe('EMPLOYMENT');
  });

  it('filters by status and track a page at a time, newest first', async () => {
    const { browser } = await signedIn();
    const first = expectOk(await browser.post(`${base}/save`, toTraining), e.changeTrackSave.response);
    await caseStep(first.id, 'reject', 'Not now.');
    const second = expectOk(
      await browser.post(`${base}/save`, { requestedTrack: 'SELF_EMPLOYMENT', reason: 'I would rather start my own small business.' }),
      e.changeTrackSave.response,
    );
    const all = expectOk(await browser.post(`${base}/load-by-filter`, {}), e.changeTrackLoadByFilter.response);
    expect(all.total).toBe(2);
    expect(all.items.map((item) => item.id)).toEqual([second.id, first.id]);
    const open = expectOk(
      await browser.post(`${base}/load-by-filter`, { status: ['NEW', 'UNDER_REVIEW'] }),
      e.changeTrackLoadByFilter.response,
    );
    expect(open.items.map((item) => item.id)).toEqual([second.id]);
    const training = expectOk(
      await browser.post(`${base}/load-by-filter`, { requestedTrack: 'TRAINING' }),
      e.changeTrackLoadByFilter.response,
    );
    expect(training.items.map((item) => item.id)).toEqual([first.id]);
    const paged = expectOk(await browser.post(`${base}/load-by-filter`, { page: 1, pageSize: 1 }), e.changeTrackLoadByFilter.response);
    expect(paged).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(paged.items.map((item) => item.id)).toEqual([first.id]);
    expect(expectError(await browser.post(`${base}/load-by-filter`, { status: ['OPEN'] }), 400).code).toBe('VALIDATION_FAILED');
  });

  it("answers 404 for another person's request, to read or to edit, and for an unknown id", async () => {
    const owner = await signedIn();
    const filed = expectOk(await owner.browser.post(`${base}/save`, toTraining), e.changeTrackSave.response);
    const stranger = await signedIn();
    expect(expectError(await stranger.browser.get(`${base}/load-details/${filed.id}`), 404).code).toBe('NOT_FOUND');
    expect(expectError(await stranger.browser.post(`${base}/edit`, { ...toTraining, id: filed.id }), 404).code).toBe('NOT_FOUND');
    expect(expectError(await owner.browser.get(`${base}/load-details/${unknownId}`), 404).code).toBe('NOT_FOUND');
    expect(expectError(await caseStep(unknownId, 'take'), 404).code).toBe('NOT_FOUND');
  });
});
