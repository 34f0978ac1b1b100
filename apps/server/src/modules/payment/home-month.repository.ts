import { and, asc, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import {
  application,
  applicationDependent,
  applicationEvent,
  applicationHouse,
  eligibilityResult,
  house,
  payment,
  supportCycle,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { visibleCycle } from '../eligibility-history/scope-conditions.repository.ts';
import { deductionsOfPayment } from './payment.repository.ts';

type ApplicationStatus = (typeof application.$inferSelect)['status'];

/**
 * The SQL of /home's month card (decision 058): the caller's application in one month, read by one statement because
 * everyone opens /home on payment day. Each row is one of the month's houses (none, one row of nulls, while the month
 * is not published); the application's state at the month's end, its selection and the month's cycle repeat on each.
 */
export function createHomeMonthRepository(db: Database) {
  // Prepared once: payment day's hottest read skips building its SQL each time.
  const monthStatement = db
    .select({
      statusAtEnd: sql<ApplicationStatus | null>`(
            select ${applicationEvent.toStatus} from ${applicationEvent}
            where ${and(eq(applicationEvent.applicationId, application.id), isNotNull(applicationEvent.toStatus), lt(applicationEvent.at, sql.placeholder('periodEnd')))}
            order by ${desc(applicationEvent.at)} limit 1)`,
      houses:
        sql<number>`(select count(*)::int from ${applicationHouse} where ${eq(applicationHouse.applicationId, application.id)})`.mapWith(
          Number,
        ),
      dependents: sql<number>`(
            select count(*)::int from ${applicationDependent} where ${eq(applicationDependent.applicationId, application.id)})`.mapWith(
        Number,
      ),
      cycleStatus: supportCycle.status,
      resultId: eligibilityResult.id,
      houseId: eligibilityResult.houseId,
      outcome: eligibilityResult.outcome,
      reasons: eligibilityResult.reasons,
      entitlement: eligibilityResult.entitlement,
      deductions: eligibilityResult.deductions,
      net: eligibilityResult.net,
      paymentId: payment.id,
      paymentCode: payment.code,
      paymentStatus: payment.status,
      scheduledFor: payment.scheduledFor,
      paidAt: payment.paidAt,
      deductionItems: deductionsOfPayment,
    })
    .from(application)
    .leftJoin(supportCycle, and(eq(supportCycle.programId, application.programId), eq(supportCycle.period, sql.placeholder('period'))))
    .leftJoin(
      eligibilityResult,
      and(eq(eligibilityResult.cycleId, supportCycle.id), eq(eligibilityResult.applicationId, application.id), visibleCycle),
    )
    .leftJoin(house, eq(house.id, eligibilityResult.houseId))
    .leftJoin(payment, eq(payment.resultId, eligibilityResult.id))
    .where(and(eq(application.id, sql.placeholder('applicationId')), eq(application.applicantAccountId, sql.placeholder('accountId'))))
    .orderBy(asc(house.createdAt), asc(house.id))
    .prepare('home_month_of_application');

  return {
    /** No row when the application is not the caller's (or does not exist). */
    monthOfOwnApplication(accountId: string, applicationId: string, period: string, periodEnd: Date) {
      return monthStatement.execute({ accountId, applicationId, period, periodEnd: periodEnd.toISOString() });
    },
  };
}
export type HomeMonthRepository = ReturnType<typeof createHomeMonthRepository>;
export type HomeMonthRow = Awaited<ReturnType<HomeMonthRepository['monthOfOwnApplication']>>[number];
