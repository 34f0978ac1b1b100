import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectionSyncSchema } from '@sanad/contract';
import { applicationEvent, dependent, house, relationConfirmation } from '../../db/schema/index.ts';
import { birthDateForAge, createAccountDependent, createDependent, createHouse } from '../../test/factories/household.factory.ts';
import { base, createApplication, failure, ok, selectInto, selectionTestApp, setStatus } from './application-selection.test-kit.ts';

describe('re-sync of an application with the household (POST /api/application/process-application-houses)', () => {
  const { db, signedIn } = selectionTestApp();
  const sync = '/process-application-houses';

  it('drops deleted houses and the dependents removed, moved or no longer selectable, with one timeline event', async () => {
    const { user, browser } = await signedIn();
    const [first, second, third] = [
      await createHouse(db(), user.accountId),
      await createHouse(db(), user.accountId),
      await createHouse(db(), user.accountId),
    ];
    const kept = await createDependent(db(), { applicantAccountId: user.accountId, houseId: first.id, birthDate: birthDateForAge(5) });
    const mover = await createDependent(db(), { applicantAccountId: user.accountId, houseId: first.id, birthDate: birthDateForAge(7) });
    const removed = await createDependent(db(), { applicantAccountId: user.accountId, houseId: first.id, birthDate: birthDateForAge(9) });
    const adult = await createAccountDependent(db(), { applicantAccountId: user.accountId, houseId: first.id });
    const inSecond = await createDependent(db(), { applicantAccountId: user.accountId, houseId: second.id, birthDate: birthDateForAge(3) });
    const applicationId = await createApplication(db(), user.accountId);
    await selectInto(db(), applicationId, first.id, [kept.id, mover.id, removed.id, adult.dependentId]);
    await selectInto(db(), applicationId, second.id, [inSecond.id]);
    await setStatus(db(), applicationId, 'SUBMITTED');

    // The household changes after the selection: a house deleted, one child moved, one removed, a relation rejected.
    await db().update(dependent).set({ houseId: null }).where(eq(dependent.id, inSecond.id));
    await db().update(house).set({ deletedAt: new Date() }).where(eq(house.id, second.id));
    await db().update(dependent).set({ houseId: third.id }).where(eq(dependent.id, mover.id));
    await db().update(dependent).set({ status: 'REMOVED', removedAt: new Date() }).where(eq(dependent.id, removed.id));
    await db()
      .update(relationConfirmation)
      .set({ status: 'REJECTED' })
      .where(eq(relationConfirmation.id, adult.confirmationId ?? ''));

    const answer = ok(await browser.post(`${base}${sync}`, { applicationId }), selectionSyncSchema);
    expect(answer.removedHouses).toEqual([second.id]);
    expect(answer.removedDependents).toHaveLength(4);
    expect(answer.removedDependents).toEqual(
      expect.arrayContaining([
        { dependentId: mover.id, reason: 'MOVED' },
        { dependentId: removed.id, reason: 'REMOVED' },
        { dependentId: adult.dependentId, reason: 'RELATION_REJECTED' },
        { dependentId: inSecond.id, reason: 'HOUSE_REMOVED' },
      ]),
    );
    expect(answer.selection.map((row) => row.house.id)).toEqual([first.id]);
    expect(answer.selection[0]?.dependents.filter((row) => row.selected).map((row) => row.id)).toEqual([kept.id]);

    const events = await db()
      .select()
      .from(applicationEvent)
      .where(and(eq(applicationEvent.applicationId, applicationId), eq(applicationEvent.type, 'SELECTION_SYNCED')));
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]?.note ?? '{}')).toMatchObject({ removedHouses: [second.id] });

    // Nothing left to drop: the same answer without a second event.
    const again = ok(await browser.post(`${base}${sync}`, { applicationId }), selectionSyncSchema);
    expect(again).toMatchObject({ removedHouses: [], removedDependents: [] });
    const after = await db()
      .select()
      .from(applicationEvent)
      .where(and(eq(applicationEvent.applicationId, applicationId), eq(applicationEvent.type, 'SELECTION_SYNCED')));
    expect(after).toHaveLength(1);
  });

  it("refuses a closed application, and answers 404 for another applicant's", async () => {
    const { user, browser } = await signedIn();
    const other = await signedIn();
    const theirs = await createApplication(db(), other.user.accountId, { status: 'SUBMITTED' });
    failure(await browser.post(`${base}${sync}`, { applicationId: theirs }), 404);
    failure(await browser.post(`${base}${sync}`, { applicationId: 'not-a-uuid' }), 404);

    const withdrawn = await createApplication(db(), user.accountId, { status: 'WITHDRAWN' });
    const refused = failure(await browser.post(`${base}${sync}`, { applicationId: withdrawn }), 409);
    expect(refused.code).toBe('APPLICATION_NOT_EDITABLE');
  });
});
