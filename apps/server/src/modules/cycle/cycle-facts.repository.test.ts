import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application, person } from '../../db/schema/index.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { createApplication, createReadyApplicant } from '../../test/factories/application.factory.ts';
import { createAccountDependent, createDependent, createHouse } from '../../test/factories/household.factory.ts';
import { completeProfileTabs } from '../../test/factories/profile.factory.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createApplicationRepository } from '../application/application.repository.ts';
import { createProfileRepository } from '../profile/profile.repository.ts';
import { createCycleFactsRepository } from './cycle-facts.repository.ts';
import { duplicatesByApplication, housesToEvaluate } from './cycle-facts.ts';
import { activeStatuses, countingStatuses } from './cycle-steps.ts';

/** The batch reads of the cycle against a real database: the facts the eligibility function is given. */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the facts of a batch', () => {
  it('reads the ban, the deceased head and the relations of each household in set queries', async () => {
    const { db } = database;
    const facts = createCycleFactsRepository(db);
    const applications = createApplicationRepository(db);

    // A household under ban through a confirmed adult dependent's withdrawal; its head died in the cycle's month.
    const banned = await createReadyApplicant(db);
    const son = await createAccountDependent(db, { applicantAccountId: banned.user.accountId, houseId: banned.house.id });
    const withdrawn = await createApplication(db, { applicantAccountId: son.account.accountId, status: 'WITHDRAWN' });
    await db
      .update(application)
      .set({ banEndsAt: new Date('2026-12-15T00:00:00Z') })
      .where(eq(application.id, withdrawn.id));
    await db.update(person).set({ diedOn: '2026-11-20' }).where(eq(person.id, banned.user.personId));
    const bannedApplication = await createApplication(db, {
      applicantAccountId: banned.user.accountId,
      status: 'ELIGIBLE',
      houseIds: [banned.house.id],
      dependents: [
        ...banned.dependents.map((member) => ({ dependentId: member.id, houseId: banned.house.id })),
        { dependentId: son.dependentId, houseId: banned.house.id },
      ],
    });

    // A household whose adult dependent with an account has not confirmed the relation, and one who moved out.
    const pending = await createReadyApplicant(db);
    const cousin = await createAccountDependent(db, {
      applicantAccountId: pending.user.accountId,
      houseId: pending.house.id,
      relationStatus: 'PENDING',
    });
    const otherHouse = await createHouse(db, pending.user.accountId);
    const moved = await createDependent(db, {
      applicantAccountId: pending.user.accountId,
      houseId: otherHouse.id,
      relationship: 'DAUGHTER',
      gender: 'F',
    });
    await completeProfileTabs(db, moved.personId);
    const pendingApplication = await createApplication(db, {
      applicantAccountId: pending.user.accountId,
      status: 'SUBMITTED',
      houseIds: [pending.house.id],
      dependents: [
        { dependentId: cousin.dependentId, houseId: pending.house.id },
        { dependentId: moved.id, houseId: pending.house.id },
      ],
    });

    const batch = await facts.applicationBatch(3001, activeStatuses, null, 10);
    expect(batch.map((row) => row.id).sort()).toEqual([bannedApplication.id, pendingApplication.id].sort());
    const accountIds = batch.map((row) => row.applicantAccountId);
    const banEnds = await applications.latestBanEnds(accountIds);
    expect(banEnds.get(banned.user.accountId)?.toISOString()).toBe('2026-12-15T00:00:00.000Z');
    expect(banEnds.has(pending.user.accountId)).toBe(false);

    const dependents = await facts.activeDependents(accountIds);
    const personIds = [...batch.map((row) => row.headPersonId), ...dependents.map((row) => row.personId)];
    const houses = housesToEvaluate(
      {
        applications: batch,
        houses: await facts.selectedHouses(batch.map((row) => row.id)),
        selected: await facts.selectedDependents(batch.map((row) => row.id)),
        dependents,
        heads: await facts.headProfiles(batch.map((row) => row.headPersonId)),
        snapshots: await createProfileRepository(db).snapshots(personIds),
        incomes: await facts.incomes(personIds),
        properties: await facts.properties(personIds),
        verifiedIbans: new Set((await facts.verifiedIbans(accountIds)).keys()),
        banEnds,
        duplicates: duplicatesByApplication(await facts.duplicates(3001, countingStatuses)),
      },
      { firstDay: '2026-11-01', nextFirstDay: '2026-12-01', adultAge: 18 },
    );
    const bannedHouse = houses.find((house) => house.application.id === bannedApplication.id)!;
    expect(bannedHouse.facts).toMatchObject({ applicationStatus: 'ELIGIBLE', banned: true, ibanVerified: true, headResident: true });
    expect(bannedHouse.facts.head.deceased).toBe(true);
    expect(bannedHouse.facts.dependents.map((member) => member.relationCounted)).toEqual([true, true, true]);

    // The unconfirmed relation is a member not counted; the daughter who moved to another house is not a member of this one.
    const pendingHouse = houses.find((house) => house.application.id === pendingApplication.id)!;
    expect(pendingHouse.facts.dependents).toEqual([
      expect.objectContaining({ dependentId: cousin.dependentId, relationCounted: false, deceased: false, countedElsewhere: false }),
    ]);
    // A pending relation keeps the dependent's profile closed: the profile is judged without them and stays complete.
    expect(pendingHouse.facts.profileCompleted).toBe(true);

    // The ban is looked for only in households a withdrawal may bind; the son's withdrawal binds his head's.
    const candidates = await facts.banCandidates();
    expect(candidates.has(banned.user.accountId)).toBe(true);
    expect(candidates.has(son.account.accountId)).toBe(true);
    expect(candidates.has(pending.user.accountId)).toBe(false);
  });

  it('decides each duplicated person once: the earliest submitted application keeps them', async () => {
    const { db } = database;
    const facts = createCycleFactsRepository(db);
    const first = await createReadyApplicant(db);
    const second = await createReadyApplicant(db);
    const wife = first.dependents[0]!;
    const again = await createDependent(db, {
      applicantAccountId: second.user.accountId,
      personId: wife.personId,
      relationship: 'SISTER',
      houseId: second.house.id,
    });
    const early = await createApplication(db, {
      applicantAccountId: first.user.accountId,
      status: 'UNDER_STUDY',
      createdAt: new Date('2026-02-01T00:00:00Z'),
      houseIds: [first.house.id],
      dependents: [{ dependentId: wife.id, houseId: first.house.id }],
    });
    const late = await createApplication(db, {
      applicantAccountId: second.user.accountId,
      status: 'ELIGIBLE',
      createdAt: new Date('2026-03-01T00:00:00Z'),
      houseIds: [second.house.id],
      dependents: [{ dependentId: again.id, houseId: second.house.id }],
    });
    const losers = duplicatesByApplication(await facts.duplicates(3001, countingStatuses));
    expect(losers.get(late.id)).toEqual(new Set([wife.personId]));
    expect(losers.has(early.id)).toBe(false);
  });
});
