import { programType } from '@sanad/contract';
import { firstDayOf } from '../../modules/cycle/cycle-calendar.ts';
import { literal } from './scale-sql.ts';

/**
 * Eleven months of history written set-based from the latest month, which the real engine ran, published and paid
 * (seed-scale.ts): each earlier month gets a PAID cycle, the same decisions (results with the engine's own traces,
 * members and payments), new ids (the latest row's id with the month written into it, so every copy agrees with the others
 * without a lookup table) and its own days. What differs from the latest month on purpose: nothing was deducted
 * before it (the over-payments were found just before it), so each copied payment pays the whole entitlement and the
 * members' shares of those few houses are scaled again by the engine's rule (DOMAIN.md "a dependent's share").
 *
 * Not an engine of its own: nothing here decides eligibility; it repeats the engine's decisions of the latest month.
 * Ages moved and incomes changed are not replayed (a member who came of age during the year is counted as they are in
 * the latest month).
 */

const riyadh = (day: string, time: string) => `timestamptz ${literal(`${day}T${time}:00+03:00`)}`;

/**
 * The id of the copy, in `period`, of the row `id` of the latest month: the month's digits in place of the first eight
 * hex digits (the rest of a v4 or v7 id is unique on its own). A month's copies then share one range of each primary
 * key, which stays in PostgreSQL's buffers while they are written, instead of landing all over a national index.
 */
const copiedId = (id: string, period: string) => `(${literal(`${period.replace('-', '')}00`)} || substr(${id}::text, 9))::uuid`;

export interface HistoryMonth {
  period: string;
  /** The day payments are made (payment.dayOfMonth of the month). */
  paymentDate: string;
}

/**
 * The statements that write one earlier month from the latest one (`latestCycleId`), in order: the cycle and its
 * three finished runs, the results, the members, the shares corrected where the latest month deducted, the payments.
 */
export function copyMonthStatements(month: HistoryMonth, latestCycleId: string): string[] {
  const { period, paymentDate } = month;
  const firstDay = firstDayOf(period);
  const latest = literal(latestCycleId);
  const cycle = `(select id from support_cycle where program_id = ${programType.SSP} and period = ${literal(period)})`;
  const evaluatedAt = riyadh(firstDay, '05:00');
  const publishedAt = riyadh(firstDay.replace(/-01$/, '-05'), '09:00');
  const paidAt = riyadh(paymentDate, '09:00');
  return [
    `insert into support_cycle (program_id, period, status, first_day, payment_date, opened_at, evaluated_at, published_at, paid_at)
     values (${programType.SSP}, ${literal(period)}, 'PAID', ${literal(firstDay)}, ${literal(paymentDate)}, ${riyadh(firstDay, '03:00')},
       ${evaluatedAt}, ${publishedAt}, ${paidAt})`,
    `insert into cycle_run (cycle_id, step, status, processed, total, started_at, updated_at, finished_at)
     select ${cycle}, r.step, 'DONE', r.total, r.total, r.started_at, r.finished_at, r.finished_at
     from (select step, total, case step when 'RUN' then ${riyadh(firstDay, '03:00')} when 'PUBLISH' then ${publishedAt} else ${paidAt} end as started_at,
             case step when 'RUN' then ${evaluatedAt} when 'PUBLISH' then ${publishedAt} + interval '20 minutes' else ${paidAt} + interval '20 minutes' end
               as finished_at
           from cycle_run where cycle_id = ${latest} and status = 'DONE') as r`,
    `insert into eligibility_result (id, cycle_id, application_id, applicant_account_id, house_id, outcome, reasons, standard, counted_income,
       assets, entitlement, deductions, net, member_count, trace, parameters_day, evaluated_at)
     select ${copiedId('r.id', period)}, ${cycle}, r.application_id, r.applicant_account_id, r.house_id, r.outcome, r.reasons, r.standard,
       r.counted_income, r.assets, r.entitlement, 0, case when r.deductions > 0 then r.net + r.deductions else r.net end, r.member_count,
       r.trace, ${literal(firstDay)}, ${evaluatedAt}
     from eligibility_result as r where r.cycle_id = ${latest}`,
    `insert into eligibility_member (result_id, cycle_id, person_id, dependent_id, category, counted, left_out_reason, standard_share,
       counted_income, share)
     select ${copiedId('m.result_id', period)}, ${cycle}, m.person_id, m.dependent_id, m.category, m.counted, m.left_out_reason,
       m.standard_share, m.counted_income, m.share
     from eligibility_member as m where m.cycle_id = ${latest}`,
    // The few houses the latest month deducted from: their members' shares of the whole entitlement (memberShares).
    `update eligibility_member as m set share = case when m.counted and r.standard > 0 and r.net > 0
         then floor(m.standard_share::numeric * r.net / r.standard)::bigint else 0 end
     from eligibility_result as r
     where r.id = m.result_id and r.cycle_id = ${cycle} and m.category <> 'HEAD'
       and r.id in (select ${copiedId('id', period)} from eligibility_result where cycle_id = ${latest} and deductions > 0)`,
    `update eligibility_member as m set share = r.net - coalesce((select sum(o.share) from eligibility_member as o
         where o.result_id = m.result_id and o.category <> 'HEAD'), 0)
     from eligibility_result as r
     where r.id = m.result_id and r.cycle_id = ${cycle} and m.category = 'HEAD'
       and r.id in (select ${copiedId('id', period)} from eligibility_result where cycle_id = ${latest} and deductions > 0)`,
    `insert into payment (id, code, cycle_id, application_id, applicant_account_id, house_id, result_id, entitlement, deductions, net,
       status, iban, bank_code, scheduled_for, paid_at, failure_reason, created_at)
     select ${copiedId('p.id', period)},
       'P-' || ${literal(period.replace('-', ''))} || '-' || lpad((row_number() over (order by p.code))::text, 7, '0'),
       ${cycle}, p.application_id, p.applicant_account_id, p.house_id, ${copiedId('p.result_id', period)}, p.entitlement, 0, p.entitlement,
       p.status, p.iban, p.bank_code, ${literal(paymentDate)}, case when p.status = 'PAID' then ${paidAt} end, p.failure_reason, ${publishedAt}
     from payment as p where p.cycle_id = ${latest}`,
  ];
}
