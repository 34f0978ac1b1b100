import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationSummarySchema, manualReapplyResultSchema, selectedHouseDependentsSchema } from '@sanad/contract';
import { application, applicationEvent, auditEvent, manualReapply } from '../../db/schema/index.ts';
import { birthDateForAge, createDependent, createHouse } from '../../test/factories/household.factory.ts';
import { base, createApplication, failure, ok, selectInto, selectionTestApp, setStatus } from './application-selection.test-kit.ts';
import { reapplyPeriod } from './reapply-period.ts';

describe('manual reapply (/api/application/*manual-reapply)', () => {
  const { db, signedIn, repository } = selectionTestApp();

  /** An applicant with a studied application: one house and one child selected in it, in the given state. */
  async function studied(status: 'INELIGIBLE' | 'ELIGIBLE' = 'INELIGIBLE') {
    const { user, browser } = await signedIn();
    const home = await createHouse(db(), user.accountId);
    const child = await createDependent(db(), { applicantAccountId: user.accountId, houseId: home.id, birthDate: birthDateForAge(9) });
    const applicationId = await createApplication(db(), user.accountId);
    await selectInto(db(), applicationId, home.id, [child.id]);
    await setStatus(db(), applicationId, status);
    return { user, browser, home, child: child.id, applicationId };
  }
  const eventsOf = (applicationId: string) => db().select().from(applicationEvent).where(eq(applicationEvent.applicationId, applicationId));

  it('takes an ineligible application back under study, once a month', async () => {
    const { browser, applicationId } = await studied();
    const period = reapplyPeriod(new Date());

    const answer = ok(
      await browser.post(`${base}/manual-reapply`, { applicationId, reason: 'My income dropped.' }),
      manualReapplyResultSchema,
    );
    expect(answer).toMatchObject({
      applicationId,
      kind: 'APPLICATION',
      subjectId: applicationId,
      period,
      status: 'PENDING',
      applicationStatus: 'UNDER_STUDY',
    });
    const [row] = await db().select().from(application).where(eq(application.id, applicationId));
    expect(row?.status).toBe('UNDER_STUDY');
    const [stored] = await db().select().from(manualReapply).where(eq(manualReapply.applicationId, applicationId));
    expect(stored).toMatchObject({ kind: 'APPLICATION', reason: 'My income dropped.', status: 'PENDING', period });
    const events = await eventsOf(applicationId);
    expect(
      events
        .map((event) => event.type)
        .filter((type) => type !== 'CREATED')
        .sort(),
    ).toEqual(['MANUAL_REAPPLY', 'REAPPLY_REQUESTED']);
    expect(events.find((event) => event.type === 'REAPPLY_REQUESTED')?.note).toContain('APPLICATION');
    expect(events.find((event) => event.type === 'MANUAL_REAPPLY')).toMatchObject({ fromStatus: 'INELIGIBLE', toStatus: 'UNDER_STUDY' });
    const audit = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.entityId, applicationId), eq(auditEvent.action, 'application.manual-reapply')));
    expect(audit).toHaveLength(1);

    // Found ineligible again within the month: the second request is refused, naming the month.
    await setStatus(db(), applicationId, 'INELIGIBLE');
    const again = failure(await browser.post(`${base}/manual-reapply`, { applicationId, reason: 'Again.' }), 409);
    expect(again.code).toBe('REAPPLY_ALREADY_REQUESTED');
    expect(again.message).toContain(period);
  });

  it('refuses an application that is not ineligible, and an empty reason', async () => {
    const { browser, applicationId } = await studied('ELIGIBLE');
    expect(failure(await browser.post(`${base}/manual-reapply`, { applicationId, reason: 'Please.' }), 409).code).toBe(
      'APPLICATION_TRANSITION_NOT_ALLOWED',
    );
    expect(await db().select().from(manualReapply).where(eq(manualReapply.applicationId, applicationId))).toEqual([]);
    failure(await browser.post(`${base}/manual-reapply`, { applicationId, reason: '   ' }), 400);
    failure(await browser.post(`${base}/manual-reapply`, { applicationId, reason: 'x'.repeat(501) }), 400);
  });

  it('asks again for an ineligible house and a declined house, each once a month', async () => {
    const { browser, home, applicationId } = await studied('ELIGIBLE');
    const body = { applicationId, houseId: home.id, reason: 'We moved the family.' };
    const notYet = failure(await browser.post(`${base}/ineligible-house/manual-reapply`, body), 409);
    expect(notYet.code).toBe('REAPPLY_NOT_APPLICABLE');
    expect(notYet.message).toContain('not eligible');

    await repository().setHouseOutcome(applicationId, home.id, 'INELIGIBLE', 'INCOME_ABOVE_STANDARD');
    const answer = ok(await browser.post(`${base}/ineligible-house/manual-reapply`, body), manualReapplyResultSchema);
    expect(answer).toMatchObject({ kind: 'INELIGIBLE_HOUSE', subjectId: home.id, applicationStatus: 'ELIGIBLE' });
    expect(failure(await browser.post(`${base}/ineligible-house/manual-reapply`, body), 409).code).toBe('REAPPLY_ALREADY_REQUESTED');
    expect(failure(await browser.post(`${base}/declined-house/manual-reapply`, body), 409).code).toBe('REAPPLY_NOT_APPLICABLE');

    await repository().setHouseOutcome(applicationId, home.id, 'DECLINED', null);
    const declined = ok(await browser.post(`${base}/declined-house/manual-reapply`, body), manualReapplyResultSchema);
    expect(declined).toMatchObject({ kind: 'DECLINED_HOUSE', subjectId: home.id });
    expect(failure(await browser.post(`${base}/declined-house/manual-reapply`, body), 409).code).toBe('REAPPLY_ALREADY_REQUESTED');
    const notes = (await eventsOf(applicationId)).filter((event) => event.type === 'REAPPLY_REQUESTED').map((event) => event.note);
    expect(notes).toEqual(expect.arrayContaining([`INELIGIBLE_HOUSE ${home.id}`, `DECLINED_HOUSE ${home.id}`]));
  });

  it('asks again for an ineligible dependent, once a month, and not for one the study did not find ineligible', async () => {
    const { user, browser, home, child, applicationId } = await studied('ELIGIBLE');
    const body = { applicationId, dependentId: child, reason: 'He lives with us again.' };
    expect(failure(await browser.post(`${base}/ineligible-dependent/manual-reapply`, body), 409).code).toBe('REAPPLY_NOT_APPLICABLE');

    await repository().setDependentOutcome(applicationId, child, 'INELIGIBLE', 'DUPLICATE_MEMBER');
    const answer = ok(await browser.post(`${base}/ineligible-dependent/manual-reapply`, body), manualReapplyResultSchema);
    expect(answer).toMatchObject({ kind: 'INELIGIBLE_DEPENDENT', subjectId: child });
    expect(failure(await browser.post(`${base}/ineligible-dependent/manual-reapply`, body), 409).code).toBe('REAPPLY_ALREADY_REQUESTED');

    // A dependent the application does not count cannot be reapplied for.
    const other = await createDependent(db(), { applicantAccountId: user.accountId, houseId: home.id, birthDate: birthDateForAge(4) });
    expect(failure(await browser.post(`${base}/ineligible-dependent/manual-reapply`, { ...body, dependentId: other.id }), 409).code).toBe(
      'REAPPLY_NOT_APPLICABLE',
    );
  });

  it('refuses a subject reapply on a closed application', async () => {
    const { browser, home, applicationId } = await studied('ELIGIBLE');
    await repository().setHouseOutcome(applicationId, home.id, 'INELIGIBLE', null);
    await setStatus(db(), applicationId, 'WITHDRAWN');
    const body = { applicationId, houseId: home.id, reason: 'Please.' };
    expect(failure(await browser.post(`${base}/ineligible-house/manual-reapply`, body), 409).code).toBe('REAPPLY_NOT_APPLICABLE');
  });

  it('lists on the application the variants open now, shows the outcomes in the selection, and offers MANUAL_REAPPLY only then', async () => {
    const { browser, home, child, applicationId } = await studied('ELIGIBLE');
    const summary = async () => {
      const { reapplyKinds, allowedActions } = ok(await browser.get(`${base}/load/${applicationId}`), applicationSummarySchema);
      return { reapplyKinds, allowedActions };
    };
    // Eligible, and nothing found against a house or a dependent: nothing to ask for.
    expect(await summary()).toEqual({ reapplyKinds: [], allowedActions: ['WITHDRAW'] });

    await repository().setHouseOutcome(applicationId, home.id, 'INELIGIBLE', 'INCOME_ABOVE_STANDARD');
    await repository().setDependentOutcome(applicationId, child, 'INELIGIBLE', 'DUPLICATE_MEMBER');
    expect(await summary()).toEqual({
      reapplyKinds: ['INELIGIBLE_HOUSE', 'INELIGIBLE_DEPENDENT'],
      allowedActions: ['WITHDRAW', 'MANUAL_REAPPLY'],
    });
    const selection = ok(
      await browser.get(`${base}/load-selected-houses-dependents/${applicationId}`),
      selectedHouseDependentsSchema.array(),
    );
    expect(selection.map((entry) => ({ house: entry.house.id, outcome: entry.outcome }))).toEqual([
      { house: home.id, outcome: 'INELIGIBLE' },
    ]);
    expect(selection[0]?.dependents.map(({ id, selected, outcome }) => ({ id, selected, outcome }))).toEqual([
      { id: child, selected: true, outcome: 'INELIGIBLE' },
    ]);

    // Asked for this cycle: that variant is gone until next month.
    ok(
      await browser.post(`${base}/ineligible-house/manual-reapply`, { applicationId, houseId: home.id, reason: 'Rent went up.' }),
      manualReapplyResultSchema,
    );
    expect((await summary()).reapplyKinds).toEqual(['INELIGIBLE_DEPENDENT']);
    ok(
      await browser.post(`${base}/ineligible-dependent/manual-reapply`, { applicationId, dependentId: child, reason: 'He lives here.' }),
      manualReapplyResultSchema,
    );
    expect(await summary()).toEqual({ reapplyKinds: [], allowedActions: ['WITHDRAW'] });

    // A declined house is a variant of its own; the whole application only once it is found ineligible.
    await repository().setHouseOutcome(applicationId, home.id, 'DECLINED', null);
    expect((await summary()).reapplyKinds).toEqual(['DECLINED_HOUSE']);
    await setStatus(db(), applicationId, 'INELIGIBLE');
    expect(await summary()).toEqual({ reapplyKinds: ['APPLICATION', 'DECLINED_HOUSE'], allowedActions: ['WITHDRAW', 'MANUAL_REAPPLY'] });
    // What is offered is accepted.
    ok(await browser.post(`${base}/manual-reapply`, { applicationId, reason: 'Please study us again.' }), manualReapplyResultSchema);
    expect((await summary()).reapplyKinds).toEqual(['DECLINED_HOUSE']);
    // A closed application offers nothing.
    await setStatus(db(), applicationId, 'WITHDRAWN');
    expect(await summary()).toEqual({ reapplyKinds: [], allowedActions: [] });
  });

  it("answers 404 for another applicant's application, house or dependent", async () => {
    const mine = await studied();
    const theirs = await studied();
    const reason = 'Please.';
    const browser = mine.browser;
    failure(await browser.post(`${base}/manual-reapply`, { applicationId: theirs.applicationId, reason }), 404);
    failure(
      await browser.post(`${base}/ineligible-house/manual-reapply`, { applicationId: theirs.applicationId, houseId: mine.home.id, reason }),
      404,
    );
    failure(
      await browser.post(`${base}/ineligible-house/manual-reapply`, { applicationId: mine.applicationId, houseId: theirs.home.id, reason }),
      404,
    );
    failure(
      await browser.post(`${base}/declined-house/manual-reapply`, { applicationId: mine.applicationId, houseId: theirs.home.id, reason }),
      404,
    );
    failure(
      await browser.post(`${base}/ineligible-dependent/manual-reapply`, {
        applicationId: mine.applicationId,
        dependentId: theirs.child,
        reason,
      }),
      404,
    );
    expect(await db().select().from(manualReapply).where(eq(manualReapply.applicationId, theirs.applicationId))).toEqual([]);
  });
});
