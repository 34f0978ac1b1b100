import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contract, currentUserSchema } from '@sanad/contract';
import {
  applicationDependent,
  applicationEvent,
  dependent,
  house,
  programFormSubmission,
  relationConfirmation,
} from '../../db/schema/index.ts';
import { completeProfile, selectHouse, validFormAnswers } from '../../test/factories/application.factory.ts';
import { createAccountDependent, createHouse } from '../../test/factories/household.factory.ts';
import { completeProfileTabs, confirmDependents, createVerifiedIban } from '../../test/factories/profile.factory.ts';
import { TestBrowser } from '../../test/factories/session.factory.ts';
import { applicationTestApp, base, failure, fieldCodes, ok } from './application-routes.test-kit.ts';

const e = contract.application;

/** A mobile number nobody else in the test database gave (the SSP form's alternativeMobile is unique, rule 1002). */
const freshMobile = () => `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('submit: what is sent (re-sync of the selection, unique answers of a moved draft)', () => {
  const { app, db, readyApplicant } = applicationTestApp();

  const save = (browser: TestBrowser, applicationId: string | null, formAnswers = validFormAnswers()) =>
    browser.post(`${base}/save-ssp-application-details`, { applicationId, formAnswers });
  const submit = (browser: TestBrowser, applicationId: string) => browser.post(`${base}/submit`, { applicationId });
  const syncEvents = (applicationId: string) =>
    db()
      .select()
      .from(applicationEvent)
      .where(and(eq(applicationEvent.applicationId, applicationId), eq(applicationEvent.type, 'SELECTION_SYNCED')));
  const counted = async (applicationId: string) =>
    (await db().select().from(applicationDependent).where(eq(applicationDependent.applicationId, applicationId)))
      .map((row) => row.dependentId)
      .sort();

  /** A ready applicant with a draft counting their wife and son and two adult sons with accounts (both confirmed). */
  async function draftWithAdults() {
    const ready = await readyApplicant();
    const [wife, son] = ready.dependents;
    if (!wife || !son) throw new Error('the ready applicant has a wife and a son');
    const adults = [
      await createAccountDependent(db(), { applicantAccountId: ready.user.accountId, houseId: ready.house.id }),
      await createAccountDependent(db(), { applicantAccountId: ready.user.accountId, houseId: ready.house.id }),
    ];
    for (const adult of adults) await completeProfileTabs(db(), adult.account.personId, { socialStatus: 'SINGLE' });
    const draft = ok(await save(ready.browser, null), e.saveDetails.response);
    const id = draft.summary.id;
    await selectHouse(db(), id, ready.house.id, [wife.id, son.id, ...adults.map((adult) => adult.dependentId)]);
    return { ...ready, id, wife, son, adults };
  }

  it('re-syncs the selection first: dependents moved, removed, who rejected or lost the relation are not sent', async () => {
    const { browser, user, id, wife, son, adults } = await draftWithAdults();
    const [rejecting, unconfirmed] = adults;
    if (!rejecting || !unconfirmed) throw new Error('two adults');
    // The household changes after the selection.
    const elsewhere = await createHouse(db(), user.accountId);
    await db().update(dependent).set({ houseId: elsewhere.id }).where(eq(dependent.id, son.id));
    await db().update(dependent).set({ status: 'REMOVED', removedAt: new Date() }).where(eq(dependent.id, wife.id));
    await db()
      .update(relationConfirmation)
      .set({ status: 'REJECTED' })
      .where(eq(relationConfirmation.id, rejecting.confirmationId ?? ''));
    await db()
      .update(relationConfirmation)
      .set({ status: 'PENDING', decidedAt: null })
      .where(eq(relationConfirmation.id, unconfirmed.confirmationId ?? ''));

    const sent = ok(await submit(browser, id), e.submit.response);
    expect(sent).toMatchObject({ status: 'SUBMITTED', housesCount: 1, dependentsCount: 0 });
    expect(await counted(id)).toEqual([]);
    const [synced] = await syncEvents(id);
    expect(JSON.parse(synced?.note ?? '{}')).toEqual({
      removedHouses: [],
      removedDependents: expect.arrayContaining([
        { dependentId: son.id, reason: 'MOVED' },
        { dependentId: wife.id, reason: 'REMOVED' },
        { dependentId: rejecting.dependentId, reason: 'RELATION_REJECTED' },
        { dependentId: unconfirmed.dependentId, reason: 'RELATION_NOT_CONFIRMED' },
      ]),
    });
    // The drop comes before the submission on the timeline.
    const details = ok(await browser.get(`${base}/load-ssp-application-details/${id}`), e.loadDetails.response);
    expect(details.events.map((event) => event.type).slice(-2)).toEqual(['SELECTION_SYNCED', 'SUBMIT']);
  });

  it('sends an unchanged selection as it is, without a SELECTION_SYNCED event', async () => {
    const { browser, id, adults } = await draftWithAdults();
    const sent = ok(await submit(browser, id), e.submit.response);
    expect(sent.dependentsCount).toBe(4);
    expect(await counted(id)).toHaveLength(2 + adults.length);
    expect(await syncEvents(id)).toEqual([]);
  });

  it('refuses when no house remains after the re-sync, and rolls the drop back', async () => {
    const { browser, id, house: home, user } = await draftWithAdults();
    // A second house, never selected, keeps NO_HOUSE from blocking first: the selected one is what goes.
    await createHouse(db(), user.accountId, { buildingNumber: '9876' });
    await db().update(house).set({ deletedAt: new Date() }).where(eq(house.id, home.id));
    expect(failure(await submit(browser, id), 409).code).toBe('APPLICATION_HOUSES_REQUIRED');
    expect(await counted(id)).toHaveLength(4);
    expect(await syncEvents(id)).toEqual([]);
  });

  it('keeps the unique answers of a draft moved by a transfer of head of household its own', async () => {
    const head = await readyApplicant();
    const [wife, child] = head.dependents;
    if (!wife || !child) throw new Error('the ready applicant has a wife and a son');
    const son = await createAccountDependent(db(), {
      applicantAccountId: head.user.accountId,
      relationship: 'SON',
      houseId: head.house.id,
    });
    await completeProfileTabs(db(), son.account.personId, { applicant: true, socialStatus: 'SINGLE' });
    const mobile = freshMobile();
    const draft = ok(await save(head.browser, null, validFormAnswers({ alternativeMobile: mobile })), e.saveDetails.response);
    await selectHouse(db(), draft.summary.id, head.house.id, [wife.id, child.id]);

    ok(
      await head.browser.post('/api/users/transfer-to-hoh', {
        dependentId: son.dependentId,
        formerHeadRelationship: 'FATHER',
        relationships: [
          { dependentId: wife.id, relationship: 'MOTHER' },
          { dependentId: child.id, relationship: 'BROTHER' },
        ],
      }),
      currentUserSchema,
    );
    // The new head is ready to apply in his own right.
    await confirmDependents(db(), son.account.personId);
    await completeProfile(db(), son.account.personId);
    await createVerifiedIban(db(), son.account.accountId);
    const newHead = new TestBrowser(app());
    await newHead.signIn(son.account);

    // The value is the application's claim, not the former head's: the new head sends it, and may change the answers.
    ok(await save(newHead, draft.summary.id, validFormAnswers({ alternativeMobile: mobile })), e.saveDetails.response);
    const sent = ok(await submit(newHead, draft.summary.id), e.submit.response);
    expect(sent.status).toBe('SUBMITTED');
    const submissions = await db().select().from(programFormSubmission).where(eq(programFormSubmission.applicationId, draft.summary.id));
    expect(submissions.map((row) => [row.accountId, row.answers.alternativeMobile])).toEqual([[son.account.accountId, mobile]]);

    // Another household still cannot use it.
    const other = await readyApplicant();
    const clash = failure(await save(other.browser, null, validFormAnswers({ alternativeMobile: mobile })), 400);
    expect(fieldCodes(clash)).toEqual([{ field: 'body.formAnswers.alternativeMobile', code: 'unique' }]);
  });
});
