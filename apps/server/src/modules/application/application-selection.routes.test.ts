import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dependentSchema,
  houseDependentsCountSchema,
  houseSchema,
  selectableHouseSchema,
  selectedHouseDependentsSchema,
  selectedHouseIdSchema,
  selectionDependentSchema,
} from '@sanad/contract';
import { auditEvent, house } from '../../db/schema/index.ts';
import { birthDateForAge, createAccountDependent, createDependent, createHouse } from '../../test/factories/household.factory.ts';
import type { TestAccount } from '../../test/factories/session.factory.ts';
import {
  base,
  createApplication,
  failure,
  ok,
  selectInto,
  selectionTestApp,
  setStatus,
  unknownId,
} from './application-selection.test-kit.ts';

describe('selection of houses and dependents (/api/application)', () => {
  const { db, signedIn } = selectionTestApp();

  /**
   * A household of two houses: in the first a child, an adult who confirmed the relation, an adult whose confirmation
   * is pending and a child in the other parent's custody; in the second an adult who rejected the relation; one more
   * dependent lives in no house.
   */
  async function household(user: TestAccount) {
    const [first, second] = [await createHouse(db(), user.accountId), await createHouse(db(), user.accountId)];
    const child = await createDependent(db(), { applicantAccountId: user.accountId, houseId: first.id, birthDate: birthDateForAge(8) });
    const confirmed = await createAccountDependent(db(), { applicantAccountId: user.accountId, houseId: first.id });
    const pending = await createAccountDependent(db(), {
      applicantAccountId: user.accountId,
      houseId: first.id,
      relationStatus: 'PENDING',
    });
    const otherCustody = await createDependent(db(), {
      applicantAccountId: user.accountId,
      houseId: first.id,
      birthDate: birthDateForAge(6),
      custody: 'OTHER_PARENT',
    });
    const rejected = await createAccountDependent(db(), {
      applicantAccountId: user.accountId,
      houseId: second.id,
      relationStatus: 'REJECTED',
    });
    const homeless = await createDependent(db(), { applicantAccountId: user.accountId, birthDate: birthDateForAge(10) });
    return {
      first,
      second,
      child: child.id,
      confirmed: confirmed.dependentId,
      pending: pending.dependentId,
      pendingName: pending.account.nameEn,
      otherCustody: otherCustody.id,
      rejected: rejected.dependentId,
      homeless: homeless.id,
    };
  }

  async function applicantWithDraft() {
    const { user, browser } = await signedIn();
    const h = await household(user);
    const applicationId = await createApplication(db(), user.accountId);
    return { user, browser, h, applicationId };
  }

  it('lists every live house with whether the application counts it, and the selected ones alone', async () => {
    const { user, browser, h, applicationId } = await applicantWithDraft();
    const deleted = await createHouse(db(), user.accountId, { deletedAt: new Date() });
    await selectInto(db(), applicationId, h.first.id);

    const all = ok(await browser.get(`${base}/load-selected-houses/${applicationId}`), selectableHouseSchema.array());
    expect(all.map(({ id, selected }) => ({ id, selected }))).toEqual([
      { id: h.first.id, selected: true },
      { id: h.second.id, selected: false },
    ]);
    expect(all.map((row) => row.id)).not.toContain(deleted.id);
    expect(all[0]?.residentsCount).toBe(4);

    const selected = ok(await browser.get(`${base}/load-application-selected-houses/${applicationId}`), houseSchema.array());
    expect(selected.map((row) => row.id)).toEqual([h.first.id]);
  });

  it('lists the adult dependents who confirmed the relation', async () => {
    const { browser, h } = await applicantWithDraft();
    const adults = ok(await browser.get(`${base}/load-adult-confirmed-dependents`), dependentSchema.array());
    expect(adults.map((row) => row.id)).toEqual([h.confirmed]);
    expect(adults[0]).toMatchObject({ adult: true, relationStatus: 'CONFIRMED' });
  });

  it('shows each selected house with every dependent living in it: selected, selectable and why not', async () => {
    const { browser, h, applicationId } = await applicantWithDraft();
    await selectInto(db(), applicationId, h.first.id, [h.child]);

    const answer = ok(await browser.get(`${base}/load-selected-houses-dependents/${applicationId}`), selectedHouseDependentsSchema.array());
    expect(answer).toHaveLength(1);
    expect(answer[0]?.house.id).toBe(h.first.id);
    expect(answer[0]?.dependents.map(({ id, selected, selectable, reason }) => ({ id, selected, selectable, reason }))).toEqual([
      { id: h.child, selected: true, selectable: true, reason: null },
      { id: h.confirmed, selected: false, selectable: true, reason: null },
      { id: h.pending, selected: false, selectable: false, reason: 'RELATION_NOT_CONFIRMED' },
      { id: h.otherCustody, selected: false, selectable: false, reason: 'IN_OTHER_PARENT_CUSTODY' },
    ]);

    const count = ok(
      await browser.get(`${base}/load-application-houses-dependent-number/${applicationId}/${h.first.id}`),
      houseDependentsCountSchema,
    );
    expect(count).toEqual({ houseId: h.first.id, dependentsCount: 1 });
    const none = ok(
      await browser.get(`${base}/load-application-houses-dependent-number/${applicationId}/${h.second.id}`),
      houseDependentsCountSchema,
    );
    expect(none).toEqual({ houseId: h.second.id, dependentsCount: 0 });
  });

  it('lists the dependents living in a house, and those living elsewhere or nowhere, for the open application', async () => {
    const { browser, h, applicationId } = await applicantWithDraft();
    await selectInto(db(), applicationId, h.first.id, [h.confirmed]);

    const inside = ok(await browser.get(`${base}/load-dependents-based-on-house/${h.first.id}`), selectionDependentSchema.array());
    expect(inside.map(({ id, selected }) => ({ id, selected }))).toEqual([
      { id: h.child, selected: false },
      { id: h.confirmed, selected: true },
      { id: h.pending, selected: false },
      { id: h.otherCustody, selected: false },
    ]);

    const outside = ok(await browser.get(`${base}/load-dependents-not-based-on-house/${h.first.id}`), selectionDependentSchema.array());
    expect(outside.map(({ id, houseId, reason }) => ({ id, houseId, reason }))).toEqual([
      { id: h.rejected, houseId: h.second.id, reason: 'RELATION_REJECTED' },
      { id: h.homeless, houseId: null, reason: 'NO_HOUSE' },
    ]);
  });

  it('finds the house a dependent is counted in, by the open application or by a named one', async () => {
    const { browser, h, applicationId } = await applicantWithDraft();
    await selectInto(db(), applicationId, h.first.id, [h.child]);

    expect(ok(await browser.get(`${base}/find-selected-houseId-for-dependent/${h.child}`), selectedHouseIdSchema)).toEqual({
      houseId: h.first.id,
    });
    expect(ok(await browser.get(`${base}/find-selected-houseId-for-dependent/${h.confirmed}`), selectedHouseIdSchema)).toEqual({
      houseId: null,
    });

    const found = ok(await browser.get(`${base}/find-selected-house-for-dependent/${applicationId}/${h.child}`), houseSchema.nullable());
    expect(found?.id).toBe(h.first.id);
    const missing = await browser.get(`${base}/find-selected-house-for-dependent/${applicationId}/${h.confirmed}`);
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toBeNull();
  });

  it('adds and removes a house; removing it drops its dependents; every change is audited', async () => {
    const { browser, h, applicationId } = await applicantWithDraft();
    const added = ok(await browser.post(`${base}/select-houses/${applicationId}/${h.second.id}`, { selected: true }), houseSchema.array());
    expect(added.map((row) => row.id)).toEqual([h.second.id]);
    // Selecting twice changes nothing.
    ok(await browser.post(`${base}/select-houses/${applicationId}/${h.second.id}`, { selected: true }), houseSchema.array());
    ok(await browser.post(`${base}/select-houses/${applicationId}/${h.first.id}`, { selected: true }), houseSchema.array());
    ok(
      await browser.post(`${base}/select-houses-dependents/${applicationId}/${h.first.id}`, { dependentIds: [h.child] }),
      selectionDependentSchema.array(),
    );

    const left = ok(await browser.post(`${base}/select-houses/${applicationId}/${h.first.id}`, { selected: false }), houseSchema.array());
    expect(left.map((row) => row.id)).toEqual([h.second.id]);
    expect(ok(await browser.get(`${base}/find-selected-houseId-for-dependent/${h.child}`), selectedHouseIdSchema)).toEqual({
      houseId: null,
    });

    const audit = await db().select().from(auditEvent).where(eq(auditEvent.entityId, applicationId));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'application.select-dependents',
      'application.select-house',
      'application.select-house',
      'application.select-house',
      'application.select-house',
    ]);
    expect(audit.find((row) => (row.after as { selected?: boolean }).selected === false)?.after).toMatchObject({
      droppedDependents: [h.child],
    });
  });

  it('saves the whole list of a house’s dependents and answers the house’s dependents', async () => {
    const { browser, h, applicationId } = await applicantWithDraft();
    await selectInto(db(), applicationId, h.first.id, [h.child]);

    const answer = ok(
      await browser.post(`${base}/select-houses-dependents/${applicationId}/${h.first.id}`, { dependentIds: [h.confirmed, h.confirmed] }),
      selectionDependentSchema.array(),
    );
    expect(answer.filter((row) => row.selected).map((row) => row.id)).toEqual([h.confirmed]);
    const emptied = ok(
      await browser.post(`${base}/select-houses-dependents/${applicationId}/${h.first.id}`, { dependentIds: [] }),
      selectionDependentSchema.array(),
    );
    expect(emptied.some((row) => row.selected)).toBe(false);
  });

  it('refuses an adult with an account whose relation is pending, naming them; and one who rejected it', async () => {
    const { browser, h, applicationId } = await applicantWithDraft();
    await selectInto(db(), applicationId, h.first.id);
    await selectInto(db(), applicationId, h.second.id);

    const pending = failure(
      await browser.post(`${base}/select-houses-dependents/${applicationId}/${h.first.id}`, { dependentIds: [h.child, h.pending] }),
      409,
    );
    expect(pending.code).toBe('DEPENDENT_NOT_SELECTABLE');
    expect(pending.message).toContain(h.pendingName);
    expect(pending.message).toContain('not confirmed the relation');
    // Nothing of the refused list was saved.
    expect(
      ok(await browser.get(`${base}/load-application-houses-dependent-number/${applicationId}/${h.first.id}`), houseDependentsCountSchema)
        .dependentsCount,
    ).toBe(0);

    const rejected = failure(
      await browser.post(`${base}/select-houses-dependents/${applicationId}/${h.second.id}`, { dependentIds: [h.rejected] }),
      409,
    );
    expect(rejected.code).toBe('DEPENDENT_NOT_SELECTABLE');
    expect(
      failure(
        await browser.post(`${base}/select-houses-dependents/${applicationId}/${h.first.id}`, { dependentIds: [h.otherCustody] }),
        409,
      ).code,
    ).toBe('DEPENDENT_NOT_SELECTABLE');
  });

  it('refuses a dependent of another house, a house not selected, more than 50 ids, and any change outside a draft', async () => {
    const { browser, h, applicationId } = await applicantWithDraft();
    await selectInto(db(), applicationId, h.first.id);

    const elsewhere = failure(
      await browser.post(`${base}/select-houses-dependents/${applicationId}/${h.first.id}`, { dependentIds: [h.rejected] }),
      409,
    );
    expect(elsewhere.code).toBe('DEPENDENT_NOT_IN_HOUSE');
    expect(
      failure(await browser.post(`${base}/select-houses-dependents/${applicationId}/${h.second.id}`, { dependentIds: [] }), 409).code,
    ).toBe('HOUSE_NOT_SELECTED');
    const many = Array.from({ length: 51 }, () => h.child);
    failure(await browser.post(`${base}/select-houses-dependents/${applicationId}/${h.first.id}`, { dependentIds: many }), 400);

    await setStatus(db(), applicationId, 'SUBMITTED');
    const closed = failure(await browser.post(`${base}/select-houses/${applicationId}/${h.second.id}`, { selected: true }), 409);
    expect(closed.code).toBe('APPLICATION_NOT_EDITABLE');
    expect(closed.message).toContain('submitted');
    expect(
      failure(await browser.post(`${base}/select-houses-dependents/${applicationId}/${h.first.id}`, { dependentIds: [h.child] }), 409).code,
    ).toBe('APPLICATION_NOT_EDITABLE');
  });

  it("answers 404 for another applicant's application, house or dependent, and for unknown or malformed ids", async () => {
    const { browser, h, applicationId } = await applicantWithDraft();
    const other = await signedIn();
    const theirs = await household(other.user);
    const theirApplication = await createApplication(db(), other.user.accountId);
    await selectInto(db(), applicationId, h.first.id);

    const reads = [
      `load-selected-houses/${theirApplication}`,
      `load-application-selected-houses/${theirApplication}`,
      `load-selected-houses-dependents/${theirApplication}`,
      `load-selected-houses-dependents/not-a-uuid`,
      `load-application-houses-dependent-number/${theirApplication}/${h.first.id}`,
      `load-application-houses-dependent-number/${applicationId}/${theirs.first.id}`,
      `load-dependents-based-on-house/${theirs.first.id}`,
      `load-dependents-not-based-on-house/${unknownId}`,
      `find-selected-houseId-for-dependent/${theirs.child}`,
      `find-selected-house-for-dependent/${theirApplication}/${h.child}`,
      `find-selected-house-for-dependent/${applicationId}/${theirs.child}`,
    ];
    for (const path of reads) failure(await browser.get(`${base}/${path}`), 404);

    failure(await browser.post(`${base}/select-houses/${theirApplication}/${h.first.id}`, { selected: true }), 404);
    failure(await browser.post(`${base}/select-houses/${applicationId}/${theirs.first.id}`, { selected: true }), 404);
    failure(await browser.post(`${base}/select-houses-dependents/${applicationId}/${h.first.id}`, { dependentIds: [theirs.child] }), 404);
    failure(await browser.post(`${base}/select-houses-dependents/${applicationId}/${h.first.id}`, { dependentIds: [unknownId] }), 404);

    // A deleted house cannot be selected either.
    await db().update(house).set({ deletedAt: new Date() }).where(eq(house.id, h.second.id));
    failure(await browser.post(`${base}/select-houses/${applicationId}/${h.second.id}`, { selected: true }), 404);
  });
});
