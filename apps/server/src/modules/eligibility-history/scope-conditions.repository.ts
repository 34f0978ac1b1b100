import { and, eq, exists, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { application, eligibilityMember, supportCycle } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import type { HouseholdScope, ScopeFilter } from './beneficiary-scope.ts';

/** Only published results are ever read (an OPEN cycle's are being evaluated and may change). */
export const visibleCycleStatuses = ['PUBLISHED', 'PAID'] as const;
export const visibleCycle = inArray(supportCycle.status, [...visibleCycleStatuses]);

/**
 * The row a scoped read is about (a result or a payment): its application, house and result columns. The cycle is
 * always `support_cycle` and the head of household always `application.applicant_account_id`, joined by the caller.
 */
export interface ScopedRow {
  applicationId: AnyPgColumn;
  houseId: AnyPgColumn;
  resultId: AnyPgColumn;
}

/** A scope with its values, or with placeholders for them where a statement is prepared once for many requests. */
export type Bindable<T> = { [K in keyof T]: T[K] | SQLWrapper };

/** What the request narrowed the scope to, on the row's own columns. */
export function filterConditions(row: ScopedRow, filter: Bindable<ScopeFilter>): Array<SQL | undefined> {
  return [
    filter.applicationId ? eq(row.applicationId, filter.applicationId) : undefined,
    filter.houseId ? eq(row.houseId, filter.houseId) : undefined,
    filter.programId !== undefined ? eq(supportCycle.programId, filter.programId) : undefined,
    filter.period ? eq(supportCycle.period, filter.period) : undefined,
  ];
}

/**
 * A head of household's published rows as `scope` narrows them (beneficiary-scope.ts decided the scope). With a
 * `personId`, only the rows whose result evaluated that person (`countedOnly`: counted them, as a payment's share does).
 */
export function householdConditions(
  db: Database,
  row: ScopedRow,
  scope: Bindable<HouseholdScope>,
  options: { countedOnly: boolean },
): SQL | undefined {
  return and(
    eq(application.applicantAccountId, scope.accountId),
    visibleCycle,
    ...filterConditions(row, scope),
    scope.personId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(eligibilityMember)
            .where(
              and(
                eq(eligibilityMember.resultId, row.resultId),
                eq(eligibilityMember.personId, scope.personId),
                options.countedOnly ? eq(eligibilityMember.counted, true) : undefined,
              ),
            ),
        )
      : undefined,
  );
}
