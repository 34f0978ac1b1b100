import type { Database } from '../../platform/db/database.ts';
import type { Payments } from '../../platform/payments/payments.ts';
import { firstDayOf, nextFirstDayOf } from '../cycle/cycle-calendar.ts';
import type { CycleFactsRepository } from '../cycle/cycle-facts.repository.ts';
import { housesToEvaluate, readBatchRows, type FactsReaders } from '../cycle/cycle-facts.ts';
import type { EligibilityParametersService } from '../eligibility/eligibility-parameters.service.ts';
import { evaluateHouse } from '../eligibility/eligibility-rules.ts';
import type { EligibilityHistoryRepository } from '../eligibility-history/eligibility-history.repository.ts';
import { appealPaymentCodeOf } from './appeal-rules.ts';
import type { AppealRepository, AppealRow } from './appeal.repository.ts';

export interface AppealSettlementDeps {
  repository: AppealRepository;
  readers: FactsReaders;
  applications: Pick<EligibilityHistoryRepository, 'applicationWithHead'>;
  ibans: Pick<CycleFactsRepository, 'verifiedIbans'>;
  parameters: Pick<EligibilityParametersService, 'parametersAt'>;
  payments: Payments;
}

/** What the re-evaluation found: each house concerned with what it is owed for the month now. */
export interface Reevaluation {
  period: string;
  owed: ReadonlyMap<string, number>;
  iban: string | null;
}

/**
 * What an approved appeal pays (DOMAIN.md "an approved appeal re-evaluates and may add a retroactive payment";
 * docs/decisions/060-appeals.md). The month's houses concerned (every house for a month appeal, else the appeal's
 * house, with those of the month's appeals approved before: what they accepted stays owed) are evaluated again by the one eligibility function, through the cycle's own fact reader, on the data of now
 * (corrected since, which is what an approval accepts) judged on the cycle's first day with the parameters valid then.
 * The month is then owed the houses' new amounts (the others keep their published ones) less everything already paid
 * for it (its payments not failed, its additional payments): the difference, when positive, is ONE additional payment
 * keyed by the appeal (unique per source), written in the approval's transaction. No deduction is taken from it:
 * recoveries are the monthly cycle's.
 */
export function createAppealSettlement(deps: AppealSettlementDeps) {
  const { repository, readers, applications, ibans, parameters, payments } = deps;

  return {
    /** The evaluation, read outside the approval's transaction (the embedded database has one connection). */
    async reevaluate(row: AppealRow): Promise<Reevaluation> {
      const cycle = await repository.cycleById(row.cycleId);
      if (!cycle) throw new Error(`appeal ${row.id}: cycle ${row.cycleId} not found`);
      const firstDay = cycle.firstDay ?? firstDayOf(cycle.period);
      const [application, valid, iban] = await Promise.all([
        applications.applicationWithHead(row.applicantAccountId, row.applicationId),
        parameters.parametersAt(firstDay),
        ibans.verifiedIbans([row.applicantAccountId]),
      ]);
      // This appeal's houses and those of the month's appeals approved before it: what they accepted stays owed.
      const accepted = [row, ...(await repository.approvedSubjects(row.applicationId, row.cycleId))];
      const wholeMonth = accepted.some((subject) => subject.subjectType === 'CYCLE');
      const concerned = new Set(accepted.map((subject) => subject.houseId));
      const owed = new Map<string, number>();
      if (application) {
        const rows = await readBatchRows(readers, [application], new Map());
        for (const house of housesToEvaluate(rows, { firstDay, nextFirstDay: nextFirstDayOf(cycle.period), adultAge: valid.adultAge })) {
          if (!wholeMonth && !concerned.has(house.houseId)) continue;
          const evaluation = evaluateHouse(house.facts, valid, firstDay);
          owed.set(house.houseId, evaluation.paid ? evaluation.entitlement : 0);
        }
      }
      return { period: cycle.period, owed, iban: iban.get(row.applicantAccountId)?.iban ?? null };
    },

    /** In the approval's transaction: the additional payment the month is owed, if any; its amount (0 when none). */
    async pay(row: AppealRow, found: Reevaluation, now: Date, tx: Database): Promise<number> {
      if (found.iban === null) return 0;
      const results = await repository.results(row.applicationId, row.cycleId, tx);
      const target = results.reduce((sum, result) => sum + (found.owed.get(result.houseId) ?? result.net), 0);
      const amount = target - (await repository.paidFor(row.applicationId, row.cycleId, tx));
      if (amount <= 0) return 0;
      const inserted = await repository.insertAdditionalPayment(
        {
          code: appealPaymentCodeOf(found.period, row.appealNbr),
          applicationId: row.applicationId,
          applicantAccountId: row.applicantAccountId,
          cycleId: row.cycleId,
          amount,
          reasonAr: `صرف بأثر رجعي عن شهر ${found.period} بعد قبول الاعتراض ${row.appealNbr}`,
          reasonEn: `Paid retroactively for ${found.period} after appeal ${row.appealNbr} was approved`,
          sourceType: 'APPEAL',
          sourceId: row.id,
          status: 'SCHEDULED',
          iban: found.iban,
          createdAt: now,
        },
        tx,
      );
      return inserted ? amount : 0;
    },

    /**
     * Transfers an appeal's scheduled additional payment through the payments port (the job appeal.pay): a payment
     * already paid or failed is left alone, and the bank de-duplicates a repeated order on the code.
     */
    async transfer(appealId: string, tx: Database): Promise<'PAID' | 'FAILED' | null> {
      const scheduled = await repository.scheduledPaymentOf(appealId, tx);
      if (!scheduled) return null;
      const [result] = await payments.pay([
        { paymentId: scheduled.id, iban: scheduled.iban, amount: scheduled.amount, code: scheduled.code },
      ]);
      if (!result) return null;
      await repository.recordTransfer(
        scheduled.id,
        result.status === 'PAID' ? { status: 'PAID', paidAt: result.paidAt } : { status: 'FAILED' },
        tx,
      );
      return result.status;
    },
  };
}
export type AppealSettlement = ReturnType<typeof createAppealSettlement>;
