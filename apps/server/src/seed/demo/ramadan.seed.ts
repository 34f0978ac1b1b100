import { and, eq } from 'drizzle-orm';
import { programType } from '@sanad/contract';
import {
  account,
  application,
  applicationDependent,
  bankAccount,
  dependent,
  person,
  ramadanReward,
  ramadanRewardMember,
} from '../../db/schema/index.ts';
import { eligibilityParameterDefinitions } from '../../modules/eligibility/eligibility-parameter-definitions.ts';
import type { Database } from '../../platform/db/database.ts';

/** The white-listed applicant of the README (identity seed), whose SSP application the application seed makes ELIGIBLE. */
const whiteListedApplicantNin = '1010000071';

/**
 * A PAID Ramadan reward for 1447 AH on the white-listed applicant's ELIGIBLE SSP application, counting the head and the
 * dependents selected into it at the default `ramadan.amounts` (a dated parameter, decision 055), so the Ramadan screens have a payment to show.
 * Skipped when that application is absent (the application seed makes it).
 */
export async function seedDemoRamadan(db: Database): Promise<void> {
  const [found] = await db
    .select({ applicationId: application.id, accountId: account.id, personId: person.id })
    .from(application)
    .innerJoin(account, eq(account.id, application.applicantAccountId))
    .innerJoin(person, eq(person.id, account.personId))
    .where(and(eq(person.nin, whiteListedApplicantNin), eq(application.programId, programType.SSP), eq(application.status, 'ELIGIBLE')))
    .limit(1);
  if (!found) return;
  // The first version's figures (seeded valid from 2000-01-01), which a fresh demo database holds on the payment day.
  const amounts = eligibilityParameterDefinitions['ramadan.amounts'].default;
  const dependents = await db
    .select({ dependentId: dependent.id, personId: dependent.personId })
    .from(applicationDependent)
    .innerJoin(dependent, eq(dependent.id, applicationDependent.dependentId))
    .where(eq(applicationDependent.applicationId, found.applicationId));
  // The IBAN it was paid to: the applicant's verified one, when the profile seed gave her one.
  const [iban] = await db
    .select({ iban: bankAccount.iban })
    .from(bankAccount)
    .where(and(eq(bankAccount.accountId, found.accountId), eq(bankAccount.status, 'VERIFIED')))
    .limit(1);
  const members = [
    { personId: found.personId, dependentId: null, amount: amounts.head },
    ...dependents.map((member) => ({ ...member, amount: amounts.member })),
  ];
  await db.transaction(async (tx) => {
    const [reward] = await tx
      .insert(ramadanReward)
      .values({
        applicationId: found.applicationId,
        hijriYear: 1447,
        amount: members.reduce((sum, member) => sum + member.amount, 0),
        status: 'PAID',
        ibanLast4: iban ? iban.iban.slice(-4) : null,
        // A week before 1 Ramadan 1447 (18 February 2026): paid before the month starts.
        paidAt: new Date('2026-02-11T07:00:00Z'),
      })
      .returning({ id: ramadanReward.id });
    if (!reward) throw new Error('demo ramadan reward was not inserted');
    await tx.insert(ramadanRewardMember).values(members.map((member) => ({ rewardId: reward.id, ...member })));
  });
}
