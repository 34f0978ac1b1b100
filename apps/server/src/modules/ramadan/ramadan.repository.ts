import { and, asc, count, desc, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  closedApplicationStatuses,
  programType,
  type ApplicationStatus,
  type RamadanPayment,
  type RamadanRewardMember,
} from '@sanad/contract';
import { application, dependent, person, ramadanReward, ramadanRewardMember } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/** The SQL of the Ramadan reward: every read goes through the caller's applications (ARCHITECTURE rule 9). */
export function createRamadanRepository(db: Database) {
  const ownReward = (rewardId: string, accountId: string) =>
    and(
      eq(ramadanReward.id, rewardId),
      exists(
        db
          .select({ one: sql`1` })
          .from(application)
          .where(and(eq(application.id, ramadanReward.applicationId), eq(application.applicantAccountId, accountId))),
      ),
    );

  return {
    /**
     * The applicant's SSP application that eligibility is read from: the open one, else the latest closed one; null
     * when they never applied.
     */
    async currentSspApplication(accountId: string): Promise<{ id: string; status: ApplicationStatus } | null> {
      const closedLast = sql`case when ${inArray(application.status, [...closedApplicationStatuses])} then 1 else 0 end`;
      const [row] = await db
        .select({ id: application.id, status: application.status })
        .from(application)
        .where(and(eq(application.applicantAccountId, accountId), eq(application.programId, programType.SSP)))
        .orderBy(asc(closedLast), desc(application.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The rewards of the applicant's applications, newest Hijri year first, with how many members each counted. */
    async listRewards(accountId: string): Promise<RamadanPayment[]> {
      const rows = await db
        .select({
          id: ramadanReward.id,
          hijriYear: ramadanReward.hijriYear,
          amount: ramadanReward.amount,
          status: ramadanReward.status,
          paidAt: ramadanReward.paidAt,
          ibanLast4: ramadanReward.ibanLast4,
          membersCount: count(ramadanRewardMember.id),
        })
        .from(ramadanReward)
        .innerJoin(application, eq(application.id, ramadanReward.applicationId))
        .leftJoin(ramadanRewardMember, eq(ramadanRewardMember.rewardId, ramadanReward.id))
        .where(eq(application.applicantAccountId, accountId))
        .groupBy(ramadanReward.id)
        .orderBy(desc(ramadanReward.hijriYear), desc(ramadanReward.createdAt));
      return rows.map((row) => ({ ...row, paidAt: row.paidAt?.toISOString() ?? null }));
    },

    /** Whether the reward is one of the applicant's (unknown and another's alike: false). */
    async ownsReward(rewardId: string, accountId: string): Promise<boolean> {
      const rows = await db.select({ id: ramadanReward.id }).from(ramadanReward).where(ownReward(rewardId, accountId)).limit(1);
      return rows.length > 0;
    },

    /** The members a reward counted: the head first (no dependent row), then the dependents by name. */
    listMembers(rewardId: string): Promise<RamadanRewardMember[]> {
      return db
        .select({
          nameAr: person.nameAr,
          nameEn: person.nameEn,
          relationship: dependent.relationship,
          amount: ramadanRewardMember.amount,
        })
        .from(ramadanRewardMember)
        .innerJoin(person, eq(person.id, ramadanRewardMember.personId))
        .leftJoin(dependent, eq(dependent.id, ramadanRewardMember.dependentId))
        .where(eq(ramadanRewardMember.rewardId, rewardId))
        .orderBy(asc(isNotNull(ramadanRewardMember.dependentId)), asc(person.nameEn), asc(ramadanRewardMember.id));
    },

    /** Whether any application of the applicant ever had a Ramadan reward. */
    async hasRewards(accountId: string): Promise<boolean> {
      const rows = await db
        .select({ id: ramadanReward.id })
        .from(ramadanReward)
        .innerJoin(application, eq(application.id, ramadanReward.applicationId))
        .where(eq(application.applicantAccountId, accountId))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type RamadanRepository = ReturnType<typeof createRamadanRepository>;
