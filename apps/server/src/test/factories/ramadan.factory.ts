import { ramadanReward, ramadanRewardMember } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/**
 * A Ramadan reward of an application with its members (the head: `dependentId` null), as the cycles engine would
 * write it; the amount is the members' sum.
 */
export async function createRamadanReward(
  db: Database,
  values: {
    applicationId: string;
    hijriYear: number;
    status?: 'SCHEDULED' | 'PAID' | 'FAILED';
    members: Array<{ personId: string; dependentId?: string | null; amount: number }>;
  },
): Promise<string> {
  const status = values.status ?? 'PAID';
  const [row] = await db
    .insert(ramadanReward)
    .values({
      applicationId: values.applicationId,
      hijriYear: values.hijriYear,
      amount: values.members.reduce((sum, member) => sum + member.amount, 0),
      status,
      ibanLast4: '4321',
      paidAt: status === 'PAID' ? new Date('2026-02-10T09:00:00Z') : null,
    })
    .returning({ id: ramadanReward.id });
  if (!row) throw new Error('ramadan reward was not inserted');
  if (values.members.length > 0) {
    await db.insert(ramadanRewardMember).values(
      values.members.map((member) => ({
        rewardId: row.id,
        personId: member.personId,
        dependentId: member.dependentId ?? null,
        amount: member.amount,
      })),
    );
  }
  return row.id;
}
